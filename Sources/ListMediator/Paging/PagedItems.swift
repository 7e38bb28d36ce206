import Observation

/// A list loaded page by page with an `async` page loader, as an observable model: a SwiftUI
/// `List` or `LazyVStack` shows ``items`` directly, and the rules of ``PagingController`` hold
/// without a list view or a mediator.
///
/// ```swift
/// @State private var feed = PagedItems<Post, String> { [api] request in
///     try await api.posts(after: request.cursor)   // a Page<Post, String>
/// }
///
/// var body: some View {
///     List(feed.items) { post in
///         PostRow(post)
///             .onAppear { feed.itemDidAppear(post) }
///             .onDisappear { feed.itemDidDisappear(post) }
///     }
///     .refreshable { await feed.pullToRefresh() }
///     .task { feed.loadFirstPage() }
/// }
/// ```
///
/// The model keeps ``PagingController``'s promises, from the same implementation:
/// - One page loads at a time, whichever end it is for. A page that arrives after a newer load
///   started (a ``refresh()``) is dropped, and its task is cancelled.
/// - An item whose identity was already loaded is shown once: later copies are dropped.
/// - A failed load leaves its end ``PagingEdgeState/failed(_:)`` (see ``state(at:)``) and
///   everything loaded before in place; ``retry(at:)`` asks for the same page again, and the
///   other end goes on loading.
/// - After the last page (no ``Page/nextCursor``) no next page loads; once a page gives no
///   ``Page/previousCursor``, no previous page loads. With neither, the state is
///   ``PagingState/exhausted``.
/// - A page whose cursor beyond it is the one it was asked for is shown, then its end fails with
///   ``PagingError/cursorRepeats(_:)``, rather than the same page asked for forever.
/// - The next page starts when an item among the last ``prefetchDistance`` appears, the previous
///   page when one among the first does, and again after a page while such an item is still on
///   screen (a page of repeats adds no row that could appear).
///
/// The page loader runs in its own isolation, as a ``PagingController``'s does.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public final class PagedItems<Item: Identifiable, Cursor: Sendable>: Observable {
    /// Loads one page, in the loader's own isolation.
    public typealias PageLoader =
        @isolated(any) @Sendable (PageRequest<Cursor>) async throws -> sending Page<Item, Cursor>

    // Observable by hand rather than with the `@Observable` macro: the macro's expansion comes
    // from the compiler and its declaration from the SDK, and a compiler newer than the SDK
    // (as when this library is checked against an older iOS SDK) expands names the SDK's
    // declaration does not cover. Each stored value below is read and changed through the
    // registrar, as the macro would.
    private let registrar = ObservationRegistrar()

    /// The items loaded, in order, each identity once. Change them with ``update(_:)``.
    public private(set) var items: [Item] {
        get {
            registrar.access(self, keyPath: \.items)
            return storedItems
        }
        set { registrar.withMutation(of: self, keyPath: \.items) { storedItems = newValue } }
    }
    /// What the model is doing: loading (the first page, a refresh, the next or the previous
    /// page), failed, exhausted, or idle.
    public var state: PagingState { PagingState(loading) }
    /// What `edge` of the list is doing: loading its page (at the bottom, a reload too), failed
    /// and waiting for a retry there, exhausted, or idle.
    public func state(at edge: ListEdge) -> PagingEdgeState { PagingEdgeState(loading, at: edge) }
    /// Where the next page starts, or `nil` before the first page and after the last.
    public var nextCursor: Cursor? { pages.nextCursor }
    /// Where the previous page starts, or `nil` before the first page and once no page comes
    /// before those shown.
    public var previousCursor: Cursor? { pages.previousCursor }
    /// How close to either end an item must be, when it appears, to start the page beyond that
    /// end: 5, the last (or first) five items.
    public var prefetchDistance = 5
    /// The most items kept loaded, or `nil` (the default) for no limit; past it, pages far from
    /// the items on screen are dropped from the other end and loaded again when they come near,
    /// as ``PagingController/maximumLoadedItemCount`` says.
    public var maximumLoadedItemCount: Int?
    /// Where a refresh starts, given the first item on screen (the first of ``items`` reported by
    /// ``itemDidAppear(_:)`` and not gone since): the cursor of the page around it, or `nil` for
    /// the start, as ``PagingController/refreshCursor``. `nil` (the default) refreshes from the
    /// start.
    public var refreshCursor: (@MainActor (_ firstItemOnScreen: Item) -> Cursor?)?
    /// Every change of ``state``, with how many items a finished load brought, for what is not
    /// SwiftUI (a banner's "3 new posts", logging).
    public let events = ModelObservers<PagingEvent>()

    /// One load at a time, retries and the end of the pages: the rules a mediator's loading
    /// follows, here with no view.
    private var loading: LoadingStateMachine {
        get {
            registrar.access(self, keyPath: \.loading)
            return storedLoading
        }
        set { registrar.withMutation(of: self, keyPath: \.loading) { storedLoading = newValue } }
    }
    /// The rules shared with ``PagingController``.
    private var pages: PageSequence<Item, Cursor> {
        get {
            registrar.access(self, keyPath: \.pages)
            return storedPages
        }
        set { registrar.withMutation(of: self, keyPath: \.pages) { storedPages = newValue } }
    }
    private var storedItems: [Item] = []
    private var storedLoading = LoadingStateMachine() {
        didSet { loadEndWaiters.resume(endedIn: storedLoading) }
    }
    /// The callers of ``pullToRefresh()`` waiting for their refresh to end.
    private let loadEndWaiters = LoadEndWaiters()
    private var storedPages = PageSequence<Item, Cursor>()

    /// Where the next reload starts, as a paging controller's.
    private var reloadStart = ReloadStart<Cursor>.byRefreshCursor
    /// Whether the owner changed the items since ``pages`` last learned the identities shown.
    private var ownerChangedItems = false
    /// The identities of the items on screen, as `onAppear` and `onDisappear` report them.
    private var visibleIdentities: Set<Item.ID> = []
    private let loadPage: PageLoader

    /// Creates a model with no items that loads pages with `loadPage`; call ``loadFirstPage()``
    /// to start. Nonisolated, so a view's `@State` can make it with a loader that awaits an actor.
    public nonisolated init(loadPage: @escaping PageLoader) {
        self.loadPage = loadPage
    }

    /// A page still loading is of no use to anyone: its task is cancelled.
    deinit {
        storedPages.task?.cancel()
    }

    // MARK: Loading

    /// Loads the first page (everything again, when items are shown); refused while a page loads.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadFirstPage() -> Bool {
        loadFirstPage(around: nil)
    }

    /// Loads the page around `anchor` as the first page, as
    /// ``PagingController/loadFirstPage(around:)`` does; refused while a page loads.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadFirstPage(around anchor: Cursor?) -> Bool {
        let startBefore = reloadStart
        reloadStart = .at(anchor)
        guard start(items.isEmpty ? .firstPage : .refresh, byPull: false) else {
            reloadStart = startBefore
            return false
        }
        return true
    }

    /// Loads the next page; refused while a page loads, after a failure (see ``retry()``),
    /// before the first page and after the last.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadNextPage() -> Bool {
        loadPage(at: .bottom)
    }

    /// Loads the previous page, to go above the items; refused while a page loads, after a
    /// failure at the top (see ``retry(at:)``), before the first page and once no page comes
    /// before those shown.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadPreviousPage() -> Bool {
        loadPage(at: .top)
    }

    private func loadPage(at edge: ListEdge) -> Bool {
        guard loading.failedRequest(at: edge) == nil, loading.hasMorePages(at: edge), pages.hasCursor(beyond: edge)
        else { return false }
        return start(.morePages(at: edge), byPull: false)
    }

    /// Loads everything again: around the first item on screen when ``refreshCursor`` says so,
    /// from the first page otherwise. It wins over a page that is loading: that page's task is
    /// cancelled and its result dropped.
    /// - Returns: whether the load started.
    @discardableResult
    public func refresh() -> Bool {
        reloadStart = .byRefreshCursor
        if loading.isLoading {
            pages.cancel()
            _ = loading.abandon()
        }
        return start(items.isEmpty ? .firstPage : .refresh, byPull: false)
    }

    /// The user's pull, for SwiftUI's `refreshable`: refreshes and returns once the refreshed
    /// page is shown, or failed, or a later ``refresh()`` replaced it — whether or not the
    /// replaced load's loader ever answers. Refused while a page loads, as a pull on a
    /// ``ListViewMediator``'s refresh control is: it returns at once. Cancelling the calling task
    /// returns at once; the refresh runs on.
    public func pullToRefresh() async {
        guard let attempt = startLoad(.refresh, byPull: true) else { return }
        await loadEndWaiters.wait(for: attempt, in: loading)
    }

    /// Asks again for the page that failed: the one at the bottom, else the one at the top.
    /// - Returns: whether the load started; `false` unless a load failed.
    @discardableResult
    public func retry() -> Bool {
        guard let edge = loading.failedEdge else { return false }
        return retry(at: edge)
    }

    /// Asks again for the page that failed at `edge`.
    /// - Returns: whether the load started; `false` unless that end's last load failed.
    @discardableResult
    public func retry(at edge: ListEdge) -> Bool {
        guard let request = loading.failedRequest(at: edge) else { return false }
        return start(request, byPull: false)
    }

    /// The task loading the page that will be shown, if any: tests await it to see a page arrive.
    package var loadingTask: Task<Void, Never>? { pages.task }

    // MARK: Showing

    /// `item` is on screen: when it is among the last ``prefetchDistance`` items (or the first)
    /// and nothing loads, the next page (or the previous one) starts. Call it from the row's
    /// `onAppear`.
    public func itemDidAppear(_ item: Item) {
        visibleIdentities.insert(item.id)
        loadPageIfNearAnEnd()
    }

    /// `item` left the screen. Call it from the row's `onDisappear`.
    public func itemDidDisappear(_ item: Item) {
        visibleIdentities.remove(item.id)
    }

    /// Changes the items as the owner wants — a swipe to delete, a reorder, an edit. Pages that
    /// follow skip the identities shown afterwards; a removed item may come back with a later
    /// page.
    public func update(_ change: (inout [Item]) -> Void) {
        change(&items)
        ownerChangedItems = true
        loadPageIfNearAnEnd()
    }

    // MARK: Private

    /// Starts loading `request` unless a load runs.
    private func start(_ request: LoadRequest, byPull: Bool) -> Bool {
        startLoad(request, byPull: byPull) != nil
    }

    /// Starts loading `request` unless a load runs; the load's attempt, to wait for its end.
    private func startLoad(_ request: LoadRequest, byPull: Bool) -> Int? {
        guard let question = loading.ask(request, byPull: byPull, byLoader: true, rowCountAtStart: items.count) else {
            return nil
        }
        _ = loading.answer(true, to: question)  // no row and no refresh control to update
        let refreshAnchor = { () -> Cursor? in
            guard let refreshCursor = self.refreshCursor,
                let first = self.items.first(where: { self.visibleIdentities.contains($0.id) })
            else { return nil }
            return refreshCursor(first)
        }
        // The user's pull refreshes where they are, whatever anchor a failed first page left: it
        // replaces that anchor, so a retry of the pull asks where the pull did.
        if byPull { reloadStart = .byRefreshCursor }
        let anchor = reloadStart.anchor(for: request, refreshAnchor: refreshAnchor)
        pages.start(request, attempt: question.attempt, around: anchor, with: loadPage) {
            [weak self] attempt, request, result in
            self?.deliver(result, of: attempt, for: request)
        }
        announce()
        return question.attempt
    }

    /// A load's page or error: shown when the load still counts.
    private func deliver(
        _ result: Result<Page<Item, Cursor>, any Error>, of attempt: Int, for request: PageRequest<Cursor>
    ) {
        guard loading.isRunning(attempt: attempt) else { return }
        pages.loadEnded()
        switch result {
        case .success(let page): finish(request, with: page)
        case .failure(let error): fail(with: error)
        }
    }

    private func finish(_ request: PageRequest<Cursor>, with page: Page<Item, Cursor>) {
        if ownerChangedItems {
            pages.showing(items)
            ownerChangedItems = false
        }
        let (shown, newItemCount) = pages.accept(page, for: request.kind)
        if request.isReload { reloadStart = .byRefreshCursor }
        switch request.kind {
        case .firstPage, .refresh: items = shown
        case .nextPage: if !shown.isEmpty { items += shown }
        case .previousPage: if !shown.isEmpty { items.insert(contentsOf: shown, at: 0) }
        }
        // The far end gives way to the page just shown, unless its load failed: its failure is
        // about the page beyond the pages it keeps until its retry or a reload.
        let farEdge: ListEdge = request.kind == .nextPage ? .top : .bottom
        if let limit = maximumLoadedItemCount, request.kind.isMore, loading.failedRequest(at: farEdge) == nil {
            let dropped = pages.trim(at: farEdge, toAtMost: limit, sparing: visibleIdentities)
            if !dropped.isEmpty { items.removeAll { dropped.contains($0.id) } }
        }
        loading.setHasMorePages(pages.hasCursor(beyond: .bottom), at: .bottom)
        loading.setHasMorePages(pages.hasCursor(beyond: .top), at: .top)
        // As the paging controller: shown, then failed rather than asked for the same page forever.
        if let repeated = PageSequence<Item, Cursor>.repeatedCursorError(of: page, askedBy: request) {
            return fail(with: repeated)
        }
        // The model checks for the next page itself, by the items on screen.
        _ = loading.finish(updatesList: true, isNearItsEdge: false)
        announce(newItemCount: newItemCount)
        loadPageIfNearAnEnd()
    }

    private func fail(with error: any Error) {
        _ = loading.fail(message: String(describing: error), error: error)
        announce()
        // The other end goes on.
        loadPageIfNearAnEnd()
    }

    /// Starts the page beyond an end when the model may and an item near that end is on screen:
    /// the bottom first, as a list view's mediator does.
    private func loadPageIfNearAnEnd() {
        guard !visibleIdentities.isEmpty else { return }
        if loading.allowsInfiniteScroll(at: .bottom),
            items.suffix(prefetchDistance).contains(where: { visibleIdentities.contains($0.id) }), loadNextPage()
        {
            return
        }
        if loading.allowsInfiniteScroll(at: .top),
            items.prefix(prefetchDistance).contains(where: { visibleIdentities.contains($0.id) })
        {
            loadPreviousPage()
        }
    }

    /// Tells the observers the state, and how many items the load that ended brought.
    private func announce(newItemCount: Int = 0) {
        events.notify(
            PagingEvent(state: state, top: state(at: .top), bottom: state(at: .bottom), newItemCount: newItemCount))
    }
}
