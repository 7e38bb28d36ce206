import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Who keeps a `PagingController`, and what becomes of a mediator's load when its loader is
/// replaced.
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

    @Test func theMediatorKeepsItsLoaderAndReleasesItWithItself() {
        let otherItems = FlatDataSource<PagedItem, HeadlessTableView>(items: [], cellProvider: .text(\.text))
        var mediator: ListViewMediator<HeadlessTableView>? = ListViewMediator(wrapping: otherItems)
        var paging: PagingController? = PagingController(items: otherItems, loadPage: backend.loader)
        mediator?.loader = paging
        weak let controller = paging
        paging = nil
        #expect(controller != nil)

        mediator = nil

        #expect(controller == nil)
    }

    @Test func aControllerIsRefusedUntilItIsAMediatorsLoader() {
        let paging = PagingController(items: items, loadPage: backend.loader)
        #expect(!paging.loadFirstPage())
        #expect(paging.mediator == nil)

        mediator.loader = paging

        #expect(paging.mediator === mediator)
        #expect(paging.loadFirstPage())
        backend.cancelWaitingRequests()
    }

    @Test func replacingTheLoaderMidLoadEndsTheLoadAtOnceAndTheLoadingRowGoes() async {
        let paging = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = paging
        paging.loadFirstPage()
        #expect(await backend.waitForTasks(of: paging))
        #expect(mediator.isLoading)
        #expect(tableView.numberOfSections == 2)  // the items' section and the loading row's

        mediator.loader = nil

        #expect(!mediator.isLoading)
        #expect(mediator.bottom.loadingRow == nil)
        #expect(tableView.numberOfSections == 1)
        backend.cancelWaitingRequests()
        await Task.yield()
        #expect(items.items.isEmpty)
    }

    @Test func withoutALoaderTheMediatorsDelegateDecidesLoadsAgain() async {
        let delegate = RecordingMediatorDelegate()
        mediator.delegate = delegate
        let paging = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = paging
        paging.loadFirstPage()
        #expect(await backend.waitForTasks(of: paging))
        mediator.loader = nil
        backend.cancelWaitingRequests()
        await Task.yield()

        #expect(mediator.startLoading(.refresh))
        #expect(delegate.loadRequests == [false])
        #expect(mediator.bottom.loadingRow == .loading)
    }

    @Test func aNewControllerTakesOverAndTheFormerOneCanNoLongerDriveTheMediator() async {
        let first = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = first
        first.loadFirstPage()
        #expect(await backend.waitForTasks(of: first))

        let second = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = second

        #expect(!mediator.isLoading)
        #expect(!first.loadFirstPage() && !first.refresh())
        #expect(second.loadFirstPage())
        #expect(await backend.waitForTasks(of: second))
        #expect(backend.requests.count == 2)
        backend.cancelWaitingRequests()
        #expect(await backend.waitForTasks(of: second))
    }

    @Test func theStateIsTheMediatorsLoadingAsThisControllerDecidedIt() async {
        let paging = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = paging
        #expect(paging.state.description == "idle")
        paging.loadFirstPage()
        #expect(paging.state.description == "loading the first page")
        #expect(mediator.isLoading)

        mediator.loader = nil

        #expect(paging.state.description == "idle", "no mediator's loader: nothing it decided runs")
        backend.cancelWaitingRequests()
        await Task.yield()
    }

    @Test func aPageAskedForByAFormerMediatorIsNotTakenForTheNewMediatorsLoad() async {
        let paging = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = paging
        paging.loadFirstPage()
        #expect(await backend.waitForTasks(of: paging))
        let asked = backend.requests[0]
        // The controller moves to another mediator over the same items, which loads its own
        // first load: the same attempt number in its own count.
        mediator.loader = nil
        tableView.currentDataSource = nil
        let otherView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 200))
        let other = ListViewMediator(wrapping: items, loader: paging)
        otherView.currentDataSource = other
        paging.loadFirstPage()
        #expect(await backend.waitForTasks(of: paging))

        backend.answer(asked, with: .success(Page(items: [PagedItem(id: 1, version: 0)], nextCursor: nil)))
        for _ in 0..<10 { await Task.yield() }

        #expect(items.items.isEmpty, "the former mediator's page is not shown")
        #expect(other.isLoading, "the new mediator's load still runs")
        backend.cancelWaitingRequests()
        #expect(await backend.waitForTasks(of: paging))
    }

    @Test func aPageOrAFailureOfAReplacedControllerChangesNothing() async {
        let first = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = first
        first.loadFirstPage()
        #expect(await backend.waitForTasks(of: first))
        let second = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = second
        second.loadFirstPage()
        #expect(await backend.waitForTasks(of: second))

        let page = Page(items: [PagedItem(id: 0, version: 0)], nextCursor: 1)
        backend.answer(backend.requests[0], with: .success(page))  // the first controller's page
        #expect(await backend.waitForTasks(of: second))

        #expect(items.items.isEmpty, "the replaced controller's page is dropped")
        #expect(mediator.isLoading, "the second controller's load runs on")
        #expect(second.state.description == "loading the first page")

        let third = PagingController(items: items, loadPage: backend.loader)
        mediator.loader = third
        third.loadFirstPage()
        #expect(await backend.waitForTasks(of: third))
        backend.answer(backend.requests[1], with: .failure(PageLoadFailure(serial: 2)))  // the second's
        #expect(await backend.waitForTasks(of: third))

        #expect(mediator.bottom.loadingRow == .loading, "the replaced controller's failure shows nowhere")
        #expect(third.state.description == "loading the first page")
        backend.cancelWaitingRequests()
        #expect(await backend.waitForTasks(of: third))
    }

    @Test func aLoadTheDelegateDecidedRunsOnWhenALoaderIsSet() {
        let delegate = RecordingMediatorDelegate()
        mediator.delegate = delegate
        #expect(mediator.startLoading(.refresh))

        mediator.loader = PagingController(items: items, loadPage: backend.loader)

        #expect(mediator.isLoading)
        #expect(mediator.bottom.loadingRow == .loading)
    }
}
