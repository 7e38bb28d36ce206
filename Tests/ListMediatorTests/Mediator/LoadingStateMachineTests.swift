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
        #expect(machine.isAsking && !machine.allowsInfiniteScroll)
        let (refusal, refusalEffects) = machine.answer(false, to: refused)
        #expect(refusal == .refused)
        #expect(refusalEffects == .none, "a refused question that was no pull changes nothing")
        #expect(machine.failedRequest == .nextPage && machine.wantedRow == .failed(message: "Offline"))

        let askedAccepted = machine.ask(.nextPage, byPull: false)
        let accepted = try #require(askedAccepted)
        let (acceptance, acceptanceEffects) = machine.answer(true, to: accepted)
        #expect(acceptance == .accepted(replacesTheList: false))
        #expect(acceptanceEffects == .init(showsRow: true))
        #expect(
            machine.runningLoad
                == .init(request: .nextPage, attempt: 2, byPull: false, byLoader: false, rowCountAtStart: 0))
        #expect(machine.wantedRow == .loading)
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
        let ending = machine.finish(updatesList: true, isNearTheEnd: true)
        let (answered, _) = machine.answer(true, to: question)

        #expect(ending.announcement == .finished(question.load))
        #expect(!ending.schedulesNextPage, "the delegate that ended it decides when the next starts")
        #expect(answered == .endedWhileAsking)
        #expect(machine.isIdle && machine.wantedRow == nil)
    }

    @Test func aPullShowsNoRowAndAFailureKeepsTheRequestForTheRetry() throws {
        var machine = LoadingStateMachine()
        let askedPull = machine.ask(.refresh, byPull: true)
        let pull = try #require(askedPull)
        let (answered, effects) = machine.answer(true, to: pull)
        #expect(answered == .accepted(replacesTheList: true))
        #expect(effects == .init(showsRow: true))
        #expect(machine.isRefreshing && machine.wantedRow == nil)

        let failing = machine.fail(message: "Offline")

        #expect(failing == .init(endsRefreshing: true, announcement: .failed(message: "Offline"), showsRow: true))
        #expect(machine.failedRequest == .refresh)
        #expect(machine.wantedRow == .failed(message: "Offline"))
        #expect(machine.failureError == nil, "a failure the owner reports carries no error")
        #expect(!machine.allowsInfiniteScroll, "a failure waits for a retry")
    }

    @Test func aLoadEndedWithoutUpdatingTheListIsAwaitedByTheOwnersNextUpdateOnlyAndAnnouncedOnce() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.nextPage, byPull: false, rowCountAtStart: 20)
        let question = try #require(askedQuestion)
        _ = machine.answer(true, to: question)

        let ending = machine.finish(updatesList: false, isNearTheEnd: true)
        let first = machine.ownerDidUpdate()
        let second = machine.ownerDidUpdate()

        #expect(ending == .init(endsRefreshing: true), "the check and the announcement wait for the update")
        #expect(first.checksTheEnd == true && second.checksTheEnd == false, "only the next update shows it")
        #expect(first.schedulesAnnouncement && !second.schedulesAnnouncement, "announced once")
        let announced = machine.takeEndedLoadToAnnounce()
        #expect(announced?.request == .nextPage && announced?.rowCountAtStart == 20)
        #expect(machine.takeEndedLoadToAnnounce() == nil)
    }

    @Test func aLoadStartedBeforeTheEndedOneIsAnnouncedTakesItsAnnouncementAway() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.nextPage, byPull: false)
        _ = machine.answer(true, to: try #require(askedQuestion))
        _ = machine.finish(updatesList: false, isNearTheEnd: false)
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
        #expect(machine.isIdle && machine.wantedRow == .loading)

        let dropping = machine.drop()
        #expect(dropping == .init(endsRefreshing: true, showsRow: true))
        #expect(machine.wantedRow == nil)
    }

    @Test func aFailureKeepsItsErrorUntilTheNextLoadStartsAndAReloadMakesPagesAvailableAgain() throws {
        struct Offline: Error {}
        var machine = LoadingStateMachine()
        machine.setHasMorePages(false)
        let askedNext = machine.ask(.firstPage, byPull: false, byLoader: true)
        _ = machine.answer(true, to: try #require(askedNext))
        #expect(machine.hasMorePages, "a load that replaces the list makes pages available again")

        _ = machine.fail(message: "Offline", error: Offline())
        #expect(machine.failureError is Offline)

        let askedRetry = machine.ask(.firstPage, byPull: false, byLoader: true)
        _ = machine.answer(true, to: try #require(askedRetry))
        #expect(machine.failureError == nil)
        #expect(machine.runningLoad?.attempt == 2)
    }

    @Test func aLoadThatLeavesTheEndNearSchedulesTheNextPageKeepingItsRowOtherwiseTheRowGoes() throws {
        var near = LoadingStateMachine()
        let askedNear = near.ask(.nextPage, byPull: false)
        _ = near.answer(true, to: try #require(askedNear))

        let nearEnding = near.finish(updatesList: true, isNearTheEnd: true)

        #expect(nearEnding.schedulesNextPage && !nearEnding.showsRow && nearEnding.checksTheEnd == nil)
        #expect(near.isNextPageScheduled && near.wantedRow == .loading)

        var far = LoadingStateMachine()
        let askedFar = far.ask(.nextPage, byPull: false)
        _ = far.answer(true, to: try #require(askedFar))
        far.setHasMorePages(false)
        #expect(!far.finishingMaySchedule, "with no pages left the end need not be measured")

        let farEnding = far.finish(updatesList: true, isNearTheEnd: true)

        #expect(!farEnding.schedulesNextPage && farEnding.showsRow && farEnding.checksTheEnd == true)
        #expect(far.isIdle && far.wantedRow == nil)
    }

    @Test func aRefusedScheduledPageTakesTheKeptRowAwayOnceAndChecksNothing() throws {
        var machine = LoadingStateMachine()
        let asked = machine.ask(.nextPage, byPull: false)
        _ = machine.answer(true, to: try #require(asked))
        _ = machine.finish(updatesList: true, isNearTheEnd: true)
        let taken = machine.takeScheduledNextPage()
        #expect(taken)

        let refusal = machine.nextPageRefused()
        let again = machine.nextPageRefused()
        let scheduling = machine.scheduleNextPage()
        #expect(refusal == .init(showsRow: true))
        #expect(again == .none)
        #expect(scheduling == .init(schedulesNextPage: true))
    }
}
