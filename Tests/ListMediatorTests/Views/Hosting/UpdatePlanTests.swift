import Foundation
import ListMediatorTesting
import Testing

@testable import ListMediator

/// The one routine behind every change a data source makes to what a list shows: the data of
/// each batch inside it, the final data after a refusal, before the reload — and the completion
/// hears once how the change reached the list.
@MainActor
struct UpdatePlanTests {
    let tableView = HeadlessTableView()
    let items = FlatDataSource<String, HeadlessTableView>(items: ["a", "b"], cellProvider: .text { $0 })
    /// An insertion the data does not make: the view refuses it after the swap.
    let refused = BatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)])

    init() {
        tableView.currentDataSource = items
        _ = tableView.visibleCells
    }

    @Test func anAcceptedBatchSwapsTheDataInsideItAndCompletesAnimated() {
        var steps: [Int?] = []
        var heard: UpdateOutcome?

        let outcome = tableView.perform(
            .batch(BatchUpdate()), .batchUpdate, from: items, animated: false, completion: { heard = $0 }
        ) { steps.append($0) }

        #expect(steps == [0])
        #expect(outcome == .animated(stageCount: 1))
        #expect(heard == .animated(stageCount: 1))
        #expect(tableView.reloadCount == 1)  // the first load only
    }

    @Test func aRefusedBatchSetsTheFinalDataAfterItsSwapAndReloads() {
        var steps: [Int?] = []
        var heard: UpdateOutcome?

        let outcome = tableView.perform(
            .batch(refused), .batchUpdate, from: items, animated: false, completion: { heard = $0 }
        ) {
            steps.append($0)
        }

        #expect(steps == [0, nil], "the final data, set (not added) after the swap the view refused")
        guard case .reloaded(.batchUpdateRejected) = outcome else {
            Issue.record("expected a reload after the refusal, got \(outcome)")
            return
        }
        #expect(heard == outcome)
        #expect(tableView.reloadCount > 1)
        #expect(tableView.visibleCells.map(\.text) == ["a", "b"])
    }

    @Test func aRefusedEarlierBatchSetsTheFinalDataAndRunsNoLaterOne() {
        var steps: [Int?] = []
        var heard: [UpdateOutcome] = []

        let outcome = tableView.perform(
            .stages(count: 2), .batchUpdate, from: items, animated: false, completion: { heard.append($0) },
            stage: { [refused] in $0 == 0 ? refused : BatchUpdate() }
        ) { steps.append($0) }

        #expect(steps == [0, nil])
        #expect(heard == [outcome], "heard once, at the refusal")
    }

    @Test func aReloadOrNoChangeSetsTheFinalDataOnce() {
        var steps: [Int?] = []
        var heard: [UpdateOutcome] = []
        let reason = UpdateOutcome.ReloadReason.tooManyChanges(5, limit: 1)

        tableView.perform(.reload(reason), .batchUpdate, from: items, animated: true, completion: { heard.append($0) })
        {
            steps.append($0)
        }
        tableView.perform(.unchanged, .batchUpdate, from: items, animated: true, completion: { heard.append($0) }) {
            steps.append($0)
        }

        #expect(steps == [nil, nil])
        #expect(heard == [.reloaded(reason), .unchanged])
        #expect(tableView.reloadCount == 2)
    }

    @Test func aDataSourceShownNowhereGetsItsFinalDataAtOnce() {
        let hidden = FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 })
        var steps: [Int?] = []
        var madeAPlan = false

        let outcome = UpdatePlan.perform(
            .batchUpdate, for: hidden, through: hidden.host, animated: true, completion: nil,
            plan: { _ in
                madeAPlan = true
                return .batch(BatchUpdate())
            }
        ) { steps.append($0) }

        #expect(outcome == .notDisplayed)
        #expect(steps == [nil])
        #expect(!madeAPlan, "no view to plan for")
    }

    @Test func aRefusedChangeOfADataSourcesItemsIsMadeOnce() {
        var appends = 0
        let outcome = items.change(refused, as: .append, animated: false, updateData: { appends += 1 }, completion: nil)

        #expect(appends == 1)
        guard case .reloaded(.batchUpdateRejected) = outcome else {
            Issue.record("expected a reload after the refusal, got \(outcome)")
            return
        }
    }
}
