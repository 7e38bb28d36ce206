import Foundation

/// Loads a list page by page with an `async` page loader, and drives a ``ListViewMediator``:
/// the loading row, infinite scroll, pull-to-refresh and retrying after a failure all follow
/// from it.
///
/// ```swift
/// let products = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .text(\.name))
/// let mediator = ListViewMediator(wrapping: products)
/// let paging = PagingController(mediator: mediator, items: products) { request in
///     try await api.products(after: request.cursor)   // a Page<Product, String>
/// }
/// tableView.currentDataSource = mediator
/// paging.loadFirstPage()
/// ```
///
/// The controller keeps these promises:
/// - One page loads at a time. A page that arrives after a newer load started (a ``refresh()``)
///   is dropped, and its task is cancelled.
/// - A reload replaces the items with one diffed, animated update; a next page is appended as
///   inserted rows, in time proportional to the page.
/// - An item whose identity was already loaded is shown once: later copies are dropped.
/// - A failed load shows its error in the loading row, which retries when selected; retrying
///   asks for the same page again. Nothing loaded before is removed.
/// - After the last page (no ``Page/nextCursor``) the loading row goes and infinite scroll stops.
///
/// The controller is the mediator's ``ListViewMediator/loader``: the mediator's delegate keeps
/// hearing everything else (selection, scrolling); only the decision to load is the
/// controller's, for as long as the controller lives. Releasing it ends the load it was running,
/// as the deinitializer says.
@MainActor
public final class PagingController<Item: Identifiable, Cursor, View: ListView>: ListLoader {
    /// Loads one page; it runs on the main actor and may await work elsewhere.
    public typealias PageLoader = @MainActor (PageRequest<Cursor>) async throws -> Page<Item, Cursor>

    /// The mediator this controller drives.
    public let mediator: ListViewMediator<View>
    /// The data source the pages are shown in.
    public let items: FlatDataSource<Item, View>
    /// What the controller is doing. Observe it through ``events``.
    public private(set) var state = PagingState.idle
    /// Every change of ``state``, with how many items a finished load brought: register a
    /// handler (`paging.events.add(self) { screen, event in … }`) or iterate
    /// `paging.events.changes()`. Observers hear a load's end once the list shows its page.
    public let events = ModelObservers<PagingEvent>()
    /// Where the next page starts, or `nil` before the first page.
    public private(set) var nextCursor: Cursor?
    /// Turns a failure into the words the loading row shows: by default a `LocalizedError`'s
    /// `errorDescription` (the words an error meant for users carries), else
    /// `String(describing:)`.
    public var failureMessage: (any Error) -> String = { error in
        (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }

    let loadPage: PageLoader
    let isContentEqual: (Item, Item) -> Bool
    /// The load whose page will be shown, if any.
    var task: Task<Void, Never>?
    /// Counts loads; a page whose load is not the latest is dropped.
    var generation = 0
    /// The identities of the items shown, to drop repeats from later pages.
    var loadedIdentities: Set<Item.ID> = []
    /// ``FlatDataSource``'s count of changes when ``loadedIdentities`` was last brought up to date;
    /// another value means the owner changed the items since.
    var itemsVersion = 0

    /// Creates a controller that shows the pages `loadPage` returns in `items`, through `mediator`.
    ///
    /// - Parameters:
    ///   - mediator: the mediator showing `items` (directly, or inside a composite).
    ///   - items: the data source the pages go in.
    ///   - isContentEqual: whether two versions of an item look the same; `false` reloads its
    ///     row when a refresh brings a changed version.
    ///   - loadPage: loads the page a request asks for.
    public init(
        mediator: ListViewMediator<View>,
        items: FlatDataSource<Item, View>,
        isContentEqual: @escaping (Item, Item) -> Bool,
        loadPage: @escaping PageLoader
    ) {
        self.mediator = mediator
        self.items = items
        self.isContentEqual = isContentEqual
        self.loadPage = loadPage
        mediator.loader = self
    }

    /// A page still loading is of no use to anyone: its task is cancelled, and on the main actor's
    /// next turn the mediator ends the load, which would otherwise show its loading row for ever,
    /// and its delegate decides loads again (the mediator holds its loader weakly).
    deinit {
        task?.cancel()
        // A plain deinit, not an isolated one (that needs a Swift 6.2 runtime, newer than
        // iOS 16's), so the mediator is told on the main actor rather than from here.
        let mediator = mediator
        Task { @MainActor in mediator.loaderWasReleased() }
    }

    /// Loads the first page, showing the loading row; refused while a page loads.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadFirstPage() -> Bool {
        mediator.startLoadingMore(false)
    }

    /// Loads the next page, as scrolling near the end does; refused while a page loads, after a
    /// failure (see ``retry()``) and after the last page.
    /// - Returns: whether the load started.
    @discardableResult
    public func loadNextPage() -> Bool {
        if case .failed = state { return false }
        return mediator.startLoading(.nextPage)
    }

    /// Loads everything again from the first page. Unlike the user's pull, it wins over a page
    /// that is loading: that page's task is cancelled and its result dropped.
    /// - Returns: whether the load started.
    @discardableResult
    public func refresh() -> Bool {
        // Refused before anything is cancelled, so a refresh that cannot start loses no page.
        guard mediator.placement != nil else { return false }
        if state.isLoading {
            cancelLoad()
            // Not stopLoading(): that could start the next page before the reload starts.
            mediator.abandonLoad()
        }
        return mediator.startLoadingMore(false)
    }

    /// Asks again for the page that failed.
    /// - Returns: whether the load started; `false` unless the last load failed.
    @discardableResult
    public func retry() -> Bool {
        mediator.retry()
    }

    /// The task loading the page that will be shown, if any: tests await it to see a page arrive.
    package var loadingTask: Task<Void, Never>? { task }

    /// Cancels the page loading now, if any; its result will not be shown.
    func cancelLoad() {
        generation += 1
        task?.cancel()
        task = nil
    }

    // MARK: Loading

    /// Starts loading the page the mediator asks for: the next one, or the first one again.
    public func mediator(_ mediator: ListViewMediator<View>, shouldLoad request: LoadRequest) -> Bool {
        let more = request == .nextPage
        if more, case .exhausted = state { return false }
        cancelLoad()
        let request = PageRequest(cursor: more ? nextCursor : nil)
        if more {
            state = .loadingMore
        } else {
            state = items.items.isEmpty ? .loadingFirstPage : .refreshing
        }
        announce()
        let generation = generation
        task = Task { [weak self, loadPage] in
            do {
                let page = try await loadPage(request)
                self?.finish(generation, request, with: page)
            } catch {
                self?.fail(generation, with: error)
            }
        }
        return true
    }

    func finish(_ loadGeneration: Int, _ request: PageRequest<Cursor>, with page: Page<Item, Cursor>) {
        guard loadGeneration == generation else { return }
        task = nil
        bringIdentitiesUpToDate()
        let newItemCount: Int
        if request.isReload {
            let shownBefore = loadedIdentities
            loadedIdentities = []
            let shown = keepingFirstOfEachIdentity(page.items)
            newItemCount = shown.reduce(0) { $0 + (shownBefore.contains($1.id) ? 0 : 1) }
            items.apply(shown, identifiedBy: \.id, isContentEqual: isContentEqual)
        } else {
            let added = keepingFirstOfEachIdentity(page.items)
            newItemCount = added.count
            items.append(contentsOf: added)
        }
        itemsVersion = items.applyRequestCount
        nextCursor = page.nextCursor
        let isLast = page.nextCursor == nil
        state = isLast ? .exhausted : .idle
        mediator.hasMorePages = !isLast
        mediator.stopLoading()
        announce(newItemCount: newItemCount)
    }

    func fail(_ loadGeneration: Int, with error: any Error) {
        guard loadGeneration == generation else { return }
        task = nil
        state = .failed(error)
        mediator.stopLoading(failure: failureMessage(error))
        announce()
    }

    /// Tells the observers the state, and how many items the load that ended brought.
    private func announce(newItemCount: Int = 0) {
        events.notify(PagingEvent(state: state, newItemCount: newItemCount))
    }

    /// The items of `page` whose identity is not loaded yet, each once, recording them as loaded.
    /// - Complexity: O(*k*) for *k* items.
    func keepingFirstOfEachIdentity(_ page: [Item]) -> [Item] {
        page.filter { loadedIdentities.insert($0.id).inserted }
    }

    /// Learns the identities again when the owner changed the items since the last page.
    func bringIdentitiesUpToDate() {
        guard itemsVersion != items.applyRequestCount else { return }
        loadedIdentities = Set(items.items.lazy.map(\.id))
    }
}

extension PagingController where Item: Equatable {
    /// Creates a controller that shows the pages `loadPage` returns in `items`, through
    /// `mediator`; a refresh updates the rows of items that are no longer equal.
    public convenience init(
        mediator: ListViewMediator<View>, items: FlatDataSource<Item, View>, loadPage: @escaping PageLoader
    ) {
        self.init(mediator: mediator, items: items, isContentEqual: { $0 == $1 }, loadPage: loadPage)
    }
}
