import ListMediator

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

    init(messageCount: Int = 300, pageSize: Int = 15, latency: Duration) {
        newest = messageCount
        self.pageSize = pageSize
        self.latency = latency
    }

    /// The page `request` asks for.
    /// - Throws: `CancellationError` when the task is cancelled.
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
        if latency > .zero {
            try await Task.sleep(for: latency)
        } else {
            await Task.yield()
        }
        try Task.checkCancellation()
        // Before the first message or past the newest: no messages, and no cursors to go on.
        guard lower >= 1, lower <= upper else { return Page(items: [], nextCursor: nil) }
        return Page(
            items: (lower...upper).map(Message.numbered), previousCursor: lower > 1 ? lower : nil,
            nextCursor: upper < newest ? upper + 1 : nil)
    }

    /// Posts the next message and returns it.
    func post() -> Message {
        newest += 1
        return Message.numbered(newest)
    }
}
