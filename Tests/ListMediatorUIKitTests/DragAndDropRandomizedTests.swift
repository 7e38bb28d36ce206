import Foundation
import ListMediator
import ListMediatorUIKit
import PropertyBased
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Random drags with drag and drop between the sections and data sources of a board and a second
/// list of the app, drops of text from another app, and applies that empty columns, compared
/// after every step with a model: each data source holds what the model says, the operation of
/// each drop is the one the rules give (a refused drop is forbidden and changes nothing), and
/// the views show what their data sources hold. The stand-in checks every batch update against
/// UIKit's rules and stops the process on one UIKit would refuse.
///
/// The board: a grouped data source with the columns x, y and z always shown (a card moves
/// between them, except a card whose id is a multiple of 3 into z; it takes even cards from
/// elsewhere, and text), a flat list A (reorders, gives, takes anything, and text) and a flat list
/// B (gives, but does not reorder, and takes a card only at its top). The other list: a flat list
/// C that reorders, gives and takes anything, and no text.
@MainActor
struct DragAndDropRandomizedTests {
    static let runs = ProcessInfo.processInfo.environment["LISTMEDIATOR_DEEP_TESTS"] == "1" ? 400 : 200

    @Test func randomDragsAndDropsKeepEveryDataSourceAsTheModelSays() async {
        await propertyCheck(count: Self.runs, input: DragStep.sequences) { steps in
            let run = DragRun()
            if let failure = await run.run(steps) { Issue.record("\(failure)") }
        }
    }
}

struct Card: Identifiable, Hashable, Sendable {
    let id: Int
    var column: String
}

/// One thing the user or the app does.
enum DragStep: Sendable, Equatable, CustomStringConvertible {
    /// Drag the `row`-th row (modulo the rows) of list `fromList` over list `toList`, to section
    /// `section` and row `row` (modulo what is there, a little past the ends), or the empty space
    /// below the rows.
    case drag(fromList: Int, row: Int, toList: Int, section: Int, destinationRow: Int, belowTheRows: Bool)
    /// Another app's text is dropped on list `list` at `section`, `row`.
    case dropText(list: Int, section: Int, row: Int)
    /// The board applies its columns' cards less those whose bit in `mask` is clear.
    case applyColumns(mask: Int)

    static let sequences = zip(Gen.int(in: 0...99), Gen.int(in: 0...63), Gen.int(in: 0...63), Gen.int(in: 0...7))
        .map { DragStep(kind: $0, a: $1, b: $2, c: $3) }
        .array(of: 3...25)

    init(kind: Int, a: Int, b: Int, c: Int) {
        switch kind {
        case 0..<70:
            let fromList = kind < 60 ? 0 : 1
            self = .drag(
                fromList: fromList, row: a, toList: kind % 5 == 0 ? 1 - fromList : fromList, section: b,
                destinationRow: c, belowTheRows: c == 7)
        case 70..<88: self = .dropText(list: kind % 4 == 0 ? 1 : 0, section: b, row: c)
        default: self = .applyColumns(mask: a)
        }
    }

    var description: String {
        switch self {
        case let .drag(from, row, to, section, destination, below):
            "drag(list \(from) row \(row) → list \(to) " + (below ? "below the rows)" : "[\(section), \(destination)])")
        case let .dropText(list, section, row): "dropText(list \(list) [\(section), \(row)])"
        case .applyColumns(let mask): "applyColumns(mask \(mask))"
        }
    }
}

/// One run: the two lists, the model, and the checks.
@MainActor
final class DragRun {
    typealias Columns = GroupedDataSource<Card, String, TableListView>
    typealias Flat = FlatDataSource<Card, TableListView>
    static let keys = ["x", "y", "z"]

    let board = UIKitTable()
    let other = UIKitTable()
    let columns: Columns
    let a: Flat
    let b: Flat
    let c: Flat

    /// The model: the sections of each list, in order — the board's x, y, z, A and B; the other
    /// list's C.
    var model: [[[Card]]]
    var nextID = 100
    /// The drops of text whose data has not loaded yet.
    let pendingLoads = LoadCounter()

    init() {
        var id = 0
        func cards(_ count: Int, _ column: String) -> [Card] {
            (0..<count).map { _ in
                defer { id += 1 }
                return Card(id: id, column: column)
            }
        }
        let x = cards(3, "x")
        let y = cards(2, "y")
        let aCards = cards(2, "a")
        let bCards = cards(2, "b")
        let cCards = cards(2, "c")
        model = [[x, y, [], aCards, bCards], [cCards]]
        columns = Columns(
            items: x + y, sectionKeys: Self.keys, sectionKey: \.column, cellProvider: .text { "\($0.id)" })
        a = Flat(items: aCards, cellProvider: .text { "\($0.id)" })
        b = Flat(items: bCards, cellProvider: .text { "\($0.id)" })
        c = Flat(items: cCards, cellProvider: .text { "\($0.id)" })

        columns.onMove = { _, _, _ in }
        columns.onGiveAway = { _, _ in }
        columns.itemMovedToSection = { card, key in Self.mayEnter(card, key) ? Card(id: card.id, column: key) : nil }
        columns.canReceiveItem = { card, _ in card.id.isMultiple(of: 2) }
        a.onMove = { _, _, _ in }
        a.onGiveAway = { _, _ in }
        a.canReceiveItem = { _, _ in true }
        b.onGiveAway = { _, _ in }
        b.canReceiveItem = { _, destination in destination.row == 0 }
        c.onMove = { _, _, _ in }
        c.onGiveAway = { _, _ in }
        c.canReceiveItem = { _, _ in true }
        for takesText in [columns as ItemDataSource<Card, TableListView>, a] {
            takesText.droppedDataTypes = [ListDragData.plainTextTypeIdentifier]
            takesText.itemFromDroppedData = { data in data.text.flatMap(Int.init).map { Card(id: $0, column: "x") } }
        }

        board.listView.currentDataSource = CompositeDataSource<TableListView>([columns, a, b])
        other.listView.currentDataSource = c
        for list in [board, other] {
            list.listView.allowsDragAndDrop = true
            _ = list.tableView.visibleCells
        }
    }

    /// Whether `card` may enter column `key`: not z, for a card whose id is a multiple of 3.
    static func mayEnter(_ card: Card, _ key: String) -> Bool { !(key == "z" && card.id.isMultiple(of: 3)) }

    var tables: [UIKitTable] { [board, other] }

    func run(_ steps: [DragStep]) async -> String? {
        for (index, step) in steps.enumerated() {
            if let failure = await perform(step) { return "step \(index) \(step): \(failure)" }
            if let failure = check() { return "after step \(index) \(step): \(failure)" }
        }
        return nil
    }

    // MARK: Steps

    private func perform(_ step: DragStep) async -> String? {
        switch step {
        case let .drag(fromList, row, toList, section, destinationRow, below):
            let sourceCounts = model[fromList].map(\.count)
            let total = sourceCounts.reduce(0, +)
            guard total > 0 else { return nil }
            let source = Self.indexPath(ofRow: row % total, counts: sourceCounts)
            let targetCounts = model[toList].map(\.count)
            let proposed: IndexPath? =
                below
                ? nil
                : IndexPath(
                    row: destinationRow % (targetCounts[section % targetCounts.count] + 2),
                    section: section % targetCounts.count)
            let expected = expectedDrop(from: fromList, source, to: toList, proposed)
            let operation = tables[fromList].tableView.simulateDrag(
                from: source, to: proposed, over: tables[toList].tableView)
            guard operation == expected.operation else {
                return "the drop's operation is \(operation), the model's \(expected.operation)"
            }
            if let landing = expected.landing {
                let card = model[fromList][source.section].remove(at: source.row)
                model[toList][landing.section].insert(
                    placed(card, inSection: landing.section, of: toList), at: landing.row)
            }
            return nil
        case let .dropText(list, section, row):
            let counts = model[list].map(\.count)
            let place = IndexPath(row: min(row, counts[section % counts.count]), section: section % counts.count)
            nextID += 1
            let id = nextID
            let takesText = list == 0 && place.section <= 3  // the columns and A
            let operation = tables[list].tableView.simulateDrop(of: [textProvider("\(id)")], at: place)
            if operation != .copy { pendingLoads.end() }  // nothing will load it
            guard operation == (takesText ? .copy : .forbidden) else {
                return "the drop of text is \(operation), the model's \(takesText ? "copy" : "forbidden")"
            }
            guard takesText else { return nil }
            await pendingLoads.wait()
            let card = Card(id: id, column: "x")
            let enters = place.section == 3 || (Self.mayEnter(card, Self.keys[place.section]) && id.isMultiple(of: 2))
            if enters {
                model[list][place.section].insert(placed(card, inSection: place.section, of: list), at: place.row)
            }
            return nil
        case .applyColumns(let mask):
            var kept = 0
            for section in 0..<3 {
                model[0][section] = model[0][section].filter { _ in
                    defer { kept += 1 }
                    return mask & (1 << (kept % 6)) != 0
                }
            }
            columns.apply(model[0][0] + model[0][1] + model[0][2])
            return nil
        }
    }

    /// `card` as the section of list `list` at `section` holds it: with its column, in the board's
    /// columns.
    private func placed(_ card: Card, inSection section: Int, of list: Int) -> Card {
        list == 0 && section < 3 ? Card(id: card.id, column: Self.keys[section]) : card
    }

    /// The operation a drop of the row at `source` of list `from` at `proposed` of list `to`
    /// has by the board's rules, and where the row lands.
    private func expectedDrop(from: Int, _ source: IndexPath, to: Int, _ proposed: IndexPath?) -> (
        operation: UIDropOperation, landing: IndexPath?
    ) {
        let counts = model[to].map(\.count)
        var place =
            proposed.map {
                IndexPath(row: min($0.row, counts[$0.section]), section: $0.section)
            } ?? IndexPath(row: counts[counts.count - 1], section: counts.count - 1)
        let card = model[from][source.section][source.row]
        let sourceOwner = owner(ofSection: source.section, inList: from)
        let targetOwner = owner(ofSection: place.section, inList: to)
        if from == to, place.section == source.section {
            place.row = min(place.row, counts[place.section] - 1)
        }
        if from == to, sourceOwner == targetOwner {
            switch sourceOwner {
            case "B": return (.cancel, nil)
            case "columns" where place.section != source.section:
                return Self.mayEnter(card, Self.keys[place.section]) ? (.move, place) : (.forbidden, nil)
            default: return place == source ? (.cancel, nil) : (.move, place)
            }
        }
        switch targetOwner {
        case "columns":
            let fits = Self.mayEnter(card, Self.keys[place.section]) && card.id.isMultiple(of: 2)
            return fits ? (.move, place) : (.forbidden, nil)
        case "B": return place.row == 0 ? (.move, place) : (.forbidden, nil)
        default: return (.move, place)
        }
    }

    private func owner(ofSection section: Int, inList list: Int) -> String {
        guard list == 0 else { return "C" }
        return section < 3 ? "columns" : (section == 3 ? "A" : "B")
    }

    private static func indexPath(ofRow row: Int, counts: [Int]) -> IndexPath {
        var remaining = row
        for (section, count) in counts.enumerated() {
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        fatalError("row \(row) is past the rows \(counts)")
    }

    /// Text another app drags, whose load the run waits for.
    private func textProvider(_ text: String) -> NSItemProvider {
        let provider = NSItemProvider()
        let data = Data(text.utf8)
        let loads = pendingLoads
        loads.begin()
        provider.registerDataRepresentation(forTypeIdentifier: ListDragData.plainTextTypeIdentifier, visibility: .all) {
            completion in
            completion(data, nil)
            loads.end()
            return nil
        }
        return provider
    }

    // MARK: Checks

    private func check() -> String? {
        let held = [
            columns.sections.map(\.items) + [a.items, b.items],
            [c.items],
        ]
        guard held == model else { return "the data sources hold \(ids(held)), the model \(ids(model))" }
        for (list, table) in tables.enumerated() where table.rowCounts != model[list].map(\.count) {
            return "list \(list) shows row counts \(table.rowCounts), its data sources hold \(model[list].map(\.count))"
        }
        return nil
    }

    private func ids(_ lists: [[[Card]]]) -> String {
        lists.map { sections in sections.map { $0.map { "\($0.id)\($0.column)" } }.description }.joined(
            separator: " | ")
    }
}

/// The drops whose data is loading, counted from another thread; `wait()` returns once none is
/// and the main actor has taken what loaded.
final class LoadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var loading = 0

    func begin() { lock.withLock { loading += 1 } }
    func end() { lock.withLock { loading -= 1 } }

    @MainActor
    func wait() async {
        for _ in 0..<2_000 {
            if lock.withLock({ loading == 0 }) { break }
            try? await Task.sleep(for: .milliseconds(1))
        }
        // The loaded data reaches the main actor in a task of its own.
        for _ in 0..<20 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(2))
    }
}
