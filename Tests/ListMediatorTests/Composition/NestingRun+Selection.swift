import Foundation
import ListMediator
import ListMediatorTesting

// Selection in a random nesting: the user taps shown rows and code selects or deselects rows of
// any leaf, shown, hidden or detached, while the tree changes around them. Each change is checked
// as a step from the selection the previous check found: a leaf's selection follows its items
// (an apply keeps the items that stay, a deletion drops its item, every other change keeps it),
// and the view selects exactly the rows of the shown leaves' selected items.
//
// Values a leaf holds more than once are rows the diff deletes and inserts, so the model tracks
// values the leaf holds once; a repeated value need only be one the leaf holds.

extension NestingRun {
    /// The user taps a shown leaf's row, which toggles it in a list of several selected rows.
    func tapRowOfShownLeaf() -> (String, String?)? {
        // The run's stage probe is a bare container that passes on no delegate call.
        guard probe == nil, let (entry, local) = pickRow(shownOnly: true) else { return nil }
        let row = IndexPath(row: local.row, section: entry.sectionOffset + local.section)
        let value = entry.node.value(at: local)
        tableView.tapRow(at: row)
        toggleExpectedSelection(of: value, in: entry.node, selects: nil)
        return ("the user taps \(entry.node.name)'s row \(row) (\(value))", nil)
    }

    /// Code selects or deselects a row of any leaf, shown or not.
    func selectRowFromCode() -> (String, String?)? {
        guard let (entry, local) = pickRow(shownOnly: false) else { return nil }
        let selects = builder.chance(2, in: 3)
        let value = entry.node.value(at: local)
        entry.node.setSelected(selects, at: local)
        toggleExpectedSelection(of: value, in: entry.node, selects: selects)
        let shown = entry.isShown ? "shown" : "hidden"
        return (
            "code \(selects ? "selects" : "deselects") \(entry.node.name)'s (\(shown)) row \(local) (\(value))", nil
        )
    }

    /// A flat or grouped leaf with rows, shown or anywhere in the tree, and one of its rows.
    private func pickRow(shownOnly: Bool) -> (entry: Entry, local: IndexPath)? {
        let candidates = entries().filter {
            (!shownOnly || $0.isShown) && $0.node.itemType != nil && !$0.node.values.isEmpty
        }
        guard let entry = pick(candidates) else { return nil }
        let sections = entry.node.expectedSections
        let section = pick(Array(sections.indices.filter { !sections[$0].isEmpty }))!
        return (entry, IndexPath(row: builder.int(below: sections[section].count), section: section))
    }

    private func toggleExpectedSelection(of value: Int, in leaf: TreeNode, selects: Bool?) {
        let key = ObjectIdentifier(leaf)
        let isSelected = expectedSelection[key, default: []].contains(value)
        if selects ?? !isSelected {
            expectedSelection[key, default: []].insert(value)
        } else {
            expectedSelection[key]?.remove(value)
        }
    }

    /// What an apply of `newValues` does to the expected selection of `leaf`, which held
    /// `oldValues`: values the leaf held once and holds once still stay selected.
    func expectSelection(of leaf: TreeNode, appliedFrom oldValues: [Int], to newValues: [Int]) {
        let key = ObjectIdentifier(leaf)
        let (old, new) = (Self.counts(oldValues), Self.counts(newValues))
        // A value the leaf held several times may keep one row's selection: the diff matches the
        // first of them and deletes the rest, so the model cannot say which row was selected.
        let wasSelected = expectedSelection[key, default: []]
        uncheckedSelection[key] = Set(old.filter { $0.value > 1 && wasSelected.contains($0.key) }.keys)
        expectedSelection[key]?.formIntersection(Set(new.filter { $0.value == 1 && old[$0.key] == 1 }.keys))
    }

    /// What a user's deletion of a row holding `value` does to the expected selection of `leaf`.
    func expectSelection(of leaf: TreeNode, deleting value: Int) {
        expectedSelection[ObjectIdentifier(leaf)]?.remove(value)
    }

    static func counts(_ values: [Int]) -> [Int: Int] { values.reduce(into: [:]) { $0[$1, default: 0] += 1 } }

    /// Whether every leaf selects what the model expects and the view selects the shown leaves'
    /// rows; afterwards the model takes the leaves' selection as the start of the next step.
    func checkSelection() -> String? {
        let leaves = (root.subtree + detached.flatMap(\.subtree)).filter { $0.itemType != nil }
        for leaf in leaves {
            let selected = leaf.selectedValues
            let counts = Self.counts(leaf.values)
            if let stray = Self.counts(selected).first(where: { $0.value > counts[$0.key, default: 0] }) {
                return "\(leaf.name) selects \(stray.key) \(stray.value) times, holding \(leaf.values)"
            }
            let expected = expectedSelection[ObjectIdentifier(leaf), default: []]
            let unchecked = uncheckedSelection[ObjectIdentifier(leaf), default: []]
            for (value, count) in counts
            where count == 1 && !unchecked.contains(value) && selected.contains(value) != expected.contains(value) {
                return "\(leaf.name) \(selected.contains(value) ? "selects" : "does not select") \(value), "
                    + "the model \(expected.sorted()) (values \(leaf.values))"
            }
        }
        let expectedRows = entries().filter { $0.isShown && $0.node.itemType != nil }.flatMap { entry in
            entry.node.selectedIndexPaths.map { IndexPath(row: $0.row, section: entry.sectionOffset + $0.section) }
        }
        if tableView.indexPathsForSelectedRows != expectedRows.sorted() {
            return "the view selects \(tableView.indexPathsForSelectedRows), the shown leaves \(expectedRows.sorted())"
        }
        expectedSelection = Dictionary(
            uniqueKeysWithValues: leaves.map { (ObjectIdentifier($0), Set($0.selectedValues)) })
        uncheckedSelection = [:]
        return nil
    }
}

extension TreeNode {
    /// The value of a diffable leaf's row.
    func value(at indexPath: IndexPath) -> Int {
        switch source {
        case .ints(let leaf): leaf.item(at: indexPath)!
        case .groupedInts(let leaf): leaf.item(at: indexPath)!
        case .words(let leaf): Self.words.firstIndex(of: leaf.item(at: indexPath)!)!
        case .groupedWords(let leaf): Self.words.firstIndex(of: leaf.item(at: indexPath)!)!
        case .custom, .composite, .switcher: fatalError("\(name) is not a flat or grouped leaf")
        }
    }

    /// The values of the items a diffable leaf holds selected.
    var selectedValues: [Int] {
        switch source {
        case .ints(let leaf): leaf.selectedItems
        case .groupedInts(let leaf): leaf.selectedItems
        case .words(let leaf): leaf.selectedItems.map { Self.words.firstIndex(of: $0)! }
        case .groupedWords(let leaf): leaf.selectedItems.map { Self.words.firstIndex(of: $0)! }
        case .custom, .composite, .switcher: fatalError("\(name) is not a flat or grouped leaf")
        }
    }

    /// The rows a diffable leaf holds selected, in its own numbers.
    var selectedIndexPaths: [IndexPath] {
        switch source {
        case .ints(let leaf): leaf.indexPathsForSelectedItems
        case .groupedInts(let leaf): leaf.indexPathsForSelectedItems
        case .words(let leaf): leaf.indexPathsForSelectedItems
        case .groupedWords(let leaf): leaf.indexPathsForSelectedItems
        case .custom, .composite, .switcher: fatalError("\(name) is not a flat or grouped leaf")
        }
    }

    /// Selects or deselects a diffable leaf's row from code.
    func setSelected(_ selects: Bool, at indexPath: IndexPath) {
        let leaf: any SelectableLeaf
        switch source {
        case .ints(let flat): leaf = flat
        case .groupedInts(let grouped): leaf = grouped
        case .words(let flat): leaf = flat
        case .groupedWords(let grouped): leaf = grouped
        case .custom, .composite, .switcher: fatalError("\(name) is not a flat or grouped leaf")
        }
        if selects {
            leaf.selectItem(at: indexPath, animated: false)
        } else {
            leaf.deselectItem(at: indexPath, animated: false)
        }
    }
}

/// The selection calls every item data source has, so one switch covers the leaves.
@MainActor
protocol SelectableLeaf {
    func selectItem(at indexPath: IndexPath, animated: Bool)
    func deselectItem(at indexPath: IndexPath, animated: Bool)
}

extension ItemDataSource: SelectableLeaf {}
