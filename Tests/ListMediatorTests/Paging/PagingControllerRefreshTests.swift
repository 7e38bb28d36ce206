import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// `paging.refresh()` while a load runs: the reload takes the load's place, however close the
/// list is to its end. Found by the model-based suite (`PagingModelRandomizedTests`): ending the
/// running load woke infinite scroll, which took the slot, and the reload was refused.
@MainActor
struct PagingControllerRefreshTests {
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 200))
    let refreshControl = HeadlessRefreshControl()
    let items = FlatDataSource<PagedItem, HeadlessTableView>(items: [], cellProvider: .text(\.text))
    let mediator: ListViewMediator<HeadlessTableView>
    let paging: PagingController<PagedItem, Int, HeadlessTableView>
    let backend = FakePageBackend()

    init() {
        mediator = ListViewMediator(wrapping: items)
        paging = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = paging
        mediator.refreshControl = refreshControl
        tableView.currentDataSource = mediator
    }

    /// Shows a first page of one item, ending at `nextCursor`: too short to fill the screen, so
    /// infinite scroll asks for the next page at once (unless it was the last).
    func showOneItem(nextCursor: Int?) async {
        paging.loadFirstPage()
        #expect(await backend.waitForTasks(of: paging))
        let page = Page(items: [PagedItem(id: 0, version: 0)], nextCursor: nextCursor)
        backend.answer(backend.requests[0], with: .success(page))
        #expect(await backend.waitForTasks(of: paging))
    }

    /// Answers what still waits, so no continuation outlives the test.
    func cancelWaitingRequests() async {
        backend.cancelWaitingRequests()
        #expect(await backend.waitForTasks(of: paging))
    }

    @Test func refreshWhileTheNextPageLoadsNearTheEndReloadsInsteadOfLoadingMore() async {
        await showOneItem(nextCursor: 7)
        #expect(backend.requests.map(\.pageRequest.cursor) == [nil, 7])

        let started = paging.refresh()
        #expect(await backend.waitForTasks(of: paging))

        #expect(started)
        #expect(backend.requests.map(\.pageRequest.cursor) == [nil, 7, nil])
        #expect(paging.state.description == "refreshing")
        #expect(mediator.bottom.loadingRow == .loading)
        await cancelWaitingRequests()
    }

    @Test func aPullAnsweredWithAnEmptyPageThatHasMoreLoadsTheNextPageAtOnce() async {
        await showOneItem(nextCursor: nil)
        refreshControl.pullToRefresh()
        #expect(await backend.waitForTasks(of: paging))

        backend.answer(backend.requests[1], with: .success(Page(items: [], nextCursor: 5)))
        #expect(await backend.waitForTasks(of: paging))

        #expect(items.items.isEmpty)
        #expect(backend.requests.map(\.pageRequest.cursor) == [nil, nil, 5])
        #expect(paging.state.isLoading)
        #expect(mediator.bottom.loadingRow == .loading)
        await cancelWaitingRequests()
    }

    @Test func refreshDuringAPullAfterTheLastPageReloadsInsteadOfLoadingMore() async {
        await showOneItem(nextCursor: nil)
        refreshControl.pullToRefresh()
        #expect(await backend.waitForTasks(of: paging))

        let started = paging.refresh()
        #expect(await backend.waitForTasks(of: paging))

        #expect(started)
        #expect(backend.requests.count == 3)
        #expect(paging.state.description == "refreshing")
        #expect(!refreshControl.isRefreshing)
        #expect(mediator.bottom.loadingRow == .loading)
        await cancelWaitingRequests()
    }
}
