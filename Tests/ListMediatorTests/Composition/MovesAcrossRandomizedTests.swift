import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

/// Random boards — flat and grouped columns in nested composites, a switcher and a mediator,
/// each column letting its cards go or not, reordering or not, taking some cards or none, a
/// grouped column changing a card's lane or refusing some lanes — and random steps: drags from a
/// shown row to any place the view proposes, switches, selections and applies. After every step
/// each column holds the model's cards (lanes included), the view shows them, the selection is
/// the model's by card, drags made no batch update and the view rejected nothing; a drop the
/// receiving column takes lands where it was proposed, and one it does not lands in the card's
/// own column. The view's record replays at the end.
@MainActor
struct MovesAcrossRandomizedTests {
    nonisolated static let casesPerBatch = 250
    nonisolated static let batches: [UInt64] = Array(0..<4)
    static let stepsPerCase = 16

    @Test(arguments: batches)
    func randomDragsAcrossSectionsAndDataSourcesKeepTheModel(batch: UInt64) {
        checkSeededCases((0..<UInt64(Self.casesPerBatch)).lazy.map { batch << 32 | $0 }) { BoardRun(seed: $0).run() }
    }
}

/// A card on a random board: grouped columns group cards by lane.
struct BoardCard: Identifiable, Equatable {
    let id: Int
    var lane: Int
}

/// One column of a random board, and its model.
@MainActor
final class BoardColumn {
    /// Which cards the column takes from another.
    enum Receiving: CaseIterable { case nothing, everything, evenCards, atTop }

    let name: String
    let column: ItemDataSource<BoardCard, HeadlessTableView>
    let dataSource: any ListViewDataSource<HeadlessTableView>
    let isGrouped: Bool
    let gives: Bool
    let reorders: Bool
    let receiving: Receiving
    /// For a grouped column: whether a card may change lanes, and a lane it may not go to.
    let changesLanes: Bool
    let closedLane: Int
    /// The model: sections (one for a flat column) with their lanes, and the selected cards.
    var sections: [(lane: Int, cards: [BoardCard])]
    var selected: Set<Int> = []
    private let applyCards: ([BoardCard]) -> Void

    init(name: String, cards: [BoardCard], random: inout SplitMix64) {
        self.name = name
        isGrouped = Bool.random(using: &random)
        gives = Int.random(in: 0..<4, using: &random) > 0
        reorders = Bool.random(using: &random)
        receiving = Receiving.allCases.randomElement(using: &random)!
        changesLanes = Int.random(in: 0..<3, using: &random) > 0
        closedLane = Int.random(in: 0..<4, using: &random)
        if isGrouped {
            let grouped = GroupedDataSource<BoardCard, Int, HeadlessTableView>(
                items: cards, sectionKey: \.lane, cellProvider: .text { "\($0.id)" })
            let (changesLanes, closedLane) = (changesLanes, closedLane)
            if changesLanes {
                grouped.itemMovedToSection = { card, lane in
                    lane == closedLane ? nil : BoardCard(id: card.id, lane: lane)
                }
            }
            column = grouped
            dataSource = grouped
            applyCards = { grouped.apply($0) }
            sections = Self.grouped(cards)
        } else {
            let flat = FlatDataSource<BoardCard, HeadlessTableView>(items: cards, cellProvider: .text { "\($0.id)" })
            column = flat
            dataSource = flat
            applyCards = { flat.apply($0) }
            sections = [(0, cards)]
        }
        if gives { column.onGiveAway = { _, _ in } }
        if reorders { column.onMove = { _, _, _ in } }
        let receiving = receiving
        if receiving != .nothing {
            column.canReceiveItem = { card, destination in Self.takes(card, at: destination, receiving) }
        }
    }

    static func grouped(_ cards: [BoardCard]) -> [(lane: Int, cards: [BoardCard])] {
        Dictionary(grouping: cards, by: \.lane).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    nonisolated static func takes(_ card: BoardCard, at destination: IndexPath, _ receiving: Receiving) -> Bool {
        switch receiving {
        case .nothing: false
        case .everything: true
        case .evenCards: card.id.isMultiple(of: 2)
        case .atTop: destination.row == 0
        }
    }

    var cards: [BoardCard] { sections.flatMap(\.cards) }

    /// The card as the model would hold it in `section`, or `nil` when it may not go there.
    func place(_ card: BoardCard, inSection section: Int) -> BoardCard? {
        guard isGrouped else { return card }
        let lane = sections[section].lane
        if card.lane == lane { return card }
        return changesLanes && lane != closedLane ? BoardCard(id: card.id, lane: lane) : nil
    }

    /// Whether the column takes `card`, from another, at `place` in its numbers.
    func takes(_ card: BoardCard, at place: IndexPath) -> Bool {
        guard receiving != .nothing, sections.indices.contains(place.section),
            (0...sections[place.section].cards.count).contains(place.row),
            let placed = self.place(card, inSection: place.section)
        else { return false }
        return Self.takes(placed, at: place, receiving)
    }

    func apply(_ cards: [BoardCard]) {
        applyCards(cards)
        sections = isGrouped ? Self.grouped(cards) : [(0, cards)]
        selected.formIntersection(cards.map(\.id))
    }

    /// What the data source holds, as the model's sections.
    var held: [(lane: Int, cards: [BoardCard])] {
        if let grouped = column as? GroupedDataSource<BoardCard, Int, HeadlessTableView> {
            return grouped.sections.map { ($0.key, $0.items) }
        }
        return [(0, (column as! FlatDataSource<BoardCard, HeadlessTableView>).items)]
    }

    var description: String {
        "\(name) (\(isGrouped ? "grouped" : "flat"), gives \(gives), reorders \(reorders), takes \(receiving)"
            + (isGrouped ? ", changes lanes \(changesLanes) but to \(closedLane)" : "") + ")"
    }
}

/// One random case: a board of five columns — `[c0, [c1, c2], switcher(c3 | c4)]` inside a
/// mediator — on a headless view, and its model.
@MainActor
final class BoardRun {
    var random: SplitMix64
    var nextID = 0
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 100_000))
    let columns: [BoardColumn]
    let switcher: SwitchingDataSource<HeadlessTableView>
    let mediator: ListViewMediator<HeadlessTableView>
    var trace: [String] = []

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var columns: [BoardColumn] = []
        var nextID = 0
        for index in 0..<5 {
            let cards = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                defer { nextID += 1 }
                return BoardCard(id: nextID, lane: Int.random(in: 0..<4, using: &random))
            }
            columns.append(BoardColumn(name: "c\(index)", cards: cards, random: &random))
        }
        self.random = random
        self.nextID = nextID
        self.columns = columns
        switcher = SwitchingDataSource([columns[3].dataSource, columns[4].dataSource])
        mediator = ListViewMediator(
            wrapping: CompositeDataSource<HeadlessTableView>([
                columns[0].dataSource,
                CompositeDataSource<HeadlessTableView>([columns[1].dataSource, columns[2].dataSource]),
                switcher,
            ]))
        tableView.allowsMultipleSelection = true
        tableView.trapsOnRejectedBatchUpdate = false
        tableView.currentDataSource = mediator
    }

    func newCard() -> BoardCard {
        defer { nextID += 1 }
        return BoardCard(id: nextID, lane: Int.random(in: 0..<4, using: &random))
    }

    /// The columns on screen, top to bottom, with the view's section of each one's first.
    var shownColumns: [(column: BoardColumn, sectionOffset: Int)] {
        var offset = 0
        return [columns[0], columns[1], columns[2], columns[3 + switcher.selectedIndex]].map { column in
            defer { offset += column.sections.count }
            return (column, offset)
        }
    }

    /// The shown column of the view's `section`, and the section in its numbers.
    func column(ofSection section: Int) -> (column: BoardColumn, local: Int) {
        let shown = shownColumns.last { $0.sectionOffset <= section && $0.column.sections.count > 0 }!
        return (shown.column, section - shown.sectionOffset)
    }

    /// Runs the steps; what went wrong, or `nil`.
    func run() -> String? {
        let setup = columns.map(\.description).joined(separator: "; ")
        if let failure = check() { return "after showing \(setup): \(failure)" }
        for step in 0..<MovesAcrossRandomizedTests.stepsPerCase {
            let (description, failure) = performStep()
            trace.append(description)
            if let failure = failure ?? check() {
                return "step \(step + 1), \(description): \(failure)\ncolumns: \(setup)\n"
                    + "steps: \(trace.joined(separator: "; "))"
            }
        }
        if let mismatch = tableView.replayMismatch() { return "replaying: \(mismatch)" }
        return nil
    }

    func performStep() -> (String, String?) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<6: drag() ?? ("no row to drag", nil)
        case 6: switchColumns()
        case 7, 8: toggleSelection() ?? ("no row to select", nil)
        default: applyToAColumn()
        }
    }

    // MARK: Steps

    /// The user drags a random shown card to a random place the view proposes.
    func drag() -> (String, String?)? {
        let rows = shownColumns.flatMap { shown in
            shown.column.sections.indices.flatMap { section in
                shown.column.sections[section].cards.indices.map {
                    (shown.column, IndexPath(row: $0, section: section), shown.sectionOffset)
                }
            }
        }
        guard let (column, local, offset) = rows.randomElement(using: &random) else { return nil }
        let source = IndexPath(row: local.row, section: local.section + offset)
        let proposedSection = Int.random(in: 0..<tableView.numberOfSections, using: &random)
        let rowsThere = tableView.numberOfRows(inSection: proposedSection)
        let proposed = IndexPath(
            row: Int.random(in: 0...(proposedSection == source.section ? rowsThere - 1 : rowsThere), using: &random),
            section: proposedSection)
        let card = column.sections[local.section].cards[local.row]
        let change = "drag \(card.id) from \(source) to \(proposed)"
        let updates = tableView.performedBatchUpdates.count + tableView.reloadCount

        guard let landed = tableView.dragRow(from: source, to: proposed) else {
            return (change, column.gives || column.reorders ? "the drag was refused" : nil)
        }
        guard tableView.performedBatchUpdates.count + tableView.reloadCount == updates else {
            return (change, "the drag updated the view")
        }
        let (target, targetLocal) = self.column(ofSection: landed.section)
        let landedLocal = IndexPath(row: landed.row, section: targetLocal)
        let (proposedColumn, proposedSectionLocal) = self.column(ofSection: proposed.section)
        let proposedLocal = IndexPath(row: proposed.row, section: proposedSectionLocal)
        let change2 = change + ", landing at \(landed)"

        // Where the rules say the card may and must land.
        if proposedColumn !== column, column.gives, proposedColumn.takes(card, at: proposedLocal), landed != proposed {
            return (change2, "\(proposedColumn.name) takes it at \(proposedLocal), but it landed elsewhere")
        }
        let placed: BoardCard
        if target !== column {
            guard column.gives, target.takes(card, at: landedLocal) else {
                return (change2, "it landed in \(target.name), which may not take it there")
            }
            placed = target.place(card, inSection: landedLocal.section)!
        } else if landedLocal.section != local.section {
            guard column.reorders, let rekeyed = column.place(card, inSection: landedLocal.section) else {
                return (change2, "it changed sections where it may not")
            }
            placed = rekeyed
        } else {
            if !column.reorders, landed != source { return (change2, "it moved within a column that does not reorder") }
            if column.reorders, proposedColumn === column, proposedSectionLocal == local.section, landed != proposed {
                return (change2, "a drop in its own section landed elsewhere")
            }
            placed = card
        }

        // The model follows.
        column.sections[local.section].cards.remove(at: local.row)
        target.sections[landedLocal.section].cards.insert(placed, at: landedLocal.row)
        if column.selected.remove(card.id) != nil { target.selected.insert(card.id) }
        return (change2, nil)
    }

    func switchColumns() -> (String, String?) {
        let index = 1 - switcher.selectedIndex
        switcher.select(index)
        return ("switch to c\(3 + index)", nil)
    }

    func toggleSelection() -> (String, String?)? {
        let rows = shownColumns.flatMap { shown in
            shown.column.sections.indices.flatMap { section in
                shown.column.sections[section].cards.indices.map {
                    (shown.column, IndexPath(row: $0, section: section))
                }
            }
        }
        guard let (column, local) = rows.randomElement(using: &random) else { return nil }
        let card = column.sections[local.section].cards[local.row]
        if column.selected.contains(card.id) {
            column.column.deselectItem(at: local)
            column.selected.remove(card.id)
            return ("deselect \(card.id)", nil)
        }
        column.column.selectItem(at: local)
        column.selected.insert(card.id)
        return ("select \(card.id)", nil)
    }

    /// A column, shown or not, gets new cards: one fewer, one more, two swapped.
    func applyToAColumn() -> (String, String?) {
        let column = columns.randomElement(using: &random)!
        var cards = column.cards
        if !cards.isEmpty, Bool.random(using: &random) {
            cards.remove(at: Int.random(in: cards.indices, using: &random))
        }
        if Bool.random(using: &random) { cards.insert(newCard(), at: Int.random(in: 0...cards.count, using: &random)) }
        if cards.count > 1 { cards.swapAt(0, cards.count - 1) }
        column.apply(cards)
        return ("apply \(cards.map(\.id)) to \(column.name)", nil)
    }

    // MARK: The check

    func check() -> String? {
        for column in columns {
            let held = column.held.map { "\($0.lane): \($0.cards.map { "\($0.id)/\($0.lane)" })" }
            let model = column.sections.map { "\($0.lane): \($0.cards.map { "\($0.id)/\($0.lane)" })" }
            guard held == model else { return "\(column.name) holds \(held), the model \(model)" }
            let selected = Set(column.column.selectedItems.map(\.id))
            guard selected == column.selected else {
                return "\(column.name) selects \(selected.sorted()), the model \(column.selected.sorted())"
            }
        }
        let modelSections = shownColumns.flatMap { $0.column.sections.map { $0.cards.map { "\($0.id)" } } }
        let shownSections = (0..<tableView.numberOfSections).map { section in
            (0..<tableView.numberOfRows(inSection: section)).map {
                tableView.cellForRow(at: IndexPath(row: $0, section: section))?.text ?? "?"
            }
        }
        guard shownSections == modelSections else {
            return "the view shows \(shownSections), the model \(modelSections)"
        }
        guard tableView.rejectedBatchUpdates.isEmpty else {
            return "the view rejected \(tableView.rejectedBatchUpdates.map(\.error.description))"
        }
        let modelSelected = Set(shownColumns.flatMap { $0.column.selected })
        let viewSelected = Set(tableView.indexPathsForSelectedRows.map { shownSections[$0.section][$0.row] })
        guard viewSelected == Set(modelSelected.map(String.init)) else {
            return "the view selects \(viewSelected.sorted()), the model \(modelSelected.sorted())"
        }
        return nil
    }
}
