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
/// the user scrolls up (``ListViewMediator/previousPageThreshold``), with a loading row above
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
    public var nextCursor: Cursor? { pages.nextCursor }
    /// Where the previous page starts, or `nil` before the first page and once no page comes
    /// before those shown.
    public var previousCursor: Cursor? { pages.previousCursor }
    /// Where a refresh starts, given the first item on screen: return the cursor of the page
    /// around it to refresh where the user is (a chat read in the middle, a timeline scrolled
    /// down), or `nil` to refresh from the start. `nil` (the default) refreshes from the start.
    /// The user's pull and ``refresh()`` both ask it; the refreshed page replaces the items with
    /// one diffed update, and the list view keeps the user's place when the first item on screen
    /// is still there (see `ListContentAnchor`).
    public var refreshCursor: (@MainActor (_ firstItemOnScreen: Item) -> Cursor?)?
    /// The most items kept loaded, or `nil` (the default) for no limit. Past it, each page shown
    /// at one end drops whole pages from the other — never a page with an item on screen or next
    /// to one, and only when the page kept next to it gives the cursor to load it again — and
    /// that end has pages to load once more: scrolling back there loads them, the user's place
    /// kept by the list view. An end whose load failed keeps its pages until its retry or a
    /// reload. Give it room for the rows on screen and a few pages (four pages' worth or more), or
    /// the two ends keep trading pages.
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
    /// Where the next reload starts: around the cursor ``loadFirstPage(around:)`` gave (`nil`: the
    /// start), kept for a retry until such a page is shown; else as ``refreshCursor`` says.
    var reloadStart = ReloadStart<Cursor>.byRefreshCursor
    /// The rules shared with ``PagedItems``: which page to ask for, which results count, which
    /// items are new.
    var pages = PageSequence<Item, Cursor>()
    /// The data source's count of changes when ``pages`` last learned the identities shown;
    /// another value means the owner changed the items since.
    var itemsVersion = 0

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
        pages.task?.cancel()
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
        let startBefore = reloadStart
        reloadStart = .at(anchor)
        guard mediator.startLoading(.refresh) else {
            reloadStart = startBefore
            return false
        }
        return true
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
        reloadStart = .byRefreshCursor
        if state.isLoading {
            cancelLoad()
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
    package var loadingTask: Task<Void, Never>? { pages.task }

    /// Cancels the page loading now, if any; its result will not be shown.
    func cancelLoad() {
        pages.cancel()
    }

    // MARK: Loading

    /// Starts loading the page the mediator asks for: the next one, the previous one, or the
    /// first one again.
    public func mediator(_ mediator: ListViewMediator<View>, shouldLoad request: LoadRequest) -> Bool {
        // No page beyond an end without a cursor for it: the mediator asks for none once that end
        // has no pages left; before the first page neither end has a cursor to start from, as
        // PagedItems refuses it.
        guard !request.isMore || pages.hasCursor(beyond: request.edge),
            let attempt = mediator.loading.runningLoad?.attempt
        else { return false }
        let asker = ObjectIdentifier(mediator)
        // The user's pull refreshes where they are, whatever anchor a failed first page left: it
        // replaces that anchor, so a retry of the pull asks where the pull did.
        if mediator.loading.runningLoad?.byPull == true { reloadStart = .byRefreshCursor }
        let anchor = reloadStart.anchor(for: request, refreshAnchor: refreshAnchor)
        pages.start(request, attempt: attempt, around: anchor, with: loadPage) { [weak self] attempt, request, result in
            self?.deliver(result, of: attempt, askedBy: asker, for: request)
        }
        announce()
        return true
    }

    /// A load's page or error: shown when the load still counts.
    func deliver(
        _ result: Result<Page<Item, Cursor>, any Error>, of attempt: Int, askedBy asker: ObjectIdentifier,
        for request: PageRequest<Cursor>
    ) {
        // Counts while the mediator that asked still runs its load: not after a refresh abandoned
        // it, the loader was replaced, the load was ended elsewhere, or the controller moved to
        // another mediator (whose attempts count on their own).
        guard let mediator = drivenMediator, ObjectIdentifier(mediator) == asker,
            mediator.loading.isRunning(attempt: attempt)
        else { return }
        pages.loadEnded()
        switch result {
        case .success(let page): finish(request, with: page)
        case .failure(let error): fail(with: error)
        }
    }

    func finish(_ request: PageRequest<Cursor>, with page: Page<Item, Cursor>) {
        // Replaced as the mediator's loader, whose load the mediator ended then: dropped.
        guard let mediator = drivenMediator else { return }
        bringIdentitiesUpToDate()
        let (shown, newItemCount) = pages.accept(page, for: request.kind)
        // The page around the anchor is shown: later refreshes go by the refresh cursor.
        if request.isReload { reloadStart = .byRefreshCursor }
        switch request.kind {
        case .firstPage, .refresh: destination.replace(shown)
        case .nextPage: if !shown.isEmpty { destination.add(shown) }
        case .previousPage: if !shown.isEmpty { destination.prepend(shown) }
        }
        itemsVersion = dataSource.applyRequests.count
        mediator.hasNextPage = pages.hasCursor(beyond: .bottom)
        mediator.hasPreviousPage = pages.hasCursor(beyond: .top)
        // The page is shown; a loader that would answer with it again ends the load as failed
        // rather than be asked forever. A retry asks once more.
        let repeated = PageSequence<Item, Cursor>.repeatedCursorError(of: page, askedBy: request)
        if let repeated {
            mediator.stopLoading(failure: failureMessage(repeated), error: repeated)
        } else {
            mediator.stopLoading()
        }
        if let limit = maximumLoadedItemCount, request.kind.isMore {
            // The far end gives way to the page just shown (whether or not its own end failed).
            dropPages(at: request.kind == .nextPage ? .top : .bottom, toAtMost: limit, in: mediator)
        }
        announce(newItemCount: repeated == nil ? newItemCount : 0)
    }

    /// Drops whole pages at `edge` while more than `limit` items are loaded, sparing the pages on
    /// and next to the screen. Done once the load has ended, so the screen is the one the user
    /// stays on: the loading row that went may have moved the list by its height. An end whose
    /// load failed keeps its pages until its retry or a reload: its failure is about the page
    /// beyond them.
    private func dropPages(at edge: ListEdge, toAtMost limit: Int, in mediator: ListViewMediator<View>) {
        guard mediator.loading.failedRequest(at: edge) == nil else { return }
        let dropped = pages.trim(at: edge, toAtMost: limit, sparing: idsOnScreen())
        if !dropped.isEmpty { destination.replace(destination.shownItems().filter { !dropped.contains($0.id) }) }
        itemsVersion = dataSource.applyRequests.count
        mediator.hasNextPage = pages.hasCursor(beyond: .bottom)
        mediator.hasPreviousPage = pages.hasCursor(beyond: .top)
        // The end that gave way has pages to load again, and may be near the screen: checked as
        // the end of a load checks both ends.
        mediator.loadMoreIfNeeded()
    }

    func fail(with error: any Error) {
        guard let mediator = drivenMediator else { return }
        mediator.stopLoading(failure: failureMessage(error), error: error)
        announce()
    }

    /// The cursor a refresh starts from: ``refreshCursor``'s for the first item on screen, or
    /// `nil` (the start) without one or with no item on screen.
    private func refreshAnchor() -> Cursor? {
        guard let refreshCursor else { return nil }
        return itemsOnScreen().first.flatMap(refreshCursor)
    }

    /// The items on screen, top to bottom.
    private func itemsOnScreen() -> [Item] {
        guard let placement = dataSource.host?.placement(of: dataSource) else { return [] }
        return placement.listView.indexPathsForVisibleRows.compactMap { indexPath in
            self.dataSource.item(
                at: IndexPath(row: indexPath.row, section: indexPath.section - placement.sectionOffset))
        }
    }

    /// The identities of the items on screen.
    private func idsOnScreen() -> Set<Item.ID> {
        Set(itemsOnScreen().map(\.id))
    }

    /// Tells the observers the state, and how many items the load that ended brought.
    private func announce(newItemCount: Int = 0) {
        events.notify(
            PagingEvent(state: state, top: state(at: .top), bottom: state(at: .bottom), newItemCount: newItemCount))
    }

    /// Learns the identities again when the owner changed the items since the last page.
    func bringIdentitiesUpToDate() {
        guard itemsVersion != dataSource.applyRequests.count else { return }
        pages.showing(destination.shownItems())
    }
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
