import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Items changed by identity rather than by index path: updated in place, deleted by the item a
/// handler was made for even after the list moved under it, and a grouped list's items as one.
@MainActor
struct ChangingItemsByIdentityTests {
    struct Task: Identifiable, Hashable {
        let id: Int
        var title: String
        var isDone = false
        var day = 0
    }

    let tableView = HeadlessTableView()

    private func tasks(_ ids: [Int]) -> [Task] { ids.map { Task(id: $0, title: "task \($0)") } }

    private func flat(_ ids: [Int]) -> FlatDataSource<Task, HeadlessTableView> {
        FlatDataSource(items: tasks(ids), cellProvider: .text { "\($0.title)\($0.isDone ? " ✓" : "")" })
    }

    @Test func anUpdatedItemTakesItsPlaceAndItsCellIsUpdatedInPlaceWithoutADiff() {
        let list = flat([1, 2, 3])
        tableView.currentDataSource = list
        list.selectItem(at: IndexPath(row: 1, section: 0))
        let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))

        var done = list.items[1]
        done.isDone = true
        let outcome = list.updateItems([done, Task(id: 99, title: "not shown")])

        #expect(outcome == .animated(stageCount: 1))
        #expect(list.items.map(\.isDone) == [false, true, false])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(reconfiguredRows: [IndexPath(row: 1, section: 0)]))
        #expect(tableView.visibleCells.map(\.text) == ["task 1", "task 2 ✓", "task 3"])
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cell, "the same cell, set up anew")
        #expect(list.selectedItems.map(\.id) == [2])
    }

    @Test func updatingOnlyItemsNotShownChangesNothing() {
        let list = flat([1])
        tableView.currentDataSource = list
        let batches = tableView.performedBatchUpdates.count

        #expect(list.updateItems([Task(id: 5, title: "elsewhere")]) == .unchanged)
        #expect(list.updateItems([]) == .unchanged)
        #expect(tableView.performedBatchUpdates.count == batches)
    }

    @Test func aDeleteActionMadeForAnItemDeletesThatItemAfterAPageArrivedAbove() {
        let list = flat([10, 11, 12])
        var deleted: [Int] = []
        list.onDelete = { deleted.append($0.id) }
        tableView.currentDataSource = list
        // The swipe's action is made for the row of item 11, then a page arrives above it.
        let swiped = list.items[1]
        list.insert(contentsOf: tasks([1, 2]), at: 0)

        list.deleteItems(withIDs: [swiped.id])

        #expect(list.items.map(\.id) == [1, 2, 10, 12])
        #expect(deleted == [11])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(deletedRows: [IndexPath(row: 3, section: 0)]))
        #expect(list.indexPath(ofItemWithID: 12) == IndexPath(row: 3, section: 0))
        #expect(list.indexPath(ofItemWithID: 11) == nil)
    }

    @Test func severalItemsOfOneSectionGoInOneBatch() {
        let list = flat([1, 2, 3, 4, 5, 6])
        tableView.currentDataSource = list

        list.deleteItems(withIDs: [5, 2, 4])

        #expect(list.items.map(\.id) == [1, 3, 6])
        #expect(tableView.visibleCells.map(\.text) == ["task 1", "task 3", "task 6"])
        #expect(tableView.performedBatchUpdates.last?.deletedRows.map(\.row) == [1, 3, 4])
    }

    @Test func deletingTheLastItemsOfASectionDeletesTheSectionAndTheSelectionFollows() {
        let list = GroupedDataSource<Task, Int, HeadlessTableView>(
            items: [
                Task(id: 1, title: "a", day: 1), Task(id: 2, title: "b", day: 1), Task(id: 3, title: "c", day: 2),
                Task(id: 4, title: "d", day: 3),
            ], sectionKey: \.day, cellProvider: .text(\.title))
        var deleted: [Int] = []
        list.onDelete = { deleted.append($0.id) }
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = list
        list.selectItem(at: IndexPath(row: 0, section: 2))

        let outcome = list.deleteItems(withIDs: [3, 1, 42])

        #expect(outcome == .animated(stageCount: 1))
        #expect(list.sections.map { $0.items.map(\.id) } == [[2], [4]])
        #expect(
            tableView.performedBatchUpdates.last
                == BatchUpdate(deletedSections: [1], deletedRows: [IndexPath(row: 0, section: 0)]))
        #expect(deleted == [1, 3], "in list order")
        #expect(list.selectedItems.map(\.id) == [4])
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(list.deleteItems(withIDs: [42]) == .unchanged)
    }

    @Test func aGroupedItemThatKeepsItsKeyIsUpdatedInPlaceAndOneWithANewKeyMovesToItsSection() {
        let list = GroupedDataSource<Task, Int, HeadlessTableView>(
            items: [Task(id: 1, title: "a", day: 1), Task(id: 2, title: "b", day: 1)], sectionKey: \.day,
            cellProvider: .text(\.title))
        tableView.currentDataSource = list

        list.updateItems([Task(id: 1, title: "a, edited", day: 1)])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(reconfiguredRows: [IndexPath(row: 0, section: 0)]))

        list.updateItems([Task(id: 2, title: "b, tomorrow", day: 2)])

        #expect(list.sections.map(\.key) == [1, 2])
        #expect(list.items.map(\.title) == ["a, edited", "b, tomorrow"])
        #expect(tableView.visibleCells.map(\.text) == ["a, edited", "b, tomorrow"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func aPredicateMayReadTheDataSourceItLooksThrough() {
        let list = flat([1, 2, 3])
        tableView.currentDataSource = list
        list.insert(contentsOf: tasks([0]), at: 0)  // an older item, kept apart until read
        list.selectItem(at: IndexPath(row: 2, section: 0))

        let selected = list.indexPaths(where: { $0.id == list.selectedItems.first?.id })
        list.reconfigureItems { $0.id == list.items.last?.id }

        #expect(selected == [IndexPath(row: 2, section: 0)])
    }

    @Test func aDataSourceShownNowhereTakesTheChangesAtOnce() {
        let list = flat([1, 2])

        #expect(list.updateItems([Task(id: 2, title: "two")]) == .notDisplayed)
        #expect(list.deleteItems(withIDs: [1]) == .notDisplayed)
        #expect(list.items.map(\.title) == ["two"])
    }
}
