import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The board guide's view controller, played against the UIKit stand-in: cards dragged by their
/// reorder controls between columns, saved on the server, a full column refusing more.
@MainActor
struct BoardExampleTests {
    typealias Example = BoardExample

    actor FakeBoard: Example.BoardService {
        var stages: [Example.Stage: [Example.Card]]
        var moves: [String] = []
        var refusesMoves = false

        init(_ stages: [Example.Stage: [String]]) {
            // Numbered column by column, in the board's order.
            var next = 0
            var numbered: [Example.Stage: [Example.Card]] = [:]
            for stage in Example.Stage.allCases {
                numbered[stage] = stages[stage]?.map { title in
                    defer { next += 1 }
                    return Example.Card(id: next, title: title)
                }
            }
            self.stages = numbered
        }

        func board() async throws -> [Example.Stage: [Example.Card]] { stages }

        func move(_ cardID: Example.Card.ID, to stage: Example.Stage, at index: Int) async throws {
            moves.append("\(cardID) → \(stage.rawValue) \(index)")
            if refusesMoves { throw CancellationError() }
            let card = stages.values.joined().first { $0.id == cardID }!
            for key in stages.keys { stages[key]?.removeAll { $0.id == cardID } }
            stages[stage, default: []].insert(card, at: index)
        }

        func refuseMoves() { refusesMoves = true }
    }

    func show(_ board: FakeBoard) async throws -> (Example.BoardViewController, UITableView) {
        let controller = Example.BoardViewController(service: board)
        controller.simulateAppearance()
        let tableView = try #require(controller.view.subviews.lazy.compactMap { $0 as? UITableView }.first)
        await settle { controller.columns.values.contains { !$0.items.isEmpty } }
        _ = tableView.visibleCells
        return (controller, tableView)
    }

    func titles(_ controller: Example.BoardViewController) -> [[String]] {
        Example.Stage.allCases.map { controller.columns[$0]!.items.map(\.title) }
    }

    @Test func aCardDraggedIntoAnotherColumnIsSavedThere() async throws {
        let board = FakeBoard([.toDo: ["write", "test"], .doing: ["review"]])
        let (controller, tableView) = try await show(board)
        controller.editButtonItem.simulateTap()
        #expect(tableView.isEditing)
        let updatesBefore = tableView.performedBatchUpdates.count

        let landed = tableView.simulateMove(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 2))

        #expect(landed == IndexPath(row: 0, section: 2), "the empty Done column takes it")
        #expect(titles(controller) == [["write"], ["review"], ["test"]])
        #expect(tableView.performedBatchUpdates.count == updatesBefore, "no batch update for the move")
        await settle { await !board.moves.isEmpty }
        #expect(await board.moves == ["1 → Done 0"])
    }

    @Test func aFullColumnTakesNoMoreCards() async throws {
        let board = FakeBoard([.toDo: ["write"], .doing: ["a", "b", "c"]])
        let (controller, tableView) = try await show(board)
        controller.setEditing(true, animated: false)

        let landed = tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))

        #expect(landed == IndexPath(row: 0, section: 0), "back in To do")
        #expect(titles(controller) == [["write"], ["a", "b", "c"], []])
    }

    @Test func aMoveTheServerRefusesPutsTheBoardBackAsTheServerHasIt() async throws {
        let board = FakeBoard([.toDo: ["write"], .doing: ["review"]])
        await board.refuseMoves()
        let (controller, tableView) = try await show(board)
        controller.setEditing(true, animated: false)

        tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(titles(controller) == [[], ["review", "write"], []])

        await settle { controller.columns[.toDo]!.items.count == 1 }
        #expect(titles(controller) == [["write"], ["review"], []])
        #expect((0..<3).map(tableView.numberOfRows(inSection:)) == [1, 1, 0])
    }
}
