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

    /// The products the search screen finds.
    enum SampleCatalogue {
        static let names = [
            "Apple", "Apricot", "Avocado", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut", "Cranberry",
            "Date", "Fig", "Grape", "Grapefruit", "Kiwi", "Lemon", "Lime", "Mango", "Melon", "Nectarine", "Orange",
            "Papaya", "Peach", "Pear", "Pineapple", "Plum", "Pomegranate", "Raspberry", "Strawberry", "Watermelon",
        ]
    }
#endif
