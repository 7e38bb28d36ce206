import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// What becomes of a mediator when the `PagingController` driving it is released.
@MainActor
struct PagingControllerLifetimeTests {
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 200))
    let items = FlatDataSource<PagedItem, HeadlessTableView>(items: [], cellProvider: .text(\.text))
    let mediator: ListViewMediator<HeadlessTableView>
    let backend = FakePageBackend()

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        mediator = ListViewMediator(wrapping: items)
        tableView.currentDataSource = mediator
    }

    @Test func releasingTheControllerMidLoadEndsTheLoadAndTheLoadingRowGoes() async {
        var paging: PagingController? = PagingController(mediator: mediator, items: items, loadPage: backend.loader)
        paging?.loadFirstPage()
        #expect(await backend.waitForTasks(of: paging!))
        #expect(mediator.isLoading)
        #expect(tableView.numberOfSections == 2)  // the items' section and the loading row's

        weak let released = paging
        paging = nil
        #expect(released == nil)
        await Task.yield()  // the mediator hears on the main actor's next turn

        #expect(!mediator.isLoading)
        #expect(mediator.loadingRow == nil)
        #expect(tableView.numberOfSections == 1)
        backend.cancelWaitingRequests()
        await Task.yield()
        #expect(items.items.isEmpty)
    }

    @Test func afterTheControllerIsGoneTheMediatorsDelegateDecidesLoadsAgain() async {
        let delegate = RecordingMediatorDelegate()
        mediator.delegate = delegate
        var paging: PagingController? = PagingController(mediator: mediator, items: items, loadPage: backend.loader)
        paging?.loadFirstPage()
        #expect(await backend.waitForTasks(of: paging!))
        paging = nil
        backend.cancelWaitingRequests()
        await Task.yield()

        #expect(mediator.startLoadingMore(false))
        #expect(delegate.loadRequests == [false])
        #expect(mediator.loadingRow == .loading)
    }

    @Test func replacingTheControllerMidLoadEndsTheOldLoadSoTheNewOneCanStart() async {
        var paging = PagingController(mediator: mediator, items: items, loadPage: backend.loader)
        paging.loadFirstPage()
        #expect(await backend.waitForTasks(of: paging))

        paging = PagingController(mediator: mediator, items: items, loadPage: backend.loader)
        await Task.yield()  // the first controller's release reaches the mediator

        #expect(!mediator.isLoading)
        #expect(paging.loadFirstPage())
        #expect(await backend.waitForTasks(of: paging))
        #expect(backend.requests.count == 2)
        backend.cancelWaitingRequests()
        #expect(await backend.waitForTasks(of: paging))
    }

    @Test func aControllerReleasedAfterAnotherTookOverLeavesTheNewOnesLoadAlone() async {
        var first: PagingController? = PagingController(mediator: mediator, items: items, loadPage: backend.loader)
        let second = PagingController(mediator: mediator, items: items, loadPage: backend.loader)
        second.loadFirstPage()
        #expect(await backend.waitForTasks(of: second))

        first = nil
        await Task.yield()

        #expect(first == nil)
        #expect(mediator.isLoading)
        #expect(mediator.loadingRow == .loading)
        backend.cancelWaitingRequests()
        #expect(await backend.waitForTasks(of: second))
    }
}
