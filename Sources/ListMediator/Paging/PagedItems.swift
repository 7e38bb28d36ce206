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
/// The model keeps ``PagingController``'s promises — one page at a time, stale pages dropped,
/// each identity once, failures kept per end with their retry, the last page at each end, the
/// repeated cursor and the memory bound — from the same machine, which both drive. What a model
/// does without a list view: a failed end is ``PagingEdgeState/failed(_:)`` in ``state(at:)``
/// rather than a row, and the page beyond an end starts when an item among the last
/// ``prefetchDistance`` appears (the first, for the previous page), and again after a page while
/// such an item is still on screen (a page of repeats adds no row that could appear).
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
    public var nextCursor: Cursor? { machine.nextCursor }
    /// Where the previous page starts, or `nil` before the first page and once no page comes
    /// before those shown.
    public var previousCursor: Cursor? { machine.previousCursor }
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
    /// Every paging fact but the loading state: the cursors, the pages loaded, where the next
    /// reload starts — the machine a ``PagingController`` drives too.
    var machine: PagingMachine<Item, Cursor> {
        get {
            registrar.access(self, keyPath: \.machine)
            return storedMachine
        }
        set { registrar.withMutation(of: self, keyPath: \.machine) { storedMachine = newValue } }
    }
    private var storedItems: [Item] = []
    private var storedLoading = LoadingStateMachine() {
        didSet { loadEndWaiters.resume(endedIn: storedLoading) }
    }
    /// The callers of ``pullToRefresh()`` waiting for their refresh to end.
    private let loadEndWaiters = LoadEndWaiters()
    private var storedMachine = PagingMachine<Item, Cursor>()
    /// The running load's task.
    var loadTask: Task<Void, Never>?
    /// The count of changes to ``items``, the owner's and the pages'.
    private(set) var itemsVersion = 0
    /// The identities of the items on screen, as `onAppear` and `onDisappear` report them.
    private var visibleIdentities: Set<Item.ID> = []
    let loadPage: PageLoader

    /// Creates a model with no items that loads pages with `loadPage`; call ``loadFirstPage()``
    /// to start. Nonisolated, so a view's `@State` can make it with a loader that awaits an actor.
    public nonisolated init(loadPage: @escaping PageLoader) {
        self.loadPage = loadPage
    }

    /// A page still loading is of no use to anyone: its task is cancelled.
    deinit {
        loadTask?.cancel()
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
        reload(around: anchor) { start(items.isEmpty ? .firstPage : .refresh, byPull: false) }
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
        guard loading.failedRequest(at: edge) == nil, loading.hasMorePages(at: edge), machine.hasCursor(beyond: edge)
        else { return false }
        return start(.morePages(at: edge), byPull: false)
    }

    /// Loads everything again: around the first item on screen when ``refreshCursor`` says so,
    /// from the first page otherwise. It wins over a page that is loading: that page's task is
    /// cancelled and its result dropped.
    /// - Returns: whether the load started.
    @discardableResult
    public func refresh() -> Bool {
        _ = machine.startNextReload(.byRefreshCursor)
        if loading.isLoading {
            cancelLoadTask()
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
    package var loadingTask: Task<Void, Never>? { loadTask }

    // MARK: Showing

    /// `item` is on screen: when it is among the last ``prefetchDistance`` items (or the first)
    /// and nothing loads, the next page (or the previous one) starts. Call it from the row's
    /// `onAppear`.
    public func itemDidAppear(_ item: Item) {
        visibleIdentities.insert(item.id)
        loadPageIfNearAnEnd()
    }

    /// The first of ``items`` on screen, as ``itemDidAppear(_:)`` and ``itemDidDisappear(_:)``
    /// report them, or `nil` when none is: the item to save as the user's reading place.
    public var firstItemOnScreen: Item? {
        items.first { visibleIdentities.contains($0.id) }
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
        itemsVersion += 1
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
        // Asked only for a request the loading state let through, for which the machine has a
        // cursor (see loadPage(at:)).
        _ = startLoad(request, attempt: question.attempt, byPull: byPull)
        return question.attempt
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

    /// Traps when the model's paging facts contradict each other (the ledger of pages, the
    /// cursors): the randomized suites check it after every step.
    package func _checkInvariants() {
        machine._checkInvariants()
    }
}

// The model as the machine's driver: the pages go to ``items``, the loading state is its own.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PagedItems: PagingDriver {
    var shownItems: [Item] { items }
    var asker: ObjectIdentifier? { nil }

    func loadCounts(attempt: Int, askedBy asker: ObjectIdentifier?) -> Bool {
        loading.isRunning(attempt: attempt)
    }

    /// The refresh cursor of the first of ``items`` on screen.
    func refreshAnchor() -> Cursor? {
        guard let refreshCursor, let first = firstItemOnScreen else { return nil }
        return refreshCursor(first)
    }

    func idsOnScreen() -> Set<Item.ID> { visibleIdentities }

    /// The items whose appearance loads a page at `edge`: the last (or first)
    /// ``prefetchDistance``; the items on screen are those that appeared.
    func loadReach(at edge: ListEdge) -> Int { prefetchDistance }

    func hasFailed(at edge: ListEdge) -> Bool {
        loading.failedRequest(at: edge) != nil
    }

    func replaceItems(_ newItems: [Item]) {
        items = newItems
        itemsVersion += 1
    }

    func insertItems(_ newItems: [Item], at edge: ListEdge) {
        if edge == .top { items.insert(contentsOf: newItems, at: 0) } else { items += newItems }
        itemsVersion += 1
    }

    func removeItems(_ ids: Set<Item.ID>) {
        items.removeAll { ids.contains($0.id) }
        itemsVersion += 1
    }

    func setHasMorePages(top: Bool, bottom: Bool) {
        loading.setHasMorePages(bottom, at: .bottom)
        loading.setHasMorePages(top, at: .top)
    }

    /// No row and no refresh control to update: the effects are the mediator's.
    func endLoad(failure: (any Error)?) {
        if let failure {
            _ = loading.fail(message: String(describing: failure), error: failure)
        } else {
            _ = loading.finish(updatesList: true, isNearItsEdge: false)
        }
    }

    /// Checked once the result is taken in (``didTakeResult()``).
    func checkEnds() {}

    /// The model checks for the next page itself, by the items on screen; after a failure the
    /// other end goes on.
    func didTakeResult() {
        loadPageIfNearAnEnd()
    }
}
