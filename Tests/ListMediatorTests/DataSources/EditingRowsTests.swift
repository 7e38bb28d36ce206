import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Moving and deleting rows by the user, item by item: the view shows a move before the data
/// source learns of it, so the data source follows without a batch update; a deletion is
/// shown by the data source; both leave the next diffed apply valid.
@MainActor
struct EditingRowsTests {
    struct Task: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    let tableView = HeadlessTableView()
    let tasks = FlatDataSource<Task, HeadlessTableView>(
        items: (0..<5).map { Task(id: $0, title: "task \($0)") }, cellProvider: .text(\.title))
    var moves: [String] = []

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        tableView.currentDataSource = tasks
    }

    @Test func aMovedRowTakesItsItemAlongWithoutABatchUpdateAndKeepsItsCell() {
        var moved: [String] = []
        tasks.onMove = { task, source, destination in moved.append("\(task.title) \(source) → \(destination)") }
        let cell = tableView.cellForRow(at: .row(0))

        let landed = tableView.dragRow(from: .row(0), to: .row(3))

        #expect(landed == .row(3))
        #expect(tasks.items.map(\.id) == [1, 2, 3, 0, 4])
        #expect(moved == ["task 0 [0, 0] → [0, 3]"])
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.cellForRow(at: .row(3)) === cell)
        #expect(tableView.visibleCells.map(\.text) == ["task 1", "task 2", "task 3", "task 0", "task 4"])
    }

    @Test func aDiffedApplyRightAfterAMoveIsValid() {
        tasks.onMove = { _, _, _ in }
        tableView.dragRow(from: .row(4), to: .row(0))

        tasks.apply([Task(id: 4, title: "task 4"), Task(id: 0, title: "renamed"), Task(id: 2, title: "task 2")])

        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.visibleCells.map(\.text) == ["task 4", "renamed", "task 2"])
    }

    @Test func rowsDoNotMoveUnlessTheOwnerTakesTheMoves() {
        #expect(tableView.dragRow(from: .row(0), to: .row(3)) == nil)
        #expect(tasks.items.map(\.id) == [0, 1, 2, 3, 4])
    }

    @Test func aDeletedRowTakesItsItemWithAnAnimatedDeletion() {
        var deleted: [Int] = []
        tasks.onDelete = { deleted.append($0.id) }

        #expect(tableView.deleteRow(at: .row(1)))

        #expect(deleted == [1])
        #expect(tasks.items.map(\.id) == [0, 2, 3, 4])
        #expect(tableView.performedBatchUpdates == [BatchUpdate(deletedRows: [.row(1)])])
    }

    @Test func rowsCannotBeDeletedUnlessTheOwnerTakesTheDeletions() {
        #expect(!tableView.deleteRow(at: .row(1)))
        #expect(tasks.items.count == 5)
    }

    @Test func aGroupedRowMovesWithinItsSectionAndLandsAtItsEndWhenDroppedInAnother() {
        let grouped = GroupedDataSource<String, String, HeadlessTableView>(
            items: ["apple", "avocado", "apricot", "banana", "blueberry"], sectionKey: { String($0.prefix(1)) },
            cellProvider: .text { $0 })
        grouped.onMove = { _, _, _ in }
        tableView.currentDataSource = grouped

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(1, 1)) == .row(2, 0))
        #expect(grouped.sections.map(\.items) == [["avocado", "apricot", "apple"], ["banana", "blueberry"]])
        #expect(tableView.dragRow(from: .row(1, 1), to: .row(0, 0)) == .row(0, 1))
        #expect(grouped.sections[1].items == ["blueberry", "banana"])
    }

    @Test func deletingTheLastItemOfASectionDeletesTheSection() {
        let grouped = GroupedDataSource<String, String, HeadlessTableView>(
            items: ["apple", "banana", "blueberry"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        grouped.onDelete = { _ in }
        tableView.currentDataSource = grouped

        tableView.deleteRow(at: .row(0, 0))

        #expect(grouped.sections.map(\.key) == ["b"])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(deletedSections: [0]))
        #expect(tableView.visibleCells.map(\.text) == ["banana", "blueberry"])
    }

    @Test func aDeletionOrAMoveInAGroupedSectionKeepsItsFooterTitleInStepWithItsItems() {
        let grouped = GroupedDataSource<String, String, HeadlessTableView>(
            items: ["banana", "blueberry", "blackcurrant"], sectionKey: { String($0.prefix(1)) },
            footerTitle: { "\($0.items.count) fruits, \($0.items.first ?? "") first" }, cellProvider: .text { $0 })
        grouped.onDelete = { _ in }
        grouped.onMove = { _, _, _ in }
        tableView.currentDataSource = grouped

        tableView.deleteRow(at: .row(0, 0))
        #expect(grouped.listView(tableView, titleForFooterInSection: 0) == "2 fruits, blueberry first")

        _ = tableView.dragRow(from: .row(1, 0), to: .row(0, 0))
        #expect(grouped.listView(tableView, titleForFooterInSection: 0) == "2 fruits, blackcurrant first")
        #expect(grouped.sections.map(\.items) == [["blackcurrant", "blueberry"]])
    }

    @Test func aMoveStaysWithinItsDataSourceThroughEveryContainer() {
        let pinned = FlatDataSource<Task, HeadlessTableView>(
            items: [Task(id: 100, title: "pinned")], cellProvider: .text(\.title))
        tableView.currentDataSource = nil  // so the tasks can be shown in the container
        let owner = RecordingMediatorDelegate()
        let mediator = ListViewMediator(
            wrapping: SwitchingDataSource([CompositeDataSource<HeadlessTableView>([pinned, tasks])]), delegate: owner)
        tasks.onMove = { _, _, _ in }
        tableView.currentDataSource = mediator
        mediator.startLoading(.nextPage)

        // Dropped on the pinned row above, a task lands first among the tasks; dropped on the
        // loading row below, last.
        #expect(tableView.dragRow(from: .row(2, 1), to: .row(0, 0)) == .row(0, 1))
        #expect(tableView.dragRow(from: .row(1, 1), to: .row(0, 2)) == .row(4, 1))
        #expect(tasks.items.map(\.id) == [2, 1, 3, 4, 0])
        #expect(pinned.items.map(\.id) == [100])
        #expect(tableView.dragRow(from: .row(0, 0), to: .row(0, 1)) == nil, "the pinned row does not move")
    }
}

/// An app's delegate beside a mediator that sends every drop to the top of the list.
@MainActor
final class TopDropDelegate: ListViewMediatorDelegate, ListViewMovingDelegate {
    typealias View = HeadlessTableView

    func listView(
        _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>, shouldLoad request: LoadRequest
    ) -> Bool { false }

    func listView(
        _ listView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { IndexPath(row: 0, section: 0) }
}

extension EditingRowsTests {
    @Test func aDelegatesRedirectIsKeptAmongTheRowsOwnDataSourceAndSection() {
        let grouped = GroupedDataSource<String, String, HeadlessTableView>(
            items: ["apple", "avocado", "banana", "blueberry"], sectionKey: { String($0.prefix(1)) },
            cellProvider: .text { $0 })
        grouped.onMove = { _, _, _ in }
        let app = TopDropDelegate()
        tableView.currentDataSource = nil
        tableView.currentDataSource = ListViewMediator(
            wrapping: CompositeDataSource<HeadlessTableView>([tasks, grouped]), delegate: app)

        // The app sends the blueberry to the top of the list: the grouped data source keeps it in
        // its own section, and the composite among its own rows.
        #expect(tableView.dragRow(from: .row(1, 2), to: .row(0, 2)) == .row(0, 2))
        #expect(grouped.sections.map(\.items) == [["apple", "avocado"], ["blueberry", "banana"]])
        #expect(tasks.items.map(\.id) == [0, 1, 2, 3, 4])
    }
}

extension IndexPath {
    fileprivate static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
}

/// Swipe actions, asked of the data source that owns the row, with UIKit's default Delete.
@MainActor
struct SwipeActionsTests {
    let tableView = HeadlessTableView()
    let mail = FlatDataSource<String, HeadlessTableView>(
        items: ["hello", "invoice", "news"], cellProvider: .text { $0 })

    init() {
        tableView.currentDataSource = CompositeDataSource([
            FlatDataSource<String, HeadlessTableView>(items: ["pinned"], cellProvider: .text { $0 }), mail,
        ])
    }

    @Test func aRowTheOwnerLetsBeDeletedShowsUIKitsDeleteThatDeletesIt() {
        var deleted: [String] = []
        mail.onDelete = { deleted.append($0) }

        #expect(
            tableView.swipeActions(.trailing, forRowAt: IndexPath(row: 1, section: 1))?.actions.map(\.title) == [
                "Delete"
            ])
        #expect(tableView.swipeActions(.leading, forRowAt: IndexPath(row: 1, section: 1)) == nil)
        #expect(tableView.tapSwipeAction(titled: "Delete", .trailing, forRowAt: IndexPath(row: 1, section: 1)) == true)

        #expect(deleted == ["invoice"])
        #expect(tableView.visibleCells.map(\.text) == ["pinned", "hello", "news"])
        #expect(tableView.swipeActions(.trailing, forRowAt: IndexPath(row: 0, section: 0)) == nil, "the pinned row")
    }

    @Test func theOwnersActionsAreAskedPerItemAndItsDeleteUsesTheDataSource() {
        var archived: [String] = []
        mail.onDelete = { _ in }
        mail.swipeActions = { [mail] item, _, edge in
            switch edge {
            case .leading:
                return ListSwipeActions([
                    ListSwipeAction(title: "Archive") { completion in
                        archived.append(item)
                        completion(true)
                    }
                ])
            case .trailing:
                return ListSwipeActions(
                    [
                        ListSwipeAction(title: "Trash", style: .destructive) { completion in
                            if let row = mail.items.firstIndex(of: item) {
                                mail.deleteItem(at: IndexPath(row: row, section: 0))
                            }
                            completion(true)
                        }
                    ], performsFirstActionWithFullSwipe: false)
            }
        }

        #expect(tableView.tapSwipeAction(titled: "Archive", .leading, forRowAt: IndexPath(row: 2, section: 1)) == true)
        #expect(archived == ["news"])
        #expect(
            tableView.swipeActions(.trailing, forRowAt: IndexPath(row: 0, section: 1))?.performsFirstActionWithFullSwipe
                == false)
        #expect(tableView.tapSwipeAction(titled: "Trash", .trailing, forRowAt: IndexPath(row: 0, section: 1)) == true)
        #expect(mail.items == ["invoice", "news"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }
}
