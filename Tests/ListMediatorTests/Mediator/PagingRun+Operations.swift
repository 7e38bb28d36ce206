import Foundation
import ListMediator
import ListMediatorTesting

// Each operation as the user, the code or the backend does it, with what the model expects
// of it. Answers change the model before the controller's task sees them: the model says what
// the answer should show, and the checks after the step compare.

extension PagingRun {
    func perform(_ operation: PagingOperation) -> Performed {
        switch operation {
        case .scroll(let percent): scroll(percent: percent)
        case .scrollToBottom: scrollToBottom()
        case .pullToRefresh: pullToRefresh()
        case .answer(let items, let isLast): answer(with: items, isLast: isLast)
        case .fail: failLoad()
        case .retry(let byTappingTheRow): retry(byTappingTheRow: byTappingTheRow)
        case .answerAbandoned(let items): answerAbandoned(with: items)
        case .refresh: refresh()
        case .ownerRemoves(let mask, let reversing): ownerRemoves(keepingMask: mask, reversing: reversing)
        }
    }

    func scroll(percent: Int) -> Performed {
        let geometry = tableView.scrollGeometry
        let bottom = max(0, geometry.contentSize.height - geometry.boundsSize.height)
        let y = (bottom * CGFloat(percent) / 100).rounded()
        tableView.setContentOffset(CGPoint(x: 0, y: y))
        return Performed(description: "scroll to y \(y) of \(bottom)", expected: .nextPageIfAny)
    }

    func scrollToBottom() -> Performed {
        tableView.scrollToBottom()
        return Performed(description: "scroll to the bottom", expected: .nextPageIfAny)
    }

    func pullToRefresh() -> Performed {
        refreshControl.pullToRefresh()
        // A pull is refused while a page loads, and the control stops at once.
        if let load = model.load {
            events.pullsRefused += 1
            return Performed(description: "pull to refresh while request \(load.serial) loads", expected: .none)
        }
        events.pullsStarted += 1
        return Performed(description: "pull to refresh", expected: .reload(byPull: true))
    }

    func answer(with pageItems: [PagedItem], isLast: Bool) -> Performed {
        guard let request = backend.liveRequests.first, model.load?.serial == request.serial else {
            return Performed(description: "answer \(pageItems): no load runs", expected: .none)
        }
        let page = FakePageBackend.page(for: request, items: pageItems, isLast: isLast)
        if !request.isReload { events.nextPagesShown += 1 }
        events.repeatsDropped += model.show(page)
        if isLast { events.lastPagesShown += 1 }
        backend.answer(request, with: .success(page))
        return Performed(
            description: "answer \(request.summary) with \(pageItems)\(isLast ? ", the last page" : "")",
            expected: .nextPageIfAny)
    }

    func failLoad() -> Performed {
        guard let request = backend.liveRequests.first, model.load?.serial == request.serial else {
            return Performed(description: "fail: no load runs", expected: .none)
        }
        let error = PageLoadFailure(serial: request.serial)
        events.failures += 1
        model.fail(message: error.description, cursor: request.pageRequest.cursor)
        backend.answer(request, with: .failure(error))
        return Performed(description: "fail \(request.summary)", expected: .none)
    }

    func retry(byTappingTheRow: Bool) -> Performed {
        let expected = model.failure.map { ExpectedLoad.retry(cursor: $0.cursor) } ?? .none
        if byTappingTheRow, showsLoadingFooter, case .failed = mediator.loadingRow {
            // A footer is not selected by a tap: its retry button calls the mediator.
            _ = mediator.retry()
            events.failedRowTaps += 1
            return Performed(description: "tap the failed footer's retry", expected: expected)
        }
        if byTappingTheRow, case .failed = mediator.loadingRow, let section = mediator.loadingSection {
            // As a user would: bring the row on screen, then tap it.
            let row = IndexPath(row: 0, section: section)
            if !tableView.indexPathsForVisibleRows.contains(row) { tableView.scrollToRow(at: row) }
            tableView.tapRow(at: row)
            events.failedRowTaps += 1
            return Performed(description: "tap the failed row", expected: expected)
        }
        let started = paging.retry()
        let failure =
            started == (model.failure != nil)
            ? nil : "retry() returned \(started) where the model expects \(model.stateDescription)"
        return Performed(description: "paging.retry()", expected: expected, failure: failure)
    }

    func answerAbandoned(with pageItems: [PagedItem]?) -> Performed {
        guard let request = backend.oldestAbandonedRequest else {
            return Performed(description: "late answer: no abandoned request waits", expected: .none)
        }
        events.lateAnswers += 1
        if let pageItems {
            backend.answer(request, with: .success(FakePageBackend.page(for: request, items: pageItems, isLast: false)))
        } else {
            backend.answer(request, with: .failure(PageLoadFailure(serial: request.serial)))
        }
        return Performed(
            description: "\(request.summary), abandoned, arrives late with \(pageItems.map { "\($0)" } ?? "a failure")",
            expected: .none, answeredAbandoned: true)
    }

    func refresh() -> Performed {
        // Unlike a pull, a programmatic refresh wins over the load running: its answer is dropped.
        var description = "paging.refresh()"
        if let load = model.load, let request = backend.requests.first(where: { $0.serial == load.serial }) {
            request.isAbandoned = true
            model.abandonLoad()
            events.loadsAbandonedByRefresh += 1
            description += ", abandoning \(request.summary)"
        }
        let started = paging.refresh()
        return Performed(
            description: description, expected: .reload(byPull: false),
            failure: started ? nil : "refresh() was refused")
    }

    func ownerRemoves(keepingMask mask: Int, reversing: Bool) -> Performed {
        var kept = model.items.indices.filter { mask >> ($0 % 10) & 1 == 1 }.map { model.items[$0] }
        if reversing { kept.reverse() }
        if model.load != nil { events.ownerAppliesDuringLoads += 1 }
        model.ownerApplies(kept)
        ownerApply(kept)
        return Performed(
            description: "the owner applies \(kept)\(reversing ? ", reversed" : "")", expected: .nextPageIfAny)
    }
}
