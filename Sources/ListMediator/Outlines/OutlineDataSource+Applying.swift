import Foundation

// A new tree, and expanding or collapsing everything: the rows before and after are worked out
// from the tree, then shown — a new tree by a diff of the rows, the others by inserting or
// deleting the rows between those that stay.

extension OutlineDataSource {
    /// Shows `roots` and their descendants, animating the difference from the rows shown: items
    /// are matched by `id`, so a moved, changed or re-parented item keeps its row, and the
    /// items that were expanded stay expanded (a shown item that is no longer in the outline is
    /// forgotten).
    ///
    /// - Returns: how the new rows reached the view.
    /// - Throws: ``OutlineError`` when an item would show twice; nothing changes.
    /// - Complexity: O(*n*) expected for the *n* rows shown before and after, plus a search of the
    ///   tree, collapsed parts included, when an expanded item shown before is no longer shown.
    @discardableResult
    public func apply(
        _ roots: [Item], animated: ListAnimation = true, reloadPolicy: ReloadPolicy = .automatic,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) throws(OutlineError<Item.ID>) -> UpdateOutcome {
        let (flattening, shown) = try healingLoadedChildren { () throws(OutlineError<Item.ID>) in
            var flattening = OutlineFlattening(children: children, expanded: expandedIDs, placeholder: placeholder)
            var shown: Set<Item.ID> = []
            try flattening.add(roots, depth: 0, shown: &shown)
            return (flattening, shown)
        }
        defer { startLoadingChildren(of: flattening.itemsToLoad) }
        // An item shown before and gone from the outline is forgotten; one merely under a
        // collapsed parent now is not.
        let hidden = expandedIDs.filter { shownIDs.contains($0) && !shown.contains($0) }
        if !hidden.isEmpty {
            expandedIDs.subtract(hidden.subtracting(Self.ids(of: hidden, in: roots, children: children)))
        }
        setRoots(roots)
        shownIDs = shown
        return showByDifference(flattening.rows, animated: animated, reloadPolicy: reloadPolicy, completion: completion)
    }

    /// Shows `newRows` by a diff of the rows, the state that goes with them set already.
    private func showByDifference(
        _ newRows: [OutlineRow<Item>], animated: ListAnimation, reloadPolicy: ReloadPolicy,
        completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        let difference = ListDifference(
            from: diffableRows, to: [DiffableSection(identifier: 0, items: newRows)], identifiedBy: { $0.id },
            isContentEqual: { $0 == $1 })
        return keepingSelection(through: difference, isCurrent: true) {
            UpdatePlan.perform(
                .apply, for: self, through: host, animated: animated, completion: completion,
                plan: { _ in UpdatePlan(difference, policy: reloadPolicy) },
                stage: { difference.update(ofStage: $0, policy: reloadPolicy) }
            ) { step in
                let sections = step.map { difference.stages[$0].sections } ?? difference.finalSections
                storage.replaceSections([sections.first?.items ?? []])
            }
        }
    }

    /// Expands every expandable item that ``shouldExpand`` lets expand, inserting the rows of
    /// all their descendants; ``willExpand`` hears each item that expands anew.
    /// - Throws: ``OutlineError`` when an item would show twice; nothing changes.
    /// - Complexity: O(*n*) for the *n* rows after.
    @discardableResult
    public func expandAll(
        animated: ListAnimation = true, completion: ((UpdateOutcome) -> Void)? = nil
    ) throws(OutlineError<Item.ID>) -> UpdateOutcome {
        var expanded = expandedIDs
        // Items that expand anew load their children again after a failure, as one expanded
        // alone does.
        childrenLoading?.forgetFailures(outside: expanded)
        // Every item reachable, expanded: the expandable ones are found as they are shown.
        let tellsWillExpandOnce = willExpandOnce()
        let (flattening, shown) = try healingLoadedChildren { () throws(OutlineError<Item.ID>) in
            var flattening = OutlineFlattening(
                children: children, expanded: expanded, expandsAll: true, mayExpand: shouldExpand,
                willExpand: tellsWillExpandOnce, placeholder: placeholder)
            var shown: Set<Item.ID> = []
            try flattening.add(roots, depth: 0, shown: &shown)
            return (flattening, shown)
        }
        defer { startLoadingChildren(of: flattening.itemsToLoad) }
        for row in flattening.rows where row.isExpanded { expanded.insert(row.item.id) }
        return show(flattening.rows, shown: shown, expanded: expanded, animated: animated, completion: completion)
    }

    /// Collapses every item: only the roots' rows stay, shown collapsed.
    /// - Complexity: O(*n*) for the *n* rows before.
    @discardableResult
    public func collapseAll(animated: ListAnimation = true, completion: ((UpdateOutcome) -> Void)? = nil)
        -> UpdateOutcome
    {
        var flattening = OutlineFlattening(children: children, expanded: [])
        var shown: Set<Item.ID> = []
        // The roots were shown without trouble: they still are.
        try? flattening.add(roots, depth: 0, shown: &shown)
        return show(flattening.rows, shown: shown, expanded: [], animated: animated, completion: completion)
    }

    /// Shows `new` in place of the rows in `range` (all of them when `nil`): rows that keep the
    /// order of those rows and only add rows among them or only remove some, as insertions or
    /// deletions, and the rows whose expansion changed updated in place.
    func show(
        _ new: [OutlineRow<Item>], inPlaceOfRowsIn range: Range<Int>? = nil, shown: Set<Item.ID>,
        expanded: Set<Item.ID>, animated: ListAnimation, completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        let all = rows
        let range = range ?? all.indices
        let start = range.lowerBound
        var update = BatchUpdate()
        var (oldIndex, newIndex) = (start, 0)
        let grows = new.count > range.count
        while oldIndex < range.upperBound || newIndex < new.count {
            if oldIndex < range.upperBound, newIndex < new.count, all[oldIndex].id == new[newIndex].id {
                if all[oldIndex] != new[newIndex] {
                    update.reconfiguredRows.append(IndexPath(row: oldIndex, section: 0))
                }
                oldIndex += 1
                newIndex += 1
            } else if grows, newIndex < new.count {
                update.insertedRows.append(IndexPath(row: start + newIndex, section: 0))
                newIndex += 1
            } else if !grows, oldIndex < range.upperBound {
                update.deletedRows.append(IndexPath(row: oldIndex, section: 0))
                oldIndex += 1
            } else {
                // Rows come and go both ways (the children changed without an apply): a diff.
                expandedIDs = expanded
                shownIDs = shown
                return showByDifference(
                    Array(all[..<start]) + new + all[range.upperBound...], animated: animated,
                    reloadPolicy: .automatic, completion: completion)
            }
        }
        expandedIDs = expanded
        shownIDs = shown
        guard !update.isEmpty else {
            completion?(.unchanged)
            return .unchanged
        }
        return changeRows(update, animated: animated, completion: completion) {
            storage.replaceRows(range, with: new, inSection: 0)
        }
    }

    /// Those of `wanted` that are items of the tree of `roots`, shown or not; each item is visited
    /// once, so a cycle among collapsed items ends the search rather than looping.
    private static func ids(of wanted: Set<Item.ID>, in roots: [Item], children: (Item) -> [Item]?) -> Set<Item.ID> {
        var found: Set<Item.ID> = []
        var visited: Set<Item.ID> = []
        var pending = roots
        while let item = pending.popLast(), found.count < wanted.count {
            guard visited.insert(item.id).inserted else { continue }
            if wanted.contains(item.id) { found.insert(item.id) }
            pending += children(item) ?? []
        }
        return found
    }

    /// The rows shown, as the diff sees them.
    private var diffableRows: [DiffableSection<Int, OutlineRow<Item>>] {
        [DiffableSection(identifier: 0, items: rows)]
    }
}
