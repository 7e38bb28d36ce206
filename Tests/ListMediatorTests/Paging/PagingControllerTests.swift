import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct PagingControllerTests {
    let list = PagedList()

    @Test func theFirstPageLoadsUnderTheLoadingRowAndReplacesIt() async {
        #expect(list.paging.loadFirstPage())
        #expect(list.paging.state.description == "loading the first page")
        #expect(list.rowCounts == [0, 1])

        await list.respond(0..<20, nextCursor: 20)

        #expect(list.shownIDs == Array(0..<20))
        #expect(list.rowCounts == [20])
        #expect(list.paging.state.description == "idle")
        #expect(list.backend.requestedCursors == [nil])
    }

    @Test func theNextPageIsAppendedAsInsertedRowsWithoutADiff() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.settle()
        #expect(list.paging.state.description == "loading the next page")

        await list.respond(20..<25, nextCursor: 25)

        // Still at the bottom, so the page after it is on its way too.
        #expect(list.backend.requestedCursors == [nil, 20, 25])
        #expect(list.shownIDs == Array(0..<25))
        let pageInsert = list.tableView.performedBatchUpdates.first { (update: BatchUpdate) in
            update.insertedRows.first?.row == 20
        }
        #expect(pageInsert?.insertedRows == (20..<25).map { IndexPath(row: $0, section: 0) })
    }

    @Test func anUpdateByTheOwnerIsOneDiffedBatchAndTheNextPageSkipsWhatItAdded() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        let updatesBefore = list.tableView.performedBatchUpdates.count

        list.paging.update { items in
            items.removeAll { $0.id == 3 }
            items.append(PagedProduct(id: 21))
        }

        #expect(list.paging.loadedItems.map(\.id) == Array(0..<3) + Array(4..<20) + [21])
        let updates = list.tableView.performedBatchUpdates.dropFirst(updatesBefore)
        #expect(updates.count == 1)
        #expect(updates.first?.deletedRows == [IndexPath(row: 3, section: 0)])
        #expect(updates.first?.insertedRows == [IndexPath(row: 19, section: 0)])

        list.tableView.scrollToBottom()
        await list.settle()
        await list.respond(20..<25, nextCursor: 25)
        #expect(list.shownIDs.filter { $0 == 21 }.count == 1, "the identity the owner added is not shown twice")
    }

    @Test func aRefreshReplacesTheItemsWithOneDiffedUpdate() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        let updatesBefore = list.tableView.performedBatchUpdates.count

        list.refreshControl.pullToRefresh()
        #expect(list.paging.state.description == "refreshing")
        await list.respond(5..<25, nextCursor: 25)

        #expect(list.shownIDs == Array(5..<25))
        let updates = list.tableView.performedBatchUpdates.dropFirst(updatesBefore)
        #expect(updates.count == 1)
        #expect(updates.first?.deletedRows.count == 5)
        #expect(updates.first?.insertedRows.count == 5)
        #expect(!list.refreshControl.isRefreshing)
    }

    @Test func aPageArrivingAfterARefreshStartedIsDroppedAndItsTaskCancelled() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.settle()
        let stale = list.paging.loadingTask

        #expect(list.paging.refresh())
        await list.settle()
        list.backend.respond((100..<105).map { PagedProduct(id: $0) }, nextCursor: 105)  // the stale next page
        await stale?.value

        #expect(list.backend.cancelledCount == 1)
        #expect(list.shownIDs == Array(0..<20))
        #expect(list.paging.state.description == "refreshing")
        await list.respond(0..<10, nextCursor: 10)
        #expect(list.shownIDs == Array(0..<10))
    }

    @Test func aFailureShowsTheErrorRowAndKeepsWhatWasLoaded() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()

        await list.fail()

        #expect(list.shownIDs == Array(0..<20))
        #expect(list.paging.state.error is Offline)
        #expect(list.mediator.bottom.loadingRow == LoadingRow.failed(message: "You are offline"))
        #expect(list.rowCounts == [20, 1])
    }

    @Test func retryingAsksForTheFailedPageAgain() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.fail()

        list.tableView.tapRow(at: IndexPath(row: 0, section: 1))
        await list.respond(20..<30, nextCursor: 30)

        #expect(list.backend.requestedCursors == [nil, 20, 20])
        #expect(list.shownIDs == Array(0..<30))
    }

    @Test func aFailedFirstPageShowsTheErrorInPlaceOfTheEmptyList() async {
        list.paging.loadFirstPage()
        await list.fail()

        #expect(list.rowCounts == [0, 1])
        #expect(list.tableView.visibleCells.map(\.text) == ["You are offline — tap to retry"])
        #expect(list.paging.retry())
        await list.settle()
        #expect(list.backend.requestedCursors == [nil, nil])
    }

    @Test func theLastPageRemovesTheRowAndStopsAsking() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.respond(20..<22, nextCursor: nil)

        list.tableView.scrollToBottom()
        await list.settle()

        #expect(list.paging.state.description == "exhausted")
        #expect(list.rowCounts == [22])
        #expect(list.backend.requestedCursors == [nil, 20])
        #expect(!list.paging.loadNextPage())
    }

    @Test func theNextPageIsRefusedBeforeTheFirstPageAsByPagedItems() async {
        #expect(!list.paging.loadNextPage())
        await list.settle()

        #expect(list.backend.requestedCursors == [])
        #expect(list.paging.state.description == "idle")
        #expect(list.mediator.bottom.loadingRow == nil)
        #expect(list.paging.loadFirstPage())
    }

    @Test func aPageWhoseNextCursorIsItsOwnIsShownThenEndsAsFailedInsteadOfLoadingForever() async {
        list.paging.loadFirstPage()
        await list.respond(0..<5, nextCursor: 5)  // short: the next page follows at once
        await list.respond(5..<8, nextCursor: 5)  // the page at 5 says the next one starts at 5
        await list.settle()

        #expect(list.shownIDs == Array(0..<8), "the page is shown")
        #expect(list.backend.requestedCursors == [nil, 5], "and not asked for again by itself")
        guard case .failed(let error) = list.paging.state else {
            Issue.record("the state is \(list.paging.state), not failed")
            return
        }
        #expect(error as? PagingError == .cursorRepeats("5"))
        #expect(
            list.mediator.bottom.loadingRow
                == .failed(message: "The page at 5 says the page beyond it starts at 5 again."))
        #expect(list.paging.retry(), "a retry asks once more")
        await list.settle()
        #expect(list.backend.requestedCursors == [nil, 5, 5])
        await list.respond(5..<8, nextCursor: nil)
    }

    @Test func itemsRepeatedAcrossPagesAreShownOnce() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.respond(15..<30, nextCursor: 30)

        #expect(list.shownIDs == Array(0..<30))
    }

    @Test func anItemTheOwnerRemovedMayComeBackInALaterPage() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.items.apply(list.items.items.filter { $0.id != 19 }, completion: nil)
        list.tableView.scrollToBottom()
        await list.respond(19..<25, nextCursor: 25)

        #expect(list.shownIDs == Array(0..<25))
    }

    @Test func aShortFirstPageLoadsTheNextWithoutAScroll() async {
        list.paging.loadFirstPage()
        await list.respond(0..<3, nextCursor: 3)
        #expect(list.paging.state.description == "loading the next page")
        await list.respond(3..<6, nextCursor: nil)
        #expect(list.backend.requestedCursors == [nil, 3])
        #expect(list.shownIDs == Array(0..<6))
    }

    @Test func aRefreshBringsChangedItemsAsRowsUpdatedInPlace() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.refreshControl.pullToRefresh()
        await list.settle()
        let task = list.paging.loadingTask
        list.backend.respond((0..<20).map { PagedProduct(id: $0, price: $0 == 3 ? 2 : 1) }, nextCursor: 20)
        await task?.value

        #expect(list.tableView.performedBatchUpdates.last?.reconfiguredRows == [IndexPath(row: 3, section: 0)])
        #expect(list.tableView.performedBatchUpdates.last?.reloadedRows == [])
    }
}

extension PagingControllerTests {
    struct ServerDown: LocalizedError {
        var errorDescription: String? { "The catalogue is not reachable" }
    }

    @Test func aFailureMeantForUsersShowsItsOwnWords() {
        let paging = PagedList().paging
        #expect(paging.failureMessage(ServerDown()) == "The catalogue is not reachable")
        #expect(paging.failureMessage(Offline()) == "You are offline", "String(describing:) otherwise")
    }
}
