import Foundation
import ListMediatorStore

/// A server of articles ordered by rank, answering pages of ten by index cursors: "after:i" is
/// the page starting at index i, "before:i" the page ending before it. It can go offline,
/// hold a request until the test lets it go, and answer with a page the test gives.
actor FakeServer {
    struct Offline: Error {}

    var articles: [Article]
    var isOffline = false
    /// The answer to the next request instead of the real one.
    var nextAnswer: RemotePage<Article>?
    private(set) var requests: [RemotePageRequest<Article>] = []
    private var holdsNextRequest = false
    private var held: CheckedContinuation<Void, Never>?

    init(ranks: some Sequence<Int>) {
        articles = ListMediatorStoreTests.articles(ranks)
    }

    func load(_ request: RemotePageRequest<Article>) async throws -> RemotePage<Article> {
        requests.append(request)
        if holdsNextRequest {
            holdsNextRequest = false
            await withCheckedContinuation { held = $0 }
        }
        if isOffline { throw Offline() }
        if let nextAnswer {
            self.nextAnswer = nil
            return nextAnswer
        }
        switch request.kind {
        case .refresh:
            let start =
                request.anchor.map { anchor in
                    guard case .integer(let rank) = anchor.sortKey else { return 0 }
                    return max(0, (articles.firstIndex { $0.rank >= rank } ?? articles.count) - 5)
                } ?? 0
            return page(start..<min(start + 10, articles.count))
        case .page(at: .end):
            let start = index(in: request.cursor, prefix: "after:")
            return page(start..<min(start + 10, articles.count))
        case .page(at: .start):
            let end = index(in: request.cursor, prefix: "before:")
            return page(max(0, end - 10)..<end)
        }
    }

    func setOffline(_ offline: Bool) { isOffline = offline }
    func answerNext(with page: RemotePage<Article>) { nextAnswer = page }
    func retitle(rank: Int, as title: String) {
        if let index = articles.firstIndex(where: { $0.rank == rank }) { articles[index].title = title }
    }
    func remove(rank: Int) { articles.removeAll { $0.rank == rank } }
    func holdNextRequest() { holdsNextRequest = true }
    var isHolding: Bool { held != nil }
    func release() {
        held?.resume()
        held = nil
    }

    private func page(_ range: Range<Int>) -> RemotePage<Article> {
        RemotePage(
            items: Array(articles[range]),
            previousCursor: range.lowerBound > 0 ? .text("before:\(range.lowerBound)") : nil,
            nextCursor: range.upperBound < articles.count ? .text("after:\(range.upperBound)") : nil)
    }

    private func index(in cursor: RemoteCursor?, prefix: String) -> Int {
        guard case .text(let text) = cursor, text.hasPrefix(prefix), let index = Int(text.dropFirst(prefix.count))
        else { return 0 }
        return min(index, articles.count)
    }
}
