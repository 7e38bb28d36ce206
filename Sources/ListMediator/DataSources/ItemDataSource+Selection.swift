import Foundation

// Selection kept by the data source, by item: the view's selection (by index path, dropped by a
// reload) is brought in line with it after every change the data source makes, and restored
// from it after a reload.

extension ItemDataSource {
    /// The selected items, in list order.
    /// - Complexity: O(*k* log *k*) for *k* selected items.
    public final var selectedItems: [Item] {
        indexPathsForSelectedItems.map { self[$0] }
    }

    /// The index paths of the selected items, in this data source's numbers, in order.
    public final var indexPathsForSelectedItems: [IndexPath] {
        selectedRows.sorted()
    }

    /// Selects the item at `indexPath` without calling ``onSelect``, as UIKit's
    /// `selectRow(at:animated:scrollPosition:)` does. Where the list allows only one selected
    /// row, the item selected before is deselected — in this data source or any other of the
    /// list, shown or hidden — and its data source's ``onDeselect`` is called, as when the user
    /// selects another row. On a view that is no ``SelectableListView`` the data source holds the
    /// item selected and the view shows nothing.
    /// - Precondition: `indexPath` is a row of this data source.
    public final func selectItem(at indexPath: IndexPath, animated: Bool = true) {
        _ = self[indexPath]
        guard !selectedRows.contains(indexPath) else { return }
        let placement = host?.placement(of: self)
        // A hidden data source (a switching data source's child) has no rows on screen, but its
        // list still holds one selected row at most.
        if let listView = placement?.listView ?? viewHoldingTree(of: self, hostedBy: host),
            let selectable = listView.selectable, !selectable.allowsSeveralSelectedRows
        {
            let row = placement?.globalIndexPath(for: indexPath)
            // The view deselects the others without a word; their owners must hear of it.
            for other in selectable.indexPathsForSelectedRows where other != row {
                selectable.deselectRow(at: other, animated: animated)
                listView.delegate?.listView(listView, didDeselectRowAt: other)
            }
            if placement == nil { yieldOwnSelection(animated: animated) }
            listView.selectionWasTaken(by: self, animated: animated)
        }
        selectedRows.insert(indexPath)
        guard let placement else { return }
        placement.listView.selectable?.selectRow(at: placement.globalIndexPath(for: indexPath), animated: animated)
    }

    /// Deselects the item at `indexPath` without calling ``onDeselect``, as UIKit's
    /// `deselectRow(at:animated:)` does; nothing when it is not selected.
    public final func deselectItem(at indexPath: IndexPath, animated: Bool = true) {
        guard selectedRows.remove(indexPath) != nil else { return }
        guard let placement = host?.placement(of: self) else { return }
        placement.listView.selectable?.deselectRow(at: placement.globalIndexPath(for: indexPath), animated: animated)
    }

    /// Selects the items for which `isIncluded` returns `true`, as ``selectItem(at:animated:)``
    /// selects each: to restore a saved selection, or to carry one presentation's selection to
    /// another that shows the same items (each child of a ``SwitchingDataSource`` keeps its own where
    /// several rows may be selected; where one may, selecting here deselects the others').
    /// Where the list allows only one selected row, the last of them stays selected.
    public final func selectItems(where isIncluded: (Item) -> Bool, animated: Bool = true) {
        for indexPath in indexPaths(where: isIncluded) { selectItem(at: indexPath, animated: animated) }
    }

    /// Deselects every item of this data source without calling ``onDeselect``.
    public final func deselectAllItems(animated: Bool = true) {
        for indexPath in indexPathsForSelectedItems { deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: The delegate's answers

    public final func listView(_ listView: View, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        if let tap = tapInsteadOfSelection(at: indexPath) {
            if case .performs = tap { return true }
            return false
        }
        return canSelectItem?(self[indexPath]) ?? true
    }

    public final func listView(_ listView: View, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        guard tapInsteadOfSelection(at: indexPath) == nil else { return false }
        return onMultipleSelectionInteraction != nil && canSelectItem?(self[indexPath]) ?? true
    }

    public final func listView(_ listView: View, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        onMultipleSelectionInteraction?()
    }

    /// The row when its item can be selected; never a row whose tap the data source takes
    /// instead (see ``listView(_:performPrimaryActionForRowAt:)``).
    public final func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard tapInsteadOfSelection(at: indexPath) == nil else { return nil }
        return canSelectItem?(self[indexPath]) ?? true ? indexPath : nil
    }

    /// Runs what a tap on the row does instead of selecting it, for a row whose tap the data
    /// source takes (an outline's failure row retries; with `tapTogglesExpansion`, an item
    /// expands or collapses). Only on the user's action, never on a selection that follows focus.
    public final func listView(_ listView: View, performPrimaryActionForRowAt indexPath: IndexPath) {
        guard case .performs(let action)? = tapInsteadOfSelection(at: indexPath) else { return }
        action()
    }

    public final func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        listView.selectionWasTaken(by: self, animated: true)
        selectedRows.insert(indexPath)
        onSelect?(self[indexPath])
        selectionListener?.didSelect(self[indexPath])
    }

    public final func listView(_ listView: View, didDeselectRowAt indexPath: IndexPath) {
        itemWasDeselected(at: indexPath)
    }

    /// The item at `indexPath` is no longer selected: its owner hears of it, unless it was not.
    private func itemWasDeselected(at indexPath: IndexPath) {
        guard selectedRows.remove(indexPath) != nil else { return }
        onDeselect?(self[indexPath])
        selectionListener?.didDeselect(self[indexPath])
    }

    public final func listView(_ listView: View, indexPathsForSelectedRowsIn sections: Range<Int>) -> [IndexPath] {
        guard !selectedRows.isEmpty else { return [] }
        return selectedRows.filter { sections.contains($0.section) }.sorted()
    }

    // MARK: One selected row in the list

    /// Deselects every selected item, in the view too when it is shown, telling the owner as when
    /// the user selects another row.
    private func yieldOwnSelection(animated: Bool) {
        guard !selectedRows.isEmpty else { return }
        let placement = host?.placement(of: self)
        for indexPath in indexPathsForSelectedItems {
            placement.map {
                $0.listView.selectable?.deselectRow(at: $0.globalIndexPath(for: indexPath), animated: animated)
            }
            itemWasDeselected(at: indexPath)
        }
    }

    // MARK: Following the items

    /// Moves the selection with its items through `update`, a change of this data source's
    /// rows from `sectionCountBefore` sections to `sectionCountAfter`: deleted items leave it,
    /// moved and reloaded ones keep it.
    final func selectionFollows(_ update: BatchUpdate, sectionCountBefore: Int, sectionCountAfter: Int) {
        guard !selectedRows.isEmpty else { return }
        let mapping = BatchUpdate.IndexPathMapping(
            update, sectionCountBefore: sectionCountBefore, sectionCountAfter: sectionCountAfter,
            keepingReloadedRows: true)
        selectedRows = Set(selectedRows.compactMap(mapping.newIndexPath(for:)))
    }

    /// Applies `difference` with `apply`, the selection following its items: through each stage,
    /// and from a deleted section or into an inserted one, when the difference describes the data
    /// held now (`isCurrent`), and dropped when it does not (the items can no longer be told
    /// apart). Then the view shows the selection.
    final func keepingSelection<SectionIdentifier>(
        through difference: ListDifference<SectionIdentifier, Item>, isCurrent: @autoclosure () -> Bool,
        _ apply: () -> UpdateOutcome
    ) -> UpdateOutcome {
        defer { selectionListener?.itemsDidChange() }
        guard !selectedRows.isEmpty else { return apply() }
        if isCurrent() {
            // An item moved out of a deleted section or into an inserted one is deleted and
            // inserted by the stages, but stays the same item: its selection goes with it.
            let reinserted = difference.reinsertedRows.compactMap {
                selectedRows.contains($0.source) ? $0.destination : nil
            }
            var sectionCount = difference.initialSections.count
            for stage in difference.stages {
                selectionFollows(
                    stage.update, sectionCountBefore: sectionCount, sectionCountAfter: stage.sections.count)
                sectionCount = stage.sections.count
            }
            selectedRows.formUnion(reinserted)
        } else {
            selectedRows = []
        }
        let outcome = apply()
        showSelection()
        return outcome
    }

    /// Brings the view's selection of this data source's rows in line with ``selectedRows``.
    /// - Complexity: O(*k* + *v*) for *k* rows selected here and *v* in the view.
    final func showSelection() {
        guard let placement = host?.placement(of: self), let listView = placement.listView.selectable else { return }
        let sections = placement.sectionOffset..<placement.sectionOffset + sectionCount
        let wanted = Set(selectedRows.map(placement.globalIndexPath(for:)))
        for shown in listView.indexPathsForSelectedRows
        where sections.contains(shown.section) && !wanted.contains(shown) {
            listView.deselectRow(at: shown, animated: false)
        }
        let shown = Set(listView.indexPathsForSelectedRows)
        for row in wanted.sorted() where !shown.contains(row) { listView.selectRow(at: row, animated: false) }
    }
}

extension ItemDataSource: SelectionHolding {
    package final func yieldSelection(to keeper: AnyObject, animated: Bool) {
        guard keeper !== self else { return }
        yieldOwnSelection(animated: animated)
    }
}
