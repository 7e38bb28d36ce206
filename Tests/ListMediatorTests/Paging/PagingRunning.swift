import Foundation
import ListMediator

/// What the two model-based paging runs share — a backend answered by hand and the model of
/// what the list should show — and the operations that act on those alone, the same for a
/// paging controller on a mediator and for the observable model.
@MainActor
protocol PagingRunning: AnyObject {
    var backend: FakePageBackend { get }
    var model: PagingModel { get set }
    var events: PagingRunEvents { get set }
    /// The pager's name in a step's words: `paging` or `feed`.
    var pagerName: String { get }
    /// The pager's programmatic refresh.
    func refreshPager() -> Bool
    /// The pager's `loadFirstPage()`: whether it started.
    func loadFirstPage() -> Bool
    /// The pager's `loadFirstPage(around:)`: whether it started.
    func loadPager(around anchor: Int) -> Bool
    /// The steps so far, in words, for a failure's message.
    var trace: [String] { get set }
    func perform(_ operation: PagingOperation) -> PagingRun.Performed
    /// Lets the pager's tasks handle every answer and make every request they will; what went
    /// wrong, if they did not.
    func settle() async -> String?
    /// The first broken invariant, or `nil`.
    func brokenInvariant() -> String?
    /// What the list shows, to compare before and after a late answer.
    func shownSnapshot() -> String
    /// Ends the run: nothing it started may outlive it.
    func finishRun() async
    /// Once the model took the step's requests: a call that should have returned by now and did
    /// not (a pull whose refresh ended), or `nil`.
    func callsReturned() async -> String?
    /// The first item on screen and where it is on screen, for a pager shown in a view.
    func firstItemOnScreen() -> (id: Int, y: CGFloat)?
    /// How far `place`'s item moved on screen, when the view could have kept it still; `nil`
    /// when it could not (the content too short to scroll there) or the item is gone.
    func movement(of place: (id: Int, y: CGFloat)) -> CGFloat?
    /// Checks and follows in the model the pages the pager dropped under its memory limit since
    /// the last step; what broke the rules, or `nil`.
    func followDroppedPages() -> String?
}

extension PagingRunning {
    func followDroppedPages() -> String? { nil }
    func callsReturned() async -> String? { nil }
    func firstItemOnScreen() -> (id: Int, y: CGFloat)? { nil }
    func movement(of place: (id: Int, y: CGFloat)) -> CGFloat? { nil }
}

extension PagingRunning {
    /// Loads the first page, then runs `operations`.
    /// - Returns: the first broken invariant, naming the step and the steps before it; `nil`
    ///   when every step kept every invariant.
    func run(_ operations: [PagingOperation]) async -> String? {
        var failure = await step(0) {
            PagingRun.Performed(
                description: "\(pagerName).loadFirstPage()", expected: .reload(byPull: false),
                failure: loadFirstPage() ? nil : "loadFirstPage() was refused")
        }
        for (index, operation) in operations.enumerated() where failure == nil {
            failure = await step(index + 1) { perform(operation) }
        }
        // No continuation may outlive its run, whether it failed or not.
        backend.cancelWaitingRequests()
        await finishRun()
        return failure
    }

    /// Performs one step and checks everything after it.
    func step(_ number: Int, _ operation: () -> PagingRun.Performed) async -> String? {
        let requestCount = backend.requests.count
        let shownBefore = shownSnapshot()
        let placeBefore = firstItemOnScreen()
        let performed = operation()
        trace.append("\(number). \(performed.description)")
        func failing(_ problem: String) -> String {
            "step \(number), \(performed.description): \(problem)\nsteps:\n" + trace.joined(separator: "\n")
        }
        if let failure = performed.failure { return failing(failure) }
        if let failure = await settle() { return failing(failure) }
        // Before the new requests: a page dropped at an end gives that end a page to load again.
        if let failure = followDroppedPages() { return failing(failure) }
        if let failure = model.takeNewRequests(of: backend, since: requestCount, expected: performed.expected) {
            return failing(failure)
        }
        if performed.answeredAbandoned, shownSnapshot() != shownBefore {
            return failing("invariant 2: a stale page changed the list from \(shownBefore) to \(shownSnapshot())")
        }
        if let failure = await callsReturned() { return failing(failure) }
        if performed.addsRowsAbove, let placeBefore, let moved = movement(of: placeBefore) {
            if abs(moved) >= 0.5 {
                return failing(
                    "invariant 8: item \(placeBefore.id) moved \(moved) points on screen as rows arrived above it")
            }
            events.placesKept += 1
        }
        return brokenInvariant().map(failing)
    }
}

extension PagingRunning {
    func answer(with pageItems: [PagedItem], isLast: Bool, opensTheTop: Bool) -> PagingRun.Performed {
        guard let request = backend.liveRequests.first, model.load?.serial == request.serial else {
            return .init(description: "answer \(pageItems): no load runs", expected: .none)
        }
        let page = FakePageBackend.page(for: request, items: pageItems, isLast: isLast, opensTheTop: opensTheTop)
        var performed = PagingRun.Performed(
            description: "answer \(request.summary) with \(pageItems)\(isLast ? ", the last page" : "")",
            expected: .pageIfAny)
        performed.addsRowsAbove = request.pageRequest.kind == .previousPage
        switch request.pageRequest.kind {
        case .nextPage: events.nextPagesShown += 1
        case .previousPage: events.previousPagesShown += 1
        case .firstPage, .refresh: if page.previousCursor != nil { events.reloadsOpeningTheTop += 1 }
        }
        events.repeatsDropped += model.show(page)
        if isLast { events.lastPagesShown += 1 }
        backend.answer(request, with: .success(page))
        return performed
    }

    func failLoad() -> PagingRun.Performed {
        guard let request = backend.liveRequests.first, model.load?.serial == request.serial else {
            return .init(description: "fail: no load runs", expected: .none)
        }
        let error = PageLoadFailure(serial: request.serial)
        events.failures += 1
        if request.pageRequest.kind == .previousPage { events.failuresAtTheTop += 1 }
        model.fail(message: error.description, cursor: request.pageRequest.cursor)
        backend.answer(request, with: .failure(error))
        // The other end may load now that none does.
        return .init(description: "fail \(request.summary)", expected: .pageIfAny)
    }

    func answerAbandoned(with pageItems: [PagedItem]?) -> PagingRun.Performed {
        guard let request = backend.oldestAbandonedRequest else {
            return .init(description: "late answer: no abandoned request waits", expected: .none)
        }
        events.lateAnswers += 1
        if let pageItems {
            backend.answer(request, with: .success(FakePageBackend.page(for: request, items: pageItems, isLast: false)))
        } else {
            backend.answer(request, with: .failure(PageLoadFailure(serial: request.serial)))
        }
        return .init(
            description: "\(request.summary), abandoned, arrives late with \(pageItems.map { "\($0)" } ?? "a failure")",
            expected: .none, answeredAbandoned: true)
    }

    func refresh() -> PagingRun.Performed {
        // Unlike a pull, a programmatic refresh wins over the load running: its answer is dropped.
        var description = "\(pagerName).refresh()"
        if let load = model.load, let request = backend.requests.first(where: { $0.serial == load.serial }) {
            request.isAbandoned = true
            model.abandonLoad()
            events.loadsAbandonedByRefresh += 1
            description += ", abandoning \(request.summary)"
        }
        let started = refreshPager()
        return .init(
            description: description, expected: .reload(byPull: false),
            failure: started ? nil : "refresh() was refused")
    }

    /// The user opens the list at `anchor`: refused while a load runs, a reload around it
    /// otherwise.
    func jump(to anchor: Int) -> PagingRun.Performed {
        let started = loadPager(around: anchor)
        let expected: ExpectedLoad = model.load == nil ? .reloadAround(anchor: anchor) : .none
        if started { events.jumps += 1 }
        return .init(
            description: "\(pagerName).loadFirstPage(around: \(anchor))", expected: expected,
            failure: started == (model.load == nil) ? nil : "loadFirstPage(around:) returned \(started)")
    }

    /// The items with a new one the owner inserts at the top or the bottom — an identity no page
    /// brings — recorded in the model.
    func ownerInserting(atTop: Bool) -> [PagedItem] {
        let new = PagedItem(id: 1_000 + events.ownerInserts, version: 0)
        events.ownerInserts += 1
        let items = atTop ? [new] + model.items : model.items + [new]
        model.ownerApplies(items)
        return items
    }

    /// The items the owner keeps: those whose bit in `mask` (by index modulo 10) is set,
    /// reversed when `reversing`, recorded in the model.
    func ownerKeeps(mask: Int, reversing: Bool) -> [PagedItem] {
        var kept = model.items.indices.filter { mask >> ($0 % 10) & 1 == 1 }.map { model.items[$0] }
        if reversing { kept.reverse() }
        if model.load != nil { events.ownerAppliesDuringLoads += 1 }
        model.ownerApplies(kept)
        return kept
    }
}
