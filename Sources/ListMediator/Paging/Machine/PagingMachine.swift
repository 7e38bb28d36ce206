/// Every paging fact of a list loaded page by page, and the transitions between them: the one
/// machine that ``PagingController`` (a list view's pages) and ``PagedItems`` (an observable
/// model's) drive.
///
/// The machine keeps the cursors at both ends, the ledger of the pages loaded (the identities
/// each added and the cursors around it), where the next reload starts, and which version of the
/// items the ledger last learned. Each event — a load asked for, a page arrived, a load failed,
/// the memory bound reached — is one `mutating` transition that returns the actions its driver
/// performs, in order (``PagingAction``); queries change nothing. Whether a load still runs, an
/// end's failure and whether pages are left there are the loading state's
/// (``LoadingStateMachine``), which shows them as loading rows: the mediator's for a controller,
/// the model's own for a model.
///
/// The machine states its invariants in ``_checkInvariants()``, checked after every transition
/// in debug builds and after every step of the randomized paging suites.
struct PagingMachine<Item: Identifiable, Cursor> {
    /// The pages loaded, the identities they hold and the cursors beyond them.
    private(set) var ledger = PageLedger<Item, Cursor>()
    /// Where the next reload starts.
    private(set) var reloadStart = ReloadStart<Cursor>.byRefreshCursor
    /// The driver's count of changes to the items when the ledger last learned them; another
    /// count means the owner changed the items since.
    private(set) var learnedItemsVersion = 0

    nonisolated init() {}

    // MARK: Queries

    /// Where the next page starts, or `nil` before the first page and after the last.
    var nextCursor: Cursor? { ledger.nextCursor }
    /// Where the previous page starts, or `nil` before the first page and once nothing comes
    /// before the pages shown.
    var previousCursor: Cursor? { ledger.previousCursor }

    /// The cursor a load of `request` starts from: the page after the last one shown, the page
    /// before the first one, or `nil` for a reload.
    func cursor(for request: LoadRequest) -> Cursor? {
        switch request {
        case .nextPage: nextCursor
        case .previousPage: previousCursor
        case .firstPage, .refresh: nil
        }
    }

    /// Whether a page beyond `edge` can be asked for: the pages shown gave a cursor for it.
    func hasCursor(beyond edge: ListEdge) -> Bool {
        cursor(for: .morePages(at: edge)) != nil
    }

    // MARK: Transitions

    /// The next reload starts as `start` says; returns where it would have started, for a driver
    /// whose reload was refused to put back with ``restoreReloadStart(_:)``.
    mutating func startNextReload(_ start: ReloadStart<Cursor>) -> ReloadStart<Cursor> {
        defer { reloadStart = start }
        return reloadStart
    }

    /// A reload that was to start from `start` was refused: the next one starts as before.
    mutating func restoreReloadStart(_ start: ReloadStart<Cursor>) {
        reloadStart = start
    }

    /// The loading state started the load of `request` counted `attempt`: ask the loader for its
    /// page and announce it — or nothing, refused, for a page beyond an end the pages shown gave
    /// no cursor for (before the first page neither end has one). A reload asks around the
    /// anchor ``loadFirstPage`` gave, or by `refreshAnchor` (the refresh cursor of the first item
    /// on screen), read only for a refresh that needs it; the user's pull (`byPull`) refreshes
    /// where the user is, whatever anchor a failed first page left, and a retry of the pull asks
    /// there again.
    mutating func load(
        _ request: LoadRequest, attempt: Int, byPull: Bool, refreshAnchor: () -> Cursor?
    ) -> [PagingAction<Item, Cursor>] {
        if request.isMore {
            guard let cursor = cursor(for: request) else { return [] }
            return [.askLoader(PageRequest(request, cursor: cursor), attempt: attempt), .announce(newItemCount: 0)]
        }
        if byPull { reloadStart = .byRefreshCursor }
        let anchor = reloadStart.anchor(for: request, refreshAnchor: refreshAnchor)
        return [.askLoader(PageRequest(request, cursor: anchor), attempt: attempt), .announce(newItemCount: 0)]
    }

    /// The page `request` asked for arrived, and its load still counts. The items to show — for a
    /// reload all of the page's, for a page at either end those not shown yet — each identity
    /// once; then whether pages are left beyond each end; then the load ends, as failed when the
    /// page says the page beyond it starts where this one did (asked again, the loader would
    /// answer with it forever); then the far end may give way to the memory bound; then the
    /// announcement, with how many items the list did not show before.
    ///
    /// The owner may have changed the items since the last page (`itemsVersion`, the driver's
    /// count of changes, differs from the one learned): the ledger learns `shownItems()` first,
    /// as one page that is never dropped.
    /// - Complexity: O(*k*) for *k* items in the page, plus O(*n*) for the *n* items shown when
    ///   the owner changed them.
    mutating func receive(
        _ page: Page<Item, Cursor>, for request: PageRequest<Cursor>, itemsVersion: Int,
        shownItems: () -> [Item]
    ) -> [PagingAction<Item, Cursor>] {
        if itemsVersion != learnedItemsVersion {
            ledger.learn(shownItems())
            learnedItemsVersion = itemsVersion
        }
        let (shown, newItemCount) = ledger.accept(page, for: request.kind)
        // The page around the anchor is shown: later reloads go by the refresh cursor.
        if request.isReload { reloadStart = .byRefreshCursor }
        var actions: [PagingAction<Item, Cursor>] = []
        switch request.kind {
        case .firstPage, .refresh: actions.append(.replaceItems(shown))
        case .nextPage, .previousPage: if !shown.isEmpty { actions.append(.insertItems(shown, at: request.kind.edge)) }
        }
        actions.append(.setHasMorePages(top: hasCursor(beyond: .top), bottom: hasCursor(beyond: .bottom)))
        let repeated = Self.repeatedCursorError(of: page, askedBy: request)
        actions.append(.endLoad(failure: repeated))
        // The far end gives way to the page just shown.
        if request.kind.isMore { actions.append(.trimPages(at: request.kind.edge.opposite)) }
        actions.append(.announce(newItemCount: repeated == nil ? newItemCount : 0))
        return actions
    }

    /// The load that still counts failed with `error`: it ends as failed, and is announced.
    /// Nothing loaded before is removed.
    mutating func fail(with error: any Error) -> [PagingAction<Item, Cursor>] {
        [.endLoad(failure: error), .announce(newItemCount: 0)]
    }

    /// The driver showed the items as the actions asked; its count of changes is now
    /// `itemsVersion`, which the ledger matches.
    mutating func didShowItems(itemsVersion: Int) {
        learnedItemsVersion = itemsVersion
    }

    /// Drops whole pages at `edge` while more than `limit` items are loaded: the items to remove,
    /// which later pages may bring again, then whether pages are left beyond each end, then a
    /// check of the ends (the end that gave way has pages to load again, and may be near the
    /// screen). A page is dropped only when neither it nor the page next to it holds an item of
    /// `sparing` (the items on screen) — a page's worth of items stays beyond the screen — when
    /// the items left beyond the screen keep `edge` out of the reach of a load there (`room`),
    /// and when that next page gives the cursor to load it again, which becomes the cursor beyond
    /// `edge`. The first page and the owner's items stay.
    /// - Complexity: O(*k*) for the *k* items of the pages dropped, plus O(*p*·*s*) for the *p*
    ///   pages looked at and the *s* items spared.
    mutating func trim(
        at edge: ListEdge, toAtMost limit: Int, sparing: Set<Item.ID>, keeping room: ScreenRoom = .none
    ) -> [PagingAction<Item, Cursor>] {
        let dropped = ledger.dropPages(at: edge, toAtMost: limit, sparing: sparing, keeping: room)
        var actions: [PagingAction<Item, Cursor>] = dropped.isEmpty ? [] : [.removeItems(dropped)]
        actions.append(.setHasMorePages(top: hasCursor(beyond: .top), bottom: hasCursor(beyond: .bottom)))
        actions.append(.checkEnds)
        return actions
    }

    /// The error that ends a load whose `page`, asked for by `request`, says the page beyond it
    /// (after it for a next page, before it for a previous page) starts where this one did: asked
    /// again, the loader would answer with the same page forever. Cursors are compared when their
    /// type is `Hashable` (offsets, tokens, dates); `nil` for any other page, and for a reload.
    static func repeatedCursorError(of page: Page<Item, Cursor>, askedBy request: PageRequest<Cursor>) -> PagingError? {
        guard request.kind.isMore, let asked = request.cursor as? AnyHashable,
            let beyond = page.cursor(beyond: request.kind.edge) as? AnyHashable, asked == beyond
        else { return nil }
        return .cursorRepeats(String(describing: beyond))
    }
}
