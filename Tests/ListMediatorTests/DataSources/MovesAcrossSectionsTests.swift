import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The user dragging an item of a grouped data source into another section: the app says what
/// that makes of the item (a new key), the item moves once, without a batch update, and a section
/// left empty stays until the next apply.
@MainActor
struct MovesAcrossSectionsTests {
    struct Task: Identifiable, Equatable {
        let id: Int
        var status: String
    }
    typealias Board = GroupedDataSource<Task, String, HeadlessTableView>

    let tableView = HeadlessTableView()
    let board = Board(
        items: [Task(id: 1, status: "a todo"), Task(id: 2, status: "a todo"), Task(id: 3, status: "b doing")],
        sectionKey: \.status, cellProvider: .text { "\($0.id)" })
    var moves: [String] = []

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        tableView.currentDataSource = board
    }

    /// Lets tasks change status by moving, except into `closed`.
    func letTasksChangeStatus(log: Log, except closed: String = "") {
        board.itemMovedToSection = { task, status in
            status == closed ? nil : Task(id: task.id, status: status)
        }
        board.onMove = { task, source, destination in
            log.lines.append("\(task.id) is \(task.status) \(source) → \(destination)")
        }
    }

    @Test func anItemDroppedInAnotherSectionTakesItsKeyAndMovesWithoutABatchUpdate() {
        let log = Log()
        letTasksChangeStatus(log: log)

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(1, 1)) == .row(1, 1))

        #expect(board.sections.map(\.key) == ["a todo", "b doing"])
        #expect(board.sections.map { $0.items.map(\.id) } == [[2], [3, 1]])
        #expect(board.sections[1].items.map(\.status) == ["b doing", "b doing"])
        #expect(log.lines == ["1 is b doing [0, 0] → [1, 1]"])
        #expect(tableView.performedBatchUpdates.isEmpty)
    }

    @Test func aSectionLeftEmptyStaysTakesDropsAndGoesWithTheNextApply() {
        let log = Log()
        letTasksChangeStatus(log: log)
        tableView.dragRow(from: .row(0, 1), to: .row(0, 0))

        #expect(board.sections.map { $0.items.map(\.id) } == [[3, 1, 2], []])
        #expect(board.listView(tableView, titleForHeaderInSection: 1) == "b doing")
        #expect(tableView.dragRow(from: .row(1, 0), to: .row(0, 1)) == .row(0, 1), "the empty section takes a drop")
        #expect(board.sections.map { $0.items.map(\.id) } == [[3, 2], [1]])
        tableView.dragRow(from: .row(0, 1), to: .row(2, 0))

        board.apply(board.sections.flatMap(\.items))

        #expect(board.sections.map(\.key) == ["a todo"])
        #expect(tableView.performedBatchUpdates == [BatchUpdate(deletedSections: [1])])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func aSectionTheAppRefusesKeepsTheRowInItsOwn() {
        let log = Log()
        letTasksChangeStatus(log: log, except: "b doing")

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(0, 1)) == .row(1, 0))
        #expect(board.sections.map { $0.items.map(\.id) } == [[2, 1], [3]])
        #expect(board.sections[0].items.map(\.status) == ["a todo", "a todo"])
    }

    @Test func withoutTheAppsSayRowsStayInTheirSection() {
        board.onMove = { _, _, _ in }

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(0, 1)) == .row(1, 0))
        #expect(board.sections.map { $0.items.map(\.id) } == [[2, 1], [3]])
    }

    @Test func aGroupedDataSourceReceivesAnItemFromAnotherIntoTheSectionItIsDroppedIn() {
        let log = Log()
        letTasksChangeStatus(log: log)
        let inbox = FlatDataSource<Task, HeadlessTableView>(
            items: [Task(id: 9, status: "inbox")], cellProvider: .text { "\($0.id)" })
        inbox.onGiveAway = { task, _ in log.lines.append("inbox gave away \(task.id)") }
        board.canReceiveItem = { _, _ in true }
        board.onReceive = { task, destination in log.lines.append("\(task.id) arrived \(task.status) at \(destination)")
        }
        tableView.currentDataSource = nil
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([inbox, board])

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(1, 2)) == .row(1, 2))

        #expect(board.sections.map { $0.items.map(\.id) } == [[1, 2], [3, 9]])
        #expect(board.sections[1].items.last?.status == "b doing")
        #expect(log.lines == ["inbox gave away 9", "9 arrived b doing at [1, 1]"])
        #expect(inbox.items.isEmpty)
    }

    @Test func anItemTheAppCannotRekeyIsNotReceived() {
        let inbox = FlatDataSource<Task, HeadlessTableView>(
            items: [Task(id: 9, status: "inbox")], cellProvider: .text { "\($0.id)" })
        inbox.onGiveAway = { _, _ in }
        board.canReceiveItem = { _, _ in true }  // but no itemMovedToSection
        tableView.currentDataSource = nil
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([inbox, board])

        #expect(tableView.dragRow(from: .row(0, 0), to: .row(1, 2)) == .row(0, 0))
        #expect(board.sections.map { $0.items.map(\.id) } == [[1, 2], [3]])
    }

    @Test func aRekeyedItemWithAnotherKeyStopsWithAMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                let board = Board(
                    items: [Task(id: 1, status: "a"), Task(id: 2, status: "b")], sectionKey: \.status,
                    cellProvider: .text { "\($0.id)" })
                board.onMove = { _, _, _ in }
                board.itemMovedToSection = { task, _ in task }  // forgets to change the status
                tableView.currentDataSource = board
                tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("itemMovedToSection returned an item whose section key is a, not b"))
    }
}

extension IndexPath {
    fileprivate static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
}
