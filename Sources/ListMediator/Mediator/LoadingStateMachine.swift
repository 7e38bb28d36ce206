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

        /// The end whose row shows the load.
        var edge: ListEdge { request.edge }
    }

    /// What one end of the list is doing, with the loading row each case keeps there.
    enum Activity: Sendable {
        /// No load of this end runs. `keptRow` is the row a load that was abandoned left for the
        /// next.
        case idle(keptRow: LoadingRow?)
        /// `load` runs; `row` is its loading row once the question is answered (until then, the
        /// row of what came before).
        case loading(Load, row: LoadingRow?)
        /// The end's last load, of `request`, failed with `message` (and `error`, when its loader
        /// gave one); retrying repeats it.
        case failed(LoadRequest, message: String, error: (any Error)?)
        /// The mediator decided to ask for this end's next page, and asks on the main actor's
        /// next turn (see ``ListViewMediator/schedulePage(at:)``); `keptRow` stays for it.
        case scheduled(keptRow: LoadingRow?)
    }

    /// One end of the list: what it does, and whether pages are left beyond it.
    struct End: Sendable {
        var activity = Activity.idle(keptRow: nil)
        /// Whether pages are left to load beyond this end: the owner's to say. A load that
        /// replaces the list makes them available again at the bottom.
        var hasMorePages: Bool
    }

    /// Everything the loading knows.
    ///
    /// One load runs at a time, whichever end it is for: ``LoadingStateMachine/ask(_:byPull:byLoader:rowCountAtStart:)``
    /// refuses a second while one runs at either end, and an end's page is scheduled only while
    /// none runs. So only one end is ever ``Activity/loading(_:row:)``; each end keeps its own
    /// failure, retry and pages left.
    struct State: Sendable {
        /// The top: earlier pages, off until the owner says pages are left there.
        var top = End(hasMorePages: false)
        /// The bottom: later pages, and the row of a load that replaces the list.
        var bottom = End(hasMorePages: true)
        /// The attempt of the question being asked, if one is: infinite scroll holds still
        /// meanwhile, so a delegate that ends a load at once cannot start another from inside
        /// the call — even when the load it asked about has already ended.
        var askedAttempt: Int?
        /// The attempt of the last load asked for; the next one counts on from it.
        var lastAttempt = 0
        /// A load that ended without updating the list, whose page the owner's next update
        /// shows, until it is announced.
        var endedLoad: EndedLoad?

        subscript(edge: ListEdge) -> End {
            get { edge == .top ? top : bottom }
            set {
                if edge == .top { top = newValue } else { bottom = newValue }
            }
        }
    }

    /// A question to the delegate or loader while it is being asked.
    struct Question: Sendable {
        let load: Load
        /// The activity of the load's end to return to when the answer is no.
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

    /// The running load, if any, at whichever end.
    var runningLoad: Load? {
        if case .loading(let load, _) = state.bottom.activity { return load }
        if case .loading(let load, _) = state.top.activity { return load }
        return nil
    }

    /// Whether a load runs.
    var isLoading: Bool { runningLoad != nil }

    /// Whether nothing runs, is scheduled or waits for a retry, at either end.
    var isIdle: Bool {
        // Spelled out for both ends, as below: no array of edges to allocate on every load.
        state.top.activity.isIdle && state.bottom.activity.isIdle
    }

    /// Whether a page at `edge` is scheduled.
    func isPageScheduled(at edge: ListEdge) -> Bool {
        if case .scheduled = state[edge].activity { true } else { false }
    }

    /// Whether a load runs or a page is scheduled, at either end: the list's state is about to
    /// change.
    var isLoadingOrScheduled: Bool {
        state.top.activity.isLoadingOrScheduled || state.bottom.activity.isLoadingOrScheduled
    }

    /// Whether the load counted `attempt` (see ``Question/attempt``) still runs.
    func isRunning(attempt: Int) -> Bool {
        runningLoad?.attempt == attempt
    }

    /// Whether the running load was started by the user's pull.
    var isRefreshing: Bool { runningLoad?.byPull ?? false }

    /// Whether the delegate or loader is being asked.
    var isAsking: Bool { state.askedAttempt != nil }

    /// Whether pages are left to load beyond `edge`.
    func hasMorePages(at edge: ListEdge) -> Bool { state[edge].hasMorePages }

    /// Whether infinite scroll may ask for a page at `edge`: no load runs (at either end), no
    /// failure at `edge` waits for a retry, nothing is scheduled there, no question is being
    /// asked, and pages are left.
    func allowsInfiniteScroll(at edge: ListEdge) -> Bool {
        // Patterns rather than computed properties: this is asked on every scroll event.
        let end = state[edge]
        guard end.hasMorePages, case .idle = end.activity, state.askedAttempt == nil else { return false }
        if case .loading = state[edge == .top ? .bottom : .top].activity { return false }
        return true
    }

    /// Whether the running load was decided by the mediator's loader.
    var isRunningLoadersLoad: Bool { runningLoad?.byLoader ?? false }

    /// The request a retry at `edge` repeats, or `nil` unless that end's last load failed.
    func failedRequest(at edge: ListEdge) -> LoadRequest? {
        if case .failed(let request, _, _) = state[edge].activity { request } else { nil }
    }

    /// The end whose failure a retry repeats: the bottom's first (its row may stand for the
    /// whole list), then the top's; `nil` when neither waits for one.
    var failedEdge: ListEdge? {
        if failedRequest(at: .bottom) != nil { return .bottom }
        return failedRequest(at: .top) != nil ? .top : nil
    }

    /// The error `edge`'s last load failed with, when it failed with one.
    func failureError(at edge: ListEdge) -> (any Error)? {
        if case .failed(_, _, let error) = state[edge].activity { error } else { nil }
    }

    /// The loading row the state calls for at `edge`. A load abandoned for another leaves its row
    /// for the next one to take over.
    func wantedRow(at edge: ListEdge) -> LoadingRow? {
        switch state[edge].activity {
        case .idle(let row), .loading(_, let row), .scheduled(let row): row
        case .failed(_, let message, _): .failed(message: message)
        }
    }

    /// The ended load awaiting its announcement, if any.
    var endedLoad: EndedLoad? { state.endedLoad }

    // MARK: Transitions

    /// Starts asking whether to load `request` — the loader when `byLoader`, else the delegate;
    /// `nil` (refused) while a load runs at either end.
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
        let question = Question(load: load, activityBefore: state[load.edge].activity)
        state.endedLoad = nil
        state[load.edge].activity = .loading(load, row: wantedRow(at: load.edge))
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
        let edge = question.load.edge
        guard accepted else {
            state[edge].activity = question.activityBefore
            return (.refused, Effects(endsRefreshing: question.byPull))
        }
        // A pull shows the refresh control's activity, not a row.
        state[edge].activity = .loading(question.load, row: question.byPull ? nil : .loading)
        let replacesTheList = !question.request.isMore
        if replacesTheList {
            // Everything is loaded again: the bottom has pages again, and the top's failure or
            // scheduled page is of a list that is going. Whether pages are left above is the
            // owner's to say once the new list is there.
            state.bottom.hasMorePages = true
            state.top.activity = .idle(keptRow: nil)
        }
        // A reload's making pages available again (which takes away the end of the list) waits
        // with the row for the owner's update when the list is not updated now.
        return (.accepted(replacesTheList: replacesTheList), Effects(showsRow: updatesList))
    }

    /// The owner says whether pages are left to load beyond `edge`.
    mutating func setHasMorePages(_ hasMorePages: Bool, at edge: ListEdge) {
        state[edge].hasMorePages = hasMorePages
    }

    /// The end the running load would schedule its next page at when it ends now: a load runs,
    /// no question is being asked (a delegate that ends a load from inside its own question
    /// decides when the next one starts), and pages are left at its end. Only then does the owner
    /// measure that end for ``finish(updatesList:isNearItsEdge:)`` — before the transition, since
    /// measuring may lay the view out and call the app, which may read the loading state.
    var edgeFinishingMaySchedule: ListEdge? {
        guard let running = runningLoad, state.askedAttempt == nil, state[running.edge].hasMorePages else {
            return nil
        }
        return running.edge
    }

    /// The running load ended with its data shown, or to be shown by the owner's next update
    /// when `updatesList` is `false` (the check for the next page and the announcement then come
    /// with that update, see ``ownerDidUpdate()``). With no load running, both ends' rows go.
    ///
    /// When the load leaves its end of the list near (`isNearItsEdge`, measured by the owner for
    /// ``edgeFinishingMaySchedule``) with pages left, that end's next page is scheduled and the
    /// loading row stays for it rather than blink out and back in; otherwise the row goes and the
    /// ends are checked again without it, as the row's own height may be what kept the end far
    /// enough.
    mutating func finish(updatesList: Bool, isNearItsEdge: Bool) -> Effects {
        let running = runningLoad
        guard updatesList else {
            if let running {
                state.endedLoad = EndedLoad(request: running.request, rowCountAtStart: running.rowCountAtStart)
            }
            clearRows(ofEndOf: running)
            return Effects(endsRefreshing: true)
        }
        var effects = Effects(endsRefreshing: true, announcement: running.map { .finished($0) })
        if let edge = edgeFinishingMaySchedule, isNearItsEdge {
            state[edge].activity = .scheduled(keptRow: wantedRow(at: edge))
            effects.schedulesPage = edge
        } else {
            clearRows(ofEndOf: running)
            effects.showsRow = true
            effects.checksTheEnds = running != nil
        }
        return effects
    }

    /// Schedules asking for the page at `edge`, unless a load runs, `edge` waits for a retry or
    /// is scheduled already, or a question is being asked.
    mutating func schedulePage(at edge: ListEdge) -> Effects {
        guard case .idle(let row) = state[edge].activity, state.askedAttempt == nil, !isLoading else { return .none }
        state[edge].activity = .scheduled(keptRow: row)
        return Effects(schedulesPage: edge)
    }

    /// The scheduled page's turn came: back to idle, to ask for it. `false` when it is no longer
    /// scheduled (a load the app started, or ended, took its place).
    mutating func takeScheduledPage(at edge: ListEdge) -> Bool {
        guard case .scheduled(let row) = state[edge].activity else { return false }
        state[edge].activity = .idle(keptRow: row)
        return true
    }

    /// The scheduled page at `edge` was refused: a row kept for it goes. The list is not checked
    /// again: the refusal is the answer for this page, and the next scroll or update asks again.
    mutating func scheduledPageRefused(at edge: ListEdge) -> Effects {
        guard case .idle(.some) = state[edge].activity else { return .none }
        state[edge].activity = .idle(keptRow: nil)
        return Effects(showsRow: true)
    }

    /// The running load failed with `message` (and `error`, when there is one); a retry repeats
    /// it. Called with no load running, it offers the next page at the bottom. The row of the
    /// load's end shows the failure now, or with the owner's next update when `updatesList` is
    /// `false`; the other end is left as it is, and checked for a page now that no load runs.
    mutating func fail(message: String, error: (any Error)? = nil, updatesList: Bool = true) -> Effects {
        let request: LoadRequest
        let failsALoad: Bool
        if let running = runningLoad {
            (request, failsALoad) = (running.request, true)
        } else {
            (request, failsALoad) = (failedRequest(at: .bottom) ?? .nextPage, false)
        }
        state[request.edge].activity = .failed(request, message: message, error: error)
        return Effects(
            endsRefreshing: true, announcement: failsALoad ? .failed(message: message) : nil, showsRow: updatesList,
            checksTheEnds: failsALoad ? false : nil)
    }

    /// Forgets the running load so another can start, leaving its loading row for it.
    mutating func abandon() -> Effects {
        guard let running = runningLoad else { return Effects(endsRefreshing: true) }
        state[running.edge].activity = .idle(keptRow: wantedRow(at: running.edge))
        return Effects(endsRefreshing: true)
    }

    /// The running load is forgotten and its row goes, as when nobody is left to end it; with no
    /// load running, the rows at both ends go.
    mutating func drop() -> Effects {
        clearRows(ofEndOf: runningLoad)
        return Effects(endsRefreshing: true, showsRow: true)
    }

    /// Leaves the end of `load` idle with no row, or both ends when no load runs.
    private mutating func clearRows(ofEndOf load: Load?) {
        if let load {
            state[load.edge].activity = .idle(keptRow: nil)
        } else {
            state.top.activity = .idle(keptRow: nil)
            state.bottom.activity = .idle(keptRow: nil)
        }
    }

    /// The owner's update came. When it shows the page of a load that ended without updating the
    /// list (the next update does not), the ends are checked counting an empty list, as right
    /// after a load; that load's announcement is scheduled once.
    mutating func ownerDidUpdate() -> Effects {
        guard var ended = state.endedLoad else { return Effects(checksTheEnds: false) }
        let effects = Effects(schedulesAnnouncement: !ended.isAnnouncementScheduled, checksTheEnds: !ended.isShown)
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

extension LoadingStateMachine.Activity {
    fileprivate var isIdle: Bool {
        if case .idle = self { true } else { false }
    }

    fileprivate var isLoadingOrScheduled: Bool {
        switch self {
        case .loading, .scheduled: true
        case .idle, .failed: false
        }
    }
}
