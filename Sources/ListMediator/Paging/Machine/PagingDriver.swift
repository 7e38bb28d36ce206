/// What drives a ``PagingMachine``: keeps it, runs the loader it asks for, and performs its
/// actions where the items are shown and where the loading state is kept. ``PagingController``
/// shows pages in a data source under a mediator, whose loading state it reports to;
/// ``PagedItems`` keeps its items and its loading state itself. Everything the two have in common
/// — starting a load, taking its result, acting on the machine's answer — is written once, here.
@MainActor
protocol PagingDriver: AnyObject {
    associatedtype Item: Identifiable
    associatedtype Cursor: Sendable

    /// Every paging fact; changed only by the machine's transitions.
    var machine: PagingMachine<Item, Cursor> { get set }
    /// Loads one page, in the loader's own isolation.
    var loadPage: @isolated(any) @Sendable (PageRequest<Cursor>) async throws -> sending Page<Item, Cursor> { get }
    /// The running load's task, cancelled when a newer load takes its place.
    var loadTask: Task<Void, Never>? { get set }
    /// The most items kept loaded, or `nil` for no limit.
    var maximumLoadedItemCount: Int? { get }
    /// Every change of the state, with how many items a finished load brought.
    var events: ModelObservers<PagingEvent> { get }
    /// What paging does, for the whole list.
    var state: PagingState { get }
    /// What one end does.
    func state(at edge: ListEdge) -> PagingEdgeState

    /// The driver's count of changes to the items shown: any change, the owner's or its own.
    var itemsVersion: Int { get }
    /// The items shown, in list order.
    var shownItems: [Item] { get }
    /// Who asks for the load starting now: a result counts only for the one who asked.
    var asker: ObjectIdentifier? { get }
    /// Whether the load counted `attempt`, which `asker` asked for, still runs: its result counts.
    func loadCounts(attempt: Int, askedBy asker: ObjectIdentifier?) -> Bool
    /// The cursor of the page around the first item on screen, for a refresh where the user is.
    func refreshAnchor() -> Cursor?
    /// The identities of the items on screen, which the memory bound spares.
    func idsOnScreen() -> Set<Item.ID>
    /// How many items beyond those on screen toward `edge` a load there reaches: with fewer
    /// left, the list loads the next page at that end (by infinite scroll's threshold, or as
    /// rows near the end are prefetched or appear).
    func loadReach(at edge: ListEdge) -> Int
    /// Whether `edge`'s last load failed and waits for a retry.
    func hasFailed(at edge: ListEdge) -> Bool

    /// Shows a reload's items in place of those shown.
    func replaceItems(_ items: [Item])
    /// Shows a page's items, all new, at `edge`.
    func insertItems(_ items: [Item], at edge: ListEdge)
    /// Removes the items of dropped pages.
    func removeItems(_ ids: Set<Item.ID>)
    /// Tells the loading state whether pages are left beyond each end.
    func setHasMorePages(top: Bool, bottom: Bool)
    /// Ends the running load, shown or failed.
    func endLoad(failure: (any Error)?)
    /// Checks both ends for a page to load, after pages were dropped.
    func checkEnds()
    /// A result that counted was taken in.
    func didTakeResult()
}

extension PagingDriver {
    /// Asks the loader for `request` as the load counted `attempt`, which the loading state has
    /// just started.
    /// - Returns: `false` when the machine refuses it: a page beyond an end with no cursor.
    func startLoad(_ request: LoadRequest, attempt: Int, byPull: Bool) -> Bool {
        let actions = machine.load(request, attempt: attempt, byPull: byPull, refreshAnchor: refreshAnchor)
        guard !actions.isEmpty else { return false }
        perform(actions)
        return true
    }

    /// Starts a reload around `anchor` with `start`, which returns whether the loading state
    /// started it; refused, the next reload starts where it would have.
    func reload(around anchor: Cursor?, start: () -> Bool) -> Bool {
        let before = machine.startNextReload(.at(anchor))
        guard start() else {
            machine.restoreReloadStart(before)
            return false
        }
        return true
    }

    /// How many shown items lie between those on screen and `edge`, and how many a load at
    /// `edge` reaches; no room is asked for while nothing is on screen.
    func room(at edge: ListEdge, beyond onScreen: Set<Item.ID>) -> ScreenRoom {
        let items = shownItems
        guard let first = items.firstIndex(where: { onScreen.contains($0.id) }),
            let last = items.lastIndex(where: { onScreen.contains($0.id) })
        else { return .none }
        let beyond = edge == .top ? first : items.count - 1 - last
        return ScreenRoom(itemsBeyondScreen: beyond, loadReach: loadReach(at: edge))
    }

    /// Cancels the running load's task; its result no longer counts once the loading state stops
    /// running it.
    func cancelLoadTask() {
        loadTask?.cancel()
        loadTask = nil
    }

    /// A load's page or error: taken in when the load still counts.
    func deliver(
        _ result: Result<Page<Item, Cursor>, any Error>, of attempt: Int, askedBy asker: ObjectIdentifier?,
        for request: PageRequest<Cursor>
    ) {
        guard loadCounts(attempt: attempt, askedBy: asker) else { return }
        loadTask = nil
        switch result {
        case .success(let page):
            perform(machine.receive(page, for: request, itemsVersion: itemsVersion, shownItems: { shownItems }))
        case .failure(let error):
            perform(machine.fail(with: error))
        }
        didTakeResult()
    }

    /// Performs the machine's `actions` in order.
    func perform(_ actions: [PagingAction<Item, Cursor>]) {
        for action in actions { perform(action) }
        machine._debugCheckInvariants()
    }

    private func perform(_ action: PagingAction<Item, Cursor>) {
        switch action {
        case .askLoader(let request, let attempt):
            runLoader(for: request, attempt: attempt)
        case .replaceItems(let items):
            replaceItems(items)
            machine.didShowItems(itemsVersion: itemsVersion)
        case .insertItems(let items, let edge):
            insertItems(items, at: edge)
            machine.didShowItems(itemsVersion: itemsVersion)
        case .removeItems(let ids):
            removeItems(ids)
            machine.didShowItems(itemsVersion: itemsVersion)
        case .setHasMorePages(let top, let bottom):
            setHasMorePages(top: top, bottom: bottom)
        case .endLoad(let failure):
            endLoad(failure: failure)
        case .trimPages(let edge):
            guard let limit = maximumLoadedItemCount, !hasFailed(at: edge) else { return }
            let onScreen = idsOnScreen()
            perform(
                machine.trim(
                    at: edge, toAtMost: limit, sparing: onScreen, keeping: room(at: edge, beyond: onScreen)))
        case .checkEnds:
            checkEnds()
        case .announce(let newItemCount):
            events.notify(
                PagingEvent(state: state, top: state(at: .top), bottom: state(at: .bottom), newItemCount: newItemCount))
        }
    }

    /// Runs the loader on `request` in its own isolation, cancelling the load before; its page or
    /// error comes back to ``deliver(_:of:askedBy:for:)`` on the main actor.
    private func runLoader(for request: PageRequest<Cursor>, attempt: Int) {
        cancelLoadTask()
        let loader = loadPage
        let asker = asker
        loadTask = Task { [weak self] in
            let result: Result<Page<Item, Cursor>, any Error>
            do {
                result = .success(try await loader(request))
            } catch {
                result = .failure(error)
            }
            self?.deliver(result, of: attempt, askedBy: asker, for: request)
        }
    }
}
