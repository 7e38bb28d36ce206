/// A mediator's loading as one state and the transitions between states.
///
/// Each transition changes the state and returns what the mediator must do about it; the
/// mediator does it (asks the delegate or loader, updates the view, checks for the next page)
/// and reports the results back as further transitions. Queries read the state and change
/// nothing. The view's side — which loading row the view has been told of — is the mediator's.
struct LoadingStateMachine: Sendable {
    /// What the mediator's loading is doing.
    enum State: Equatable, Sendable {
        /// No load runs.
        case idle
        /// A load of `request` runs. `attempt` tells it from the loads before it; `byPull` when
        /// the user's pull on the refresh control started it, which shows the activity instead
        /// of the loading row; `byLoader` when the mediator's loader, not its delegate, decided
        /// it, so that replacing the loader ends it; `rowCountAtStart`, the owner's rows when it
        /// started, to tell VoiceOver how many it added.
        case loading(LoadRequest, attempt: Int, byPull: Bool, byLoader: Bool, rowCountAtStart: Int)
        /// The last load, of `request`, failed; retrying repeats it.
        case failed(LoadRequest)
        /// The mediator decided to ask for the next page, and asks on the main actor's next
        /// turn (see ``ListViewMediator/scheduleNextPage()``).
        case nextPageScheduled
    }

    /// A question to the delegate or loader while it is being asked.
    struct Question: Equatable, Sendable {
        let request: LoadRequest
        let attempt: Int
        let byPull: Bool
        let byLoader: Bool
        let rowCountAtStart: Int
        /// The state to return to when the answer is no.
        fileprivate let stateBefore: State
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

    private(set) var state = State.idle
    /// Whether pages are left to load: the owner's to say, and set again by a load that replaces
    /// the list.
    var hasMorePages = true
    /// The loading row the state calls for. A load abandoned for another leaves its row for
    /// the next one to take over, so this is kept beside the state rather than derived from it.
    private(set) var wantedRow: LoadingRow?
    /// Whether the delegate or loader is being asked; infinite scroll holds still meanwhile, so
    /// a delegate that ends a load at once cannot start another from inside the call.
    private(set) var isAsking = false
    /// Counts loads, so one that ended while its question ran is not taken for the next.
    private var attemptCount = 0
    /// A load that ended without updating the list, whose page the owner's next update shows:
    /// that update's check for the next page counts an empty list too, as the check right after
    /// a load does, and the load is announced once the update is shown.
    private(set) var endedLoad: EndedLoad?

    /// A load that ended with `updatesList: false`, until it is announced.
    struct EndedLoad: Equatable, Sendable {
        let request: LoadRequest
        let rowCountAtStart: Int
        /// Whether the owner's update that shows its page came.
        var isShown = false
        /// Whether its announcement waits for the main actor's next turn.
        var isAnnouncementScheduled = false
    }

    // MARK: Queries

    /// Whether a load runs.
    var isLoading: Bool {
        if case .loading = state { true } else { false }
    }

    /// Whether the next page is scheduled.
    var isNextPageScheduled: Bool {
        if case .nextPageScheduled = state { true } else { false }
    }

    /// Whether a load runs or the next page is scheduled: the list's state is about to change.
    var isLoadingOrScheduled: Bool {
        switch state {
        case .loading, .nextPageScheduled: true
        case .idle, .failed: false
        }
    }

    /// Whether the load counted `attempt` (see ``Question/attempt``) still runs.
    func isRunning(attempt: Int) -> Bool {
        if case .loading(_, attempt, _, _, _) = state { true } else { false }
    }

    /// Whether the running load was started by the user's pull.
    var isRefreshing: Bool {
        if case .loading(_, _, byPull: true, _, _) = state { true } else { false }
    }

    /// Whether infinite scroll may ask for the next page: nothing runs, no failure waits for a
    /// retry, and no question is being asked.
    var allowsInfiniteScroll: Bool {
        // A pattern rather than `==`: this is asked on every scroll event.
        guard case .idle = state else { return false }
        return !isAsking
    }

    /// Whether the running load was decided by the mediator's loader.
    var isRunningLoadersLoad: Bool {
        if case .loading(_, _, _, byLoader: true, _) = state { true } else { false }
    }

    /// The request a retry repeats, or `nil` unless the last load failed.
    var failedRequest: LoadRequest? {
        if case .failed(let request) = state { request } else { nil }
    }

    // MARK: Transitions

    /// Starts asking whether to load `request` — the loader when `byLoader`, else the delegate;
    /// `nil` (refused) while a load runs.
    /// `rowCountAtStart` is the owner's row count now, for the announcement when it ends. A load
    /// still waiting to be announced is not announced any more.
    mutating func ask(
        _ request: LoadRequest, byPull: Bool, byLoader: Bool = false, rowCountAtStart: Int = 0
    ) -> Question? {
        guard !isLoading else { return nil }
        attemptCount += 1
        endedLoad = nil
        let question = Question(
            request: request, attempt: attemptCount, byPull: byPull, byLoader: byLoader,
            rowCountAtStart: rowCountAtStart, stateBefore: state)
        state = .loading(
            request, attempt: attemptCount, byPull: byPull, byLoader: byLoader, rowCountAtStart: rowCountAtStart)
        isAsking = true
        return question
    }

    /// The delegate or loader answered `question`.
    mutating func answer(_ accepted: Bool, to question: Question) -> Answered {
        isAsking = false
        guard
            state
                == .loading(
                    question.request, attempt: question.attempt, byPull: question.byPull, byLoader: question.byLoader,
                    rowCountAtStart: question.rowCountAtStart)
        else {
            return .endedWhileAsking
        }
        guard accepted else {
            state = question.stateBefore
            return .refused
        }
        // A pull shows the refresh control's activity, not a row.
        wantedRow = question.byPull ? nil : .loading
        let replacesTheList = question.request != .nextPage
        if replacesTheList { hasMorePages = true }
        return .accepted(replacesTheList: replacesTheList)
    }

    /// The running load ended with its data shown (or to be shown by the owner's next update,
    /// when `updatesList` is `false`). With `nextPageFollows`, the next page is scheduled and
    /// the loading row stays for it.
    /// - Returns: whether a load was running.
    mutating func finish(updatesList: Bool, nextPageFollows: Bool = false) -> Bool {
        let endsALoad = isLoading
        if !updatesList, case .loading(let request, _, _, _, let rowCountAtStart) = state {
            endedLoad = EndedLoad(request: request, rowCountAtStart: rowCountAtStart)
        }
        if nextPageFollows {
            state = .nextPageScheduled
        } else {
            state = .idle
            wantedRow = nil
        }
        return endsALoad
    }

    /// Schedules asking for the next page; `false` unless nothing runs, waits for a retry or is
    /// scheduled already.
    mutating func scheduleNextPage() -> Bool {
        guard case .idle = state, !isAsking else { return false }
        state = .nextPageScheduled
        return true
    }

    /// The scheduled next page's turn came: back to idle, to ask for it. `false` when it is no
    /// longer scheduled (a load the app started, or ended, took its place).
    mutating func takeScheduledNextPage() -> Bool {
        guard case .nextPageScheduled = state else { return false }
        state = .idle
        return true
    }

    /// A row kept for a next page that did not start goes.
    mutating func dropKeptRow() {
        guard case .idle = state else { return }
        wantedRow = nil
    }

    /// The running load failed with `message`; a retry repeats it. Called with no load running,
    /// it offers the next page.
    mutating func fail(message: String) {
        let request: LoadRequest
        switch state {
        case .loading(let running, _, _, _, _): request = running
        case .failed(let failed): request = failed
        case .idle, .nextPageScheduled: request = .nextPage
        }
        state = .failed(request)
        wantedRow = .failed(message: message)
    }

    /// Forgets the running load so another can start, leaving the loading row for it.
    mutating func abandon() {
        state = .idle
    }

    /// The running load is forgotten and its row goes, as when nobody is left to end it.
    mutating func drop() {
        state = .idle
        wantedRow = nil
    }

    /// The owner's update came: whether it shows the page of a load that ended without updating
    /// the list (the next update does not), and whether that load's announcement is to be
    /// scheduled now.
    mutating func ownerDidUpdate() -> (showsTheEndedLoadsPage: Bool, schedulesAnnouncement: Bool) {
        guard var ended = endedLoad else { return (false, false) }
        let showsThePage = !ended.isShown
        let schedules = !ended.isAnnouncementScheduled
        ended.isShown = true
        ended.isAnnouncementScheduled = true
        endedLoad = ended
        return (showsThePage, schedules)
    }

    /// The ended load to announce now, if its announcement is still due; it is forgotten.
    mutating func takeEndedLoadToAnnounce() -> EndedLoad? {
        defer { endedLoad = nil }
        return endedLoad
    }
}
