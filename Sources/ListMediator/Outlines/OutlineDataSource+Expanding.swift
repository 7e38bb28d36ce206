import Foundation

// Expanding and collapsing: the rows of the descendants inserted or deleted below the item,
// the item's own row updated in place — one batch update, no diff.

extension OutlineDataSource {
    /// Shows the children of the item at `indexPath` (and the descendants it had expanded)
    /// below it, inserting their rows with animation.
    ///
    /// With `includingDescendants`, every expandable item below it expands too, as far as
    /// ``shouldExpand`` lets them (a refused item's descendants stay hidden), whether the item was
    /// expanded already or not — what Option-clicking a disclosure does on the Mac. ``willExpand``
    /// hears each item that expands anew; in an outline whose children load, an item whose
    /// children are not loaded shows its placeholder and loads them, and they show collapsed.
    ///
    /// - Parameters:
    ///   - indexPath: the item's row.
    ///   - includingDescendants: whether the items below it expand too.
    ///   - animated: whether the view animates the insertion.
    ///   - completion: called with the outcome once the list shows the change.
    /// - Returns: how the rows reached the view; ``UpdateOutcome/unchanged`` when nothing is left
    ///   to show: the item (and with `includingDescendants`, each item below it) is expanded
    ///   already, has no children, or ``shouldExpand`` refuses.
    /// - Precondition: `indexPath` is a row of this data source; another stops with a message.
    /// - Throws: ``OutlineError`` when a descendant is shown already (a cycle, or an item under
    ///   two parents); nothing changes but ``willExpand`` having been called. The children are read
    ///   while the outline checks them: they must not call back into it.
    /// - Complexity: O(*k*) for the *k* rows it inserts — each one's item hashed into the set of
    ///   the items shown, the check that none shows twice — plus moving the rows below them;
    ///   with `includingDescendants`, for the rows of the item's subtree before and after.
    @inlinable @discardableResult
    public func expandItem(
        at indexPath: IndexPath, includingDescendants: Bool = false, animated: ListAnimation = true,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) throws(OutlineError<Item.ID>) -> UpdateOutcome {
        if includingDescendants { return try expandSubtree(at: indexPath, animated: animated, completion: completion) }
        let row = shownRow(at: indexPath)
        guard row.isExpandable, !row.isExpanded, shouldExpand?(row.item) ?? true else {
            completion?(.unchanged)
            return .unchanged
        }
        willExpand?(row.item)
        let index = indexPath[1]  // not `row`: UIKit adds it on Apple platforms, and this file imports no UIKit
        let newRows: [OutlineRow<Item>]
        let itemsToLoad: [Item]
        if placeholder != nil {
            // Children that load: a placeholder while they do, loaded ones checked again.
            prepareToExpand(row.item.id)
            (newRows, itemsToLoad) = try rowsOfLoadingExpansion(of: row, at: index)
        } else {
            // Its hold on the expanded set ends here: the set changes in place next.
            var flattening = OutlineFlattening(
                children: children, expanded: expandedIDs,
                ancestorsAbove: { [unowned self] in ancestors(ofRowAt: index) + [row.item.id] },
                parentOfShownItem: { [unowned self] in parent(ofShownItem: $0) })
            try flattening.add(children(row.item) ?? [], depth: row.depth + 1, shown: &shownIDs)
            newRows = flattening.rows
            itemsToLoad = flattening.itemsToLoad
        }
        let outcome = showExpansion(of: row, at: index, rows: newRows, animated: animated, completion: completion)
        if !itemsToLoad.isEmpty { startLoadingChildren(of: itemsToLoad) }
        return outcome
    }

    /// Inserts `newRows`, the descendants of `row` (at `index`), below it, and shows it expanded.
    @usableFromInline
    func showExpansion(
        of row: OutlineRow<Item>, at index: Int, rows newRows: [OutlineRow<Item>], animated: ListAnimation,
        completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        expandedIDs.insert(row.item.id)
        let update = BatchUpdate(
            insertedRows: IndexPath.rows(index + 1..<index + 1 + newRows.count, inSection: 0),
            reconfiguredRows: [IndexPath(row: index, section: 0)])
        return changeRows(update, animated: animated, completion: completion) {
            storage.replace(at: IndexPath(row: index, section: 0), with: row.expanded(true))
            storage.insert(contentsOf: newRows, at: index + 1, inSection: 0)
        }
    }

    /// Hides the descendants of the item at `indexPath`, deleting their rows with animation. The
    /// descendants it had expanded stay so: they show again when it expands.
    ///
    /// With `includingDescendants`, every item below it is forgotten as expanded instead, those
    /// hidden under a collapsed parent included (also when the item itself is collapsed
    /// already): expanded again, it shows its children collapsed.
    ///
    /// - Parameters:
    ///   - indexPath: the item's row.
    ///   - includingDescendants: whether the items below it collapse too.
    ///   - animated: whether the view animates the deletion.
    ///   - completion: called with the outcome once the list shows the change.
    /// - Returns: how the change reached the view; ``UpdateOutcome/unchanged`` when the item is
    ///   not expanded or ``shouldCollapse`` refuses.
    /// - Precondition: `indexPath` is a row of this data source; another stops with a message.
    /// - Complexity: O(*k*) for the *k* rows it deletes, plus moving the rows below them; with
    ///   `includingDescendants`, plus a walk of the items below it, collapsed parts included, that
    ///   ends once no item it could forget is left (a tree made as it is read must end, as for
    ///   ``apply(_:animated:reloadPolicy:completion:)``).
    @inlinable @discardableResult
    public func collapseItem(
        at indexPath: IndexPath, includingDescendants: Bool = false, animated: ListAnimation = true,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        if includingDescendants { return collapseSubtree(at: indexPath, animated: animated, completion: completion) }
        let row = shownRow(at: indexPath)
        guard row.isExpanded, shouldCollapse?(row.item) ?? true else {
            completion?(.unchanged)
            return .unchanged
        }
        willCollapse?(row.item)
        let index = indexPath[1]  // not `row`: UIKit adds it on Apple platforms, and this file imports no UIKit
        var end = index + 1
        do {
            // Its hold on the rows ends here: they change in place next.
            let shown = rows
            while end < shown.count, shown[end].depth > row.depth {
                if !shown[end].isPlaceholder { shownIDs.remove(shown[end].item.id) }
                end += 1
            }
        }
        return showCollapse(of: row, at: index, descendantsEnd: end, animated: animated, completion: completion)
    }

    /// Deletes the rows of the descendants of `row` (at `index`), which end at `end`, and shows it
    /// collapsed.
    @usableFromInline
    func showCollapse(
        of row: OutlineRow<Item>, at index: Int, descendantsEnd end: Int, animated: ListAnimation,
        completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        expandedIDs.remove(row.item.id)
        let update = BatchUpdate(
            deletedRows: IndexPath.rows(index + 1..<end, inSection: 0),
            reconfiguredRows: [IndexPath(row: index, section: 0)])
        return changeRows(update, animated: animated, completion: completion) {
            storage.replace(at: IndexPath(row: index, section: 0), with: row.expanded(false))
            storage.removeRows(index + 1..<end, inSection: 0)
        }
    }

    /// Expands the item `id`; see ``expandItem(at:includingDescendants:animated:completion:)``.
    /// - Throws: ``OutlineError/itemNotShown(_:)`` when no row shows it, or the errors of
    ///   ``expandItem(at:includingDescendants:animated:completion:)``.
    /// - Complexity: O(*n*) to find its row among *n*, plus the expansion's.
    @discardableResult
    public func expand(
        _ id: Item.ID, includingDescendants: Bool = false, animated: ListAnimation = true,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) throws(OutlineError<Item.ID>) -> UpdateOutcome {
        guard let indexPath = indexPath(ofItemWithID: .item(id)) else { throw .itemNotShown(id) }
        return try expandItem(
            at: indexPath, includingDescendants: includingDescendants, animated: animated, completion: completion)
    }

    /// Collapses the item `id`; see ``collapseItem(at:includingDescendants:animated:completion:)``.
    /// - Throws: ``OutlineError/itemNotShown(_:)`` when no row shows it.
    @discardableResult
    public func collapse(
        _ id: Item.ID, includingDescendants: Bool = false, animated: ListAnimation = true,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) throws(OutlineError<Item.ID>) -> UpdateOutcome {
        guard let indexPath = indexPath(ofItemWithID: .item(id)) else { throw .itemNotShown(id) }
        return collapseItem(
            at: indexPath, includingDescendants: includingDescendants, animated: animated, completion: completion)
    }

    /// The row at `indexPath`; one that is not this data source's stops with a message, as
    /// UIKit stops on a row it does not have.
    @usableFromInline
    func shownRow(at indexPath: IndexPath) -> OutlineRow<Item> {
        guard indexPath.count == 2, indexPath.section == 0, let row = item(at: indexPath) else {
            fatalError("\(type(of: self)) has no row at \(indexPath): it has \(itemCount(inSection: 0)) rows")
        }
        return row
    }

    /// Changes the rows as `update` describes, the selection following them.
    func changeRows(
        _ update: BatchUpdate, animated: ListAnimation, completion: ((UpdateOutcome) -> Void)?,
        updateData: () -> Void
    ) -> UpdateOutcome {
        applyRequests.countRequest()
        defer { selectionListener?.itemsDidChange() }
        selectionFollows(update, sectionCountBefore: 1, sectionCountAfter: 1)
        return change(update, as: .expansion, animated: animated, updateData: updateData, completion: completion)
    }
}
