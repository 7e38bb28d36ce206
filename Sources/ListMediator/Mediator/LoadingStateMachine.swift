/// A mediator's loading (or an observable model's) as one state and the transitions between
/// states.
///
/// Every loading fact is in ``state``, the machine's only stored property: what runs and the row
/// it keeps, the failure with its message and error, whether pages are left, the question being
/// asked, the count of loads, and an ended load awaiting its announcement. Each transition
/// changes the state and returns what the owner must do about it; the owner does it (asks the
/// delegate or loader, updates the view, checks for the next page) and reports the results back
/// as further transitions. Queries read the state and change nothing. The view's side — which
/// loading row the view has been told of — is the owner's.
struct LoadingStateMachine: Sendable {
    /// A load: what it is for, and who and what started it.
    struct Load: Equatable, Sendable {
        let request: LoadRequest
        /// Tells this load from the loads before it.
        let attempt: Int
        /// The user's pull on the refresh control started it: the control shows the activity
        /// instead of the loading row.
        let byPull: Bool
        /// The mediator's loader, not its delegate, decided it, so replacing the loader ends it.
        let byLoader: Bool
        /// The owner's rows when it started, to tell VoiceOver how many it added.
        let rowCountAtStart: Int
    }

    /// What the loading is doing, with the loading row each case keeps.
    enum Activity: Sendable {
        /// No load runs. `keptRow` is the row a load that was abandoned left for the next.
        case idle(keptRow: LoadingRow?)
        /// `load` runs; `row` is its loading row once the question is answered (until then, the
        /// row of what came before).
        case loading(Load, row: LoadingRow?)
        /// The last load, of `request`, failed with `message` (and `error`, when its loader gave
        /// one); retrying repeats it.
        case failed(LoadRequest, message: String, error: (any Error)?)
        /// The mediator decided to ask for the next page, and asks on the main actor's next
        /// turn (see ``ListViewMediator/scheduleNextPage()``); `keptRow` stays for it.
        case nextPageScheduled(keptRow: LoadingRow?)
    }

    /// Everything the loading knows.
    struct State: Sendable {
        var activity = Activity.idle(keptRow: nil)
        /// Whether pages are left to load below the list: the owner's to say, and set again by a
        /// load that replaces the list.
        var hasMorePages = true
        /// The attempt of the question being asked, if one is: infinite scroll holds still
        /// meanwhile, so a delegate that ends a load at once cannot start another from inside
        /// the call — even when the load it asked about has already ended.
        var askedAttempt: Int?
        /// The attempt of the last load asked for; the next one counts on from it.
        var lastAttempt = 0
        /// A load that ended without updating the list, whose page the owner's next update
        /// shows, until it is announced.
        var endedLoad: EndedLoad?
    }

    /// A question to the delegate or loader while it is being asked.
    struct Question: Sendable {
        let load: Load
        /// The activity to return to when the answer is no.
        fileprivate let activityBefore: Activity

        var request: LoadRequest { load.request }
        var attempt: Int { load.attempt }
        var byPull: Bool { load.byPull }
        var byLoader: Bool { load.byLoader }
    }

    /// What the mediator does once the answer is in.
    enum Answered: Equatable, Sendable {
        /// The load was ended from inside the question (the delegate loaded at once): nothing
        /// more to do.
        case endedWhileAsking
        /// Refused: the state is back to what it was.
        case refused
        /// The load runs: show ``wantedRow``. A load that replaces the list has made pages
        /// available again (``hasMorePages``).
        case accepted(replacesTheList: Bool)
    }

    /// A load that ended with `updatesList: false`, until it is announced.
    struct EndedLoad: Equatable, Sendable {
        let request: LoadRequest
        let rowCountAtStart: Int
        /// Whether the owner's update that shows its page came.
        var isShown = false
        /// Whether its announcement waits for the main actor's next turn.
        var isAnnouncementScheduled = false
    }

    /// Everything the loading knows; changed only by the transitions below.
    private(set) var state = State()

    // MARK: Queries

    /// The running load, if any.
    var runningLoad: Load? {
        if case .loading(let load, _) = state.activity { load } else { nil }
    }

    /// Whether a load runs.
    var isLoading: Bool {
        if case .loading = state.activity { true } else { false }
    }

    /// Whether nothing runs, is scheduled or waits for a retry.
    var isIdle: Bool {
        if case .idle = state.activity { true } else { false }
    }

    /// Whether the next page is scheduled.
    var isNextPageScheduled: Bool {
        if case .nextPageScheduled = state.activity { true } else { false }
    }

    /// Whether a load runs or the next page is scheduled: the list's state is about to change.
    var isLoadingOrScheduled: Bool {
        switch state.activity {
        case .loading, .nextPageScheduled: true
        case .idle, .failed: false
        }
    }

    /// Whether the load counted `attempt` (see ``Question/attempt``) still runs.
    func isRunning(attempt: Int) -> Bool {
        runningLoad?.attempt == attempt
    }

    /// Whether the running load was started by the user's pull.
    var isRefreshing: Bool { runningLoad?.byPull ?? false }

    /// Whether the delegate or loader is being asked.
    var isAsking: Bool { state.askedAttempt != nil }

    /// Whether pages are left to load.
    var hasMorePages: Bool { state.hasMorePages }

    /// Whether infinite scroll may ask for the next page: nothing runs, no failure waits for a
    /// retry, and no question is being asked.
    var allowsInfiniteScroll: Bool {
        // A pattern rather than a computed property: this is asked on every scroll event.
        guard case .idle = state.activity else { return false }
        return state.askedAttempt == nil
    }

    /// Whether the running load was decided by the mediator's loader.
    var isRunningLoadersLoad: Bool { runningLoad?.byLoader ?? false }

    /// The request a retry repeats, or `nil` unless the last load failed.
    var failedRequest: LoadRequest? {
        if case .failed(let request, _, _) = state.activity { request } else { nil }
    }

    /// The error the last load failed with, when it failed with one.
    var failureError: (any Error)? {
        if case .failed(_, _, let error) = state.activity { error } else { nil }
    }

    /// The loading row the state calls for. A load abandoned for another leaves its row for the
    /// next one to take over.
    var wantedRow: LoadingRow? {
        switch state.activity {
        case .idle(let row), .loading(_, let row), .nextPageScheduled(let row): row
        case .failed(_, let message, _): .failed(message: message)
        }
    }

    /// The ended load awaiting its announcement, if any.
    var endedLoad: EndedLoad? { state.endedLoad }

    // MARK: Transitions

    /// Starts asking whether to load `request` — the loader when `byLoader`, else the delegate;
    /// `nil` (refused) while a load runs.
    /// `rowCountAtStart` is the owner's row count now, for the announcement when it ends. A load
    /// still waiting to be announced is not announced any more.
    mutating func ask(
        _ request: LoadRequest, byPull: Bool, byLoader: Bool = false, rowCountAtStart: Int = 0
    ) -> Question? {
        guard !isLoading else { return nil }
        state.lastAttempt += 1
        let load = Load(
            request: request, attempt: state.lastAttempt, byPull: byPull, byLoader: byLoader,
            rowCountAtStart: rowCountAtStart)
        let question = Question(load: load, activityBefore: state.activity)
        state.endedLoad = nil
        state.activity = .loading(load, row: wantedRow)
        state.askedAttempt = load.attempt
        return question
    }

    /// The delegate or loader answered `question`; with `updatesList`, an accepted load's row is
    /// shown now rather than with the owner's next update.
    mutating func answer(_ accepted: Bool, to question: Question, updatesList: Bool = true) -> (
        Answered, Effects
    ) {
        state.askedAttempt = nil
        guard runningLoad == question.load else { return (.endedWhileAsking, .none) }
        guard accepted else {
            state.activity = question.activityBefore
            return (.refused, Effects(endsRefreshing: question.byPull))
        }
        // A pull shows the refresh control's activity, not a row.
        state.activity = .loading(question.load, row: question.byPull ? nil : .loading)
        let replacesTheList = question.request != .nextPage
        if replacesTheList { state.hasMorePages = true }
        // A reload's making pages available again (which takes away the end of the list) waits
        // with the row for the owner's update when the list is not updated now.
        return (.accepted(replacesTheList: replacesTheList), Effects(showsRow: updatesList))
    }

    /// The owner says whether pages are left to load.
    mutating func setHasMorePages(_ hasMorePages: Bool) {
        state.hasMorePages = hasMorePages
    }

    /// Whether ending the running load now could schedule the next page: a load runs, no question
    /// is being asked (a delegate that ends a load from inside its own question decides when the
    /// next one starts), and pages are left. Only then does the owner measure the end of the list
    /// for ``finish(updatesList:isNearTheEnd:)`` — before the transition, since measuring may lay
    /// the view out and call the app, which may read the loading state.
    var finishingMaySchedule: Bool {
        isLoading && state.askedAttempt == nil && state.hasMorePages
    }

    /// The running load ended with its data shown, or to be shown by the owner's next update
    /// when `updatesList` is `false` (the check for the next page and the announcement then come
    /// with that update, see ``ownerDidUpdate()``).
    ///
    /// When the load leaves the end of the list near (`isNearTheEnd`, measured by the owner when
    /// ``finishingMaySchedule``) with pages left, the next page is scheduled and the loading row
    /// stays for it rather than blink out and back in; otherwise the row goes and the end is
    /// checked again without it, as the row's own height may be what kept the end far enough.
    mutating func finish(updatesList: Bool, isNearTheEnd: Bool) -> Effects {
        let running = runningLoad
        guard updatesList else {
            if let running {
                state.endedLoad = EndedLoad(request: running.request, rowCountAtStart: running.rowCountAtStart)
            }
            state.activity = .idle(keptRow: nil)
            return Effects(endsRefreshing: true)
        }
        var effects = Effects(endsRefreshing: true, announcement: running.map { .finished($0) })
        if finishingMaySchedule, isNearTheEnd {
            state.activity = .nextPageScheduled(keptRow: wantedRow)
            effects.schedulesNextPage = true
        } else {
            state.activity = .idle(keptRow: nil)
            effects.showsRow = true
            effects.checksTheEnd = running != nil
        }
        return effects
    }

    /// Schedules asking for the next page, unless something runs, waits for a retry or is
    /// scheduled already.
    mutating func scheduleNextPage() -> Effects {
        guard case .idle(let row) = state.activity, state.askedAttempt == nil else { return .none }
        state.activity = .nextPageScheduled(keptRow: row)
        return Effects(schedulesNextPage: true)
    }

    /// The scheduled next page's turn came: back to idle, to ask for it. `false` when it is no
    /// longer scheduled (a load the app started, or ended, took its place).
    mutating func takeScheduledNextPage() -> Bool {
        guard case .nextPageScheduled(let row) = state.activity else { return false }
        state.activity = .idle(keptRow: row)
        return true
    }

    /// The scheduled next page was refused: a row kept for it goes. The list is not checked again:
    /// the refusal is the answer for this page, and the next scroll or update asks again.
    mutating func nextPageRefused() -> Effects {
        guard case .idle(.some) = state.activity else { return .none }
        state.activity = .idle(keptRow: nil)
        return Effects(showsRow: true)
    }

    /// The running load failed with `message` (and `error`, when there is one); a retry repeats
    /// it. Called with no load running, it offers the next page. The row shows the failure now,
    /// or with the owner's next update when `updatesList` is `false`.
    mutating func fail(message: String, error: (any Error)? = nil, updatesList: Bool = true) -> Effects {
        let request: LoadRequest
        let failsALoad: Bool
        switch state.activity {
        case .loading(let running, _): (request, failsALoad) = (running.request, true)
        case .failed(let failed, _, _): (request, failsALoad) = (failed, false)
        case .idle, .nextPageScheduled: (request, failsALoad) = (.nextPage, false)
        }
        state.activity = .failed(request, message: message, error: error)
        return Effects(
            endsRefreshing: true, announcement: failsALoad ? .failed(message: message) : nil, showsRow: updatesList)
    }

    /// Forgets the running load so another can start, leaving the loading row for it.
    mutating func abandon() -> Effects {
        state.activity = .idle(keptRow: wantedRow)
        return Effects(endsRefreshing: true)
    }

    /// The running load is forgotten and its row goes, as when nobody is left to end it.
    mutating func drop() -> Effects {
        state.activity = .idle(keptRow: nil)
        return Effects(endsRefreshing: true, showsRow: true)
    }

    /// The owner's update came. When it shows the page of a load that ended without updating the
    /// list (the next update does not), the end is checked counting an empty list, as right
    /// after a load; that load's announcement is scheduled once.
    mutating func ownerDidUpdate() -> Effects {
        guard var ended = state.endedLoad else { return Effects(checksTheEnd: false) }
        let effects = Effects(schedulesAnnouncement: !ended.isAnnouncementScheduled, checksTheEnd: !ended.isShown)
        ended.isShown = true
        ended.isAnnouncementScheduled = true
        state.endedLoad = ended
        return effects
    }

    /// The ended load to announce now, if its announcement is still due; it is forgotten.
    mutating func takeEndedLoadToAnnounce() -> EndedLoad? {
        defer { state.endedLoad = nil }
        return state.endedLoad
    }
}
