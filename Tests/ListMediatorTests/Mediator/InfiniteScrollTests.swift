import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct InfiniteScrollTests {
    /// 30 rows of 44 points in a 440-point view: 1,320 points of content, ten rows on screen.
    let list = MediatedList(count: 30, height: 440)

    @Test func scrollingFartherThanTheThresholdFromTheEndAsksNothing() async {
        list.tableView.setContentOffset(CGPoint(x: 0, y: 400))  // 520 points below the visible bottom
        await Task.yield()
        #expect(list.delegate.loadRequests.isEmpty)
    }

    @Test func comingWithinOneScreenOfTheEndAsksForTheNextPageOnce() async {
        list.tableView.setContentOffset(CGPoint(x: 0, y: 481))  // 399 points left: less than a screen
        list.tableView.setContentOffset(CGPoint(x: 0, y: 600))
        list.tableView.scrollToBottom()
        await Task.yield()

        #expect(list.delegate.loadRequests == [true])
        #expect(list.mediator.bottom.loadingRow == .loading)
    }

    @Test func afterThePageEndsTheNextScrollNearTheEndAsksAgain() async {
        list.tableView.setContentOffset(CGPoint(x: 0, y: 600))
        await Task.yield()
        list.items.append(contentsOf: MediatedList.rows(30..<40))
        list.mediator.stopLoading()
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])

        list.tableView.scrollToBottom()
        await Task.yield()
        #expect(list.delegate.loadRequests == [true, true])
    }

    @Test func theThresholdCanBeSet() async {
        list.mediator.bottom.threshold = 100
        list.tableView.setContentOffset(CGPoint(x: 0, y: 700))  // 180 points left
        await Task.yield()
        #expect(list.delegate.loadRequests.isEmpty)
        list.tableView.setContentOffset(CGPoint(x: 0, y: 800))  // 80 points left
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func aThresholdOfZeroWaitsForTheVeryEnd() async {
        list.mediator.bottom.threshold = 0
        list.tableView.setContentOffset(CGPoint(x: 0, y: 879))
        await Task.yield()
        #expect(list.delegate.loadRequests.isEmpty)
        list.tableView.scrollToBottom()
        await Task.yield()
        #expect(list.delegate.loadRequests.isEmpty)  // distance 0 is not below 0
        list.mediator.bottom.threshold = 1
        list.tableView.scrollToBottom()
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func theBottomInsetCountsAsContent() async {
        list.tableView.contentInset = ListEdgeInsets(bottom: 200)
        list.tableView.setContentOffset(CGPoint(x: 0, y: 700))  // 1520 - 1140 = 380: inside one screen
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func aShortFirstPageAsksForTheNextWithoutAScroll() async {
        let short = MediatedList(count: 0, height: 440)
        short.mediator.startLoading(.refresh)
        short.items.apply(MediatedList.rows(0..<3))
        short.mediator.stopLoading()
        await Task.yield()

        #expect(short.delegate.loadRequests == [false, true])
        #expect(short.mediator.bottom.loadingRow == .loading)
    }

    @Test func anEmptyListWaitsForItsFirstLoad() async {
        let empty = MediatedList(count: 0)
        empty.tableView.setContentOffset(.zero)
        await Task.yield()
        #expect(empty.delegate.loadRequests.isEmpty)
    }

    @Test func aRefreshThatLeavesTheListEmptyWithPagesLeftAsksForTheNextPage() async {
        // An empty first page with more to come is the shortest of short pages.
        list.refreshControl.pullToRefresh()
        list.items.apply([])
        list.mediator.hasNextPage = true
        list.mediator.stopLoading()
        await Task.yield()

        #expect(list.delegate.loadRequests == [false, true])
        #expect(list.mediator.bottom.loadingRow == .loading)
    }

    @Test func aPageShownWithTheOwnersUpdateThatLeavesTheListEmptyAsksForTheNextPage() async {
        list.mediator.startLoading(.refresh)
        list.mediator.stopLoading(updatesList: false)
        list.items.apply([])  // the page, and the loading row's removal, in one update
        await Task.yield()

        #expect(list.delegate.loadRequests == [false, true])
        #expect(list.mediator.bottom.loadingRow == .loading)
    }

    @Test func clearingTheListAfterALoadWaitsForTheOwnersNextLoad() async {
        // As a search screen does before it loads the results of a new query.
        list.mediator.startLoading(.refresh)
        list.mediator.stopLoading()
        list.items.apply([])
        await Task.yield()

        #expect(list.delegate.loadRequests == [false])
        #expect(list.mediator.startLoading(.refresh))
    }

    @Test func anEmptyListWithNoPagesLeftAfterALoadAsksNothing() async {
        list.mediator.startLoading(.refresh)
        list.items.apply([])
        list.mediator.hasNextPage = false
        list.mediator.stopLoading()
        await Task.yield()

        #expect(list.delegate.loadRequests == [false])
        #expect(list.mediator.bottom.loadingRow == nil)
    }

    @Test func noMorePagesStopsTheTrigger() async {
        list.mediator.hasNextPage = false
        list.tableView.scrollToBottom()
        await Task.yield()
        #expect(list.delegate.loadRequests.isEmpty)
    }

    @Test func aFailureWaitsForARetryInsteadOfRetryingOnEveryScroll() async {
        list.tableView.scrollToBottom()
        await Task.yield()
        list.mediator.stopLoading(failure: "Offline")
        list.tableView.setContentOffset(CGPoint(x: 0, y: 500))
        list.tableView.scrollToBottom()
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func theOwnerShorteningTheListAsksForMore() async {
        list.items.apply(MediatedList.rows(0..<5))
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func scrollEventsReachTheOwnerToo() {
        list.tableView.setContentOffset(CGPoint(x: 0, y: 10))
        #expect(list.delegate.calls.contains("scroll"))
    }
}
