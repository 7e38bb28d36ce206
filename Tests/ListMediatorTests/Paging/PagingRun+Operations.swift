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
        case .scrollToTop: scroll(percent: 0)
        case .pullToRefresh: pullToRefresh()
        case .answer(let items, let isLast, let opensTheTop):
            answer(with: items, isLast: isLast, opensTheTop: opensTheTop)
        case .fail: failLoad()
        case .retry(let byTappingTheRow): retry(byTappingTheRow: byTappingTheRow)
        case .answerAbandoned(let items): answerAbandoned(with: items)
        case .refresh: refresh()
        case .jump(let anchor): jump(to: anchor)
        case .ownerRemoves(let mask, let reversing): ownerRemoves(keepingMask: mask, reversing: reversing)
        case .ownerInserts(let atTop): ownerInserts(atTop: atTop)
        }
    }

    func scroll(percent: Int) -> Performed {
        let geometry = tableView.scrollGeometry
        let bottom = max(0, geometry.contentSize.height - geometry.boundsSize.height)
        let y = (bottom * CGFloat(percent) / 100).rounded()
        tableView.setContentOffset(CGPoint(x: 0, y: y))
        return Performed(description: "scroll to y \(y) of \(bottom)", expected: .pageIfAny)
    }

    func scrollToBottom() -> Performed {
        tableView.scrollToBottom()
        return Performed(description: "scroll to the bottom", expected: .pageIfAny)
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

    func retry(byTappingTheRow: Bool) -> Performed {
        let expected = ExpectedLoad.retry(in: model)
        // The row of the failure a retry repeats: the bottom's first, as `retry()`.
        let edge: ListEdge = model.failures[.bottom] == nil ? .top : .bottom
        if byTappingTheRow, showsLoadingFooter, case .failed = mediator.end(edge).loadingRow {
            // A footer is not selected by a tap: its retry button calls the mediator.
            _ = mediator.retry()
            events.failedRowTaps += 1
            return Performed(description: "tap the failed footer's retry", expected: expected)
        }
        if byTappingTheRow, case .failed = mediator.end(edge).loadingRow,
            let section = mediator.end(edge).loadingSection
        {
            // As a user would: bring the row on screen, then tap it.
            let row = IndexPath(row: 0, section: section)
            if !tableView.indexPathsForVisibleRows.contains(row) { tableView.scrollToRow(at: row) }
            tableView.tapRow(at: row)
            events.failedRowTaps += 1
            return Performed(description: "tap the failed row", expected: expected)
        }
        let started = paging.retry()
        let failure =
            started == (expected != .none)
            ? nil : "retry() returned \(started) where the model expects \(model.stateDescription)"
        return Performed(description: "paging.retry()", expected: expected, failure: failure)
    }

    func ownerRemoves(keepingMask mask: Int, reversing: Bool) -> Performed {
        let kept = ownerKeeps(mask: mask, reversing: reversing)
        ownerApply(kept)
        return Performed(
            description: "the owner applies \(kept)\(reversing ? ", reversed" : "")", expected: .pageIfAny)
    }

    func ownerInserts(atTop: Bool) -> Performed {
        let items = ownerInserting(atTop: atTop)
        ownerApply(items)
        var performed = Performed(
            description:
                "the owner inserts \(atTop ? items.first! : items.last!) \(atTop ? "at the top" : "at the bottom")",
            expected: .pageIfAny)
        performed.addsRowsAbove = atTop
        return performed
    }
}
