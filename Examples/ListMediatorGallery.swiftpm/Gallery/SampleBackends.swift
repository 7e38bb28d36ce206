#if canImport(UIKit)
    import Foundation
    import ListMediator

    /// 200 posts, newest first, 20 a page.
    actor SampleFeed: FeedExample.FeedService {
        private static let authors = ["Ada", "Grace", "Linus", "Margaret", "Dennis"]

        func posts(before cursor: Int?) async throws -> Page<FeedExample.Post, Int> {
            try await Task.sleep(for: sampleLatency)
            let newest = cursor ?? 200
            let posts = stride(from: newest - 1, through: max(newest - 20, 0), by: -1).map { id in
                FeedExample.Post(
                    id: id, author: Self.authors[id % Self.authors.count], text: "Post number \(id)", imageURL: nil)
            }
            let oldest = posts.last?.id ?? 0
            return Page(items: posts, nextCursor: oldest > 0 ? oldest : nil)
        }
    }

    /// Has no images to fetch: the feed's posts carry none.
    actor SampleImageLoader: FeedExample.ImageLoading {
        func prefetch(_ urls: [URL]) {}
        func cancelPrefetching(_ urls: [URL]) {}
    }

    /// 120 photos in four albums, 24 a page; deleting removes them for good (until relaunch).
    actor SamplePhotoLibrary: PhotoGridExample.PhotoLibrary {
        private static let albums = ["Summer", "Mountains", "City", "Family"]
        private var photos = (0..<120).map { PhotoGridExample.Photo(id: $0, album: albums[$0 / 30]) }

        func photos(after cursor: Int?) async throws -> Page<PhotoGridExample.Photo, Int> {
            try await Task.sleep(for: sampleLatency)
            let page = Array(photos.lazy.filter { $0.id > (cursor ?? -1) }.prefix(24))
            let isLast = page.last?.id == photos.last?.id
            return Page(items: page, nextCursor: isLast ? nil : page.last?.id)
        }

        func deletePhotos(_ ids: Set<Int>) async throws {
            try await Task.sleep(for: sampleLatency)
            photos.removeAll { ids.contains($0.id) }
        }
    }

    /// Five blocked users; unblocking one removes it.
    actor SampleAccountService: SettingsExample.AccountService {
        private var blocked = ["troll42", "spam_bot", "nightowl", "loud_larry", "copycat"].enumerated().map {
            SettingsExample.BlockedUser(id: $0, username: $1)
        }

        func blockedUsers() async throws -> [SettingsExample.BlockedUser] {
            try await Task.sleep(for: sampleLatency)
            return blocked
        }

        func unblock(_ id: SettingsExample.BlockedUser.ID) async throws {
            try await Task.sleep(for: sampleLatency)
            blocked.removeAll { $0.id == id }
        }
    }

    /// A board of cards; moves are kept in memory.
    actor SampleBoard: BoardExample.BoardService {
        private var stages: [BoardExample.Stage: [BoardExample.Card]] = [
            .toDo: ["Write the release notes", "Answer the survey", "Book the venue"].map {
                BoardExample.Card(id: UUID(), title: $0)
            },
            .doing: [BoardExample.Card(id: UUID(), title: "Review the budget")],
            .done: [BoardExample.Card(id: UUID(), title: "Pick a date")],
        ]

        func board() async throws -> [BoardExample.Stage: [BoardExample.Card]] {
            try await Task.sleep(for: sampleLatency)
            return stages
        }

        func move(_ cardID: BoardExample.Card.ID, to stage: BoardExample.Stage, at index: Int) async throws {
            try await Task.sleep(for: sampleLatency)
            guard let card = stages.values.joined().first(where: { $0.id == cardID }) else { return }
            for key in stages.keys { stages[key]?.removeAll { $0.id == cardID } }
            stages[stage, default: []].insert(card, at: min(index, stages[stage]?.count ?? 0))
        }

        func add(_ card: BoardExample.Card, to stage: BoardExample.Stage, at index: Int) async throws {
            try await Task.sleep(for: sampleLatency)
            stages[stage, default: []].insert(card, at: min(index, stages[stage]?.count ?? 0))
        }
    }

    /// Folders three deep, each with two subfolders and a file; every fifth load fails, so the
    /// retry row shows.
    actor SampleFiles: FileBrowserExample.FileService {
        private var loads = 0

        func contents(ofFolder path: String) async throws -> [FileBrowserExample.RemoteFile] {
            try await Task.sleep(for: sampleLatency)
            loads += 1
            if loads % 5 == 0 { throw URLError(.notConnectedToInternet) }
            let depth = path.split(separator: "/").count
            let folders =
                depth < 3
                ? ["Projects", "Archive"].map {
                    FileBrowserExample.RemoteFile(path: path + $0 + "/", name: $0, isFolder: true)
                } : []
            return folders + [
                FileBrowserExample.RemoteFile(path: path + "notes.txt", name: "notes.txt", isFolder: false)
            ]
        }
    }

    /// The products the search screen finds.
    enum SampleCatalogue {
        static let names = [
            "Apple", "Apricot", "Avocado", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut", "Cranberry",
            "Date", "Fig", "Grape", "Grapefruit", "Kiwi", "Lemon", "Lime", "Mango", "Melon", "Nectarine", "Orange",
            "Papaya", "Peach", "Pear", "Pineapple", "Plum", "Pomegranate", "Raspberry", "Strawberry", "Watermelon",
        ]
    }
#endif
