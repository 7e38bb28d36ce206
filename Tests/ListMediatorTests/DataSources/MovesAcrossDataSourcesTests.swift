import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The user dragging a card from one column of a board to another: each column a data source of
/// one composite, which says what it lets go and what it takes. The data changes once, in both
/// columns, with no batch update and no reload; the selection goes with the card.
@MainActor
struct MovesAcrossDataSourcesTests {
    struct Card: Identifiable, Equatable {
        let id: Int
        var title: String { "card \(id)" }
    }
    typealias Column = FlatDataSource<Card, HeadlessTableView>

    let tableView = HeadlessTableView()
    let todo = Column(items: [1, 2, 3].map(Card.init), cellProvider: .text(\.title))
    let done = Column(items: [4, 5].map(Card.init), cellProvider: .text(\.title))
    var heard: [String] = []

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([todo, done])
    }

    /// Both columns let their cards go and take any card; what they hear goes to `log`.
    func letCardsMoveBetweenColumns(log: Log) {
        for (name, column) in [("todo", todo), ("done", done)] {
            column.onMove = { card, source, destination in
                log.lines.append("\(name) moved \(card.id) \(source) → \(destination)")
            }
            column.onGiveAway = { card, source in log.lines.append("\(name) gave away \(card.id) from \(source)") }
            column.canReceiveItem = { _, _ in true }
            column.onReceive = { card, destination in log.lines.append("\(name) received \(card.id) at \(destination)")
            }
        }
    }

    @Test func aCardDroppedInAnotherColumnLeavesOneAndJoinsTheOtherWithoutABatchUpdate() {
        let log = Log()
        letCardsMoveBetweenColumns(log: log)
        let cell = tableView.cellForRow(at: .row(1, 0))

        #expect(tableView.dragRow(from: .row(1, 0), to: .row(1, 1)) == .row(1, 1))

        #expect(todo.items.map(\.id) == [1, 3])
        #expect(done.items.map(\.id) == [4, 2, 5])
        #expect(log.lines == ["todo gave away 2 from [0, 1]", "done received 2 at [0, 1]"])
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1, "only the first load")
        #expect(tableView.cellForRow(at: .row(1, 1)) === cell)
        #expect(tableView.visibleCells.map(\.text) == ["card 1", "card 3", "card 4", "card 2", "card 5"])
    }

    @Test func anEmptyColumnTakesADrop() {
        let log = Log()
        letCardsMoveBetweenColumns(log: log)
        done.apply([])

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(0, 1)) == .row(0, 1))
        #expect(done.items.map(\.id) == [1])
        #expect(tableView.dragRow(from: .row(0, 1), to: .row(2, 0)) == .row(2, 0), "and back, into the gap it left")
        #expect(todo.items.map(\.id) == [2, 3, 1])
        #expect(done.items.isEmpty)
        #expect([0, 1].map(tableView.numberOfRows(inSection:)) == [3, 0])
    }

    @Test func aColumnThatRefusesTheCardKeepsItInItsOwnColumn() {
        let log = Log()
        letCardsMoveBetweenColumns(log: log)
        done.canReceiveItem = { card, destination in card.id.isMultiple(of: 2) && destination.row == 0 }

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(0, 1)) == .row(2, 0), "card 1 is odd")
        #expect(tableView.dragRow(from: .row(0, 0), to: .row(1, 1)) == .row(2, 0), "card 2 goes at the top only")
        #expect(done.items.map(\.id) == [4, 5])
        #expect(todo.items.map(\.id) == [3, 1, 2])
        #expect(tableView.dragRow(from: .row(2, 0), to: .row(0, 1)) == .row(0, 1))
        #expect(done.items.map(\.id) == [2, 4, 5])
        #expect(log.lines.filter { $0.contains("received") } == ["done received 2 at [0, 0]"])
    }

    @Test func aCardThatMayOnlyLeaveStaysPutWhenTheDropIsRefusedOrInItsOwnColumn() {
        todo.onGiveAway = { _, _ in }
        done.canReceiveItem = { card, _ in card.id != 1 }

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(0, 1)) == .row(0, 0), "refused: back in place")
        #expect(tableView.dragRow(from: .row(0, 0), to: .row(2, 0)) == .row(0, 0), "no reordering within")
        #expect(todo.items.map(\.id) == [1, 2, 3])
        #expect(tableView.dragRow(from: .row(1, 0), to: .row(2, 1)) == .row(2, 1))
        #expect(done.items.map(\.id) == [4, 5, 2])
    }

    @Test func aCardDroppedOnAColumnThatRefusesItStaysInItsOwnColumnNotTheOneBeside() {
        // A board [a, [b, c], d]: b and c share a composite inside the board's.
        let columns = (0..<4).map { column in Column(items: [Card(id: column * 10)], cellProvider: .text(\.title)) }
        let log = Log()
        for (number, column) in columns.enumerated() {
            column.onMove = { card, _, _ in log.lines.append("\(number) moved \(card.id)") }
            column.onGiveAway = { card, _ in log.lines.append("\(number) gave away \(card.id)") }
            column.canReceiveItem = { _, _ in number != 3 && number != 0 }
            column.onReceive = { card, _ in log.lines.append("\(number) received \(card.id)") }
        }
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([
            columns[0], CompositeDataSource<HeadlessTableView>([columns[1], columns[2]]), columns[3],
        ])

        // From b onto d and onto a, which take nothing: past c, or beside it, which takes anything.
        for proposed in [IndexPath.row(0, 3), .row(1, 3), .row(0, 0)] {
            let destination = tableView.dragRow(from: .row(0, 1), to: proposed)
            #expect(destination?.section == 1, "dropped on \(proposed), landed at \(String(describing: destination))")
        }
        #expect(columns.map { $0.items.map(\.id) } == [[0], [10], [20], [30]])
        #expect(!log.lines.contains { $0.contains("gave away") || $0.contains("received") }, "\(log.lines)")
    }

    @Test func aColumnThatLetsNothingGoKeepsItsCardsWhateverTheOtherTakes() {
        todo.onMove = { _, _, _ in }
        done.canReceiveItem = { _, _ in true }

        #expect(tableView.dragRow(from: .row(2, 0), to: .row(0, 1)) == .row(2, 0))
        #expect(done.items.map(\.id) == [4, 5])
        #expect(!done.listView(tableView, canInsertMovedItem: MovedItem(item: "card", isSelected: false), at: .row(0)))
    }

    @Test func aSelectedCardStaysSelectedInItsNewColumn() {
        let log = Log()
        letCardsMoveBetweenColumns(log: log)
        tableView.allowsMultipleSelection = true
        todo.selectItem(at: .row(1, 0))
        done.selectItem(at: .row(0, 0))

        tableView.dragRow(from: .row(1, 0), to: .row(0, 1))

        #expect(todo.selectedItems.isEmpty)
        #expect(done.selectedItems.map(\.id) == [2, 4])
        #expect(tableView.indexPathsForSelectedRows.sorted() == [.row(0, 1), .row(1, 1)])
        done.apply([5, 2, 4].map(Card.init))
        #expect(done.selectedItems.map(\.id) == [2, 4], "the selection is the data source's, by item")
    }

    @Test func anApplyAfterTheMoveIsValidInBothColumns() {
        let log = Log()
        letCardsMoveBetweenColumns(log: log)
        tableView.dragRow(from: .row(0, 0), to: .row(2, 1))

        todo.apply([3, 6].map(Card.init))
        done.apply([1, 4, 5].map(Card.init))

        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.visibleCells.map(\.text) == ["card 3", "card 6", "card 1", "card 4", "card 5"])
    }

    @Test func aCardOfAnotherTypeIsNotTakenEvenWhenTheColumnTakesEverything() {
        let words = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
        words.canReceiveItem = { _, _ in true }
        todo.onGiveAway = { _, _ in }
        tableView.currentDataSource = nil
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([todo, words])

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(0, 1)) == .row(0, 0))
        #expect(words.items == ["a"])
    }

    @Test func aMoveCrossesNestedCompositesASwitcherAndAMediator() {
        let log = Log()
        letCardsMoveBetweenColumns(log: log)
        let archive = Column(items: [], cellProvider: .text(\.title))
        archive.canReceiveItem = { _, _ in true }
        archive.onReceive = { card, _ in log.lines.append("archive received \(card.id)") }
        tableView.currentDataSource = nil
        let board = CompositeDataSource<HeadlessTableView>([
            CompositeDataSource<HeadlessTableView>([todo, done]), SwitchingDataSource([archive]),
        ])
        tableView.currentDataSource = ListViewMediator(wrapping: board)

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(1, 1)) == .row(1, 1), "between the inner composite's")
        #expect(tableView.dragRow(from: .row(0, 1), to: .row(0, 2)) == .row(0, 2), "out of it, into the switcher's")
        #expect(todo.items.map(\.id) == [2, 3])
        #expect(done.items.map(\.id) == [1, 5])
        #expect(archive.items.map(\.id) == [4])
        #expect(log.lines.suffix(2) == ["done gave away 4 from [0, 0]", "archive received 4"])
        #expect(tableView.performedBatchUpdates.isEmpty)
    }

    @Test func theRecordShowsOneUserMoveForAMoveAcross() {
        let log = Log()
        letCardsMoveBetweenColumns(log: log)
        tableView.dragRow(from: .row(0, 0), to: .row(0, 1))

        let last = tableView.updateRecord.updates.last
        #expect(last?.kind == .userMove)
        #expect(last?.rowCountsBefore == [3, 2])
        #expect(last?.rowCountsAfter == [2, 3])
        #expect(tableView.replayMismatch() == nil)
    }

    @Test func aMoveTheReceiverRefusesStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                let todo = Column(items: [Card(id: 1)], cellProvider: .text(\.title))
                let done = Column(items: [], cellProvider: .text(\.title))
                todo.onGiveAway = { _, _ in }
                let board = CompositeDataSource<HeadlessTableView>([todo, done])
                tableView.currentDataSource = board
                board.listView(tableView, moveRowAt: .row(0, 0), to: .row(0, 1))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("does not take it there"))
    }
}

/// What the data sources told the test, in order.
@MainActor
final class Log {
    var lines: [String] = []
}

extension IndexPath {
    fileprivate static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
}
