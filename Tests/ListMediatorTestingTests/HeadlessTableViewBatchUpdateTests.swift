import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct HeadlessTableViewBatchUpdateTests {
    @Test func rejectsAnUpdateWhoseRowCountsDoNotAddUpAndReloads() {
        let tableView = HeadlessTableView()
        let dataSource = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        tableView.currentDataSource = dataSource

        #expect(throws: BatchUpdateError.self) {
            try tableView.performBatchUpdates(BatchUpdate(deletedRows: [IndexPath(row: 0, section: 0)]), animated: true)
            {}
        }
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 2)
    }
}
