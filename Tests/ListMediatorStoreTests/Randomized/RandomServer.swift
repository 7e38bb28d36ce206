import Foundation
import ListMediatorStore

/// The server of the randomized suite: a list of articles with unique ranks, answering pages of
/// `pageSize` by keyset cursors ("after:rank", "before:rank"), so pages stay right as its list
/// changes between them. It can go offline and hold requests until the test releases them
/// (latency, deterministically), and it logs every request and answer in the order the app saw
/// them, for the model.
///
/// It lives on the main actor, as the sync does: a request is logged in the same turn as the
/// sync asks it, and an answer in the same turn as the sync writes it, so the log's order is the
/// order of the sync's commits.
@MainActor
final class RandomServer {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    /// The app that asked has been closed: its request never lands.
    struct AppClosed: Error {}

    /// The app asked with a cursor the server never gave (the model reports which).
    struct UnknownCursor: Error {}

    /// A request or its outcome, as the app saw it.
    struct Event {
        enum Kind {
            case asked
            case answered(RemotePage<Article>)
            case failed
        }

        let serial: Int
        /// The launch of the app that asked.
        let launch: Int
        let request: RemotePageRequest<Article>
        let kind: Kind
    }

    /// A request the server holds until the test releases it.
    private struct Held {
        let serial: Int
        let launch: Int
        let request: RemotePageRequest<Article>
        /// Resumed with whether the app that asked is gone.
        let continuation: CheckedContinuation<Bool, Never>
    }

    private(set) var items: [Article]
    let pageSize: Int
    var isOffline = false
    /// Whether the next request is held.
    var holdsNextRequest = false
    /// The app's launch, counted from 0: requests are logged with it.
    private(set) var launch = 0
    private(set) var log: [Event] = []
    private var held: [Held] = []
    private var requestCount = 0

    init(itemCount: Int, pageSize: Int) {
        items = (0..<itemCount).map { Article(id: "s\($0 * 10)", rank: $0 * 10) }
        self.pageSize = pageSize
    }

    var heldCount: Int { held.count }

    /// The loader a sync is given.
    var loader: ListSync<Article>.RemoteLoader {
        { @MainActor [self] request in try await load(request) }
    }

    func load(_ request: RemotePageRequest<Article>) async throws -> RemotePage<Article> {
        requestCount += 1
        let serial = requestCount
        let launch = self.launch
        log.append(Event(serial: serial, launch: launch, request: request, kind: .asked))
        if holdsNextRequest {
            holdsNextRequest = false
            let appClosed = await withCheckedContinuation { continuation in
                held.append(Held(serial: serial, launch: launch, request: request, continuation: continuation))
            }
            if appClosed {
                log.append(Event(serial: serial, launch: launch, request: request, kind: .failed))
                throw AppClosed()
            }
        }
        if isOffline {
            log.append(Event(serial: serial, launch: launch, request: request, kind: .failed))
            throw Offline()
        }
        guard let page = page(for: request) else {
            log.append(Event(serial: serial, launch: launch, request: request, kind: .failed))
            throw UnknownCursor()
        }
        log.append(Event(serial: serial, launch: launch, request: request, kind: .answered(page)))
        return page
    }

    /// Answers the held request `index` (modulo their count) as the server is now; `false`
    /// when none is held.
    func release(index: Int) -> Bool {
        guard !held.isEmpty else { return false }
        held.remove(at: index % held.count).continuation.resume(returning: false)
        return true
    }

    /// The app is closed: the requests it is waiting for never land, and the next launch's are
    /// logged as its own.
    func appClosed() {
        for request in held { request.continuation.resume(returning: true) }
        held = []
        launch += 1
    }

    // MARK: The server's list

    /// Adds an item at the first free rank from `rank`.
    func insert(rank: Int) -> Article {
        var rank = rank
        while items.contains(where: { $0.rank == rank }) { rank += 1 }
        let item = Article(id: "s\(rank)", rank: rank, title: "New on the server")
        items.insert(item, at: items.firstIndex { $0.rank > rank } ?? items.count)
        return item
    }

    func delete(index: Int) -> Article? {
        guard !items.isEmpty else { return nil }
        return items.remove(at: index % items.count)
    }

    func edit(index: Int) -> Article? {
        guard !items.isEmpty else { return nil }
        let index = index % items.count
        items[index].title += " (edited)"
        return items[index]
    }

    // MARK: Pages

    private func page(for request: RemotePageRequest<Article>) -> RemotePage<Article>? {
        switch request.kind {
        case .refresh:
            // Around the anchor's place, whether or not the server still has it.
            let place =
                request.anchor.map { anchor in
                    guard case .integer(let rank) = anchor.sortKey else { return 0 }
                    return items.firstIndex { $0.rank >= Int(rank) } ?? items.count
                } ?? 0
            let start = max(0, min(place - (pageSize - 1) / 2, items.count - pageSize))
            return page(start..<min(start + pageSize, items.count))
        case .page(at: .end):
            guard let after = rank(in: request.cursor, prefix: "after:") else { return nil }
            let start = items.firstIndex { $0.rank > after } ?? items.count
            return page(start..<min(start + pageSize, items.count))
        case .page(at: .start):
            guard let before = rank(in: request.cursor, prefix: "before:") else { return nil }
            let end = items.firstIndex { $0.rank >= before } ?? items.count
            return page(max(0, end - pageSize)..<end)
        }
    }

    private func page(_ range: Range<Int>) -> RemotePage<Article> {
        let pageItems = Array(items[range])
        return RemotePage(
            items: pageItems,
            previousCursor: range.lowerBound > 0 ? pageItems.first.map { .text("before:\($0.rank)") } : nil,
            nextCursor: range.upperBound < items.count ? pageItems.last.map { .text("after:\($0.rank)") } : nil)
    }

    private func rank(in cursor: RemoteCursor?, prefix: String) -> Int? {
        guard case .text(let text) = cursor, text.hasPrefix(prefix) else { return nil }
        return Int(text.dropFirst(prefix.count))
    }
}
