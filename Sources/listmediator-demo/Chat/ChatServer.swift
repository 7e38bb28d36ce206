import ListMediator
import ListMediatorStore

/// A simulated chat server, an actor as an app's API client is: a conversation of numbered
/// messages, newest last, served a page at a time around any message, and new messages posted
/// now and then.
///
/// Cursors are message numbers: a page around an anchor for a reload (the newest page without
/// one), the messages before a page's first for a previous page, from a page's last on for a
/// next page.
actor ChatServer {
    /// The number of the newest message.
    private(set) var newest: Int
    let pageSize: Int
    let latency: Duration
    /// Whether the network is cut (`--offline`): every page fails and nobody writes.
    private(set) var isOffline: Bool

    init(messageCount: Int = 300, pageSize: Int = 15, latency: Duration, isOffline: Bool = false) {
        newest = messageCount
        self.pageSize = pageSize
        self.latency = latency
        self.isOffline = isOffline
    }

    /// Cuts the network, or brings it back.
    func setOffline(_ offline: Bool) {
        isOffline = offline
    }

    /// The page `request` asks for.
    /// - Throws: ``NetworkOffline`` while the network is cut; `CancellationError` when the task
    ///   is cancelled.
    func page(_ request: PageRequest<Int>) async throws -> Page<Message, Int> {
        let lower: Int
        let upper: Int
        switch request.kind {
        case .previousPage:
            let before = request.cursor ?? 1
            (lower, upper) = (max(1, before - pageSize), before - 1)
        case .nextPage:
            let from = request.cursor ?? newest + 1
            (lower, upper) = (from, min(newest, from + pageSize - 1))
        case .firstPage, .refresh:
            // Around the anchor, or the newest page without one.
            let last = request.cursor.map { min(newest, max($0 + pageSize / 2, pageSize)) } ?? newest
            (lower, upper) = (max(1, last - pageSize + 1), last)
        }
        try await SimulatedNetwork.trip(taking: latency)
        if isOffline { throw NetworkOffline() }
        // Before the first message or past the newest: no messages, and no cursors to go on.
        guard lower >= 1, lower <= upper else { return Page(items: [], nextCursor: nil) }
        return Page(
            items: (lower...upper).map(Message.numbered), previousCursor: lower > 1 ? lower : nil,
            nextCursor: upper < newest ? upper + 1 : nil)
    }

    /// Posts the next message and returns it; `nil` while the network is cut.
    func post() -> Message? {
        guard !isOffline else { return nil }
        newest += 1
        return Message.numbered(newest)
    }

    /// The page a ``ListSync`` asks for, as the app's API client answers it: the server's
    /// cursors are message numbers, as text.
    func remotePage(_ request: RemotePageRequest<Message>) async throws -> RemotePage<Message> {
        let page: Page<Message, Int>
        switch request.kind {
        case .refresh:
            page = try await self.page(PageRequest(.refresh, cursor: request.anchor?.id))
        case .page(at: .start):
            page = try await self.page(PageRequest(.previousPage, cursor: request.cursor.flatMap(Self.number)))
        case .page(at: .end):
            page = try await self.page(PageRequest(.nextPage, cursor: request.cursor.flatMap(Self.number)))
        }
        return RemotePage(
            items: page.items, previousCursor: page.previousCursor.map { .text(String($0)) },
            nextCursor: page.nextCursor.map { .text(String($0)) })
    }

    private static func number(_ cursor: RemoteCursor) -> Int? {
        if case .text(let text) = cursor { Int(text) } else { nil }
    }
}
