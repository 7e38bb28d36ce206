import Foundation

/// Loads a list page by page with an `async` page loader, and drives a ``ListViewMediator``:
/// the loading row, infinite scroll, pull-to-refresh and retrying after a failure all follow
/// from it.
///
/// ```swift
/// let products = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .text(\.name))
/// lazy var paging = PagingController(items: products) { [api] request in
///     try await api.products(after: request.cursor)   // a Page<Product, String>
/// }
/// lazy var mediator = ListViewMediator(wrapping: products, loader: paging)
/// ```
///
/// then, once the screen is built, `tableView.currentDataSource = mediator` and
/// `paging.loadFirstPage()`.
///
/// The controller keeps these promises:
/// - One page loads at a time, whichever end it is for. A page that arrives after a newer load
///   started (a ``refresh()``) is dropped, and its task is cancelled.
/// - A reload replaces the items with one diffed, animated update; a next page is appended, and
///   a previous page inserted above the items, as inserted rows in time proportional to the page.
/// - An item whose identity was already loaded is shown once: later copies are dropped.
/// - A failed load shows its error in the loading row of its end, which retries when selected;
///   retrying asks for the same page again. Nothing loaded before is removed, and the other end
///   goes on loading.
/// - After the last page (no ``Page/nextCursor``) the loading row goes and infinite scroll stops
///   at the bottom; at the top, once a page gives no ``Page/previousCursor`` — at once for a list
///   whose pages never give one.
/// - A page whose cursor beyond it is the one it was asked for is shown, then the load ends as
///   failed (``PagingError/cursorRepeats(_:)``) instead of asking for the same page forever.
///
/// ## Pages at both ends
///
/// A page that gives a ``Page/previousCursor`` has pages before it — a chat's newest messages,
/// a timeline opened in the middle — and the controller loads them at the top of the list as
/// the user scrolls up (``ListViewMediator/End/threshold`` of ``ListViewMediator/top``), with a loading row above
/// the items, as it loads next pages at the bottom. Each end keeps its own state
/// (``state(at:)``): a failure at the top waits for its retry while the bottom goes on. One page
/// loads at a time: a page at one end waits for the page at the other to arrive.
///
/// ## Where the loader runs
///
/// The page loader is any `async` function of a ``PageRequest``: an actor's method, a
/// nonisolated type's, or main-actor code. It runs in its own isolation — a closure that awaits
/// an actor runs off the main actor and the actor's method on the actor; a closure marked
/// `@MainActor` runs on the main actor — and the controller applies the page it returns on the
/// main actor. The request crosses to the loader, so a cursor is `Sendable` (an offset, a
/// token, a date); the page is handed back (`sending`), so its items need not be.
///
/// The controller is its mediator's ``ListViewMediator/loader``, retained by the mediator: the
/// mediator's delegate keeps hearing everything else (selection, scrolling); only the decision
/// to load is the controller's. Until it is a mediator's loader, its calls are refused; once
/// another loader replaced it, they are refused again and a page or failure still on its way is
/// dropped (the mediator ended that load when it replaced the controller).
@MainActor
public final class PagingController<Item: Identifiable, Cursor: Sendable, View: ListView>: ListLoader {
    /// Loads one page, in the loader's own isolation (see "Where the loader runs" above).
    public typealias PageLoader =
        @isolated(any) @Sendable (PageRequest<Cursor>) async throws -> sending Page<Item, Cursor>

    /// The mediator this controller drives: the one whose ``ListViewMediator/loader`` it is.
    public private(set) weak var mediator: ListViewMediator<View>?
    /// The data source the pages are shown in: a ``FlatDataSource`` or a ``GroupedDataSource``.
    public var dataSource: ItemDataSource<Item, View> { destination.dataSource }
    /// How pages reach ``dataSource``.
    let destination: PageDestination<Item, View>
    /// The items loaded, in order, each identity once: those of ``dataSource``, top to bottom.
    /// Change them with ``update(_:)`` or through the data source.
    public var loadedItems: [Item] { destination.shownItems() }
    /// What the controller is doing, read from its mediator's loading (the one record of it):
    /// loading while a load this controller decided runs (the first page, a refresh, the next or
    /// the previous page, as the mediator asked), failed after such a load failed (at either end,
    /// the bottom's first), exhausted once no pages are left at either end, idle otherwise — and
    /// idle while the controller is no mediator's loader. Observable: a SwiftUI view that reads
    /// it is updated when it changes. Every change is told to ``events`` too.
    public var state: PagingState {
        guard let loading = observedLoading else { return .idle }
        return PagingState(loading)
    }
    /// Every change of ``state``, with how many items a finished load brought: register a
    /// handler (`paging.events.add(self) { screen, event in … }`) or iterate
    /// `paging.events.changes()`. Observers hear a load's end once the list shows its page.
    public let events = ModelObservers<PagingEvent>()
    /// What `edge` of the list is doing: loading its page (at the bottom, a reload too), failed
    /// and waiting for a retry there, exhausted, or idle. Observable, as ``state`` is.
    public func state(at edge: ListEdge) -> PagingEdgeState {
        guard let loading = observedLoading else { return edge == .top ? .exhausted : .idle }
        return PagingEdgeState(loading, at: edge)
    }
    /// Where the next page starts, or `nil` before the first page and after the last.
    public var nextCursor: Cursor? { machine.nextCursor }
    /// Where the previous page starts, or `nil` before the first page and once no page comes
    /// before those shown.
    public var previousCursor: Cursor? { machine.previousCursor }
    /// Where a refresh starts, given the first item on screen: return the cursor of the page
    /// around it to refresh where the user is (a chat read in the middle, a timeline scrolled
    /// down), or `nil` to refresh from the start. `nil` (the default) refreshes from the start.
    /// The user's pull and ``refresh()`` both ask it; the refreshed page replaces the items with
    /// one diffed update, and the list view keeps the user's place when the first item on screen
    /// is still there (see `ListContentAnchor`).
    public var refreshCursor: (@MainActor (_ firstItemOnScreen: Item) -> Cursor?)?
    /// The most items kept loaded, or `nil` (the default) for no limit. Past it, each page shown
    /// at one end drops whole pages from the other — never a page with an item on screen or next
    /// to one — and that end has pages to load once more: scrolling back there loads them, the
    /// user's place kept by the list view. An end whose load failed keeps its pages until its
    /// retry or a reload. The bound gives way rather than bring an end within reach of a load:
    /// it keeps the rows between the screen and that end that infinite scroll's threshold or the
    /// prefetch distance (after a screen of rows the view prefetches) reaches, so a limit too
    /// small for the screen never makes the two ends trade pages; give it room for the rows on
    /// screen and a few pages (four pages' worth or more) for it to hold.
    ///
    /// A page is dropped only when the page kept next to it gives the cursor to load it again:
    /// give every page both cursors wherever a page lies beyond (``Page/previousCursor``,
    /// ``Page/nextCursor``), as Android's Paging asks each page for both keys — an older page of
    /// a chat its next cursor too, a later page of a feed its previous cursor. The cursors a
    /// page leaves out keep the pages on that side loaded: no other request can load them
    /// again as they were (a reload's would replace the list).
    public var maximumLoadedItemCount: Int?
    /// Turns a failure into the words the loading row shows: by default a `LocalizedError`'s
    /// `errorDescription` (the words an error meant for users carries), else
    /// `String(describing:)`.
    public var failureMessage: (any Error) -> String = { error in
        (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }

    let loadPage: PageLoader
    /// Tells observers of ``state`` when the controller is attached to a mediator.
    let observation = ObservationSupport()
    /// Made once: a key path into a generic class is made anew, on the heap, each time one is
    /// written.
    private(set) lazy var mediatorKeyPath = \PagingController<Item, Cursor, View>.mediator
    /// Every paging fact but the loading state, which is the mediator's: the cursors, the pages
    /// loaded, where the next reload starts.
    var machine = PagingMachine<Item, Cursor>()
    /// The running load's task.
    var loadTask: Task<Void, Never>?

    /// Creates a controller that shows the pages `loadPage` returns in `items`; make it a
    /// mediator's ``ListViewMediator/loader`` to drive that mediator.
    ///
    /// Nonisolated, so that a `lazy var` of a main-actor screen can make it with a loader that
    /// awaits an actor: Swift refuses a property initializer that needs both the main actor and
    /// another one. Pass data sources held in `let` properties for the same reason.
    ///
    /// - Parameters:
    ///   - items: the data source the pages go in.
    ///   - isContentEqual: whether two versions of an item look the same; `false` reloads its
    ///     row when a refresh brings a changed version.
    ///   - loadPage: loads the page a request asks for.
    public nonisolated convenience init(
        items: FlatDataSource<Item, View>,
        isContentEqual: @escaping @MainActor (Item, Item) -> Bool,
        loadPage: @escaping PageLoader
    ) {
        self.init(destination: .flat(items, isContentEqual: isContentEqual), loadPage: loadPage)
    }

    /// Creates a controller that shows the pages `loadPage` returns in a grouped data source —
    /// posts by day, messages by date: each page's items go to their sections, the first of its
    /// groups joining the last section when they share a key. The rules are those of a flat list
    /// (see ``init(items:isContentEqual:loadPage:)-(FlatDataSource<Item,View>,_,_)``); a next page
    /// is added to its sections without a diff (``GroupedDataSource/append(contentsOf:animated:completion:)``).
    public nonisolated convenience init<SectionKey>(
        items: GroupedDataSource<Item, SectionKey, View>,
        isContentEqual: @escaping @MainActor (Item, Item) -> Bool,
        loadPage: @escaping PageLoader
    ) {
        self.init(destination: .grouped(items, isContentEqual: isContentEqual), loadPage: loadPage)
    }

    private nonisolated init(destination: PageDestination<Item, View>, loadPage: @escaping PageLoader) {
        self.destination = destination
        self.loadPage = loadPage
    }

    /// A page still loading is of no use to anyone: its task is cancelled.
    deinit {
        loadTask?.cancel()
    }

    public func didAttach(to mediator: ListViewMediator<View>) {
        self.mediator = mediator
        didChangeMediator()
    }

    /// The mediator, while this controller is its loader.
    private var drivenMediator: ListViewMediator<View>? {
        guard let mediator, mediator.loader === self else { return nil }
        return mediator
    }

    /// Loads the first page, showing the loading row; refused while a page loads.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadFirstPage() -> Bool {
        loadFirstPage(around: nil)
    }

    /// Loads the page around `anchor` as the first page — a message from a notification, a post
    /// from a link — instead of the start of the list: the loader gets a reload
    /// (``PageRequest/isReload``) whose cursor is `anchor`, and answers with the page that holds
    /// it, with cursors before and after it; pages then grow from there both ways. Refused while
    /// a page loads. A retry of this page asks around `anchor` again. An anchor no page holds is
    /// the loader's to answer: an empty page with no cursors leaves the list empty and paging
    /// exhausted, a thrown error fails the load.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadFirstPage(around anchor: Cursor?) -> Bool {
        guard let mediator = drivenMediator else { return false }
        return reload(around: anchor) { mediator.startLoading(.refresh) }
    }

    /// Loads the next page, as scrolling near the end does; refused while a page loads, after a
    /// failure (see ``retry()``), before the first page (see ``loadFirstPage()``) and after the
    /// last.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadNextPage() -> Bool {
        if case .failed = state(at: .bottom) { return false }
        return drivenMediator?.startLoading(.nextPage) ?? false
    }

    /// Loads the previous page, as scrolling near the top does; refused while a page loads, after
    /// a failure at the top (see ``retry(at:)``), before the first page and once no page comes
    /// before those shown.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadPreviousPage() -> Bool {
        if case .failed = state(at: .top) { return false }
        return drivenMediator?.startLoading(.previousPage) ?? false
    }

    /// Loads everything again: around the first item on screen when ``refreshCursor`` says so,
    /// from the first page otherwise. Unlike the user's pull, it wins over a page that is
    /// loading: that page's task is cancelled and its result dropped.
    /// - Returns: whether the load started.
    @discardableResult
    public func refresh() -> Bool {
        // Refused before anything is cancelled, so a refresh that cannot start loses no page.
        guard let mediator = drivenMediator, mediator.placement != nil else { return false }
        _ = machine.startNextReload(.byRefreshCursor)
        if state.isLoading {
            cancelLoadTask()
            // Not stopLoading(): that could start the next page before the reload starts.
            mediator.abandonLoad()
        }
        return mediator.startLoading(.refresh)
    }

    /// Asks again for the page that failed: the one at the bottom, else the one at the top.
    /// - Returns: whether the load started; `false` unless a load failed.
    @discardableResult
    public func retry() -> Bool {
        drivenMediator?.retry() ?? false
    }

    /// Asks again for the page that failed at `edge`.
    /// - Returns: whether the load started; `false` unless that end's last load failed.
    @discardableResult
    public func retry(at edge: ListEdge) -> Bool {
        drivenMediator?.retry(at: edge) ?? false
    }

    /// The task loading the page that will be shown, if any: tests await it to see a page arrive.
    package var loadingTask: Task<Void, Never>? { loadTask }

    // MARK: Loading

    /// Starts loading the page the mediator asks for: the next one, the previous one, or the
    /// first one again.
    public func mediator(_ mediator: ListViewMediator<View>, shouldLoad request: LoadRequest) -> Bool {
        guard let running = mediator.loading.runningLoad else { return false }
        return startLoad(request, attempt: running.attempt, byPull: running.byPull)
    }

    /// Changes the items as the owner wants — an item edited, deleted or added where it
    /// belongs, as a database's change brings them — applied to ``dataSource`` as one diffed,
    /// animated update (a row whose item is no longer equal is reconfigured). Pages that follow
    /// skip the identities shown afterwards; a removed item may come back with a later page.
    public func update(_ change: (inout [Item]) -> Void) {
        var changed = destination.shownItems()
        change(&changed)
        destination.replace(changed)
    }

    /// The first item on screen, top to bottom, or `nil` when none is (no item loaded, or the
    /// list is shown nowhere): the item to save as the user's reading place.
    public var firstItemOnScreen: Item? {
        itemsOnScreen().first
    }

    /// The items on screen, top to bottom.
    private func itemsOnScreen() -> [Item] {
        guard let placement = dataSource.host?.placement(of: dataSource) else { return [] }
        return placement.listView.indexPathsForVisibleRows.compactMap { indexPath in
            self.dataSource.item(
                at: IndexPath(row: indexPath.row, section: indexPath.section - placement.sectionOffset))
        }
    }

    /// Traps when the controller's paging facts contradict each other (the ledger of pages, the
    /// cursors): the randomized suites check it after every step.
    package func _checkInvariants() {
        machine._checkInvariants()
    }
}

// The controller as the machine's driver: the pages go to the data source, the loading state is
// the mediator's.
extension PagingController: PagingDriver {
    var shownItems: [Item] { destination.shownItems() }
    var itemsVersion: Int { dataSource.applyRequests.count }
    var asker: ObjectIdentifier? { mediator.map(ObjectIdentifier.init) }

    /// Counts while the mediator that asked still runs its load: not after a refresh abandoned
    /// it, the loader was replaced, the load was ended elsewhere, or the controller moved to
    /// another mediator (whose attempts count on their own).
    func loadCounts(attempt: Int, askedBy asker: ObjectIdentifier?) -> Bool {
        guard let mediator = drivenMediator, ObjectIdentifier(mediator) == asker else { return false }
        return mediator.loading.isRunning(attempt: attempt)
    }

    /// The cursor a refresh starts from: ``refreshCursor``'s for the first item on screen, or
    /// `nil` (the start) without one or with no item on screen.
    func refreshAnchor() -> Cursor? {
        guard let refreshCursor else { return nil }
        return itemsOnScreen().first.flatMap(refreshCursor)
    }

    func idsOnScreen() -> Set<Item.ID> {
        Set(itemsOnScreen().map(\.id))
    }

    /// The rows infinite scroll's threshold at `edge` spans, counted in rows as tall as those on
    /// screen, or the rows a prefetch there reaches — a screen of prefetched rows ahead, then
    /// the mediator's prefetch distance — whichever is more.
    func loadReach(at edge: ListEdge) -> Int {
        guard let mediator = drivenMediator, let listView = mediator.placement?.listView else { return 0 }
        let onScreen = max(1, itemsOnScreen().count)
        let height = listView.scrollGeometry.boundsSize.height
        let settings = mediator.trigger.settings[edge]
        let threshold = settings.threshold ?? height
        let thresholdRows = height > 0 ? Int((threshold / (height / CGFloat(onScreen))).rounded(.up)) : onScreen
        return max(thresholdRows, settings.prefetchDistance.map { onScreen + $0 } ?? 0)
    }

    func hasFailed(at edge: ListEdge) -> Bool {
        drivenMediator?.loading.failedRequest(at: edge) != nil
    }

    func replaceItems(_ items: [Item]) {
        destination.replace(items)
    }

    func insertItems(_ items: [Item], at edge: ListEdge) {
        if edge == .top { destination.prepend(items) } else { destination.add(items) }
    }

    func removeItems(_ ids: Set<Item.ID>) {
        destination.replace(destination.shownItems().filter { !ids.contains($0.id) })
    }

    func setHasMorePages(top: Bool, bottom: Bool) {
        guard let mediator = drivenMediator else { return }
        mediator.hasNextPage = bottom
        mediator.hasPreviousPage = top
    }

    /// Ends the load once its page is shown, so the mediator measures the new content; a failed
    /// load's row shows the failure in the controller's words.
    func endLoad(failure: (any Error)?) {
        guard let mediator = drivenMediator else { return }
        if let failure {
            mediator.stopLoading(failure: failureMessage(failure), error: failure)
        } else {
            mediator.stopLoading()
        }
    }

    /// Pages were dropped once the load had ended, so on the screen the user stays on: the end
    /// that gave way may be near it, and is checked as the end of a load checks both ends.
    func checkEnds() {
        drivenMediator?.loadMoreIfNeeded()
    }

    /// The mediator checks its ends itself when a load ends.
    func didTakeResult() {}
}

extension PagingController where Item: Equatable {
    /// Creates a controller that shows the pages `loadPage` returns in `items`; a refresh updates
    /// the rows of items that are no longer equal. See ``init(items:isContentEqual:loadPage:)-(FlatDataSource<Item,View>,_,_)``.
    public nonisolated convenience init(items: FlatDataSource<Item, View>, loadPage: @escaping PageLoader) {
        self.init(items: items, isContentEqual: { $0 == $1 }, loadPage: loadPage)
    }

    /// Creates a controller that shows the pages `loadPage` returns in a grouped data source; a
    /// refresh updates the rows of items that are no longer equal. See
    /// ``init(items:isContentEqual:loadPage:)-(GroupedDataSource<Item,SectionKey,View>,_,_)``.
    public nonisolated convenience init<SectionKey>(
        items: GroupedDataSource<Item, SectionKey, View>, loadPage: @escaping PageLoader
    ) {
        self.init(items: items, isContentEqual: { $0 == $1 }, loadPage: loadPage)
    }
}
