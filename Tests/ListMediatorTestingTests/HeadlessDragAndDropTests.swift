import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The headless view plays drag and drop as UIKit's list views do with it on: moves by the rules,
/// refusals that change nothing, rows carried to another list, data from another app.
@MainActor
struct HeadlessDragAndDropTests {
    struct Card: Identifiable, Equatable {
        let id: Int
        let title: String
    }
    typealias Column = FlatDataSource<Card, HeadlessTableView>

    let tableView = HeadlessTableView()
    let todo = Column(items: [Card(id: 1, title: "write"), Card(id: 2, title: "test")], cellProvider: .text(\.title))
    let done = Column(items: [], cellProvider: .text(\.title))

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        tableView.currentDataSource = CompositeDataSource([todo, done])
    }

    @Test func aRowMovesIntoAColumnThatTakesItInOneBatchUpdate() {
        todo.onGiveAway = { _, _ in }
        done.canReceiveItem = { _, _ in true }

        #expect(tableView.dragAndDropRow(from: [0, 0], to: [1, 0]) == .moved(to: [1, 0]))
        #expect(todo.items.map(\.id) == [2] && done.items.map(\.id) == [1])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(movedRows: [.init(from: [0, 0], to: [1, 0])]))
        #expect(tableView.updateRecord.updates.last?.kind == .userMove)
    }

    @Test func aRefusedDropAndADropInPlaceChangeNothingAndARowThatCannotMoveDoesNotLift() {
        #expect(tableView.dragAndDropRow(from: [0, 0], to: [0, 1]) == nil)
        todo.onMove = { _, _, _ in }
        #expect(tableView.dragAndDropRow(from: [0, 0], to: [1, 0]) == .forbidden)
        #expect(tableView.dragAndDropRow(from: [0, 1], to: [0, 1]) == .stayed)
        #expect(tableView.dragAndDropRow(from: [0, 0], to: [0, 1]) == .moved(to: [0, 1]))
        #expect(todo.items.map(\.id) == [2, 1])
    }

    @Test func aRowCarriedToAnotherListMovesThere() {
        let other = HeadlessTableView()
        let archive = Column(items: [], cellProvider: .text(\.title))
        archive.canReceiveItem = { _, _ in true }
        other.currentDataSource = archive
        todo.onGiveAway = { _, _ in }

        #expect(tableView.dragAndDropRow(from: [0, 1], to: nil, over: other) == .moved(to: [0, 0]))
        #expect(todo.items.map(\.id) == [1] && archive.items.map(\.id) == [2])
    }

    @Test func textFromAnotherAppBecomesCardsWhereItIsDropped() {
        done.droppedDataTypes = [ListDragData.plainTextTypeIdentifier]
        done.itemFromDroppedData = { data in data.text.map { Card(id: 100, title: $0) } }

        #expect(tableView.dropFromAnotherApp([.text("ship")], at: [1, 0]) == .received)
        #expect(done.items == [Card(id: 100, title: "ship")])
        #expect(tableView.dropFromAnotherApp([.text("ship")], at: [0, 0]) == .forbidden, "To do takes no text")
        #expect(
            tableView.dropFromAnotherApp([ListDragData(typeIdentifier: "public.png", data: Data())], at: [1, 0])
                == .forbidden)
    }
}
