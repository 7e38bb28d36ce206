import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Items added anywhere in a flat list without a diff: an older page above the others, a page
/// in the middle, and appending as inserting at the end.
@MainActor
struct FlatDataSourceInsertingTests {
    let tableView = HeadlessTableView()

    private func letters(_ items: [String]) -> FlatDataSource<String, HeadlessTableView> {
        FlatDataSource(items: items, cellProvider: .text { $0 })
    }

    private func rows(_ range: Range<Int>) -> [IndexPath] { range.map { IndexPath(row: $0, section: 0) } }

    @Test func aPageInsertedAboveTheOthersIsOneBatchOfInsertedRowsWithoutADiff() {
        let list = letters(["c", "d"])
        tableView.currentDataSource = list
        var outcome: UpdateOutcome?

        list.insert(contentsOf: ["a", "b"], at: 0) { outcome = $0 }

        #expect(list.items == ["a", "b", "c", "d"])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(insertedRows: rows(0..<2)))
        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.visibleCells.map(\.text) == ["a", "b", "c", "d"])
    }

    @Test func theSelectedItemsBelowTheInsertedOnesKeepTheirSelection() {
        let list = letters(["a", "b", "c"])
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = list
        list.selectItem(at: IndexPath(row: 0, section: 0))
        list.selectItem(at: IndexPath(row: 2, section: 0))

        list.insert(contentsOf: ["x", "y"], at: 1)

        #expect(list.selectedItems == ["a", "c"])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 4, section: 0)])
    }

    @Test func aDataSourceShownNowhereTakesTheItemsAndItsSelectionFollows() {
        let list = letters(["a", "b"])
        list.selectItem(at: IndexPath(row: 1, section: 0))

        let outcome = list.insert(contentsOf: ["z"], at: 0)

        #expect(outcome == .notDisplayed)
        #expect(list.items == ["z", "a", "b"])
        #expect(list.selectedItems == ["b"])
    }

    @Test func insertingNothingChangesNothingAndAppendingIsInsertingAtTheEnd() {
        let list = letters(["a"])
        tableView.currentDataSource = list
        let batches = tableView.performedBatchUpdates.count

        #expect(list.insert(contentsOf: [], at: 0) == .unchanged)
        #expect(tableView.performedBatchUpdates.count == batches)
        list.append(contentsOf: ["b", "c"])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(insertedRows: rows(1..<3)))
    }

    @Test func anIndexPastTheEndStopsWithAMessageNamingTheCount() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let list = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
                list.insert(contentsOf: ["b"], at: 2)
            }
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("cannot insert items at 2: FlatDataSource<String, HeadlessTableView> has 1 items"))
        }
    }
}
