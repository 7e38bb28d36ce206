/// The page rules that do not depend on where pages are shown, shared by ``PagingController``
/// (a list view's mediator) and ``PagedItems`` (an observable model): which page a load asks
/// for at which end, which items of a page are new, and how a load runs its loader.
///
/// One load at a time, whether a load's result still counts (its load still runs), retrying
/// what failed and stopping after the last page are the ``LoadingStateMachine``'s, which each
/// owner drives: the mediator's for a controller, the model's own for a model.
@MainActor
struct PageSequence<Item: Identifiable, Cursor: Sendable> {
    /// Loads one page, in the loader's own isolation.
    typealias Loader = @isolated(any) @Sendable (PageRequest<Cursor>) async throws -> sending Page<Item, Cursor>

    /// The running load's task, cancelled when a newer load takes its place.
    private(set) var task: Task<Void, Never>?
    /// Where the next page starts, or `nil` before the first page and after the last.
    private(set) var nextCursor: Cursor?
    /// Where the previous page starts, or `nil` before the first page and once nothing comes
    /// before the pages shown.
    private(set) var previousCursor: Cursor?
    /// The identities of the items shown, to drop repeats from later pages.
    private var loadedIdentities: Set<Item.ID> = []
    /// The pages shown, top to bottom: the identities each added and its cursors, so pages far
    /// from the screen can be dropped and loaded again (``trim(at:toAtMost:sparing:)``).
    private var loadedPages: [LoadedPage] = []

    /// A page shown: the identities it added, and where the pages before and after it start.
    private struct LoadedPage {
        var ids: [Item.ID]
        var previousCursor: Cursor?
        var nextCursor: Cursor?

        init(ids: [Item.ID], previousCursor: Cursor?, nextCursor: Cursor?) {
            self.ids = ids
            self.previousCursor = previousCursor
            self.nextCursor = nextCursor
        }

        /// The page `page` that added `items`.
        init(_ items: [Item], of page: Page<Item, Cursor>) {
            self.init(ids: items.map(\.id), previousCursor: page.previousCursor, nextCursor: page.nextCursor)
        }
    }

    nonisolated init() {}

    /// Starts loading `request` with `loader` as the load counted `attempt` (see
    /// ``LoadingStateMachine/Load/attempt``), cancelling any earlier load's task. A reload asks
    /// for the page around `anchor` (from the start when `nil`); a page at either end, for the
    /// page beyond it. The loader runs
    /// in its own isolation; its page or error comes to `deliver` on the main actor with
    /// `attempt` — the owner's loading state says whether that load still runs, and so whether
    /// the result counts — and the request it answers.
    mutating func start(
        _ request: LoadRequest, attempt: Int, around anchor: Cursor? = nil, with loader: @escaping Loader,
        deliver:
            @escaping @MainActor (
                _ attempt: Int, _ request: PageRequest<Cursor>, _ result: Result<Page<Item, Cursor>, any Error>
            ) -> Void
    ) {
        cancel()
        let page = PageRequest(request, cursor: request.isMore ? cursor(for: request) : anchor)
        task = Task {
            do {
                let loaded = try await loader(page)
                deliver(attempt, page, .success(loaded))
            } catch {
                deliver(attempt, page, .failure(error))
            }
        }
    }

    /// Cancels the running load's task; its result no longer counts once the owner's loading
    /// state stops running it.
    mutating func cancel() {
        task?.cancel()
        task = nil
    }

    /// The running load delivered a result that counts: it is over.
    mutating func loadEnded() {
        task = nil
    }

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

    /// Takes in `page`, a result that counts, which `request` asked for: the items to show — for a
    /// reload all of the page's, for a page at either end those not shown yet — each identity
    /// once, and how many of them the list did not show before. Moves the cursor of the page's
    /// end on (both, for a reload).
    /// - Complexity: O(*k*) for *k* items in the page.
    mutating func accept(_ page: Page<Item, Cursor>, for request: LoadRequest) -> (items: [Item], newItemCount: Int) {
        switch request {
        case .nextPage: nextCursor = page.nextCursor
        case .previousPage: previousCursor = page.previousCursor
        case .firstPage, .refresh: (nextCursor, previousCursor) = (page.nextCursor, page.previousCursor)
        }
        if !request.isMore {
            let shownBefore = loadedIdentities
            loadedIdentities = []
            let shown = page.items.filter { loadedIdentities.insert($0.id).inserted }
            loadedPages = [LoadedPage(shown, of: page)]
            return (shown, shown.reduce(0) { $0 + (shownBefore.contains($1.id) ? 0 : 1) })
        }
        let added = page.items.filter { loadedIdentities.insert($0.id).inserted }
        if request == .previousPage {
            loadedPages.insert(LoadedPage(added, of: page), at: 0)
        } else {
            loadedPages.append(LoadedPage(added, of: page))
        }
        return (added, added.count)
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

    /// Learns the identities shown again, after the owner changed the items: they count as one
    /// page from then on, which is never dropped.
    mutating func showing(_ items: some Sequence<Item>) {
        let ids = items.map(\.id)
        loadedIdentities = Set(ids)
        loadedPages = [LoadedPage(ids: ids, previousCursor: previousCursor, nextCursor: nextCursor)]
    }

    /// Drops whole pages at `edge` while more than `limit` items are loaded: the identities of the
    /// items to remove, which later pages may bring again. A page is dropped only when neither it
    /// nor the page next to it holds an item of `sparing` (the items on screen) — a page's worth of
    /// items stays beyond the screen — and when that next page gives the cursor to load it again,
    /// which becomes the cursor beyond `edge`. The first page and the owner's items stay.
    /// - Complexity: O(*k*) for the *k* items of the pages dropped, plus O(*p*·*s*) for the *p*
    ///   pages looked at and the *s* items spared.
    mutating func trim(at edge: ListEdge, toAtMost limit: Int, sparing: Set<Item.ID>) -> Set<Item.ID> {
        var total = loadedPages.reduce(0) { $0 + $1.ids.count }
        var dropped: Set<Item.ID> = []
        while total > limit, loadedPages.count > 1 {
            let (page, next) =
                edge == .top
                ? (loadedPages[0], loadedPages[1])
                : (loadedPages[loadedPages.count - 1], loadedPages[loadedPages.count - 2])
            let cursorAgain = edge == .top ? next.previousCursor : next.nextCursor
            guard let cursorAgain, !page.ids.contains(where: sparing.contains),
                !next.ids.contains(where: sparing.contains)
            else { break }
            if edge == .top {
                loadedPages.removeFirst()
                previousCursor = cursorAgain
            } else {
                loadedPages.removeLast()
                nextCursor = cursorAgain
            }
            total -= page.ids.count
            dropped.formUnion(page.ids)
            loadedIdentities.subtract(page.ids)
        }
        return dropped
    }
}

extension PagingState {
    /// The state of paging whose loading is `loading`, counting only loads the pager decided
    /// (`byLoader`): the load that runs; else a failure waiting for a retry, the bottom's first;
    /// else exhausted once neither end has pages left; else idle.
    init(_ loading: LoadingStateMachine) {
        if let running = loading.runningLoad, running.byLoader {
            switch running.request {
            case .firstPage: self = .loadingFirstPage
            case .refresh: self = .refreshing
            case .nextPage: self = .loadingNextPage
            case .previousPage: self = .loadingPreviousPage
            }
        } else if let error = loading.failureError(at: .bottom) ?? loading.failureError(at: .top) {
            self = .failed(error)
        } else {
            self = loading.hasMorePages(at: .top) || loading.hasMorePages(at: .bottom) ? .idle : .exhausted
        }
    }
}

extension PagingEdgeState {
    /// The state of `edge` of paging whose loading is `loading`, counting only loads the pager
    /// decided (`byLoader`). A reload runs at the bottom.
    init(_ loading: LoadingStateMachine, at edge: ListEdge) {
        if let running = loading.runningLoad, running.byLoader, running.edge == edge {
            self = .loading
        } else if let error = loading.failureError(at: edge) {
            self = .failed(error)
        } else {
            self = loading.hasMorePages(at: edge) ? .idle : .exhausted
        }
    }
}

/// Where a pager's next reload starts: around the cursor `loadFirstPage(around:)` gave, kept for
/// a retry until such a page is shown; or, by default, a refresh around the first item on screen
/// (`refreshCursor`) and a first page from the start.
enum ReloadStart<Cursor> {
    /// Around this cursor; `nil` for the start of the list.
    case at(Cursor?)
    /// A refresh by the refresh cursor, a first page from the start.
    case byRefreshCursor

    /// The cursor a reload for `request` asks around; `refreshAnchor` gives the refresh cursor's.
    func anchor(for request: LoadRequest, refreshAnchor: () -> Cursor?) -> Cursor? {
        switch self {
        case .at(let cursor): cursor
        case .byRefreshCursor: request == .refresh ? refreshAnchor() : nil
        }
    }
}
