import ListMediator
import ListMediatorTesting

/// A backend the test answers by hand: each page request is recorded and waits on a
/// continuation until the test answers it, so a test decides which page arrives when — late,
/// failed, or never.
@MainActor
final class FakePageBackend {
    /// One page request the controller made.
    final class Request {
        /// Counts requests from 1, in the order the controller made them.
        let serial: Int
        let pageRequest: PageRequest<Int>
        var continuation: CheckedContinuation<Page<PagedItem, Int>, any Error>?
        /// Whether the test's model says the controller dropped this load (a programmatic refresh
        /// replaced it), so its answer must change nothing.
        var isAbandoned = false
        var isAnswered = false
        /// Whether the controller's task has received the answer and handled it.
        var isDelivered = false

        init(serial: Int, pageRequest: PageRequest<Int>) {
            self.serial = serial
            self.pageRequest = pageRequest
        }

        var isReload: Bool { pageRequest.isReload }

        /// The request in a step's words: its serial and which page it asks for.
        var summary: String {
            "request \(serial) (\(pageRequest.cursor.map { "\(pageRequest.kind) at \($0)" } ?? "reload"))"
        }
    }

    /// Every request so far, oldest first.
    private(set) var requests: [Request] = []

    /// The page loader to give the controller: on the main actor, as the test's steps are, so
    /// that a yield lets the controller's task make its request.
    var loader: PagingController<PagedItem, Int, HeadlessTableView>.PageLoader {
        { @MainActor [self] request in try await load(request) }
    }

    func load(_ pageRequest: PageRequest<Int>) async throws -> Page<PagedItem, Int> {
        let request = Request(serial: requests.count + 1, pageRequest: pageRequest)
        requests.append(request)
        // The controller's task handles the answer in the same main-actor job that returns from
        // here (no await follows), so once this flag is seen set, the answer has been handled.
        defer { request.isDelivered = true }
        return try await withCheckedThrowingContinuation { request.continuation = $0 }
    }

    /// The requests not answered yet whose answer the model says the controller would apply.
    var liveRequests: [Request] {
        requests.filter { !$0.isAnswered && !$0.isAbandoned }
    }

    /// The oldest request the controller abandoned that is still waiting for its answer.
    var oldestAbandonedRequest: Request? {
        requests.first { !$0.isAnswered && $0.isAbandoned }
    }

    /// Whether an answer was given that the controller's task has not handled yet.
    var hasUndeliveredAnswers: Bool {
        requests.contains { $0.isAnswered && !$0.isDelivered }
    }

    /// Yields to `paging`'s tasks until they have handled every answer, a next page the mediator
    /// scheduled has started, and `paging`, when loading, has asked for its page; `false` when
    /// they still had not after `yieldLimit` yields.
    ///
    /// The tasks run on the main actor, whose jobs run in order: after one yield the tasks a
    /// step started have made their requests and the answers it gave are handled; the loop covers
    /// the loads those answers start in turn.
    func waitForTasks(of paging: PagingController<PagedItem, Int, HeadlessTableView>, yieldLimit: Int = 100) async
        -> Bool
    {
        for _ in 0..<yieldLimit {
            await Task.yield()
            let waitsForRequest = paging.state.isLoading && liveRequests.isEmpty
            let waitsForNextPage = ListEdge.allCases.contains { paging.mediator?.end($0).isPageScheduled ?? false }
            if !hasUndeliveredAnswers && !waitsForRequest && !waitsForNextPage { return true }
        }
        return false
    }

    /// Answers `request`; the controller's task handles it once the test awaits.
    func answer(_ request: Request, with result: Result<Page<PagedItem, Int>, any Error>) {
        guard let continuation = request.continuation else {
            preconditionFailure("\(request.summary) was answered twice")
        }
        request.continuation = nil
        request.isAnswered = true
        continuation.resume(with: result)
    }

    /// Answers every waiting request with a cancellation, so no continuation outlives its run.
    func cancelWaitingRequests() {
        for request in requests where !request.isAnswered {
            answer(request, with: .failure(CancellationError()))
        }
    }

    /// The page a backend returns for `request` with `items`: its cursors are unique to the
    /// request, so a request that names one can only follow (or precede) this page. A next page
    /// gives a next cursor unless `isLast`, a previous page a previous cursor unless `isLast`, a
    /// reload both — the previous one only when `opensTheTop`. A next page also gives the cursor
    /// back to the page before it, and a previous page the one to the page after it, as a backend
    /// paging both ways does: a controller that dropped that page loads it again from there.
    static func page(for request: Request, items: [PagedItem], isLast: Bool, opensTheTop: Bool = false) -> Page<
        PagedItem, Int
    > {
        let next = 1_000 + request.serial
        let previous = 2_000 + request.serial
        let back = 3_000 + request.serial
        return switch request.pageRequest.kind {
        case .nextPage: Page(items: items, previousCursor: back, nextCursor: isLast ? nil : next)
        case .previousPage: Page(items: items, previousCursor: isLast ? nil : previous, nextCursor: back)
        case .firstPage, .refresh:
            Page(items: items, previousCursor: opensTheTop ? previous : nil, nextCursor: isLast ? nil : next)
        }
    }
}

/// The error a failed page request throws; the loading row shows its description.
struct PageLoadFailure: Error, CustomStringConvertible {
    let serial: Int

    var description: String { "request \(serial) failed" }
}
