import Foundation

// Expanding or collapsing an item with everything below it (AppKit's `expandChildren` and
// `collapseChildren`, what Option-clicking a disclosure does on the Mac): the rows of the item's
// subtree are worked out from the tree, then shown by inserting or deleting the rows between
// those that stay — no diff of the list.

extension OutlineDataSource {
    /// Expands the item at `index` and every expandable item below it that ``shouldExpand`` lets
    /// expand (a refused item's descendants stay hidden); ``willExpand`` hears each item that
    /// expands anew. In an outline whose children load, the items below whose children are not
    /// loaded show their placeholder and load them; what they load shows collapsed.
    @usableFromInline
    func expandSubtree(
        at indexPath: IndexPath, animated: ListAnimation, completion: ((UpdateOutcome) -> Void)?
    ) throws(OutlineError<Item.ID>) -> UpdateOutcome {
        let row = shownRow(at: indexPath)
        guard row.isExpandable else {
            completion?(.unchanged)
            return .unchanged
        }
        let index = indexPath[1]  // not `row`: UIKit adds it on Apple platforms, and this file imports no UIKit
        let range = index..<descendantsEnd(ofRowAt: index)
        // Items that expand anew load their children again after a failure, as one expanded
        // alone does.
        childrenLoading?.forgetFailures(outside: expandedIDs)
        // The subtree's rows are made again: their items are taken out of the shown ones first,
        // and put back if the new rows are refused.
        let oldItems = rows[range].filter { !$0.isPlaceholder }.map(\.item.id)
        for id in oldItems { shownIDs.remove(id) }
        let flattening: OutlineFlattening<Item>
        // Loaded children that break the tree make the rows again without them: an item is told
        // it expands once.
        let tellsWillExpandOnce = willExpandOnce()
        do {
            flattening = try healingLoadedChildren { () throws(OutlineError<Item.ID>) in
                var flattening = OutlineFlattening(
                    children: children, expanded: expandedIDs, expandsAll: true, mayExpand: shouldExpand,
                    willExpand: tellsWillExpandOnce, placeholder: placeholder,
                    ancestorsAbove: { [unowned self] in ancestors(ofRowAt: index) },
                    parentOfShownItem: { [unowned self] in parent(ofShownItem: $0) })
                try flattening.add([row.item], depth: row.depth, shown: &shownIDs)
                return flattening
            }
        } catch {
            for id in oldItems { shownIDs.insert(id) }
            throw error
        }
        defer { startLoadingChildren(of: flattening.itemsToLoad) }
        var expanded = expandedIDs
        for newRow in flattening.rows where newRow.isExpanded { expanded.insert(newRow.item.id) }
        return show(
            flattening.rows, inPlaceOfRowsIn: range, shown: shownIDs, expanded: expanded, animated: animated,
            completion: completion)
    }

    /// Collapses the item at `index` — when ``shouldCollapse`` lets it, ``willCollapse`` hearing
    /// it — and forgets every item below it as expanded, hidden ones included: expanded again,
    /// it shows its children collapsed.
    @usableFromInline
    func collapseSubtree(
        at indexPath: IndexPath, animated: ListAnimation, completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        let row = shownRow(at: indexPath)
        if row.isExpanded {
            guard shouldCollapse?(row.item) ?? true else {
                completion?(.unchanged)
                return .unchanged
            }
            willCollapse?(row.item)
        }
        let index = indexPath[1]  // not `row`: UIKit adds it on Apple platforms, and this file imports no UIKit
        let end = descendantsEnd(ofRowAt: index)
        forgetExpandedItems(below: row.item, rowsBelow: index + 1..<end)
        guard row.isExpanded else {
            completion?(.unchanged)
            return .unchanged
        }
        for descendant in rows[index + 1..<end] where !descendant.isPlaceholder { shownIDs.remove(descendant.item.id) }
        return showCollapse(of: row, at: index, descendantsEnd: end, animated: animated, completion: completion)
    }

    /// ``willExpand``, telling each item once however many times the rows are made; `nil`
    /// without it.
    func willExpandOnce() -> ((Item) -> Void)? {
        guard let willExpand else { return nil }
        var told: Set<Item.ID> = []
        return { item in
            if told.insert(item.id).inserted { willExpand(item) }
        }
    }

    /// The index after the last row below the row at `index`: its descendants' rows are those
    /// between.
    /// - Complexity: O(*k*) for its *k* descendants' rows.
    func descendantsEnd(ofRowAt index: Int) -> Int {
        let shown = rows
        let depth = shown[index].depth
        var end = index + 1
        while end < shown.count, shown[end].depth > depth { end += 1 }
        return end
    }

    /// Forgets the items below `item` in the tree as expanded, those under a collapsed parent
    /// included; `rowsBelow` are the rows of its descendants. Items shown elsewhere than below it
    /// (an item that appears again further down, in a part of the tree no check has seen) are
    /// neither forgotten nor searched; each item is visited once, so a cycle ends the search.
    /// Where an item's children have not loaded, its descendants are forgotten when they do.
    /// - Complexity: O(*m*) for the *m* items below it, collapsed parts included, ending when no
    ///   expanded item can be left below it.
    func forgetExpandedItems(below item: Item, rowsBelow: Range<Int>) {
        let shownBelow = Set(rows[rowsBelow].lazy.filter { !$0.isPlaceholder }.map(\.item.id))
        // The expanded items that can be below it: those shown below it and those not shown.
        var candidates = expandedIDs.filter { !shownIDs.contains($0) || shownBelow.contains($0) }
        candidates.remove(item.id)
        var visited: Set<Item.ID> = []
        var pending = [item]
        while !candidates.isEmpty, let next = pending.popLast() {
            guard visited.insert(next.id).inserted else { continue }
            if next.id != item.id {
                if shownIDs.contains(next.id), !shownBelow.contains(next.id) { continue }
                if candidates.remove(next.id) != nil { expandedIDs.remove(next.id) }
            }
            let nextChildren = children(next)
            if let loading = childrenLoading, nextChildren != nil, loading.loaded[next.id] == nil {
                loading.forgetsExpandedDescendantsOnLoad.insert(next.id)
            }
            pending += nextChildren ?? []
        }
    }
}
