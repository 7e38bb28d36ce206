import Foundation

extension SelectableListView {
    /// Selects the rows the data sources hold selected: what a backend does after a reload,
    /// which drops the view's selection (`UITableView.reloadData()` does), so a selection made by
    /// item survives reloads, switches and replaced data sources.
    /// - Complexity: a few calls per data source in the tree, plus one per selected row.
    package func restoreSelection() {
        restoreSelection(in: 0..<numberOfSections)
    }

    /// Makes the view's selection in `sections` the rows the data sources hold selected: what a
    /// container does when rows came in by moves and insertions that carry the view's selection
    /// of the rows they were (a switch that moves items between children, where an item the
    /// outgoing child selected may be one the incoming child does not).
    package func restoreSelection(in sections: Range<Int>) {
        guard let dataSource, !sections.isEmpty else { return }
        let selected = dataSource.listView(self, indexPathsForSelectedRowsIn: sections)
        let wanted = Set(selected)
        for indexPath in indexPathsForSelectedRows where sections.contains(indexPath.section) {
            if !wanted.contains(indexPath) { deselectRow(at: indexPath, animated: false) }
        }
        for indexPath in selected { selectRow(at: indexPath, animated: false) }
    }

    /// Selects the rows the data sources hold selected in the sections `update` inserted: what a
    /// backend does once it has shown an update, because a section shown anew — a switching data
    /// source's child coming back, say — comes with no selection in the view.
    package func restoreSelection(after update: BatchUpdate) {
        guard let dataSource, let first = update.insertedSections.min(), let last = update.insertedSections.max()
        else { return }
        let selected = dataSource.listView(self, indexPathsForSelectedRowsIn: first..<min(last + 1, numberOfSections))
        guard !selected.isEmpty else { return }  // the common case: nothing to look up
        let inserted = Set(update.insertedSections)
        for indexPath in selected where inserted.contains(indexPath.section) {
            selectRow(at: indexPath, animated: false)
        }
    }
}
