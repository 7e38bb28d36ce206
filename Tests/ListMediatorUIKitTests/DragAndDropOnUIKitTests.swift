import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// Rows dragged with drag and drop on a table: they move by the rules a reorder follows, in one
/// batch update the data sources follow; a drop where a row may not go is forbidden and changes
/// nothing; a row carries its item to another list of the app.
@MainActor
struct DragAndDropOnUIKitTests {
    typealias Column = FlatDataSource<String, TableListView>

    let table = UIKitTable()
    let todo = Column(items: ["a", "b", "c"], cellProvider: .text { $0 })
    let done = Column(items: ["d"], cellProvider: .text { $0 })

    init() {
        table.listView.currentDataSource = CompositeDataSource<TableListView>([todo, done])
        table.listView.allowsDragAndDrop = true
        _ = table.tableView.visibleCells
    }

    @Test func turningDragAndDropOnMakesTheListViewTheTablesDragAndDropDelegate() {
        #expect(table.tableView.dragDelegate === table.listView)
        #expect(table.tableView.dropDelegate === table.listView)
        #expect(table.tableView.dragInteractionEnabled)

        table.listView.allowsDragAndDrop = false
        #expect(table.tableView.dragDelegate == nil && table.tableView.dropDelegate == nil)
        #expect(!table.tableView.dragInteractionEnabled)
    }

    @Test func aRowThatCannotMoveStartsNoDrag() {
        #expect(table.tableView.simulateDrag(from: [0, 0], to: [0, 2]) == .cancel)
        #expect(todo.items == ["a", "b", "c"])
    }

    @Test func aRowDroppedFurtherDownItsColumnMovesThereInOneBatchUpdate() {
        var moves: [String] = []
        todo.onMove = { item, from, to in moves.append("\(item) \(from.row)→\(to.row)") }

        #expect(table.tableView.simulateDrag(from: [0, 0], to: [0, 2]) == .move)

        #expect(todo.items == ["b", "c", "a"])
        #expect(moves == ["a 0→2"])
        #expect(table.listView.updateRecord.updates.last?.kind == .userMove)
        #expect(table.visibleTexts == ["b", "c", "a", "d"])
        #expect(
            table.tableView.performedBatchUpdates.map(\.update) == [
                BatchUpdate(movedRows: [.init(from: [0, 0], to: [0, 2])])
            ])
    }

    @Test func aRowDroppedPastTheEndOfItsSectionTakesItsLastPlace() {
        todo.onMove = { _, _, _ in }
        #expect(table.tableView.simulateDrag(from: [0, 0], to: [0, 3]) == .move)
        #expect(todo.items == ["b", "c", "a"])
    }

    @Test func aRowDroppedWhereItIsChangesNothing() {
        todo.onMove = { _, _, _ in }
        #expect(table.tableView.simulateDrag(from: [0, 1], to: [0, 1]) == .cancel)
        #expect(table.tableView.performedBatchUpdates.isEmpty)
    }

    @Test func aRowDroppedIntoAColumnThatTakesItLeavesItsOwnAndKeepsItsSelection() {
        var log: [String] = []
        todo.onGiveAway = { item, _ in log.append("gave \(item)") }
        done.canReceiveItem = { _, _ in true }
        done.onReceive = { item, destination in log.append("received \(item) at \(destination.row)") }
        table.tableView.selectRow(at: [0, 1], animated: false, scrollPosition: .none)
        table.listView.delegate?.listView(table.listView, didSelectRowAt: [0, 1])

        #expect(table.tableView.simulateDrag(from: [0, 1], to: [1, 1]) == .move)

        #expect(log == ["gave b", "received b at 1"])
        #expect(todo.items == ["a", "c"])
        #expect(done.items == ["d", "b"])
        #expect(done.selectedItems == ["b"])
        #expect(table.tableView.indexPathsForSelectedRows == [[1, 1]])
        #expect(table.rowCounts == [2, 2])
    }

    @Test func aDropTheOtherColumnRefusesIsForbiddenAndChangesNothing() {
        todo.onMove = { _, _, _ in }
        todo.onGiveAway = { _, _ in }
        done.canReceiveItem = { item, _ in item != "a" }

        #expect(table.tableView.simulateDrag(from: [0, 0], to: [1, 0]) == .forbidden)

        #expect(todo.items == ["a", "b", "c"])
        #expect(done.items == ["d"])
        #expect(table.tableView.performedBatchUpdates.isEmpty)
    }

    @Test func aDropOnTheEmptySpaceBelowTheRowsGoesToTheEndOfTheLastSection() {
        todo.onGiveAway = { _, _ in }
        done.canReceiveItem = { _, _ in true }
        #expect(table.tableView.simulateDrag(from: [0, 2], to: nil) == .move)
        #expect(done.items == ["d", "c"])
    }

    @Test func aGroupedDataSourcesRowDroppedIntoAnEmptyColumnTakesItsKey() {
        struct Card: Identifiable, Equatable {
            let id: Int
            var column: String
        }
        let board = GroupedDataSource<Card, String, TableListView>(
            items: [Card(id: 1, column: "To do")], sectionKeys: ["To do", "Done"], sectionKey: \.column,
            cellProvider: .text { "\($0.id)" })
        board.onMove = { _, _, _ in }
        board.itemMovedToSection = { card, column in Card(id: card.id, column: column) }
        table.listView.currentDataSource = board

        #expect(table.tableView.simulateDrag(from: [0, 0], to: [1, 0]) == .move)
        #expect(board.sections.map(\.items) == [[], [Card(id: 1, column: "Done")]])
        #expect(table.rowCounts == [0, 1])
    }

    @Test func aRowCarriesItsItemToAnotherListOfTheAppThatTakesIt() {
        let other = UIKitTable()
        let archive = Column(items: ["x"], cellProvider: .text { $0 })
        archive.canReceiveItem = { _, _ in true }
        other.listView.currentDataSource = archive
        other.listView.allowsDragAndDrop = true
        _ = other.tableView.visibleCells
        todo.onGiveAway = { _, _ in }

        #expect(table.tableView.simulateDrag(from: [0, 1], to: [0, 0], over: other.tableView) == .move)

        #expect(todo.items == ["a", "c"])
        #expect(archive.items == ["b", "x"])
        #expect(table.rowCounts == [2, 1])
        #expect(other.rowCounts == [2])
        #expect(other.visibleTexts == ["b", "x"])
    }

    @Test func anotherListThatDoesNotTakeTheItemForbidsTheDrop() {
        let other = UIKitTable()
        let archive = Column(items: ["x"], cellProvider: .text { $0 })
        other.listView.currentDataSource = archive
        other.listView.allowsDragAndDrop = true
        todo.onGiveAway = { _, _ in }

        #expect(table.tableView.simulateDrag(from: [0, 1], to: [0, 0], over: other.tableView) == .forbidden)
        #expect(todo.items == ["a", "b", "c"])
        #expect(archive.items == ["x"])
    }

    @Test func aRowWhoseItemChangedPlacesDuringTheDragIsNotDroppedInItsStead() {
        struct Task: Identifiable, Equatable {
            let id: Int
        }
        let tasks = FlatDataSource<Task, TableListView>(
            items: [Task(id: 1), Task(id: 2)], cellProvider: .text { "\($0.id)" })
        let other = UIKitTable()
        let archive = FlatDataSource<Task, TableListView>(items: [], cellProvider: .text { "\($0.id)" })
        archive.canReceiveItem = { _, _ in true }
        other.listView.currentDataSource = archive
        other.listView.allowsDragAndDrop = true
        tasks.onGiveAway = { _, _ in }
        table.listView.currentDataSource = tasks
        // The drag begins on task 1; before it lands a refresh puts task 2 in its row.
        let refreshing = ReplacingDropDelegate(wrapped: other.listView) { tasks.apply([Task(id: 2)]) }
        other.tableView.dropDelegate = refreshing  // held weakly, as UIKit does

        #expect(table.tableView.simulateDrag(from: [0, 0], to: [0, 0], over: other.tableView) == .move)

        #expect(tasks.items == [Task(id: 2)])
        #expect(archive.items.isEmpty, "task 2 was never dragged")
    }
}

/// UIKit may handle a drag and drop within one table as a reorder (the data source's
/// `moveRowAt`) rather than, or before, the drop delegate's `performDrop`: the row moves once.
@MainActor
struct DragAndDropAsReorderOnUIKitTests {
    let table = UIKitTable()
    let todo = FlatDataSource<String, TableListView>(items: ["a", "b", "c"], cellProvider: .text { $0 })

    @Test func aDropThatUIKitAlreadyHandledAsAReorderMovesNothingAgain() {
        todo.onMove = { _, _, _ in }
        todo.onDelete = { _ in }  // the reorder control shows on rows that can be edited
        table.listView.currentDataSource = todo
        table.listView.allowsDragAndDrop = true
        _ = table.tableView.visibleCells
        let reorderingFirst = ReplacingDropDelegate(wrapped: table.listView) { [table] in
            table.tableView.simulateMove(from: [0, 0], to: [0, 2])
        }
        table.tableView.dropDelegate = reorderingFirst

        #expect(table.tableView.simulateDrag(from: [0, 0], to: [0, 2]) == .move)

        #expect(todo.items == ["b", "c", "a"], "moved once, by the reorder")
        #expect(table.tableView.performedBatchUpdates.isEmpty)
    }
}

/// A drop delegate that runs `beforeDrop` (a change of the list the drag came from) before the
/// list view performs the drop.
@MainActor
final class ReplacingDropDelegate: UITableViewDropDelegate {
    let wrapped: TableListView
    let beforeDrop: () -> Void

    init(wrapped: TableListView, beforeDrop: @escaping () -> Void) {
        self.wrapped = wrapped
        self.beforeDrop = beforeDrop
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        wrapped.tableView(tableView, canHandle: session)
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        wrapped.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        beforeDrop()
        wrapped.tableView(tableView, performDropWith: coordinator)
    }
}

/// Items dragged with drag and drop on a collection view follow the same rules as a table's rows.
@MainActor
struct CollectionDragAndDropOnUIKitTests {
    final class LabelCell: UICollectionViewCell {
        var text: String?
    }
    typealias Column = FlatDataSource<String, CollectionListView>

    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewLayout())
    let listView: CollectionListView
    let todo = Column(items: ["a", "b"], cellProvider: .registered(LabelCell.self) { $0.text = $1 })
    let done = Column(items: [], cellProvider: .registered(LabelCell.self) { $0.text = $1 })

    init() {
        listView = CollectionListView(collectionView: collectionView)
        listView.currentDataSource = CompositeDataSource<CollectionListView>([todo, done])
        listView.allowsDragAndDrop = true
        _ = collectionView.visibleCells
    }

    var counts: [Int] { (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:)) }

    @Test func anItemDroppedIntoAnEmptySectionThatTakesItMovesThereInOneBatchUpdate() {
        todo.onGiveAway = { _, _ in }
        done.canReceiveItem = { _, _ in true }
        #expect(collectionView.dragDelegate === listView && collectionView.dragInteractionEnabled)

        #expect(
            collectionView.simulateDrag(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
                == .move)

        #expect(todo.items == ["b"])
        #expect(done.items == ["a"])
        #expect(counts == [1, 1])
        #expect(collectionView.performedBatchUpdates == [BatchUpdate(movedRows: [.init(from: [0, 0], to: [1, 0])])])
    }

    @Test func anItemDroppedWhereItsDataSourceDoesNotLetItGoIsForbidden() {
        todo.onMove = { _, _, _ in }
        done.canReceiveItem = { _, _ in true }

        #expect(
            collectionView.simulateDrag(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
                == .forbidden)
        #expect(
            collectionView.simulateDrag(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
                == .move)
        #expect(todo.items == ["b", "a"])
        #expect(done.items.isEmpty)
    }
}
