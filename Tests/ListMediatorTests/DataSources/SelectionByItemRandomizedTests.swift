import Foundation
import ListMediator
import ListMediatorTesting
import PropertyBased
import Testing

/// Random sequences of taps, selections from code, applies, switches and reloads on a list of a
/// switcher (a grouped child `A` and a flat child `B`) above a grouped data source `C`, in a list
/// that allows one selected row or several, compared after every step with a model that holds
/// each data source's selected identities.
///
/// The model's rules: an item keeps its selection through any apply that keeps the item, whatever
/// section it moves to — one the apply inserts or deletes included — and loses it when the apply
/// drops it; a switch or a reload changes no selection. Where one row can be selected, a tap or
/// `selectItem` anywhere leaves that item the only one selected in every data source, shown or
/// hidden, and each item it takes the selection from is heard through `onDeselect`.
///
/// After every step: (1) each data source's `selectedItems` are the model's, (2) the view selects
/// exactly the rows of the shown data sources' selected items, (3) the owners heard exactly the
/// deselections the step made. A failure names the step and the steps before it; the property
/// checker shrinks the sequence and prints the seed that replays it.
@MainActor
struct SelectionByItemRandomizedTests {
    @Test func randomStepsKeepEachDataSourcesSelectionByItemAndTheViewInStep() async {
        await propertyCheck(count: 600, input: SelectionStep.sequences, Gen.bool) { steps, allowsSeveral in
            if let failure = SelectionRun(allowsSeveral: allowsSeveral).run(steps) {
                Issue.record("\(allowsSeveral ? "several" : "one") selected: \(failure)")
            }
        }
    }

    @Test func randomSequencesReachEveryCaseTheModelIsAbout() {
        var generator = Xoshiro(seed: (9, 10, 11, 12))
        var reached = Set<SelectionRun.Case>()
        for index in 0..<300 {
            let run = SelectionRun(allowsSeveral: index % 2 == 0)
            let failure = run.run(SelectionStep.sequences.run(using: &generator))
            #expect(failure == nil)
            reached.formUnion(run.reached)
        }
        #expect(Set(SelectionRun.Case.allCases).subtracting(reached) == [])
    }
}

/// An item whose section (`group`) and content (`version`) change while its identity stays.
struct GroupedTag: Identifiable, Hashable, Sendable {
    let id: Int
    var group: Int
    var version: Int
}

/// One thing that happens to the list.
enum SelectionStep: Sendable, Equatable, CustomStringConvertible {
    /// Applies to data source `leaf` the items the codes stand for (one per identity).
    case apply(leaf: Int, codes: [Int])
    /// The user taps the shown row numbered `row` (modulo the rows shown), in list order.
    case tap(row: Int)
    /// Code selects or deselects the item numbered `row` (modulo its rows) of data source `leaf`.
    case select(leaf: Int, row: Int, selects: Bool)
    /// Shows the switcher's child `child`.
    case switchTo(child: Int)
    case reload

    static let sequences = zip(Gen.int(in: 0...99), Gen.int(in: 0...2), Gen.int(in: 0...79).array(of: 0...7))
        .map { kind, leaf, codes in SelectionStep(kind: kind, leaf: leaf, codes: codes) }
        .array(of: 3...25)

    init(kind: Int, leaf: Int, codes: [Int]) {
        let number = codes.first ?? 0
        switch kind {
        case 0..<30: self = .apply(leaf: leaf, codes: codes)
        case 30..<55: self = .tap(row: number)
        case 55..<80: self = .select(leaf: leaf, row: number, selects: kind % 4 != 0)
        case 80..<93: self = .switchTo(child: leaf % 2)
        default: self = .reload
        }
    }

    /// The items of `codes`: identity 0–9, group 0–3, version 0–1; the first of an identity wins.
    static func items(_ codes: [Int]) -> [GroupedTag] {
        var seen = Set<Int>()
        return codes.compactMap { code in
            let tag = GroupedTag(id: code % 10, group: code / 10 % 4, version: code / 40)
            return seen.insert(tag.id).inserted ? tag : nil
        }
    }

    var description: String {
        switch self {
        case .apply(let leaf, let codes): "apply \(SelectionRun.names[leaf]) \(Self.items(codes).map(\.shortName))"
        case .tap(let row): "tap row \(row)"
        case .select(let leaf, let row, let selects):
            "\(selects ? "select" : "deselect") \(SelectionRun.names[leaf]) \(row)"
        case .switchTo(let child): "switch to \(SelectionRun.names[child])"
        case .reload: "reload"
        }
    }
}

extension GroupedTag {
    /// `3g1` for identity 3 in group 1; `'` marks version 1.
    var shortName: String { "\(id)g\(group)\(version == 1 ? "'" : "")" }
}

/// One sequence of steps on a fresh list, with its model.
@MainActor
final class SelectionRun {
    enum Case: CaseIterable {
        case selectedItemMovedIntoInsertedSection, selectedItemMovedOutOfDeletedSection, selectedItemDropped
        case selectionTakenFromHiddenChild, selectionTakenFromOtherDataSource, hiddenChildSelected
    }

    nonisolated static let names = ["A", "B", "C"]

    let tableView = HeadlessTableView()
    let a = GroupedDataSource<GroupedTag, Int, HeadlessTableView>(
        items: SelectionStep.items([0, 11, 22]), sectionKey: \.group, cellProvider: .text(\.shortName))
    let b = FlatDataSource<GroupedTag, HeadlessTableView>(
        items: SelectionStep.items([3, 4, 5]), cellProvider: .text(\.shortName))
    let c = GroupedDataSource<GroupedTag, Int, HeadlessTableView>(
        items: SelectionStep.items([6, 17, 28]), sectionKey: \.group, cellProvider: .text(\.shortName))
    let switcher: SwitchingDataSource<HeadlessTableView>
    let allowsSeveral: Bool

    /// Each data source's selected identities, by position in ``names``.
    var expected: [Set<Int>] = [[], [], []]
    /// The deselections each data source's owner heard during the step.
    var heard: [[Int]] = [[], [], []]
    private(set) var reached = Set<Case>()

    init(allowsSeveral: Bool) {
        self.allowsSeveral = allowsSeveral
        switcher = SwitchingDataSource([a, b])
        tableView.allowsMultipleSelection = allowsSeveral
        tableView.currentDataSource = CompositeDataSource([switcher, c])
        for (index, leaf) in leaves.enumerated() {
            leaf.onDeselect = { [unowned self] in heard[index].append($0.id) }
        }
    }

    var leaves: [ItemDataSource<GroupedTag, HeadlessTableView>] { [a, b, c] }

    /// The sections of data source `leaf`, as arrays of items.
    func sections(of leaf: Int) -> [[GroupedTag]] {
        let source: any ListViewDataSource<HeadlessTableView> = [a, b, c][leaf]
        return (0..<source.numberOfSections(in: tableView)).map { section in
            (0..<source.listView(tableView, numberOfRowsInSection: section)).map {
                leaves[leaf][IndexPath(row: $0, section: section)]
            }
        }
    }

    /// Runs `steps`, checking after each; the first failure, naming the steps that led to it.
    func run(_ steps: [SelectionStep]) -> String? {
        for (index, step) in steps.enumerated() {
            heard = [[], [], []]
            let expectedHeard = perform(step)
            if let failure = check(expectedHeard: expectedHeard) {
                return "after \(steps[...index].map(\.description).joined(separator: "; ")): \(failure)"
            }
        }
        return nil
    }

    /// Performs `step` and moves the model on; the deselections the owners should hear.
    private func perform(_ step: SelectionStep) -> [Set<Int>] {
        var expectedHeard: [Set<Int>] = [[], [], []]
        switch step {
        case .apply(let leaf, let codes):
            let items = SelectionStep.items(codes)
            noteMoves(of: leaf, to: items)
            switch leaf {
            case 0: a.apply(items)
            case 1: b.apply(items)
            default: c.apply(items)
            }
            expected[leaf].formIntersection(items.map(\.id))
        case .tap(let number):
            let rows = shownRows()
            guard !rows.isEmpty else { break }
            let (leaf, item, global) = rows[number % rows.count]
            tableView.tapRow(at: global)
            if allowsSeveral {
                if expected[leaf].remove(item) != nil {
                    expectedHeard[leaf] = [item]
                } else {
                    expected[leaf].insert(item)
                }
            } else {
                expectedHeard = takeSelection(leaf: leaf, item: item)
            }
        case .select(let leaf, let number, let selects):
            let items = sections(of: leaf).flatMapItems
            guard !items.isEmpty else { break }
            let item = items[number % items.count]
            let indexPath = leaves[leaf].indexPaths(where: { $0.id == item.id })[0]
            if !selects {
                leaves[leaf].deselectItem(at: indexPath)
                expected[leaf].remove(item.id)
            } else if allowsSeveral {
                leaves[leaf].selectItem(at: indexPath)
                expected[leaf].insert(item.id)
            } else if !expected[leaf].contains(item.id) {
                if leaf < 2, leaf != switcher.selectedIndex { reached.insert(.hiddenChildSelected) }
                leaves[leaf].selectItem(at: indexPath)
                expectedHeard = takeSelection(leaf: leaf, item: item.id)
            }
        case .switchTo(let child):
            switcher.select(child)
        case .reload:
            tableView.reloadData()
        }
        return expectedHeard
    }

    /// Where one row can be selected: `item` of `leaf` becomes the only selected item; the
    /// deselections that makes.
    private func takeSelection(leaf: Int, item: Int) -> [Set<Int>] {
        var taken = expected
        taken[leaf].remove(item)
        for other in 0..<3 where other != leaf && !taken[other].isEmpty {
            reached.insert(
                other < 2 && other != switcher.selectedIndex
                    ? .selectionTakenFromHiddenChild
                    : .selectionTakenFromOtherDataSource)
        }
        expected = [[], [], []]
        expected[leaf] = [item]
        return taken
    }

    /// Notes the cases an apply of `items` to `leaf` reaches.
    private func noteMoves(of leaf: Int, to items: [GroupedTag]) {
        guard leaf != 1 else { return }
        let old = sections(of: leaf).flatMapItems
        let oldGroups = Set(old.map(\.group))
        let newGroups = Set(items.map(\.group))
        for id in expected[leaf] {
            let before = old.first { $0.id == id }!
            guard let after = items.first(where: { $0.id == id }) else {
                reached.insert(.selectedItemDropped)
                continue
            }
            guard after.group != before.group else { continue }
            if !oldGroups.contains(after.group) { reached.insert(.selectedItemMovedIntoInsertedSection) }
            if !newGroups.contains(before.group) { reached.insert(.selectedItemMovedOutOfDeletedSection) }
        }
    }

    /// The shown rows in list order: the data source, the item's identity and the view's row.
    private func shownRows() -> [(leaf: Int, item: Int, row: IndexPath)] {
        let top = switcher.selectedIndex
        let topSections = sections(of: top).count
        return [(top, 0), (2, topSections)].flatMap { leaf, offset in
            sections(of: leaf).enumerated().flatMap { section, items in
                items.enumerated().map { row, item in
                    (leaf, item.id, IndexPath(row: row, section: offset + section))
                }
            }
        }
    }

    private func check(expectedHeard: [Set<Int>]) -> String? {
        for (index, leaf) in leaves.enumerated() {
            let selected = leaf.selectedItems.map(\.id)
            if Set(selected) != expected[index] || selected.count != expected[index].count {
                return "\(Self.names[index]) selects \(selected), the model \(expected[index].sorted())"
            }
            if Set(heard[index]) != expectedHeard[index] || heard[index].count != expectedHeard[index].count {
                return "\(Self.names[index])'s owner heard \(heard[index]) deselected, the model "
                    + "\(expectedHeard[index].sorted())"
            }
        }
        let wanted = shownRows().filter { expected[$0.leaf].contains($0.item) }.map(\.row)
        if tableView.indexPathsForSelectedRows != wanted {
            return "the view selects \(tableView.indexPathsForSelectedRows), the model \(wanted)"
        }
        return nil
    }
}

extension Array where Element: Collection {
    fileprivate var flatMapItems: [Element.Element] { flatMap { $0 } }
}
