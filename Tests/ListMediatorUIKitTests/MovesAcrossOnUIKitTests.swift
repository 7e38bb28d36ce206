import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A board of two columns on UIKit's views: a row dragged by its reorder control (a table) or
/// moved interactively (a collection view) from one column into the other leaves the first and
/// joins the second, with the view's own record of the move and no batch update.
@MainActor
struct MovesAcrossOnUIKitTests {
    final class LabelCell: UICollectionViewCell {
        var text: String?
    }

    @Test func aTableRowDraggedIntoAnotherColumnMovesItsItemWithoutABatchUpdate() {
        let table = UIKitTable()
        let todo = FlatDataSource<String, TableListView>(items: ["a", "b"], cellProvider: .text { $0 })
        let done = FlatDataSource<String, TableListView>(items: [], cellProvider: .text { $0 })
        var log: [String] = []
        todo.onGiveAway = { item, _ in log.append("todo gave away \(item)") }
        done.canReceiveItem = { _, _ in true }
        done.onReceive = { item, destination in log.append("done received \(item) at \(destination.row)") }
        table.listView.currentDataSource = CompositeDataSource<TableListView>([todo, done])
        table.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.listView.delegate?.listView(table.listView, didSelectRowAt: IndexPath(row: 1, section: 0))
        _ = table.tableView.visibleCells

        let landed = table.tableView.simulateMove(
            from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))

        #expect(landed == IndexPath(row: 0, section: 1), "the empty column takes the drop")
        #expect(log == ["todo gave away b", "done received b at 0"])
        #expect(todo.items == ["a"])
        #expect(done.items == ["b"])
        #expect(done.selectedItems == ["b"])
        #expect(table.rowCounts == [1, 1])
        #expect(table.visibleTexts == ["a", "b"])
        #expect(table.tableView.performedBatchUpdates.isEmpty)
        #expect(table.listView.updateRecord.updates.last?.kind == .userMove)
    }

    @Test func aTableRowTheOtherColumnRefusesStaysInItsOwn() {
        let table = UIKitTable()
        let todo = FlatDataSource<String, TableListView>(items: ["a", "b"], cellProvider: .text { $0 })
        let done = FlatDataSource<String, TableListView>(items: ["c"], cellProvider: .text { $0 })
        todo.onMove = { _, _, _ in }
        todo.onGiveAway = { _, _ in }
        done.canReceiveItem = { item, _ in item != "a" }
        table.listView.currentDataSource = CompositeDataSource<TableListView>([todo, done])
        _ = table.tableView.visibleCells

        #expect(
            table.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
                == IndexPath(row: 1, section: 0))
        #expect(todo.items == ["b", "a"])
        #expect(done.items == ["c"])
    }

    @Test func aCollectionItemMovedIntoAnotherSectionOfAGroupedDataSourceTakesItsKey() {
        struct Task: Equatable {
            let name: String
            var status: String
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let board = GroupedDataSource<Task, String, CollectionListView>(
            items: [Task(name: "a", status: "1 todo"), Task(name: "b", status: "2 done")], sectionKey: \.status,
            cellProvider: .registered(LabelCell.self) { cell, task in cell.text = task.name })
        var moved: [String] = []
        board.onMove = { task, _, destination in moved.append("\(task.name) \(task.status) at \(destination)") }
        board.itemMovedToSection = { task, status in Task(name: task.name, status: status) }
        listView.currentDataSource = board
        _ = collectionView.visibleCells

        let landed = collectionView.simulateInteractiveMove(
            from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))

        #expect(landed == IndexPath(item: 1, section: 1))
        #expect(moved == ["a 2 done at [1, 1]"])
        #expect(board.sections.map { $0.items.map(\.name) } == [[], ["b", "a"]])
        #expect([0, 1].map(collectionView.numberOfItems(inSection:)) == [0, 2])
        #expect(collectionView.performedBatchUpdates.isEmpty)
    }
}
