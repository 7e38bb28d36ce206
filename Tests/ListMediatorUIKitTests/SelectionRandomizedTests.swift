import Foundation
import ListMediator
import ListMediatorTesting
import ListMediatorUIKit
import PropertyBased
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// Random sequences of applies, switches, appended pages, user moves, deletes and taps, selections
/// from code and reloads, on a composite of a fixed leaf and a switcher of two leaves, compared
/// after every step with a model of what is selected: each leaf's selected items equal the
/// model's (moved items stay selected, deleted ones leave), and the view shows exactly the rows of
/// the shown leaves' selected items, with no batch update rejected. The same sequences run on the
/// headless table view and on UIKit's collection view (the stand-in off Apple platforms), whose
/// selection follows batch updates by UIKit's rules rather than the headless view's.
@MainActor
struct SelectionRandomizedTests {
    @Test func randomStepsKeepEachLeafsSelectionOnItsItemsAndTheHeadlessViewInLine() async {
        await propertyCheck(count: 1_000, input: SelectionOperation.sequences) { operations in
            if let failure = SelectionRun(view: HeadlessTableView()).run(operations) { Issue.record("\(failure)") }
        }
    }

    @Test func randomStepsKeepEachLeafsSelectionOnItsItemsAndTheCollectionViewInLine() async {
        await propertyCheck(count: 1_000, input: SelectionOperation.sequences) { operations in
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 2_000), collectionViewLayout: UICollectionViewLayout())
            let view = CollectionListView(collectionView: collectionView)
            if let failure = SelectionRun(view: view).run(operations) { Issue.record("\(failure)") }
        }
    }
}

/// A list view the selection run drives as a user would: taps, drags and deletions.
@MainActor
protocol UserDrivenListView: SelectableListView {
    /// Cells for the run's integer items.
    static var itemCells: CellProvider<Int, Self> { get }
    func userTap(at indexPath: IndexPath)
    /// Where the row landed, or `nil` when it did not move.
    func userMove(from source: IndexPath, to destination: IndexPath) -> IndexPath?
    /// Deletes the row as the platform's user does; whether it was deleted.
    func userDelete(at indexPath: IndexPath, of leaf: FlatDataSource<Int, Self>, localRow: Int) -> Bool
    /// The batch updates the view refused, described; empty when it accepted all of them.
    var refusedUpdates: [String] { get }
}

extension HeadlessTableView: UserDrivenListView {
    static var itemCells: CellProvider<Int, HeadlessTableView> { .text { "\($0)" } }
    func userTap(at indexPath: IndexPath) { tapRow(at: indexPath) }
    func userMove(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        dragRow(from: source, to: destination)
    }
    func userDelete(at indexPath: IndexPath, of leaf: FlatDataSource<Int, HeadlessTableView>, localRow: Int) -> Bool {
        deleteRow(at: indexPath)
    }
    var refusedUpdates: [String] { rejectedBatchUpdates.map { "\($0.update): \($0.error)" } }
}

extension CollectionListView: UserDrivenListView {
    static var itemCells: CellProvider<Int, CollectionListView> { .registered(UICollectionViewCell.self) { _, _ in } }
    func userTap(at indexPath: IndexPath) { collectionView.simulateTap(at: indexPath) }
    func userMove(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        collectionView.simulateInteractiveMove(from: source, to: destination)
    }
    /// A collection view has no swipe to delete: the app deletes from a menu's action.
    func userDelete(at indexPath: IndexPath, of leaf: FlatDataSource<Int, CollectionListView>, localRow: Int) -> Bool {
        leaf.deleteItem(at: IndexPath(row: localRow, section: 0))
        return true
    }
    /// The stand-in stops the process on a batch update UIKit refuses, as UIKit does.
    var refusedUpdates: [String] { [] }
}

/// One run: the list, the model, and the checks.
@MainActor
final class SelectionRun<View: UserDrivenListView> {
    typealias Leaf = FlatDataSource<Int, View>
    let listView: View
    let header: Leaf
    let first: Leaf
    let second: Leaf
    let switcher: SwitchingDataSource<View>
    /// What each leaf holds selected, by item (items are unique across the run).
    var model: [ObjectIdentifier: Set<Int>] = [:]
    var nextItem = 100

    init(view: View) {
        listView = view
        func leaf(_ items: [Int]) -> Leaf {
            let leaf = Leaf(items: items, cellProvider: View.itemCells)
            leaf.onMove = { _, _, _ in }
            leaf.onDelete = { _ in }
            return leaf
        }
        header = leaf([1, 2])
        first = leaf(Array(10..<16))
        second = leaf(Array(20..<24))
        switcher = SwitchingDataSource([first, second])
        listView.allowsMultipleSelection = true
        listView.currentDataSource = CompositeDataSource<View>([header, switcher])
        for leaf in leaves { model[ObjectIdentifier(leaf)] = [] }
    }

    var leaves: [Leaf] { [header, first, second] }
    var shownLeaves: [Leaf] { [header, switcher.selectedIndex == 0 ? first : second] }

    /// The shown rows, in order, with their leaf and item.
    var shownRows: [(indexPath: IndexPath, leaf: Leaf, item: Int)] {
        shownLeaves.enumerated().flatMap { section, leaf in
            leaf.items.enumerated().map { (IndexPath(row: $0, section: section), leaf, $1) }
        }
    }

    func newItems(_ count: Int) -> [Int] {
        defer { nextItem += count }
        return Array(nextItem..<nextItem + count)
    }

    func run(_ operations: [SelectionOperation]) -> String? {
        for (step, operation) in operations.enumerated() {
            perform(operation)
            if let failure = check() {
                return "after \(operations.prefix(step + 1).map(\.description).joined(separator: ", ")): \(failure)"
            }
        }
        return nil
    }

    func perform(_ operation: SelectionOperation) {
        switch operation {
        case .apply(let leafNumber, let mask, let reversing, let adding):
            let leaf = leaves[leafNumber % 3]
            var kept = leaf.items.enumerated().filter { mask & (1 << ($0.offset % 10)) != 0 }.map(\.element)
            if reversing { kept.reverse() }
            kept.insert(contentsOf: newItems(adding), at: kept.count / 2)
            leaf.apply(kept)
            model[ObjectIdentifier(leaf), default: []].formIntersection(kept)
        case .switchChild(let diffed):
            let other = 1 - switcher.selectedIndex
            if diffed { switcher.select(other, movingItemsBy: \Int.self) } else { switcher.select(other) }
        case .append(let leafNumber, let count):
            leaves[leafNumber % 3].append(contentsOf: newItems(count))
        case .userMove(let row, let destination):
            let rows = shownRows
            guard !rows.isEmpty else { return }
            let source = rows[row % rows.count]
            let count = source.leaf.items.count
            _ = listView.userMove(
                from: source.indexPath,
                to: IndexPath(row: destination % count, section: source.indexPath.section))
        case .userDelete(let row):
            let rows = shownRows
            guard !rows.isEmpty else { return }
            let target = rows[row % rows.count]
            guard listView.userDelete(at: target.indexPath, of: target.leaf, localRow: target.indexPath.row) else {
                return
            }
            model[ObjectIdentifier(target.leaf), default: []].remove(target.item)
        case .tap(let row):
            let rows = shownRows
            guard !rows.isEmpty else { return }
            let target = rows[row % rows.count]
            listView.userTap(at: target.indexPath)
            let key = ObjectIdentifier(target.leaf)
            if model[key, default: []].contains(target.item) {
                model[key]?.remove(target.item)
            } else {
                model[key, default: []].insert(target.item)
            }
        case .code(let leafNumber, let index, let selects):
            let leaf = leaves[leafNumber % 3]
            guard !leaf.items.isEmpty else { return }
            let row = index % leaf.items.count
            let item = leaf.items[row]
            if selects {
                leaf.selectItem(at: IndexPath(row: row, section: 0))
                model[ObjectIdentifier(leaf), default: []].insert(item)
            } else {
                leaf.deselectItem(at: IndexPath(row: row, section: 0))
                model[ObjectIdentifier(leaf), default: []].remove(item)
            }
        case .reload:
            listView.reloadData()
        }
    }

    func check() -> String? {
        for (name, leaf) in zip(["header", "first", "second"], leaves) {
            let expected = model[ObjectIdentifier(leaf), default: []]
            let selected = leaf.selectedItems
            if Set(selected) != expected || selected.count != expected.count {
                return "\(name) selects \(selected), the model \(expected.sorted()) (items \(leaf.items))"
            }
        }
        let expectedRows = shownRows.filter { model[ObjectIdentifier($0.leaf), default: []].contains($0.item) }
            .map(\.indexPath)
        if listView.indexPathsForSelectedRows != expectedRows {
            return "the view selects \(listView.indexPathsForSelectedRows), the model \(expectedRows)"
        }
        if !listView.refusedUpdates.isEmpty {
            return "the view rejected \(listView.refusedUpdates)"
        }
        return nil
    }
}
