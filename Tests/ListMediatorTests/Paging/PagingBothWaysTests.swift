import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A paging controller whose pages give a cursor for the page before them: earlier pages load at
/// the top, each end keeps its own state, and the rules of one-way paging hold at both ends.
@MainActor
struct PagingBothWaysTests {
    let list = PagedList()

    /// Loads a first page of items 100..<140 with pages before (at 100) and after (at 140), and
    /// scrolls to the middle of it, near neither end. The top asks only at the very top until
    /// ``scrollToTheTop()``: the first page shows from its first row, which would be near it.
    private func openInTheMiddle() async {
        list.mediator.top.threshold = 0
        list.paging.loadFirstPage()
        await list.respond(100..<140, previousCursor: 100, nextCursor: 140)
        list.tableView.setContentOffset(CGPoint(x: 0, y: 660))
        await list.settle()
    }

    /// Scrolls to the top with the default threshold, as a user flicking up would.
    private func scrollToTheTop() async {
        list.mediator.top.threshold = nil
        list.tableView.setContentOffset(.zero)
        await list.settle()
    }

    @Test func aFirstPageWithAPreviousCursorOpensTheTopEnd() async {
        await openInTheMiddle()

        #expect(list.mediator.hasPreviousPage)
        #expect(list.paging.previousCursor == 100)
        #expect(list.paging.state(at: .top).description == "idle")
        #expect(list.paging.state(at: .bottom).description == "idle")
        #expect(list.backend.requestedKinds == [.firstPage])
    }

    @Test func aListWhosePagesGiveNoPreviousCursorNeverLoadsAtTheTop() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.setContentOffset(.zero)
        await list.settle()

        #expect(!list.paging.loadPreviousPage())
        #expect(list.paging.state(at: .top).description == "exhausted")
        #expect(list.backend.requestedKinds == [.firstPage])
    }

    @Test func scrollingToTheTopInsertsThePreviousPageAboveWithoutADiff() async throws {
        await openInTheMiddle()
        await scrollToTheTop()
        #expect(list.paging.state.description == "loading the previous page")
        #expect(list.paging.state(at: .top).isLoading && !list.paging.state(at: .bottom).isLoading)
        #expect(list.rowCounts == [1, 40])
        let updatesBefore = list.tableView.performedBatchUpdates.count

        await list.respond(90..<100, previousCursor: nil, nextCursor: 100)

        #expect(list.backend.requestedKinds == [.firstPage, .previousPage])
        #expect(list.backend.requestedCursors == [nil, 100])
        #expect(list.shownIDs == Array(90..<140))
        let pageInsert = try #require(list.tableView.performedBatchUpdates.dropFirst(updatesBefore).first)
        #expect(pageInsert.insertedRows == (0..<10).map { IndexPath(row: $0, section: 1) })
        #expect(pageInsert.deletedRows.isEmpty && pageInsert.reloadedRows.isEmpty)
        #expect(list.paging.state(at: .top).description == "exhausted", "the page gave no cursor before it")
        #expect(list.rowCounts == [50])
        #expect(list.paging.nextCursor == 140, "a previous page leaves the next cursor alone")
    }

    @Test func aFailureAtTheTopWaitsForItsRetryWhileTheBottomGoesOn() async {
        await openInTheMiddle()
        await scrollToTheTop()
        await list.fail()

        #expect(list.paging.state(at: .top).error is Offline)
        #expect(list.paging.state.description == "failed: You are offline")
        #expect(list.mediator.top.loadingRow == .failed(message: "You are offline"))
        #expect(!list.paging.loadPreviousPage(), "a failed end waits for its retry")

        #expect(list.paging.loadNextPage())
        await list.respond(140..<150, nextCursor: nil)
        #expect(list.shownIDs == Array(100..<150))
        #expect(list.paging.state(at: .bottom).description == "exhausted")
        #expect(list.paging.state(at: .top).error is Offline, "the top's failure outlives the bottom's page")

        #expect(list.paging.retry())
        await list.settle()
        #expect(list.backend.requestedKinds == [.firstPage, .previousPage, .nextPage, .previousPage])
        #expect(list.backend.requestedCursors.last == 100)
    }

    @Test func aPreviousPageOfItemsAlreadyShownAddsOnlyTheNewOnes() async {
        await openInTheMiddle()
        #expect(list.paging.loadPreviousPage())
        await list.respond(95..<105, previousCursor: 95, nextCursor: 105)

        #expect(list.shownIDs == Array(95..<140))
        #expect(list.paging.previousCursor == 95)
    }

    @Test func aPreviousPageWhoseCursorBeforeItIsItsOwnEndsTheTopAsFailed() async {
        await openInTheMiddle()
        #expect(list.paging.loadPreviousPage())
        await list.respond(90..<100, previousCursor: 100, nextCursor: 100)

        #expect(list.shownIDs == Array(90..<140))
        #expect(list.paging.state(at: .top).error as? PagingError == .cursorRepeats("100"))
        #expect(list.paging.state(at: .bottom).description == "idle")
    }

    @Test func aRefreshDropsAPreviousPageOnItsWayAndTakesTheCursorsOfItsOwnPage() async {
        await openInTheMiddle()
        #expect(list.paging.loadPreviousPage())
        await list.settle()
        let stale = list.paging.loadingTask

        #expect(list.paging.refresh())
        await list.settle()
        list.backend.respond((0..<10).map { PagedProduct(id: $0) }, previousCursor: 0, nextCursor: 100)
        await stale?.value
        #expect(list.shownIDs == Array(100..<140), "the stale previous page is dropped")

        await list.respond(200..<220, nextCursor: 220)

        #expect(list.shownIDs == Array(200..<220))
        #expect(list.paging.previousCursor == nil && !list.mediator.hasPreviousPage)
        #expect(list.paging.state(at: .top).description == "exhausted")
    }

    @Test func observersHearTheStateOfEachEnd() async {
        var heard: [String] = []
        list.paging.events.add(list.tableView) { _, event in
            heard.append("\(event.top)/\(event.bottom)")
        }
        await openInTheMiddle()
        #expect(list.paging.loadPreviousPage())
        await list.fail()

        #expect(heard == ["exhausted/loading", "idle/idle", "loading/idle", "failed: You are offline/idle"])
    }
}
