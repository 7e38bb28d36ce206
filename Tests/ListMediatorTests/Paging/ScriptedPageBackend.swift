import Foundation
import ListMediator
import ListMediatorTesting

/// A backend whose page requests wait until the test answers them, in any order.
@MainActor
final class ScriptedPageBackend<Item: Sendable> {
    struct Request {
        let request: PageRequest<Int>
        let continuation: CheckedContinuation<Page<Item, Int>, any Error>
    }

    /// Requests not answered yet, oldest first.
    private(set) var pending: [Request] = []
    /// The cursors of every request, in order.
    private(set) var requestedCursors: [Int?] = []
    /// What every request was for, in order.
    private(set) var requestedKinds: [LoadRequest] = []
    /// How many requests saw their task cancelled by the time they were answered.
    private(set) var cancelledCount = 0

    /// The loader to hand to a `PagingController`.
    func load(_ request: PageRequest<Int>) async throws -> Page<Item, Int> {
        requestedCursors.append(request.cursor)
        requestedKinds.append(request.kind)
        let page = try await withCheckedThrowingContinuation {
            pending.append(Request(request: request, continuation: $0))
        }
        if Task.isCancelled { cancelledCount += 1 }
        return page
    }

    /// The requests not answered yet, oldest first.
    var pendingRequests: [PageRequest<Int>] { pending.map(\.request) }

    /// Answers the oldest request with `items`, preceded by the page at `previousCursor` and
    /// followed by the page at `nextCursor`.
    func respond(_ items: [Item], previousCursor: Int? = nil, nextCursor: Int?) {
        pending.removeFirst().continuation.resume(
            returning: Page(items: items, previousCursor: previousCursor, nextCursor: nextCursor))
    }

    /// Answers the oldest request with `error`.
    func fail(_ error: any Error) {
        pending.removeFirst().continuation.resume(throwing: error)
    }
}

struct Offline: Error, CustomStringConvertible {
    var description: String { "You are offline" }
}

/// A product with an identity and a changing price, for pages.
struct PagedProduct: Identifiable, Equatable, Sendable {
    let id: Int
    var price = 1
}

/// A table view showing pages of products through a mediator and a paging controller.
@MainActor
struct PagedList {
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 440))
    let backend = ScriptedPageBackend<PagedProduct>()
    let items = FlatDataSource<PagedProduct, HeadlessTableView>(items: [], cellProvider: .text { "\($0.id)" })
    let mediator: ListViewMediator<HeadlessTableView>
    let paging: PagingController<PagedProduct, Int, HeadlessTableView>
    let refreshControl = HeadlessRefreshControl()

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        mediator = ListViewMediator(wrapping: items)
        mediator.refreshControl = refreshControl
        paging = PagingController(items: items) { @MainActor [backend] request in try await backend.load(request) }
        mediator.loader = paging
        tableView.currentDataSource = mediator
    }

    /// Lets the loads started so far, and a next page the mediator scheduled, reach the backend.
    func settle() async {
        for _ in 0..<10 { await Task.yield() }
    }

    /// Answers the oldest request and waits until the controller has shown the page and a next
    /// page that follows has started.
    func respond(_ ids: Range<Int>, previousCursor: Int? = nil, nextCursor: Int?) async {
        await settle()
        let task = paging.loadingTask
        backend.respond(ids.map { PagedProduct(id: $0) }, previousCursor: previousCursor, nextCursor: nextCursor)
        await task?.value
        await settle()
    }

    /// Fails the oldest request and waits until the controller has shown the failure.
    func fail() async {
        await settle()
        let task = paging.loadingTask
        backend.fail(Offline())
        await task?.value
    }

    var shownIDs: [Int] { items.items.map(\.id) }
    var rowCounts: [Int] { (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:)) }
}
