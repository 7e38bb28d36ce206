import Foundation
@_spi(Backends) import ListMediator
import ListMediatorTesting
import Testing

/// The steps every backend's batch update shares (`ListView.performCheckedBatchUpdate`): the data
/// swaps first, the update is checked against the old and new counts, and then either the
/// backend shows it or, rejected, reloads and the error is thrown.
@MainActor
struct BatchRoutineTests {
    let tableView = HeadlessTableView()
    let items = DiffSectionsDataSource([DiffableSection(identifier: 0, items: [DiffRow(1), DiffRow(2)])])

    /// The data source's sections after `rows` rows, swapped without telling the view.
    static func sections(rows: Int) -> DiffSections {
        [DiffableSection(identifier: 0, items: (1...rows).map { DiffRow($0) })]
    }

    init() {
        tableView.currentDataSource = items
        tableView.reloadData()
    }

    @Test func theDataSwapsBeforeTheCheckAndTheBackendGetsBothCounts() throws {
        var events: [String] = []
        try tableView.performCheckedBatchUpdate(
            BatchUpdate(insertedRows: [IndexPath(row: 2, section: 0)]), rowCountsBefore: [2],
            updateData: {
                events.append("swap")
                items.sections = Self.sections(rows: 3)
            },
            rejected: { _ in events.append("rejected") },
            show: { checked in
                events.append("show \(checked.rowCountsBefore) → \(checked.rowCountsAfter)")
                #expect(
                    checked.makeMapping().newIndexPath(for: IndexPath(row: 1, section: 0))
                        == IndexPath(row: 1, section: 0))
            })
        #expect(events == ["swap", "show [2] → [3]"])
    }

    @Test func aBrokenUpdateIsHandedToTheBackendToReloadAndThenThrown() {
        var events: [String] = []
        #expect(
            throws: BatchUpdateError.invalidNumberOfRows(
                section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
        ) {
            try tableView.performCheckedBatchUpdate(
                BatchUpdate(), rowCountsBefore: [2],
                updateData: { items.sections = Self.sections(rows: 3) },
                rejected: { _ in events.append("rejected") },
                show: { _ in events.append("show") })
        }
        #expect(events == ["rejected"])
    }
}
