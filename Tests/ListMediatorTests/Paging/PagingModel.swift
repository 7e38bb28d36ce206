import ListMediator

/// What a paged list should show and what its controller should be doing, worked out from the
/// test's operations and the backend's answers alone — never read from the controller — so the
/// invariants compare two independent accounts of one run.
///
/// Reload pages replace the items, next pages append the items whose identity is not shown yet
/// (the first of each), previous pages put them before the items, the owner's applies replace
/// them. Each end keeps its own failure and cursor; one load runs at a time.
struct PagingModel {
    /// The load the controller should be waiting for.
    struct Load {
        let serial: Int
        let kind: LoadRequest
        /// Whether the user's pull on the refresh control started it: no loading row then.
        let isPull: Bool
        /// Whether it is the first page (a reload of an empty list, not a pull, or a retry of
        /// one), rather than a refresh.
        let isFirstPage: Bool

        var isReload: Bool { !kind.isMore }
        /// The end whose row shows it: the top for a previous page, the bottom otherwise.
        var edge: ListEdge { kind == .previousPage ? .top : .bottom }
    }

    /// An end's last load's failure, which its loading row shows until a retry or a reload.
    struct Failure {
        let message: String
        /// The failed request's cursor: a retry asks for the same page again.
        let cursor: Int?
        /// What the failed request was for: its retry is the same.
        let kind: LoadRequest
        /// Whether the failed load was the first page: its retry is too.
        let wasFirstPage: Bool
    }

    private(set) var items: [PagedItem] = []
    private(set) var load: Load?
    private(set) var failures: [ListEdge: Failure] = [:]
    /// Whether the last page at the bottom was shown.
    private(set) var isExhausted = false
    /// Where the next page starts: the cursor of the last page shown, `nil` before the first.
    private(set) var nextCursor: Int?
    /// Where the previous page starts: the cursor of the first page shown, `nil` when nothing
    /// comes before it.
    private(set) var previousCursor: Int?

    /// A page as loaded: the identities it added and its cursors both ways.
    struct LoadedPage {
        var ids: [Int]
        let previousCursor: Int?
        let nextCursor: Int?
    }

    /// The pages loaded, top to bottom: what a memory limit drops whole. After the owner changed
    /// the items, they count as one page (from the next page shown).
    private(set) var pages: [LoadedPage] = []
    /// Whether the owner changed the items since the last page.
    private var ownerChangedItems = false
    /// The end whose far pages the last page shown may have made the controller drop, under a
    /// memory limit: the top after a next page, the bottom after a previous one.
    private(set) var farEdgeOfLastPage: ListEdge?

    /// The failure a retry repeats: the bottom's first, as the controller's `retry()`.
    var failure: Failure? { failures[.bottom] ?? failures[.top] }

    /// Whether the controller may ask for the page beyond `edge` now.
    func canLoad(at edge: ListEdge) -> Bool {
        guard load == nil, failures[edge] == nil else { return false }
        return edge == .top ? previousCursor != nil : !isExhausted && nextCursor != nil
    }

    /// Whether `edge` has pages left beyond it, as the controller's loading state says.
    func hasMorePages(at edge: ListEdge) -> Bool {
        edge == .top ? previousCursor != nil : !isExhausted
    }

    /// Whether a pull-to-refresh runs: the refresh control spins.
    var isPulling: Bool { load?.isPull ?? false }

    /// The row at `edge`: loading while a load of that end other than a pull runs, the failure
    /// after one.
    func loadingRow(at edge: ListEdge) -> LoadingRow? {
        if let load, load.edge == edge { return load.isPull ? nil : .loading }
        return failures[edge].map { .failed(message: $0.message) }
    }

    /// The controller's state in ``PagingState/description``'s words.
    var stateDescription: String {
        if let load {
            switch load.kind {
            case .firstPage, .refresh: return load.isFirstPage ? "loading the first page" : "refreshing"
            case .nextPage: return "loading the next page"
            case .previousPage: return "loading the previous page"
            }
        }
        if let failure { return "failed: \(failure.message)" }
        return hasMorePages(at: .top) || hasMorePages(at: .bottom) ? "idle" : "exhausted"
    }

    /// `edge`'s state in ``PagingEdgeState/description``'s words.
    func stateDescription(at edge: ListEdge) -> String {
        if let load, load.edge == edge { return "loading" }
        if let failure = failures[edge] { return "failed: \(failure.message)" }
        return hasMorePages(at: edge) ? "idle" : "exhausted"
    }

    /// Whether `state` is the state the model expects.
    func matches(_ state: PagingState) -> Bool {
        switch (state, load, failure) {
        case (.loadingFirstPage, .some(let load), _): load.isReload && load.isFirstPage
        case (.refreshing, .some(let load), _): load.isReload && !load.isFirstPage
        case (.loadingNextPage, .some(let load), _): load.kind == .nextPage
        case (.loadingPreviousPage, .some(let load), _): load.kind == .previousPage
        case (.failed(let error), nil, .some(let failure)): String(describing: error) == failure.message
        case (.exhausted, nil, nil), (.idle, nil, nil): state.description == stateDescription
        default: false
        }
    }

    // MARK: Changes

    /// A load starts: it clears its end's failure; a reload clears the top's too and may bring
    /// more pages after the last. A pull is a refresh; a retry repeats what failed; a
    /// programmatic reload is the first page of an empty list.
    mutating func start(_ request: FakePageBackend.Request, byPull isPull: Bool, isRetry: Bool = false) {
        let kind = request.pageRequest.kind
        let edge: ListEdge = kind == .previousPage ? .top : .bottom
        let isFirstPage = isRetry ? (failures[edge]?.wasFirstPage ?? false) : !isPull && items.isEmpty
        load = Load(serial: request.serial, kind: kind, isPull: isPull, isFirstPage: isFirstPage)
        failures[edge] = nil
        if request.isReload {
            failures[.top] = nil
            isExhausted = false
        }
    }

    /// A programmatic refresh drops the running load.
    mutating func abandonLoad() {
        load = nil
    }

    /// The running load's page arrives.
    /// - Returns: how many of its items were dropped as repeats of items shown.
    @discardableResult
    mutating func show(_ page: Page<PagedItem, Int>) -> Int {
        guard let load else { preconditionFailure("the model shows a page with no load running") }
        if load.isReload { items = [] }
        if ownerChangedItems {
            pages = [LoadedPage(ids: items.map(\.id), previousCursor: previousCursor, nextCursor: nextCursor)]
            ownerChangedItems = false
        }
        var shown = Set(items.map(\.id))
        let added = page.items.filter { shown.insert($0.id).inserted }
        let loaded = LoadedPage(ids: added.map(\.id), previousCursor: page.previousCursor, nextCursor: page.nextCursor)
        switch load.kind {
        case .previousPage:
            items.insert(contentsOf: added, at: 0)
            previousCursor = page.previousCursor
            pages.insert(loaded, at: 0)
        case .nextPage:
            items += added
            nextCursor = page.nextCursor
            isExhausted = page.nextCursor == nil
            pages.append(loaded)
        case .firstPage, .refresh:
            items = added
            (nextCursor, previousCursor) = (page.nextCursor, page.previousCursor)
            isExhausted = page.nextCursor == nil
            pages = [loaded]
        }
        farEdgeOfLastPage = load.kind == .nextPage ? .top : load.kind == .previousPage ? .bottom : nil
        self.load = nil
        return page.items.count - added.count
    }

    /// The running load fails with `message`; what is shown stays.
    mutating func fail(message: String, cursor: Int?) {
        guard let load else { preconditionFailure("the model fails with no load running") }
        failures[load.edge] = Failure(
            message: message, cursor: cursor, kind: load.kind, wasFirstPage: load.isFirstPage)
        self.load = nil
    }

    /// The owner replaces the items itself.
    mutating func ownerApplies(_ newItems: [PagedItem]) {
        items = newItems
        ownerChangedItems = true
    }
}

// The memory limit (`maximumLoadedItemCount`) in the model: which pages a controller may drop
// after a page, checked against what it dropped, then followed.
//
// The model takes which items are on screen from the view (the screen is the view's layout,
// which it does not repeat) when the load ended, which is when the controller drops pages. It checks that what went is allowed — whole pages, from the far
// end, never every page, never one whose neighbour cannot load it again, never one that holds or
// neighbours an item on screen, never one that leaves fewer items between the screen and that end
// than a load there reaches — and that no page that could go was kept over the limit; then it
// drops the same pages, so the cursors and the rows that follow are the model's own.

extension PagingModel {
    /// Checks and follows the pages the controller dropped after the last page shown, given the
    /// items it shows now, the items on screen (which no dropped page may hold or neighbour), the
    /// limit, and how many shown items are now between the screen and the end pages went from,
    /// with how many a load there reaches (no drop may leave fewer).
    /// - Returns: what broke the rules, or `nil`.
    ///
    /// `checksNeighbours`: `false` when the screen was at an end of the content once the pages
    /// went — a drop that leaves too little content to scroll past its neighbour clamps the
    /// screen onto it, so the items on screen then are not those the controller spared.
    mutating func followDroppedPages(
        shownIDs: Set<Int>, onScreen: Set<Int>, checksNeighbours: Bool = true, limit: Int,
        reach: (beyondScreenNow: Int, loadReach: Int)? = nil
    ) -> String? {
        guard let edge = farEdgeOfLastPage else { return nil }
        farEdgeOfLastPage = nil
        let dropped = Set(items.map(\.id)).subtracting(shownIDs)
        // A failed end keeps its pages: its failure is about the page beyond them.
        if failures[edge] != nil {
            return dropped.isEmpty
                ? nil : "invariant 9: the controller dropped \(dropped.sorted()) at the \(edge), whose load failed"
        }
        // The items that were between the screen and the end before the drop: those left, and those
        // that went.
        // With the screen at an end the screen may have moved with the drop: the room is followed
        // but not checked for the pages that went.
        var room = reach.map { (beyond: $0.beyondScreenNow + dropped.count, reach: $0.loadReach) }
        var remaining = dropped
        var droppedPages = 0
        while !remaining.isEmpty {
            guard pages.count - droppedPages > 1 else {
                return "invariant 9: the controller dropped \(dropped.sorted()), more than every page but one"
            }
            let index = edge == .top ? droppedPages : pages.count - 1 - droppedPages
            let page = Set(pages[index].ids)
            guard page.isSubset(of: remaining) else {
                return "invariant 9: the controller dropped \(dropped.sorted()), not whole pages from the \(edge): "
                    + "the page there holds \(pages[index].ids)"
            }
            remaining.subtract(page)
            droppedPages += 1
        }
        for _ in 0..<droppedPages {
            if let broken = dropPage(
                at: edge, onScreen: checksNeighbours ? onScreen : [], room: &room, checksRoom: checksNeighbours)
            {
                return broken
            }
        }
        let total = pages.reduce(0) { $0 + $1.ids.count }
        // An empty page (all of its items were shown already) goes unseen: the controller drops
        // it as any other, and the cursor beyond the end is the next one's.
        while total > limit, pages[edge == .top ? 0 : pages.count - 1].ids.isEmpty,
            canDropPage(at: edge, onScreen: onScreen, room: room)
        {
            _ = dropPage(at: edge, onScreen: onScreen, room: &room)
        }
        if total > limit, canDropPage(at: edge, onScreen: onScreen, room: room) {
            return "invariant 9: \(total) items stay loaded over a limit of \(limit) in \(pages.map(\.ids)), and "
                + "the page at the \(edge) could go (on screen: \(onScreen.sorted()))"
        }
        return nil
    }

    /// Whether the page at `edge` may go: another page stays, the page next to it gives the cursor
    /// to load it again, neither holds an item on screen, and at least `reach` items stay between
    /// the screen and `edge` in the rows shown (`room`; fewer, and a load there would bring the
    /// page back).
    private func canDropPage(at edge: ListEdge, onScreen: Set<Int>, room: (beyond: Int, reach: Int)?) -> Bool {
        guard pages.count > 1 else { return false }
        let (page, next) = edge == .top ? (pages[0], pages[1]) : (pages[pages.count - 1], pages[pages.count - 2])
        let cursorAgain = edge == .top ? next.previousCursor : next.nextCursor
        if let room, room.beyond - page.ids.count < room.reach { return false }
        return cursorAgain != nil && !page.ids.contains(where: onScreen.contains)
            && !next.ids.contains(where: onScreen.contains)
    }

    /// Drops the page at `edge` as the controller did, after checking that it could.
    private mutating func dropPage(
        at edge: ListEdge, onScreen: Set<Int>, room: inout (beyond: Int, reach: Int)?, checksRoom: Bool = true
    ) -> String? {
        guard canDropPage(at: edge, onScreen: onScreen, room: checksRoom ? room : nil) else {
            return "invariant 9: the controller dropped the page at the \(edge) of \(pages.map(\.ids)), which is on "
                + "screen (\(onScreen.sorted())), next to a page on screen, within \(room?.reach ?? 0) items of the screen once "
                + "dropped, or cannot be loaded again"
        }
        let page = edge == .top ? pages.removeFirst() : pages.removeLast()
        room?.beyond -= page.ids.count
        let gone = Set(page.ids)
        items.removeAll { gone.contains($0.id) }
        if edge == .top {
            previousCursor = pages[0].previousCursor
        } else {
            nextCursor = pages[pages.count - 1].nextCursor
            isExhausted = false
        }
        return nil
    }
}
