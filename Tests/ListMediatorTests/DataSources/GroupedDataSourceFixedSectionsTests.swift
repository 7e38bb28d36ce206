import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A grouped data source with sections always shown — a board's columns: each stays while it
/// holds no item, takes a drop, and survives deletes and applies; a key outside them gets a
/// section after them, which goes with its last item.
@MainActor
struct GroupedDataSourceFixedSectionsTests {
    struct Card: Identifiable, Equatable {
        let id: Int
        var column: String
    }
    typealias Board = GroupedDataSource<Card, String, HeadlessTableView>

    let tableView = HeadlessTableView()
    let board = Board(
        items: [Card(id: 1, column: "Doing"), Card(id: 2, column: "Doing")],
        sectionKeys: ["To do", "Doing", "Done"], sectionKey: \.column, headerTitle: { $0 },
        cellProvider: .text { "\($0.id)" })

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        tableView.currentDataSource = board
    }

    private var columns: [[Int]] { board.sections.map { $0.items.map(\.id) } }
    private var rowCounts: [Int] { (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:)) }

    @Test func everyColumnShowsEvenWhileEmpty() {
        #expect(board.sections.map(\.key) == ["To do", "Doing", "Done"])
        #expect(columns == [[], [1, 2], []])
        #expect(tableView.numberOfSections == 3)
        #expect(board.listView(tableView, titleForHeaderInSection: 2) == "Done")
    }

    @Test func aColumnStaysWhenItsLastCardIsDeletedOrApplied() {
        board.deleteItem(at: IndexPath(row: 0, section: 1))
        board.deleteItems(withIDs: [2])
        #expect(columns == [[], [], []])
        #expect(tableView.numberOfSections == 3)

        board.apply([Card(id: 3, column: "Done")])
        #expect(columns == [[], [], [3]])
        board.apply([])
        #expect(columns == [[], [], []])
        #expect(rowCounts == [0, 0, 0])
    }

    @Test func anEmptyColumnTakesADropAndTheColumnLeftEmptyStaysAfterAnApply() {
        board.itemMovedToSection = { card, column in Card(id: card.id, column: column) }
        var moves: [String] = []
        board.onMove = { card, _, to in moves.append("\(card.id) → \(card.column) \(to.row)") }
        board.deleteItems(withIDs: [2])

        #expect(tableView.dragRow(from: .row(0, 1), to: .row(0, 2)) == .row(0, 2))
        #expect(columns == [[], [], [1]])
        #expect(moves == ["1 → Done 0"])
        board.apply(board.items)
        #expect(columns == [[], [], [1]])
        #expect(board.sections.map(\.key) == ["To do", "Doing", "Done"])
    }

    @Test func aKeyOutsideTheColumnsGetsASectionAfterThemThatGoesWithItsLastCard() {
        board.apply([Card(id: 1, column: "Doing"), Card(id: 5, column: "Blocked"), Card(id: 6, column: "Archive")])
        #expect(board.sections.map(\.key) == ["To do", "Doing", "Done", "Blocked", "Archive"])

        board.deleteItem(at: IndexPath(row: 0, section: 3))
        #expect(board.sections.map(\.key) == ["To do", "Doing", "Done", "Archive"])
        #expect(tableView.numberOfSections == 4)
    }

    @Test func aPageAppendedToColumnsAndNewKeysPlacesEachGroupWhereItsSectionIs() {
        board.append(contentsOf: [Card(id: 7, column: "Archive")])
        // A new key first, then a column, then an existing key outside the columns: every
        // batch stays valid and each card lands in its own section.
        board.append(
            contentsOf: [Card(id: 8, column: "Blocked"), Card(id: 9, column: "To do"), Card(id: 10, column: "Archive")])

        #expect(board.sections.map(\.key) == ["To do", "Doing", "Done", "Archive", "Blocked"])
        #expect(columns == [[9], [1, 2], [], [7, 10], [8]])
        #expect(rowCounts == [1, 2, 0, 2, 1])
    }
}

extension IndexPath {
    fileprivate static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
}
