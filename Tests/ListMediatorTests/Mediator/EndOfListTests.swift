import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The end of the list: once every page is loaded, the loading row's place says so — when the
/// app asks for it.
@MainActor
struct EndOfListTests {
    func finishTheLastPage(_ list: MediatedList) {
        list.mediator.startLoading(.nextPage)
        list.mediator.hasNextPage = false
        list.mediator.stopLoading()
    }

    @Test func afterTheLastPageTheLoadingRowBecomesTheEndOfTheList() {
        let list = MediatedList(count: 2)
        list.mediator.showsEndOfList = true

        finishTheLastPage(list)

        #expect(list.mediator.bottom.loadingRow == .endOfList)
        #expect(list.visibleTexts == ["row 0", "row 1", "No more items"])
        // The loading row's section stayed: its row was reloaded, not deleted and inserted.
        #expect(list.tableView.performedBatchUpdates.last == BatchUpdate(reloadedRows: [IndexPath(row: 0, section: 1)]))
        #expect(list.tableView.rejectedBatchUpdates.isEmpty)
    }

    /// A reload makes pages available again, which takes the end of the list away: started
    /// without updating the list, that waits for the owner's next update too.
    @Test(arguments: [LoadRequest.refresh, .firstPage])
    func aReloadStartedWithoutUpdatingTheListLeavesTheEndOfTheListUntilTheOwnersUpdate(request: LoadRequest) {
        let list = MediatedList(count: 1)
        list.mediator.showsEndOfList = true
        list.mediator.hasNextPage = false
        #expect(list.visibleTexts == ["row 0", "No more items"])
        let batchCount = list.tableView.performedBatchUpdates.count

        #expect(list.mediator.startLoading(request, updatesList: false))

        #expect(list.mediator.hasNextPage)
        #expect(list.visibleTexts == ["row 0", "No more items"])
        #expect(list.tableView.performedBatchUpdates.count == batchCount)
        list.items.apply(["row 0", "row 1"])
        #expect(list.visibleTexts == ["row 0", "row 1", "Loading…"])
        #expect(list.tableView.performedBatchUpdates.count == batchCount + 1)
    }

    @Test func aRetryStartedWithoutUpdatingTheListLeavesTheFailureUntilTheOwnersUpdate() {
        let list = MediatedList(count: 1)
        list.mediator.showsEndOfList = true
        list.mediator.startLoading(.refresh)
        list.mediator.hasNextPage = false
        list.mediator.stopLoading(failure: "Offline")
        #expect(list.visibleTexts == ["row 0", "Offline — tap to retry"])

        #expect(list.mediator.startLoading(.refresh, updatesList: false))

        #expect(list.visibleTexts == ["row 0", "Offline — tap to retry"])
        list.items.apply(["row 0", "row 1"])
        #expect(list.visibleTexts == ["row 0", "row 1", "Loading…"])
    }

    @Test func withoutShowsEndOfListTheRowGoesAsBefore() {
        let list = MediatedList(count: 2)
        finishTheLastPage(list)
        #expect(list.mediator.bottom.loadingRow == nil)
        #expect(list.rowCounts == [2])
    }

    @Test func theEndOfTheListIsNotSelectableAndLoadsNothing() {
        let list = MediatedList(count: 2)
        list.mediator.showsEndOfList = true
        finishTheLastPage(list)
        let requests = list.delegate.loadRequests

        list.tableView.tapRow(at: IndexPath(row: 0, section: 1))
        list.tableView.scrollToBottom()

        #expect(list.delegate.loadRequests == requests)
        #expect(list.mediator.bottom.loadingRow == .endOfList)
    }

    @Test func aRefreshTakesTheEndAwayAndTheNextLastPageBringsItBack() {
        let list = MediatedList(count: 2)
        list.mediator.showsEndOfList = true
        finishTheLastPage(list)

        #expect(list.mediator.startLoading(.refresh))
        #expect(list.mediator.hasNextPage)
        #expect(list.mediator.bottom.loadingRow == .loading)

        list.mediator.hasNextPage = false
        list.mediator.stopLoading()
        #expect(list.mediator.bottom.loadingRow == .endOfList)
        #expect(list.tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func anEmptyListShowsNoEndUntilItHasRowsAndLosesItWhenItIsEmptied() {
        let list = MediatedList(count: 0)
        list.mediator.showsEndOfList = true
        list.delegate.acceptsLoads = false
        list.mediator.hasNextPage = false
        #expect(list.mediator.bottom.loadingRow == nil)
        #expect(list.rowCounts == [0])

        list.items.apply(["a"])
        #expect(list.mediator.bottom.loadingRow == .endOfList)
        #expect(list.rowCounts == [1, 1])

        list.items.apply([])
        #expect(list.mediator.bottom.loadingRow == nil)
        #expect(list.rowCounts == [0])
        #expect(list.tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func asAFooterTheEndOfTheListIsTheFootersText() {
        let list = MediatedList(count: 2, loadingRow: LoadingFooterTests.footer)
        list.mediator.showsEndOfList = true
        finishTheLastPage(list)
        #expect(list.tableView.footerView(forSection: 1)?.text == "No more items")
        #expect(list.rowCounts == [2, 0])
    }
}
