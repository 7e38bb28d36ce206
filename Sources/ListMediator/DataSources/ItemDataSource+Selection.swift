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
    /// row, the row selected before is deselected and its data source's ``onDeselect`` is
    /// called, as when the user selects another row.
    /// - Precondition: `indexPath` is a row of this data source.
    public final func selectItem(at indexPath: IndexPath, animated: Bool = true) {
        _ = self[indexPath]
        guard !selectedRows.contains(indexPath) else { return }
        guard let placement = host?.placement(of: self) else {
            selectedRows.insert(indexPath)
            return
        }
        let listView = placement.listView
        let row = placement.globalIndexPath(for: indexPath)
        if !listView.allowsSeveralSelectedRows {
            // The view deselects the others without a word; their owners must hear of it.
            for other in listView.indexPathsForSelectedRows where other != row {
                listView.deselectRow(at: other, animated: animated)
                listView.delegate?.listView(listView, didDeselectRowAt: other)
            }
        }
        selectedRows.insert(indexPath)
        listView.selectRow(at: row, animated: animated)
    }

    /// Deselects the item at `indexPath` without calling ``onDeselect``, as UIKit's
    /// `deselectRow(at:animated:)` does; nothing when it is not selected.
    public final func deselectItem(at indexPath: IndexPath, animated: Bool = true) {
        guard selectedRows.remove(indexPath) != nil else { return }
        guard let placement = host?.placement(of: self) else { return }
        placement.listView.deselectRow(at: placement.globalIndexPath(for: indexPath), animated: animated)
    }

    /// Selects the items for which `isIncluded` returns `true`, as ``selectItem(at:animated:)``
    /// selects each: to restore a saved selection, or to carry one presentation's selection to
    /// another that shows the same items (each child of a ``SwitchingDataSource`` keeps its own).
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
        canSelectItem?(self[indexPath]) ?? true
    }

    public final func listView(_ listView: View, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    {
        onMultipleSelectionInteraction != nil && canSelectItem?(self[indexPath]) ?? true
    }

    public final func listView(_ listView: View, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        onMultipleSelectionInteraction?()
    }

    public final func listView(_ listView: View, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        canSelectItem?(self[indexPath]) ?? true ? indexPath : nil
    }

    public final func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        selectedRows.insert(indexPath)
        onSelect?(self[indexPath])
        selectionListener?.didSelect(self[indexPath])
    }

    public final func listView(_ listView: View, didDeselectRowAt indexPath: IndexPath) {
        guard selectedRows.remove(indexPath) != nil else { return }
        onDeselect?(self[indexPath])
        selectionListener?.didDeselect(self[indexPath])
    }

    public final func listView(_ listView: View, indexPathsForSelectedRowsIn sections: Range<Int>) -> [IndexPath] {
        guard !selectedRows.isEmpty else { return [] }
        return selectedRows.filter { sections.contains($0.section) }.sorted()
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

    /// Applies `difference` with `apply`, the selection following its items: through each stage
    /// when the difference describes the data held now (`isCurrent`), and dropped when it does
    /// not (the items can no longer be told apart). Then the view shows the selection.
    final func keepingSelection<SectionIdentifier>(
        through difference: ListDifference<SectionIdentifier, Item>, isCurrent: @autoclosure () -> Bool,
        _ apply: () -> UpdateOutcome
    ) -> UpdateOutcome {
        defer { selectionListener?.itemsDidChange() }
        guard !selectedRows.isEmpty else { return apply() }
        if isCurrent() {
            var sectionCount = difference.initialSections.count
            for stage in difference.stages {
                selectionFollows(
                    stage.update, sectionCountBefore: sectionCount, sectionCountAfter: stage.sections.count)
                sectionCount = stage.sections.count
            }
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
        guard let placement = host?.placement(of: self) else { return }
        let listView = placement.listView
        let sections = placement.sectionOffset..<placement.sectionOffset + storage.sections.count
        let wanted = Set(selectedRows.map(placement.globalIndexPath(for:)))
        for shown in listView.indexPathsForSelectedRows
        where sections.contains(shown.section) && !wanted.contains(shown) {
            listView.deselectRow(at: shown, animated: false)
        }
        let shown = Set(listView.indexPathsForSelectedRows)
        for row in wanted.sorted() where !shown.contains(row) { listView.selectRow(at: row, animated: false) }
    }
}

extension ListView {
    /// Whether the user can select several rows now, by UIKit's rule.
    var allowsSeveralSelectedRows: Bool {
        RowSelection.allowsSeveral(
            multiple: allowsMultipleSelection, duringEditing: allowsMultipleSelectionDuringEditing, isEditing: isEditing
        )
    }
}
