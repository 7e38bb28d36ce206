import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct PullToRefreshTests {
    let list = MediatedList(count: 30)

    @Test func pullingAsksTheDelegateToReloadWithoutTheLoadingRow() {
        list.refreshControl.pullToRefresh()

        #expect(list.delegate.loadRequests == [false])
        #expect(list.mediator.isRefreshingByPull)
        #expect(list.mediator.bottom.loadingRow == nil)
        #expect(list.rowCounts == [30])
    }

    @Test func stopLoadingEndsTheRefresh() {
        list.refreshControl.pullToRefresh()
        list.mediator.stopLoading()
        #expect(!list.refreshControl.isRefreshing)
        #expect(!list.mediator.isRefreshingByPull)
    }

    @Test func aPullWhileAPageLoadsIsRefusedAndTheControlStops() {
        list.mediator.startLoading(.nextPage)
        list.refreshControl.pullToRefresh()

        #expect(list.delegate.loadRequests == [true])
        #expect(!list.refreshControl.isRefreshing)
        #expect(list.mediator.bottom.loadingRow == .loading)
    }

    @Test func loadingMoreIsRefusedWhileRefreshing() {
        list.refreshControl.pullToRefresh()
        #expect(!list.mediator.startLoading(.nextPage))
        list.tableView.scrollToBottom()
        #expect(list.delegate.loadRequests == [false])
    }

    @Test func aRefreshTheDelegateRefusesStopsTheControl() {
        list.delegate.acceptsLoads = false
        list.refreshControl.pullToRefresh()
        #expect(!list.refreshControl.isRefreshing)
        #expect(!list.mediator.isRefreshingByPull)
    }

    @Test func aPullAfterAFailureHidesTheFailedRowAndReloads() {
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(failure: "Offline")

        list.refreshControl.pullToRefresh()

        #expect(list.delegate.loadRequests == [true, false])
        #expect(list.mediator.bottom.loadingRow == nil)
        #expect(list.rowCounts == [30])
    }

    @Test func aFailedRefreshEndsTheControlAndOffersARetryOfTheReload() {
        list.refreshControl.pullToRefresh()
        list.mediator.stopLoading(failure: "Offline")
        #expect(!list.refreshControl.isRefreshing)

        list.mediator.retry()
        #expect(list.delegate.loadRequests == [false, false])
    }

    @Test func replacingTheControlDetachesTheOldOne() {
        let old = list.refreshControl
        list.mediator.refreshControl = HeadlessRefreshControl()
        old.pullToRefresh()
        #expect(list.delegate.loadRequests.isEmpty)
    }
}
