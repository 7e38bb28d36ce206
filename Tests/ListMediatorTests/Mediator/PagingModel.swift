import ListMediator

/// What a paged list should show and what its controller should be doing, worked out from the
/// test's operations and the backend's answers alone — never read from the controller — so the
/// invariants compare two independent accounts of one run.
///
/// Reload pages replace the items, next pages append the items whose identity is not shown yet
/// (the first of each), the owner's applies replace them.
struct PagingModel {
    /// The load the controller should be waiting for.
    struct Load {
        let serial: Int
        let isReload: Bool
        /// Whether the user's pull on the refresh control started it: no loading row then.
        let isPull: Bool
        /// Whether it is the first page (a reload of an empty list, not a pull, or a retry of
        /// one), rather than a refresh.
        let isFirstPage: Bool
    }

    /// The last load's failure, which the loading row shows until a retry or a reload.
    struct Failure {
        let message: String
        /// The failed request's cursor: a retry asks for the same page again.
        let cursor: Int?
        /// Whether the failed load was the first page: its retry is too.
        let wasFirstPage: Bool
    }

    private(set) var items: [PagedItem] = []
    private(set) var load: Load?
    private(set) var failure: Failure?
    private(set) var isExhausted = false
    /// Where the next page starts: the cursor of the last page shown, `nil` before the first.
    private(set) var nextCursor: Int?

    /// Whether the controller may ask for the next page now.
    var canLoadNextPage: Bool {
        load == nil && failure == nil && !isExhausted && nextCursor != nil
    }

    /// Whether a pull-to-refresh runs: the refresh control spins.
    var isPulling: Bool { load?.isPull ?? false }

    /// The row below the list: loading while a load other than a pull runs, the failure after one.
    var loadingRow: LoadingRow? {
        if let load { return load.isPull ? nil : .loading }
        return failure.map { .failed(message: $0.message) }
    }

    /// The controller's state in ``PagingState/description``'s words.
    var stateDescription: String {
        if let load {
            return load.isReload ? (load.isFirstPage ? "loading the first page" : "refreshing") : "loading more"
        }
        if let failure { return "failed: \(failure.message)" }
        return isExhausted ? "exhausted" : "idle"
    }

    /// Whether `state` is the state the model expects.
    func matches(_ state: PagingState) -> Bool {
        switch (state, load, failure) {
        case (.loadingFirstPage, .some(let load), _): load.isReload && load.isFirstPage
        case (.refreshing, .some(let load), _): load.isReload && !load.isFirstPage
        case (.loadingMore, .some(let load), _): !load.isReload
        case (.failed(let error), nil, .some(let failure)): String(describing: error) == failure.message
        case (.exhausted, nil, nil): isExhausted
        case (.idle, nil, nil): !isExhausted
        default: false
        }
    }

    // MARK: Changes

    /// A load starts: it clears a failure, and a reload may bring more pages after the last.
    /// A pull is a refresh; a retry repeats what failed; a programmatic reload is the first page
    /// of an empty list.
    mutating func start(_ request: FakePageBackend.Request, byPull isPull: Bool, isRetry: Bool = false) {
        let isFirstPage = isRetry ? (failure?.wasFirstPage ?? false) : !isPull && items.isEmpty
        load = Load(serial: request.serial, isReload: request.isReload, isPull: isPull, isFirstPage: isFirstPage)
        failure = nil
        if request.isReload { isExhausted = false }
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
        var shown = Set(items.map(\.id))
        let added = page.items.filter { shown.insert($0.id).inserted }
        items += added
        nextCursor = page.nextCursor
        isExhausted = page.nextCursor == nil
        self.load = nil
        return page.items.count - added.count
    }

    /// The running load fails with `message`; what is shown stays.
    mutating func fail(message: String, cursor: Int?) {
        let wasFirstPage = load?.isFirstPage ?? false
        load = nil
        failure = Failure(message: message, cursor: cursor, wasFirstPage: wasFirstPage)
    }

    /// The owner replaces the items itself.
    mutating func ownerApplies(_ newItems: [PagedItem]) {
        items = newItems
    }
}
