import Testing

@testable import ListMediator

/// The mediator's loading state on its own: each transition's new state and what it tells the
/// mediator to do.
///
/// The machine keeps every loading fact in its one state; these read it through its queries.
struct LoadingStateMachineTests {
    @Test func anAcceptedQuestionRunsTheLoadWithItsRowAndARefusedOneRestoresTheStateBefore() throws {
        var machine = LoadingStateMachine()
        _ = machine.fail(message: "Offline")

        let askedRefused = machine.ask(.refresh, byPull: false)
        let refused = try #require(askedRefused)
        #expect(machine.isAsking && !machine.allowsInfiniteScroll(at: .bottom))
        let (refusal, refusalEffects) = machine.answer(false, to: refused)
        #expect(refusal == .refused)
        #expect(refusalEffects == .none, "a refused question that was no pull changes nothing")
        #expect(
            machine.failedRequest(at: .bottom) == .nextPage
                && machine.wantedRow(at: .bottom) == .failed(message: "Offline"))

        let askedAccepted = machine.ask(.nextPage, byPull: false)
        let accepted = try #require(askedAccepted)
        let (acceptance, acceptanceEffects) = machine.answer(true, to: accepted)
        #expect(acceptance == .accepted(replacesTheList: false))
        #expect(acceptanceEffects == .init(showsRow: true))
        #expect(
            machine.runningLoad
                == .init(request: .nextPage, attempt: 2, byPull: false, byLoader: false, rowCountAtStart: 0))
        #expect(machine.wantedRow(at: .bottom) == .loading)
    }

    @Test func noSecondLoadIsAskedForWhileOneRuns() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.firstPage, byPull: false)
        let question = try #require(askedQuestion)
        _ = machine.answer(true, to: question)

        let nextPage = machine.ask(.nextPage, byPull: false)
        let pull = machine.ask(.refresh, byPull: true)
        #expect(nextPage == nil && pull == nil)
    }

    @Test func aLoadEndedFromInsideItsQuestionIsNotTakenForTheNext() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.firstPage, byPull: false)
        let question = try #require(askedQuestion)
        let ending = machine.finish(updatesList: true, isNearItsEdge: true)
        let (answered, _) = machine.answer(true, to: question)

        #expect(ending.announcement == .finished(question.load))
        #expect(ending.schedulesPage == nil, "the delegate that ended it decides when the next starts")
        #expect(answered == .endedWhileAsking)
        #expect(machine.isIdle && machine.wantedRow(at: .bottom) == nil)
    }

    @Test func aPullShowsNoRowAndAFailureKeepsTheRequestForTheRetry() throws {
        var machine = LoadingStateMachine()
        let askedPull = machine.ask(.refresh, byPull: true)
        let pull = try #require(askedPull)
        let (answered, effects) = machine.answer(true, to: pull)
        #expect(answered == .accepted(replacesTheList: true))
        #expect(effects == .init(showsRow: true))
        #expect(machine.isRefreshing && machine.wantedRow(at: .bottom) == nil)

        let failing = machine.fail(message: "Offline")

        #expect(
            failing
                == .init(
                    endsRefreshing: true, announcement: .failed(message: "Offline"), showsRow: true,
                    checksTheEnds: false))
        #expect(machine.failedRequest(at: .bottom) == .refresh)
        #expect(machine.wantedRow(at: .bottom) == .failed(message: "Offline"))
        #expect(machine.failureError(at: .bottom) == nil, "a failure the owner reports carries no error")
        #expect(!machine.allowsInfiniteScroll(at: .bottom), "a failure waits for a retry")
    }

    @Test func aLoadEndedWithoutUpdatingTheListIsAwaitedByTheOwnersNextUpdateOnlyAndAnnouncedOnce() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.nextPage, byPull: false, rowCountAtStart: 20)
        let question = try #require(askedQuestion)
        _ = machine.answer(true, to: question)

        let ending = machine.finish(updatesList: false, isNearItsEdge: true)
        let first = machine.ownerDidUpdate()
        let second = machine.ownerDidUpdate()

        #expect(ending == .init(endsRefreshing: true), "the check and the announcement wait for the update")
        #expect(first.checksTheEnds == true && second.checksTheEnds == false, "only the next update shows it")
        #expect(first.schedulesAnnouncement && !second.schedulesAnnouncement, "announced once")
        let announced = machine.takeEndedLoadToAnnounce()
        #expect(announced?.request == .nextPage && announced?.rowCountAtStart == 20)
        #expect(machine.takeEndedLoadToAnnounce() == nil)
    }

    @Test func aLoadStartedBeforeTheEndedOneIsAnnouncedTakesItsAnnouncementAway() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.nextPage, byPull: false)
        _ = machine.answer(true, to: try #require(askedQuestion))
        _ = machine.finish(updatesList: false, isNearItsEdge: false)
        _ = machine.ownerDidUpdate()

        _ = machine.ask(.refresh, byPull: false)

        #expect(machine.takeEndedLoadToAnnounce() == nil)
    }

    @Test func anAbandonedLoadLeavesItsRowForTheNextAndADroppedOneTakesItAway() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.nextPage, byPull: false)
        let question = try #require(askedQuestion)
        _ = machine.answer(true, to: question)

        let abandoning = machine.abandon()
        #expect(abandoning == .init(endsRefreshing: true))
        #expect(machine.isIdle && machine.wantedRow(at: .bottom) == .loading)

        let dropping = machine.drop()
        #expect(dropping == .init(endsRefreshing: true, showsRow: true))
        #expect(machine.wantedRow(at: .bottom) == nil)
    }

    @Test func aFailureKeepsItsErrorUntilTheNextLoadStartsAndAReloadMakesPagesAvailableAgain() throws {
        struct Offline: Error {}
        var machine = LoadingStateMachine()
        machine.setHasMorePages(false, at: .bottom)
        let askedNext = machine.ask(.firstPage, byPull: false, byLoader: true)
        _ = machine.answer(true, to: try #require(askedNext))
        #expect(machine.hasMorePages(at: .bottom), "a load that replaces the list makes pages available again")

        _ = machine.fail(message: "Offline", error: Offline())
        #expect(machine.failureError(at: .bottom) is Offline)

        let askedRetry = machine.ask(.firstPage, byPull: false, byLoader: true)
        _ = machine.answer(true, to: try #require(askedRetry))
        #expect(machine.failureError(at: .bottom) == nil)
        #expect(machine.runningLoad?.attempt == 2)
    }

    @Test func aLoadThatLeavesTheEndNearSchedulesTheNextPageKeepingItsRowOtherwiseTheRowGoes() throws {
        var near = LoadingStateMachine()
        let askedNear = near.ask(.nextPage, byPull: false)
        _ = near.answer(true, to: try #require(askedNear))

        let nearEnding = near.finish(updatesList: true, isNearItsEdge: true)

        #expect(nearEnding.schedulesPage == .bottom && !nearEnding.showsRow && nearEnding.checksTheEnds == nil)
        #expect(near.isPageScheduled(at: .bottom) && near.wantedRow(at: .bottom) == .loading)

        var far = LoadingStateMachine()
        let askedFar = far.ask(.nextPage, byPull: false)
        _ = far.answer(true, to: try #require(askedFar))
        far.setHasMorePages(false, at: .bottom)
        #expect(far.edgeFinishingMaySchedule == nil, "with no pages left the end need not be measured")

        let farEnding = far.finish(updatesList: true, isNearItsEdge: true)

        #expect(farEnding.schedulesPage == nil && farEnding.showsRow && farEnding.checksTheEnds == true)
        #expect(far.isIdle && far.wantedRow(at: .bottom) == nil)
    }

    @Test func aRefusedScheduledPageTakesTheKeptRowAwayOnceAndChecksNothing() throws {
        var machine = LoadingStateMachine()
        let asked = machine.ask(.nextPage, byPull: false)
        _ = machine.answer(true, to: try #require(asked))
        _ = machine.finish(updatesList: true, isNearItsEdge: true)
        let taken = machine.takeScheduledPage(at: .bottom)
        #expect(taken)

        let refusal = machine.scheduledPageRefused(at: .bottom)
        let again = machine.scheduledPageRefused(at: .bottom)
        let scheduling = machine.schedulePage(at: .bottom)
        #expect(refusal == .init(showsRow: true))
        #expect(again == .none)
        #expect(scheduling == .init(schedulesPage: .bottom))
    }
}
