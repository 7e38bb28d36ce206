import Testing

@testable import ListMediator

/// The mediator's loading state on its own: each transition's new state and what it tells the
/// mediator to do.
///
/// The machine keeps every loading fact in its one state; these read it through its queries.
struct LoadingStateMachineTests {
    @Test func anAcceptedQuestionRunsTheLoadWithItsRowAndARefusedOneRestoresTheStateBefore() throws {
        var machine = LoadingStateMachine()
        machine.fail(message: "Offline")

        let askedRefused = machine.ask(.refresh, byPull: false)
        let refused = try #require(askedRefused)
        #expect(machine.isAsking && !machine.allowsInfiniteScroll)
        let refusal = machine.answer(false, to: refused)
        #expect(refusal == .refused)
        #expect(machine.failedRequest == .nextPage && machine.wantedRow == .failed(message: "Offline"))

        let askedAccepted = machine.ask(.nextPage, byPull: false)
        let accepted = try #require(askedAccepted)
        let acceptance = machine.answer(true, to: accepted)
        #expect(acceptance == .accepted(replacesTheList: false))
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
        let endedALoad = machine.finish(updatesList: true)
        let answered = machine.answer(true, to: question)

        #expect(endedALoad)
        #expect(answered == .endedWhileAsking)
        #expect(machine.isIdle && machine.wantedRow == nil)
    }

    @Test func aPullShowsNoRowAndAFailureKeepsTheRequestForTheRetry() throws {
        var machine = LoadingStateMachine()
        let askedPull = machine.ask(.refresh, byPull: true)
        let pull = try #require(askedPull)
        let answered = machine.answer(true, to: pull)
        #expect(answered == .accepted(replacesTheList: true))
        #expect(machine.isRefreshing && machine.wantedRow == nil)

        machine.fail(message: "Offline")

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

        let endedALoad = machine.finish(updatesList: false)
        let first = machine.ownerDidUpdate()
        let second = machine.ownerDidUpdate()

        #expect(endedALoad)
        #expect(first.showsTheEndedLoadsPage && !second.showsTheEndedLoadsPage, "only the next update shows it")
        #expect(first.schedulesAnnouncement && !second.schedulesAnnouncement, "announced once")
        let announced = machine.takeEndedLoadToAnnounce()
        #expect(announced?.request == .nextPage && announced?.rowCountAtStart == 20)
        #expect(machine.takeEndedLoadToAnnounce() == nil)
    }

    @Test func aLoadStartedBeforeTheEndedOneIsAnnouncedTakesItsAnnouncementAway() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.nextPage, byPull: false)
        _ = machine.answer(true, to: try #require(askedQuestion))
        _ = machine.finish(updatesList: false)
        _ = machine.ownerDidUpdate()

        _ = machine.ask(.refresh, byPull: false)

        #expect(machine.takeEndedLoadToAnnounce() == nil)
    }

    @Test func anAbandonedLoadLeavesItsRowForTheNextAndADroppedOneTakesItAway() throws {
        var machine = LoadingStateMachine()
        let askedQuestion = machine.ask(.nextPage, byPull: false)
        let question = try #require(askedQuestion)
        _ = machine.answer(true, to: question)

        machine.abandon()
        #expect(machine.isIdle && machine.wantedRow == .loading)

        machine.drop()
        #expect(machine.wantedRow == nil)
    }

    @Test func aFailureKeepsItsErrorUntilTheNextLoadStartsAndAReloadMakesPagesAvailableAgain() throws {
        struct Offline: Error {}
        var machine = LoadingStateMachine()
        machine.setHasMorePages(false)
        let askedNext = machine.ask(.firstPage, byPull: false, byLoader: true)
        _ = machine.answer(true, to: try #require(askedNext))
        #expect(machine.hasMorePages, "a load that replaces the list makes pages available again")

        machine.fail(message: "Offline", error: Offline())
        #expect(machine.failureError is Offline)

        let askedRetry = machine.ask(.firstPage, byPull: false, byLoader: true)
        _ = machine.answer(true, to: try #require(askedRetry))
        #expect(machine.failureError == nil)
        #expect(machine.runningLoad?.attempt == 2)
    }
}
