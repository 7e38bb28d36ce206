import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A paging controller opened at an item (a message from a notification) and refreshing around
/// the user's place rather than from the start.
@MainActor
struct PagingAroundAnAnchorTests {
    let list = PagedList()

    @Test func theFirstPageCanOpenAroundAnAnchorAndGrowBothWays() async {
        list.mediator.top.threshold = 0

        #expect(list.paging.loadFirstPage(around: 500))
        await list.settle()
        #expect(list.backend.requestedKinds == [.firstPage])
        #expect(list.backend.requestedCursors == [500])
        await list.respond(490..<530, previousCursor: 490, nextCursor: 530)

        #expect(list.shownIDs == Array(490..<530))
        #expect(list.mediator.hasPreviousPage && list.mediator.hasNextPage)
        #expect(list.paging.loadPreviousPage())
        await list.settle()
        #expect(list.backend.requestedCursors.last == 490)
    }

    @Test func aRetryOfAFirstPageOpenedAtAnAnchorAsksAroundItAgain() async {
        list.paging.loadFirstPage(around: 500)
        await list.fail()

        #expect(list.paging.retry())
        await list.settle()

        #expect(list.backend.requestedKinds == [.firstPage, .firstPage])
        #expect(list.backend.requestedCursors == [500, 500])
    }

    @Test func anAnchorNoPageHoldsLeavesTheListEmptyAndPagingExhausted() async {
        list.paging.loadFirstPage(around: 9_999)
        await list.respond(0..<0, previousCursor: nil, nextCursor: nil)

        #expect(list.shownIDs.isEmpty)
        #expect(list.paging.state.description == "exhausted")
        #expect(list.rowCounts == [0])
    }

    @Test func aRefreshStartsAroundTheFirstItemOnScreenWhenTheRefreshCursorSaysSo() async {
        list.paging.refreshCursor = { item in item.id - item.id % 10 }
        list.mediator.top.threshold = 0
        list.paging.loadFirstPage()
        await list.respond(0..<40, nextCursor: 40)
        list.tableView.setContentOffset(CGPoint(x: 0, y: 12 * 44 + 10))  // item 12 at the top, 10 points up
        await list.settle()
        let placeOf13 = list.tableView.rectForRow(at: IndexPath(row: 13, section: 0)).minY - 12 * 44 - 10

        list.refreshControl.pullToRefresh()
        await list.settle()

        #expect(list.backend.requestedKinds.last == .refresh)
        #expect(list.backend.requestedCursors.last == 10)
        await list.respond(5..<45, previousCursor: 5, nextCursor: 45)
        #expect(list.shownIDs == Array(5..<45))
        let offset = list.tableView.scrollGeometry.contentOffset.y
        let row13 = list.tableView.rectForRow(at: IndexPath(row: 13 - 5, section: 0)).minY
        #expect(row13 - offset == placeOf13, "the user's place survives the refresh")
        #expect(list.mediator.hasPreviousPage)
    }

    @Test func aRefreshWithoutARefreshCursorStartsFromTheFirstPage() async {
        list.paging.loadFirstPage()
        await list.respond(0..<40, nextCursor: 40)
        list.tableView.setContentOffset(CGPoint(x: 0, y: 400))

        #expect(list.paging.refresh())
        await list.settle()

        #expect(list.backend.requestedCursors.last == .some(nil))
    }

    @Test func openingAtAnAnchorOnceDoesNotHoldLaterRefreshesThere() async {
        list.paging.refreshCursor = { _ in 7 }
        list.paging.loadFirstPage(around: 500)
        await list.respond(500..<540, nextCursor: 540)

        #expect(list.paging.refresh())
        await list.settle()

        #expect(list.backend.requestedCursors.last == 7)
    }

    @Test func thePullRefreshesWhereTheUserIsEvenAfterAJumpFailed() async {
        list.paging.refreshCursor = { $0.id }
        list.paging.loadFirstPage()
        await list.respond(0..<40, nextCursor: 40)
        list.paging.loadFirstPage(around: 500)
        await list.fail()

        list.tableView.setContentOffset(CGPoint(x: 0, y: 5 * 44))
        list.refreshControl.pullToRefresh()
        await list.settle()

        #expect(list.backend.requestedCursors.suffix(2) == [500, 5])
    }
}
