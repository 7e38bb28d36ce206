import Foundation
import ListMediatorTesting
import Testing

@testable import ListMediator

/// The one routine behind every change a data source makes to what a list shows: the data
/// changes exactly once, inside the batch or, when the view refuses it, before the reload.
@MainActor
struct PerformOrReloadTests {
    let tableView = HeadlessTableView()
    let items = FlatDataSource<String, HeadlessTableView>(items: ["a", "b"], cellProvider: .text { $0 })

    init() {
        tableView.currentDataSource = items
        _ = tableView.visibleCells
    }

    @Test func anAcceptedUpdateSwapsTheDataInsideTheBatchAndCompletesAnimated() {
        var swaps = 0
        var heard: UpdateOutcome?

        let outcome = tableView.performOrReload(
            BatchUpdate(), from: items, animated: false, updateData: { swaps += 1 }, completion: { heard = $0 })

        #expect(swaps == 1)
        #expect(outcome == .animated(stageCount: 1))
        #expect(heard == .animated(stageCount: 1))
        #expect(tableView.reloadCount == 1)  // the first load only
    }

    @Test func aRefusedUpdateSwapsTheDataOnceThenReloadsAndSaysWhy() {
        var swaps = 0
        var heard: UpdateOutcome?
        // An insertion the data does not make: the view refuses it after the swap.
        let outcome = tableView.performOrReload(
            BatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)]), from: items, animated: false,
            updateData: { swaps += 1 }, completion: { heard = $0 })

        #expect(swaps == 1)
        guard case .reloaded(.batchUpdateRejected) = outcome else {
            Issue.record("expected a reload after the refusal, got \(outcome)")
            return
        }
        #expect(heard == outcome)
        #expect(tableView.reloadCount > 1)
        #expect(tableView.visibleCells.map(\.text) == ["a", "b"])
    }

    @Test func aRefusalHandlerSetsItsOwnDataAndHearsThatTheSwapRan() {
        var toldTheSwapRan: Bool?

        tableView.performOrReload(
            BatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)]), from: items, animated: false,
            updateData: {}, afterRefusal: { toldTheSwapRan = $0 })

        #expect(toldTheSwapRan == true)
    }
}
