import Foundation

extension ListView {
    /// Selects the rows the data sources hold selected, section by section: what a backend does
    /// after a reload, which drops the view's selection (`UITableView.reloadData()` does), so a
    /// selection made by item survives reloads, switches and replaced data sources.
    /// - Complexity: O(*s*) calls through the data source tree for *s* sections, plus one per
    ///   selected row.
    package func restoreSelection() {
        guard let dataSource else { return }
        for section in 0..<numberOfSections {
            for row in dataSource.listView(self, selectedRowsInSection: section) {
                selectRow(at: IndexPath(row: row, section: section), animated: false)
            }
        }
    }
}

extension ListView {
    /// Selects the rows the data sources hold selected in the sections `update` inserted: what a
    /// backend does once it has shown an update, because a section shown anew — a switching data
    /// source's child coming back, say — comes with no selection in the view.
    /// - Complexity: O(*i*) calls through the data source tree for *i* inserted sections.
    package func restoreSelection(after update: BatchUpdate) {
        guard let dataSource, !update.insertedSections.isEmpty else { return }
        for section in update.insertedSections where section < numberOfSections {
            for row in dataSource.listView(self, selectedRowsInSection: section) {
                selectRow(at: IndexPath(row: row, section: section), animated: false)
            }
        }
    }
}
