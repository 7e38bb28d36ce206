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
            self.stages = stages.mapValues { titles in titles.map { Example.Card(id: UUID(), title: $0) } }
        }

        func board() async throws -> [Example.Stage: [Example.Card]] { stages }

        func move(_ cardID: Example.Card.ID, to stage: Example.Stage, at index: Int) async throws {
            let card = stages.values.joined().first { $0.id == cardID }!
            moves.append("\(card.title) → \(stage.rawValue) \(index)")
            if refusesMoves { throw CancellationError() }
            for key in stages.keys { stages[key]?.removeAll { $0.id == cardID } }
            stages[stage, default: []].insert(card, at: index)
        }

        func add(_ card: Example.Card, to stage: Example.Stage, at index: Int) async throws {
            moves.append("new \(card.title) → \(stage.rawValue) \(index)")
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
        #expect(await board.moves == ["test → Done 0"])
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

    @Test func aCardDraggedWithDragAndDropIntoAnotherColumnIsSavedThere() async throws {
        let board = FakeBoard([.toDo: ["write", "test"], .doing: ["review"]])
        let (controller, tableView) = try await show(board)
        #expect(tableView.dragInteractionEnabled)

        #expect(tableView.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)) == .move)

        #expect(titles(controller) == [["test"], ["review", "write"], []])
        #expect((0..<3).map(tableView.numberOfRows(inSection:)) == [1, 2, 0])
        await settle { await !board.moves.isEmpty }
        #expect(await board.moves == ["write → Doing 1"])
    }

    @Test func aFullColumnForbidsADropAndTheBoardStaysAsItWas() async throws {
        let board = FakeBoard([.toDo: ["write"], .doing: ["a", "b", "c"]])
        let (controller, tableView) = try await show(board)

        #expect(
            tableView.simulateDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)) == .forbidden
        )
        #expect(titles(controller) == [["write"], ["a", "b", "c"], []])
        #expect(await board.moves.isEmpty)
    }

    @Test func textFromAnotherAppBecomesANewCardSavedWhereItWasDropped() async throws {
        let board = FakeBoard([.toDo: ["write"]])
        let (controller, tableView) = try await show(board)
        let note = NSItemProvider()
        note.registerDataRepresentation(forTypeIdentifier: ListDragData.plainTextTypeIdentifier, visibility: .all) {
            completion in
            completion(Data("call the printer".utf8), nil)
            return nil
        }

        #expect(tableView.simulateDrop(of: [note], at: IndexPath(row: 0, section: 2)) == .copy)

        await settle { await !board.moves.isEmpty }
        #expect(titles(controller) == [["write"], [], ["call the printer"]])
        #expect(await board.moves == ["new call the printer → Done 0"])
    }

    @Test func aCardCarriesItsTitleToAnotherApp() async throws {
        let (controller, tableView) = try await show(FakeBoard([.toDo: ["write"]]))
        _ = controller
        let drag = try #require(
            tableView.dragDelegate?.tableView(
                tableView, itemsForBeginning: ProbeDragSession(), at: IndexPath(row: 0, section: 0)
            ).first)
        #expect(drag.itemProvider.registeredTypeIdentifiers == [ListDragData.plainTextTypeIdentifier])
    }
}

/// A drag session for asking a drag delegate directly.
@MainActor
final class ProbeDragSession: UIDragSession {
    var items: [UIDragItem] { [] }
    var localContext: Any?
    func location(in view: UIView) -> CGPoint { .zero }
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
}
