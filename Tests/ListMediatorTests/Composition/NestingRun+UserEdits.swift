import Foundation
import ListMediator
import ListMediatorTesting

// The user editing a random nesting: dragging a row of a shown leaf to a random place in the
// list (the containers keep it within its leaf), and deleting one. The model follows as the
// test expects, and the run's check compares the whole view with it afterwards.

extension NestingRun {
    /// A shown flat or grouped leaf with rows, its entry, and one of its rows in its numbers;
    /// `nil` when there is none, or when the run's stage probe (a bare container of the test's,
    /// which passes on no editing call) stands between the view and the tree.
    private func pickShownRow() -> (entry: Entry, local: IndexPath)? {
        guard probe == nil else { return nil }
        let candidates = entries().filter { $0.isShown && $0.node.itemType != nil && !$0.node.values.isEmpty }
        guard let entry = pick(candidates) else { return nil }
        let sections = entry.node.expectedSections
        let section = pick(Array(sections.indices.filter { !sections[$0].isEmpty }))!
        return (entry, IndexPath(row: builder.int(below: sections[section].count), section: section))
    }

    /// The user drags a row of a shown leaf and drops it anywhere a table view proposes.
    func dragRowOfShownLeaf() -> (String, String?)? {
        guard let (entry, local) = pickShownRow() else { return nil }
        let leaf = entry.node
        leaf.takeUserEdits()
        let source = IndexPath(row: local.row, section: entry.sectionOffset + local.section)
        let section = builder.int(below: tableView.numberOfSections)
        let rows = tableView.numberOfRows(inSection: section)
        let proposed = IndexPath(
            row: builder.int(below: section == source.section ? rows : rows + 1), section: section)
        let change = "the user drags \(leaf.name)'s row \(source) to \(proposed)"
        let count = tableView.performedBatchUpdates.count
        guard let landed = tableView.dragRow(from: source, to: proposed) else {
            return (change, "the move was refused")
        }
        let destination = IndexPath(row: landed.row, section: landed.section - entry.sectionOffset)
        guard leaf.expectedSections.indices.contains(destination.section) else {
            return (change, "the row landed at \(landed), out of its leaf")
        }
        leaf.moveValue(from: local, to: destination)
        let change2 = change + ", landing at \(landed)"
        // The view moved the row itself: the data source's own items must have followed.
        guard leaf.heldSections == leaf.expectedSections else {
            return (change2, "the leaf holds \(leaf.heldSections), not \(leaf.expectedSections)")
        }
        return (change2, updates(since: count) == 0 ? nil : "the move made a batch update")
    }

    /// The user deletes a row of a shown leaf.
    func deleteRowOfShownLeaf() -> (String, String?)? {
        guard let (entry, local) = pickShownRow() else { return nil }
        let leaf = entry.node
        leaf.takeUserEdits()
        let row = IndexPath(row: local.row, section: entry.sectionOffset + local.section)
        let change = "the user deletes \(leaf.name)'s row \(row)"
        let count = tableView.performedBatchUpdates.count
        let value = leaf.value(at: local)
        // The value stays selected only on another of its rows.
        let staysSelected = leaf.selectedIndexPaths.contains { $0 != local && leaf.value(at: $0) == value }
        guard tableView.deleteRow(at: row) else { return (change, "the deletion was refused") }
        if !staysSelected { expectSelection(of: leaf, deleting: value) }
        leaf.removeValue(at: local)
        return (change, updates(since: count) == 1 ? nil : "\(updates(since: count)) batch updates for one deletion")
    }
}

extension TreeNode {
    /// Lets the user move and delete this leaf's rows; the data source keeps itself in step.
    func takeUserEdits() {
        switch source {
        case .ints(let leaf):
            leaf.onMove = { _, _, _ in }
            leaf.onDelete = { _ in }
        case .groupedInts(let leaf):
            leaf.onMove = { _, _, _ in }
            leaf.onDelete = { _ in }
        case .words(let leaf):
            leaf.onMove = { _, _, _ in }
            leaf.onDelete = { _ in }
        case .groupedWords(let leaf):
            leaf.onMove = { _, _, _ in }
            leaf.onDelete = { _ in }
        case .custom, .composite, .switcher: fatalError("\(name) takes no user edits")
        }
    }

    /// The texts of the items this leaf's data source holds now, section by section.
    var heldSections: [[String]] {
        switch source {
        case .ints(let leaf): [leaf.items.map(String.init)]
        case .groupedInts(let leaf): leaf.sections.map { $0.items.map(String.init) }
        case .words(let leaf): [leaf.items]
        case .groupedWords(let leaf): leaf.sections.map(\.items)
        case .custom, .composite, .switcher: fatalError("\(name) is not a flat or grouped leaf")
        }
    }

    /// The key of a value's section in a grouped leaf, as text that sorts as the keys do.
    private func sectionKey(of value: Int) -> String {
        itemType == .word ? String(Self.words[value].prefix(1)) : String(value % 3)
    }

    private var isGrouped: Bool {
        switch source {
        case .groupedInts, .groupedWords: true
        default: false
        }
    }

    /// The positions in ``values`` of the rows of `section`, in order.
    private func positions(ofSection section: Int) -> [Int] {
        guard isGrouped else { return Array(values.indices) }
        let key = Set(values.map(sectionKey)).sorted()[section]
        return values.indices.filter { sectionKey(of: values[$0]) == key }
    }

    /// The model of a user's move within this leaf: the row's value takes its new place in its
    /// section.
    func moveValue(from source: IndexPath, to destination: IndexPath) {
        let places = positions(ofSection: source.section)
        var ordered = places.map { values[$0] }
        ordered.insert(ordered.remove(at: source.row), at: destination.row)
        for (place, value) in zip(places, ordered) { values[place] = value }
    }

    /// The model of a user's deletion: the row's value leaves.
    func removeValue(at indexPath: IndexPath) {
        values.remove(at: positions(ofSection: indexPath.section)[indexPath.row])
    }
}
