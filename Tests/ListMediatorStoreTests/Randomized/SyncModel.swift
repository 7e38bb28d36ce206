import ListMediator
import ListMediatorStore

/// What the store should hold and what the sync should say, worked out from the server's log
/// and the app's own writes alone — never read from the store or the sync — so the invariants
/// compare two independent accounts of one run.
///
/// - A refresh's answer replaces the stored list with its page, and sets both keys to its
///   cursors; each end is then exhausted or idle as its cursor says.
/// - A page's answer at an end adds its items and sets that end's key to its cursor beyond —
///   unless a refresh committed after it was asked, or another answer at that end moved its
///   key on meanwhile: then nothing of it is written, and the end's state stays as it was.
/// - A failure fails the refresh, or the end it was for (again unless it is stale).
/// - The app's writes apply as they commit; a restart keeps the store and starts a new sync,
///   whose states are idle, and no request of the closed app may write.
struct SyncModel {
    /// A remote state, without its error: the server fails with `Offline` alone.
    enum RemoteState: Equatable, CustomStringConvertible {
        case idle, loading, exhausted, failed

        init(_ state: PagingEdgeState) {
            switch state {
            case .idle: self = .idle
            case .loading: self = .loading
            case .exhausted: self = .exhausted
            case .failed: self = .failed
            }
        }

        var description: String {
            switch self {
            case .idle: "idle"
            case .loading: "loading"
            case .exhausted: "exhausted"
            case .failed: "failed"
            }
        }
    }

    /// The stored list, in the store's order: by rank, then identity.
    private(set) var stored: [Article] = []
    /// The remote key at each end: absent before the first refresh, then the cursor there
    /// (`nil` once the server has nothing more at that end).
    private(set) var keys: [ListEnd: RemoteCursor?] = [:]
    private(set) var refresh = RemoteState.idle
    private(set) var ends: [ListEnd: RemoteState] = [.start: .idle, .end: .idle]
    /// The refreshes this launch's sync committed.
    private var refreshCount = 0
    /// For each page asked for, how many refreshes had committed then.
    private var refreshCountWhenAsked: [Int: Int] = [:]
    /// The launch whose requests count.
    private var launch = 0
    /// The writes committed to the list since the app launched: the sync's and the app's.
    private(set) var commitsThisLaunch = 0
    /// What happened that the tallies count.
    private(set) var stalePagesDropped = 0
    /// Pages dropped because another load of their end wrote first.
    private(set) var endMovedOnPagesDropped = 0
    private(set) var refreshesCommitted = 0
    private(set) var pagesWritten: [ListEnd: Int] = [.start: 0, .end: 0]

    /// The key at `end`'s cursor, `nil` with no key.
    func cursor(at end: ListEnd) -> RemoteCursor? {
        keys[end] ?? nil
    }

    // MARK: The server's log

    /// Takes in one event of the server's log.
    /// - Returns: what the request broke, or `nil`.
    mutating func take(_ event: RandomServer.Event) -> String? {
        // A closed app's requests write nothing, whatever they bring (the store is compared).
        guard event.launch == launch else { return nil }
        switch (event.kind, event.request.kind) {
        case (.asked, .refresh):
            if refresh == .loading { return "request \(event.serial): a second refresh asked while one runs" }
            refresh = .loading
        case (.asked, .page(let end)):
            guard let cursor = event.request.cursor, cursor == self.cursor(at: end) else {
                return
                    "request \(event.serial): a page at the \(end) asked with \(String(describing: event.request.cursor)), "
                    + "the stored key there being \(String(describing: keys[end]))"
            }
            refreshCountWhenAsked[event.serial] = refreshCount
            ends[end] = .loading
        case (.answered(let page), .refresh):
            stored = page.items
            keys = [.start: page.previousCursor, .end: page.nextCursor]
            commitsThisLaunch += 1
            refreshCount += 1
            refreshesCommitted += 1
            refresh = .idle
            ends[.start] = page.previousCursor == nil ? .exhausted : .idle
            ends[.end] = page.nextCursor == nil ? .exhausted : .idle
        case (.answered(let page), .page(let end)):
            // Stale after a refresh, or after another load of the same end wrote first (the end
            // moved on from the cursor it was asked with): nothing of it is written.
            guard refreshCountWhenAsked[event.serial] == refreshCount, event.request.cursor == cursor(at: end) else {
                if refreshCountWhenAsked[event.serial] == refreshCount { endMovedOnPagesDropped += 1 }
                stalePagesDropped += 1
                return nil
            }
            add(page.items)
            commitsThisLaunch += 1
            let beyond = end == .start ? page.previousCursor : page.nextCursor
            keys[end] = beyond
            ends[end] = beyond == nil ? .exhausted : .idle
            pagesWritten[end, default: 0] += 1
        case (.failed, .refresh):
            refresh = .failed
        case (.failed, .page(let end)):
            guard refreshCountWhenAsked[event.serial] == refreshCount else { return nil }
            ends[end] = .failed
        }
        return nil
    }

    // MARK: The app

    /// The app writes `items`, replacing those with their identities.
    mutating func upsert(_ items: [Article]) {
        add(items)
        commitsThisLaunch += 1
    }

    /// The app deletes the item `id`, which the store holds.
    mutating func delete(id: String) {
        stored.removeAll { $0.id == id }
        commitsThisLaunch += 1
    }

    /// `items` replace those with their identities, each where it sorts.
    private mutating func add(_ items: [Article]) {
        for item in items {
            stored.removeAll { $0.id == item.id }
            let place = stored.firstIndex { ($0.rank, $0.id) > (item.rank, item.id) } ?? stored.count
            stored.insert(item, at: place)
        }
    }

    /// The app is closed and opened again: the store stays, a new sync starts.
    mutating func restart() {
        launch += 1
        refresh = .idle
        ends = [.start: .idle, .end: .idle]
        refreshCount = 0
        refreshCountWhenAsked = [:]
        commitsThisLaunch = 0
    }
}
