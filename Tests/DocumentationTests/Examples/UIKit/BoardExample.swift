import ListMediator
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// "A board of columns" (ListMediatorUIKit.docc/BoardOnUIKit.md), compiled against UIKit or its
/// stand-in.
enum BoardExample {
    struct Card: Identifiable, Hashable, Sendable {
        let id: UUID
        let title: String
    }

    enum Stage: String, CaseIterable, Sendable {
        case toDo = "To do"
        case doing = "Doing"
        case done = "Done"
    }

    /// The team's board on the server: an actor in the app, a fake one in its tests.
    protocol BoardService: Actor {
        func board() async throws -> [Stage: [Card]]
        func move(_ cardID: Card.ID, to stage: Stage, at index: Int) async throws
        func add(_ card: Card, to stage: Stage, at index: Int) async throws
    }

    final class BoardViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .insetGrouped)
        private lazy var listView = TableListView(tableView: tableView)
        private let service: any BoardService
        /// At most this many cards in Doing: a column that is full takes no more.
        let workInProgressLimit = 3
        /// The cards the server has.
        private var cardIDs: Set<Card.ID> = []

        let columns: [Stage: FlatDataSource<Card, TableListView>] = Dictionary(
            uniqueKeysWithValues: Stage.allCases.map {
                ($0, FlatDataSource(items: [], headerTitle: $0.rawValue, cellProvider: .text(\.title)))
            })

        init(service: any BoardService) {
            self.service = service
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Board"
            navigationItem.rightBarButtonItem = editButtonItem
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            for stage in Stage.allCases { letCardsMove(in: stage) }
            listView.currentDataSource = CompositeDataSource(Stage.allCases.map { columns[$0]! })
            // A long press lifts a card: drop it in any column, or in another app as text.
            listView.allowsDragAndDrop = true
            Task { await load() }
        }

        /// A column's cards reorder, leave for another column, and arrive from one while it has
        /// room; each move is saved, and a move the server refuses puts the board back as it is
        /// there.
        private func letCardsMove(in stage: Stage) {
            let column = columns[stage]!
            column.onMove = { [weak self] card, _, destination in self?.save(card, in: stage, at: destination.row) }
            column.onGiveAway = { _, _ in }  // the receiving column saves the move
            column.canReceiveItem = { [weak self, weak column] _, _ in
                guard let self, let column else { return false }
                return stage != .doing || column.items.count < workInProgressLimit
            }
            column.onReceive = { [weak self] card, destination in self?.save(card, in: stage, at: destination.row) }
            // Text dragged from another app (a note, a mail) becomes a new card where it is dropped.
            column.dragData = { card in .text(card.title) }
            column.droppedDataTypes = [ListDragData.plainTextTypeIdentifier]
            column.itemFromDroppedData = { data in data.text.map { Card(id: UUID(), title: $0) } }
        }

        /// Saves where a card is now: a move, or a new card for one that came from another app.
        private func save(_ card: Card, in stage: Stage, at index: Int) {
            let isNew = !cardIDs.contains(card.id)
            cardIDs.insert(card.id)
            Task {
                do {
                    if isNew {
                        try await service.add(card, to: stage, at: index)
                    } else {
                        try await service.move(card.id, to: stage, at: index)
                    }
                } catch {
                    await load()
                }
            }
        }

        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            // Edit mode also shows each card's reorder control, for VoiceOver and keyboard users too.
            listView.isEditing = editing
        }

        func load() async {
            guard let board = try? await service.board() else { return }
            cardIDs = Set(board.values.joined().map(\.id))
            for stage in Stage.allCases { columns[stage]!.apply(board[stage] ?? []) }
        }
    }
}
