import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The mediator says what a load is for — the first page, the next page, a refresh — to a
/// delegate that asks, and to a loader that takes the decision from the delegate.
@MainActor
struct LoadRequestTests {
    /// A delegate that implements only the call with the request.
    final class RequestDelegate: ListViewMediatorDelegate {
        typealias View = HeadlessTableView
        var requests: [LoadRequest] = []
        func listView(
            _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
            shouldLoad request: LoadRequest
        ) -> Bool {
            requests.append(request)
            return true
        }
    }

    /// A loader an app writes, as `PagingController` is one.
    final class AppLoader: ListLoader {
        var requests: [LoadRequest] = []
        func mediator(_ mediator: ListViewMediator<HeadlessTableView>, shouldLoad request: LoadRequest) -> Bool {
            requests.append(request)
            return true
        }
    }

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 440))
    let items = FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 })
    let delegate = RequestDelegate()
    let refreshControl = HeadlessRefreshControl()
    let mediator: ListViewMediator<HeadlessTableView>

    init() {
        mediator = ListViewMediator(wrapping: items, delegate: delegate)
        mediator.refreshControl = refreshControl
        tableView.currentDataSource = mediator
    }

    @Test func aReloadOfAnEmptyListIsTheFirstPageAndOfAListWithRowsARefresh() {
        mediator.startLoading(.refresh)
        #expect(mediator.runningRequest == .firstPage)
        items.apply((0..<30).map { "row \($0)" })
        mediator.stopLoading()

        mediator.startLoading(.refresh)
        mediator.stopLoading()
        mediator.startLoading(.nextPage)

        #expect(delegate.requests == [.firstPage, .refresh, .nextPage])
    }

    @Test func thePullToRefreshIsARefreshAndARetryRepeatsTheRequestThatFailed() {
        items.apply((0..<30).map { "row \($0)" })
        refreshControl.pullToRefresh()
        #expect(mediator.isRefreshingByPull)
        mediator.stopLoading(failure: "Offline")
        #expect(mediator.bottom.loadingRow == .failed(message: "Offline"))

        mediator.retry()

        #expect(delegate.requests == [.refresh, .refresh])
        #expect(mediator.runningRequest == .refresh)
        #expect(!mediator.isRefreshingByPull, "a retry shows the loading row, not the refresh control")
    }

    @Test func aLoaderTakesTheDecisionFromTheDelegateWhichHearsNoMoreLoads() {
        let loader = AppLoader()
        mediator.loader = loader

        #expect(mediator.startLoading(.firstPage))

        #expect(loader.requests == [.firstPage])
        #expect(delegate.requests.isEmpty)
        #expect(mediator.bottom.loadingRow == .loading)
    }

    @Test func aRemovedLoaderLeavesTheDecisionToTheDelegateAgain() {
        items.apply((0..<30).map { "row \($0)" })  // a screen and more: no next page follows by itself
        mediator.loader = AppLoader()
        mediator.startLoading(.refresh)
        mediator.stopLoading()
        mediator.loader = nil

        mediator.startLoading(.refresh)

        #expect(delegate.requests == [.refresh])
    }

    @Test func theNextPageIsRefusedAfterTheLastOneAndAFirstPageMakesPagesAvailableAgain() {
        mediator.hasNextPage = false
        #expect(!mediator.startLoading(.nextPage))
        #expect(mediator.startLoading(.firstPage))
        #expect(mediator.hasNextPage)
    }
}
