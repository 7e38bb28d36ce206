import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct ReconfiguringItemsTests {
    struct Download: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    /// What the cells read besides the items: the progress of each download.
    final class Progress {
        var percent: [Int: Int] = [:]
    }

    @Test func reconfiguringItemsByIdentityUpdatesTheirCellsThroughAMediatorWithNoBatchUpdate() {
        let progress = Progress()
        let downloads = FlatDataSource(
            items: (0..<5).map { Download(id: $0, name: "file\($0)") },
            cellProvider: .text { "\($0.name) \(progress.percent[$0.id, default: 0])%" })
        let tableView = HeadlessTableView()
        let header = FlatDataSource(items: ["Downloads"], cellProvider: .text { $0 })
        tableView.currentDataSource = ListViewMediator(
            wrapping: CompositeDataSource<HeadlessTableView>([header, downloads]))
        let shownBefore = tableView.visibleCells

        progress.percent[3] = 40
        downloads.reconfigureItems(withIDs: [3, 99])

        #expect(
            tableView.visibleCells.map(\.text) == [
                "Downloads", "file0 0%", "file1 0%", "file2 0%", "file3 40%", "file4 0%",
            ])
        #expect(
            tableView.visibleCells.map(ObjectIdentifier.init) == shownBefore.map(ObjectIdentifier.init),
            "the same cells")
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
        #expect(tableView.reconfiguredCellCount == 1)
    }

    @Test func aRowOffScreenIsSkippedAndShowsTheNewStateWhenItAppears() {
        let progress = Progress()
        let downloads = FlatDataSource(
            items: (0..<100).map { Download(id: $0, name: "file\($0)") },
            cellProvider: .text { "\($0.name) \(progress.percent[$0.id, default: 0])%" })
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 88))
        tableView.currentDataSource = downloads
        _ = tableView.visibleCells

        progress.percent[0] = 10
        progress.percent[50] = 50
        downloads.reconfigureItems { $0.id.isMultiple(of: 50) }

        #expect(tableView.reconfiguredCellCount == 1, "only the row on screen")
        #expect(tableView.visibleCells.first?.text == "file0 10%")
        tableView.scrollToRow(at: IndexPath(row: 50, section: 0))
        #expect(tableView.visibleCells.contains { $0.text == "file50 50%" })
    }

    @Test func aSelectedRowKeepsItsSelectionWhenItsCellIsUpdated() {
        let downloads = FlatDataSource(
            items: [Download(id: 0, name: "a"), Download(id: 1, name: "b")], cellProvider: .text(\.name))
        let tableView = HeadlessTableView()
        tableView.currentDataSource = downloads
        tableView.tapRow(at: IndexPath(row: 1, section: 0))

        downloads.reconfigureItems(at: [IndexPath(row: 1, section: 0)])

        #expect(tableView.visibleCells[1].isSelected)
        #expect(downloads.selectedItems == [Download(id: 1, name: "b")])
    }
}
