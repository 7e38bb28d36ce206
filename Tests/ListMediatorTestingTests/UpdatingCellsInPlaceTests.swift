import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A row whose item stays but whose content changes keeps its cell, updated in place, as UIKit's
/// `reconfigureRows(at:)` does — unless the reload policy asks for a reload.
@MainActor
struct UpdatingCellsInPlaceTests {
    struct Product: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    let tableView = HeadlessTableView()
    let products = FlatDataSource<Product, HeadlessTableView>(
        items: [Product(id: 0, name: "Atlas"), Product(id: 1, name: "Novel"), Product(id: 2, name: "Whisk")],
        cellProvider: .text(\.name))

    init() {
        tableView.currentDataSource = products
        tableView.layoutIfNeeded()
    }

    @Test func aChangedItemKeepsItsCellAndSelectionAndShowsTheNewContent() {
        tableView.tapRow(at: IndexPath(row: 2, section: 0))
        let shown = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        let created = tableView.createdCellCount

        products.apply([Product(id: 1, name: "Novel"), Product(id: 2, name: "Whisk, on sale")])

        #expect(tableView.performedBatchUpdates.last?.reconfiguredRows == [IndexPath(row: 2, section: 0)])
        #expect(tableView.performedBatchUpdates.last?.reloadedRows == [])
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === shown, "the row moved up with its cell")
        #expect(shown?.text == "Whisk, on sale")
        #expect(shown?.isSelected == true)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(tableView.reconfiguredCellCount == 1)
        #expect(tableView.createdCellCount == created)
    }

    @Test func aReloadPolicyForChangedRowsStillReloadsTheRow() {
        tableView.tapRow(at: IndexPath(row: 1, section: 0))

        products.apply(
            [Product(id: 0, name: "Atlas"), Product(id: 1, name: "Novel, signed"), Product(id: 2, name: "Whisk")],
            reloadPolicy: .automatic.changedRows(.reload))

        #expect(tableView.performedBatchUpdates.last?.reloadedRows == [IndexPath(row: 1, section: 0)])
        #expect(
            tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0),
            "the view drops a reloaded row's selection, as UIKit does; the data source, which keeps it by item, selects it again"
        )
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.text == "Novel, signed")
        #expect(tableView.reconfiguredCellCount == 0)
    }

    @Test func aRowOffScreenIsNotAskedForItsCellUntilItAppears() {
        let short = HeadlessTableView(boundsSize: CGSize(width: 320, height: 44))
        tableView.currentDataSource = nil
        short.currentDataSource = products
        short.layoutIfNeeded()

        products.apply([Product(id: 0, name: "Atlas"), Product(id: 1, name: "Novel"), Product(id: 2, name: "Whisk!")])

        #expect(short.performedBatchUpdates.last?.reconfiguredRows == [IndexPath(row: 2, section: 0)])
        #expect(short.reconfiguredCellCount == 0)
    }

    @Test func aReconfiguredRowObeysTheRulesOfAReloadedOne() {
        let deletedToo = BatchUpdate(
            deletedRows: [IndexPath(row: 1, section: 0)], reconfiguredRows: [IndexPath(row: 1, section: 0)])
        #expect(throws: BatchUpdateError.conflictingRowOperations(.delete, .reconfigure, IndexPath(row: 1, section: 0)))
        {
            try deletedToo.validate(rowCountsBefore: [3], rowCountsAfter: [2])
        }
        let outOfRange = BatchUpdate(reconfiguredRows: [IndexPath(row: 3, section: 0)])
        #expect(throws: BatchUpdateError.rowOutOfRange(.reconfigure, IndexPath(row: 3, section: 0), rowCount: 3)) {
            try outOfRange.validate(rowCountsBefore: [3], rowCountsAfter: [3])
        }
        #expect(
            "\(BatchUpdateError.rowOutOfRange(.reconfigure, IndexPath(row: 3, section: 0), rowCount: 3))"
                == "attempt to reconfigure row 3 from section 0 which only contains 3 rows before the update")
    }

    @Test func aRowUpdatedInPlaceThatDequeuesAnotherKindOfCellStopsWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                let items = FlatDataSource<Product, HeadlessTableView>(
                    items: [Product(id: 0, name: "plain")],
                    cellProvider: CellProvider(registration: { listView in
                        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Plain")
                        listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Fancy")
                    }) { listView, indexPath, product in
                        let identifier = product.name == "plain" ? "Plain" : "Fancy"
                        return listView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                    })
                tableView.currentDataSource = items
                tableView.layoutIfNeeded()
                items.apply([Product(id: 0, name: "fancy")])
            }
        }
    }
}
