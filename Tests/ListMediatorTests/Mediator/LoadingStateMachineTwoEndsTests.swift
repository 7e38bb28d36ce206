import Foundation
import Testing

@testable import ListMediator

/// The loading state's two ends: each keeps its own row, failure and pages left, and one load
/// runs at a time across both.
struct LoadingStateMachineTwoEndsTests {
    /// A machine with pages at both ends whose previous page failed with "Offline".
    private func failedAtTheTop() throws -> LoadingStateMachine {
        var machine = LoadingStateMachine()
        machine.setHasMorePages(true, at: .top)
        let asked = machine.ask(.previousPage, byPull: false)
        _ = machine.answer(true, to: try #require(asked))
        #expect(machine.wantedRow(at: .top) == .loading && machine.wantedRow(at: .bottom) == nil)
        _ = machine.fail(message: "Offline")
        return machine
    }

    @Test func aFailureAtOneEndHoldsThatEndOnly() throws {
        let machine = try failedAtTheTop()

        #expect(machine.wantedRow(at: .top) == .failed(message: "Offline"))
        #expect(machine.wantedRow(at: .bottom) == nil)
        #expect(machine.failedRequest(at: .top) == .previousPage && machine.failedRequest(at: .bottom) == nil)
        #expect(machine.failedEdge == .top)
        #expect(!machine.allowsInfiniteScroll(at: .top))
        #expect(machine.allowsInfiniteScroll(at: .bottom))
    }

    @Test func whileOneEndLoadsTheOtherIsNeitherAskedNorScheduled() throws {
        var machine = LoadingStateMachine()
        machine.setHasMorePages(true, at: .top)
        let asked = machine.ask(.nextPage, byPull: false)
        _ = machine.answer(true, to: try #require(asked))

        let secondQuestion = machine.ask(.previousPage, byPull: false)
        let scheduling = machine.schedulePage(at: .top)
        #expect(secondQuestion == nil)
        #expect(scheduling == .none)
        #expect(!machine.allowsInfiniteScroll(at: .top))
        #expect(machine.wantedRow(at: .top) == nil)
    }

    @Test func aRefusedRetryAtTheTopGivesTheTopItsFailureBack() throws {
        var machine = try failedAtTheTop()
        let asked = machine.ask(.previousPage, byPull: false)
        #expect(machine.wantedRow(at: .top) == .failed(message: "Offline"), "the failure shows while asking")

        let (answered, _) = machine.answer(false, to: try #require(asked))

        #expect(answered == .refused)
        #expect(machine.failedRequest(at: .top) == .previousPage)
    }

    @Test func aPageEndingNearItsEdgeSchedulesThatEdgeOnly() throws {
        var machine = LoadingStateMachine()
        machine.setHasMorePages(true, at: .top)
        let asked = machine.ask(.previousPage, byPull: false)
        _ = machine.answer(true, to: try #require(asked))
        #expect(machine.edgeFinishingMaySchedule == .top)

        let effects = machine.finish(updatesList: true, isNearItsEdge: true)

        #expect(effects.schedulesPage == .top)
        #expect(machine.isPageScheduled(at: .top) && !machine.isPageScheduled(at: .bottom))
        #expect(machine.wantedRow(at: .top) == .loading, "the row stays for the scheduled page")
        let taken = machine.takeScheduledPage(at: .top)
        #expect(taken)
    }

    @Test func aReloadTakesTheTopsFailureAwayAndLeavesItsPagesLeftToTheOwner() throws {
        var machine = try failedAtTheTop()
        machine.setHasMorePages(false, at: .bottom)
        let asked = machine.ask(.refresh, byPull: false)
        #expect(machine.wantedRow(at: .top) == .failed(message: "Offline"), "until the reload is accepted")

        let (answered, effects) = machine.answer(true, to: try #require(asked))

        #expect(answered == .accepted(replacesTheList: true) && effects.showsRow)
        #expect(machine.wantedRow(at: .top) == nil && machine.wantedRow(at: .bottom) == .loading)
        #expect(machine.hasMorePages(at: .bottom))
        #expect(machine.hasMorePages(at: .top))
    }

    @Test func failingWithNoLoadRunningOffersTheNextPageAtTheBottom() throws {
        var machine = try failedAtTheTop()
        _ = machine.fail(message: "Later")
        #expect(machine.failedRequest(at: .bottom) == .nextPage)
        #expect(machine.wantedRow(at: .top) == .failed(message: "Offline"))
    }
}
