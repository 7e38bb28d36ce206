import Foundation
import ListMediator
import ListMediatorTesting

// Each operation as a SwiftUI list's user, the code or the backend does it, with what the model
// expects of it (the same expectations as the paging controller's run where the two meet).

extension PagedItemsRun {
    typealias Performed = PagingRun.Performed

    func perform(_ operation: PagingOperation) -> Performed {
        switch operation {
        case .scroll(let percent): scroll(percent: percent)
        case .scrollToBottom: scroll(percent: 100)
        case .scrollToTop: scroll(percent: 0)
        case .pullToRefresh: pullToRefresh()
        case .answer(let items, let isLast, let opensTheTop):
            answer(with: items, isLast: isLast, opensTheTop: opensTheTop)
        case .fail: failLoad()
        case .retry: retry()
        case .answerAbandoned(let items): answerAbandoned(with: items)
        case .refresh: refresh()
        case .jump(let anchor): jump(to: anchor)
        case .ownerRemoves(let mask, let reversing): ownerRemoves(keepingMask: mask, reversing: reversing)
        case .ownerInserts(let atTop):
            {
                let items = ownerInserting(atTop: atTop)
                feed.update { $0 = items }
                return Performed(description: "the owner inserts an item", expected: .pageIfAny)
            }()
        }
    }

    func scroll(percent: Int) -> Performed {
        top = max(0, feed.items.count - Self.visibleRowCount) * percent / 100
        showRows()
        return Performed(description: "scroll to row \(top)", expected: .pageIfAny)
    }

    func pullToRefresh() -> Performed {
        // As `refreshable` calls it: the pull runs until its refresh ends.
        let pull = Pull()
        pulls.append(
            (
                Task {
                    await feed.pullToRefresh()
                    pull.hasReturned = true
                }, pull
            ))
        if let load = model.load {
            events.pullsRefused += 1
            return Performed(description: "pull to refresh while request \(load.serial) loads", expected: .none)
        }
        events.pullsStarted += 1
        return Performed(description: "pull to refresh", expected: .reload(byPull: true))
    }

    func retry() -> Performed {
        let expected = ExpectedLoad.retry(in: model)
        let started = feed.retry()
        let failure =
            started == (expected != .none)
            ? nil : "retry() returned \(started) where the model expects \(model.stateDescription)"
        return Performed(description: "feed.retry()", expected: expected, failure: failure)
    }

    func ownerRemoves(keepingMask mask: Int, reversing: Bool) -> Performed {
        let kept = ownerKeeps(mask: mask, reversing: reversing)
        feed.update { $0 = kept }
        return Performed(
            description: "the owner keeps \(kept)\(reversing ? ", reversed" : "")", expected: .pageIfAny)
    }
}
