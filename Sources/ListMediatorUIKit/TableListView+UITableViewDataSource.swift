import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// UIKit's data source questions, answered by the core's data source. With none, the table is empty.

extension TableListView: UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSource?.listView(self, numberOfRowsInSection: section) ?? 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else {
            fatalError("the table view asked for the cell at \(indexPath), but its list view has no data source")
        }
        return dataSource.listView(self, cellForRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        dataSource?.listView(self, titleForHeaderInSection: section)
    }

    /// The data source's section index titles, or `nil` (no index) when it gives none.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        let titles = dataSourceFeatures?.sectionIndex?.checkedSectionIndexTitles(in: self) ?? []
        return titles.isEmpty ? nil : titles.map(\.title)
    }

    /// The section the data source gave the title at `index`.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        let titles = dataSourceFeatures?.sectionIndex?.checkedSectionIndexTitles(in: self) ?? []
        return titles.indices.contains(index) ? titles[index].section : 0
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        dataSource?.listView(self, titleForFooterInSection: section)
    }

    // Editing and moving rows, asked of the data source that owns the row.

    /// UIKit shows a row's reorder control and swipe actions only when the row can be edited, so
    /// a row that moves or has swipe actions counts as editable here; whether it can be deleted
    /// is ``tableView(_:editingStyleForRowAt:)``'s to say.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let features = dataSourceFeatures else { return false }
        return features.editing?.listView(self, canEditRowAt: indexPath) == true
            || features.moving?.listView(self, canMoveRowAt: indexPath) == true
            || delegateFeatures?.rowActions?.listView(self, swipeActionsFor: .leading, forRowAt: indexPath) != nil
            || delegateFeatures?.rowActions?.listView(self, swipeActionsFor: .trailing, forRowAt: indexPath) != nil
    }

    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        switch editingStyle {
        case .delete: dataSourceFeatures?.editing?.listView(self, commit: .delete, forRowAt: indexPath)
        case .insert: dataSourceFeatures?.editing?.listView(self, commit: .insert, forRowAt: indexPath)
        default: break
        }
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        dataSourceFeatures?.moving?.listView(self, canMoveRowAt: indexPath) ?? false
    }

    /// The table shows the row at its new place already: the data source follows, with no batch
    /// update.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        // A drag and drop within the table that UIKit handles as a reorder has landed: the drop
        // that may follow moves nothing again.
        draggedRow?.hasLanded = true
        recordUserMove(from: sourceIndexPath, to: destinationIndexPath)
        dataSourceFeatures?.moving?.listView(self, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}
