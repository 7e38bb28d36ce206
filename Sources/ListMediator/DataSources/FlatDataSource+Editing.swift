import Foundation

// Moving and deleting rows by the user, item by item: the data source keeps its items in step
// with what the view shows, and tells the owner.

extension FlatDataSource {
    public func listView(_ listView: View, canMoveRowAt indexPath: IndexPath) -> Bool { onMove != nil }

    /// Takes the item to its new place without a batch update (the view shows it there already),
    /// then tells ``onMove``.
    public func listView(_ listView: View, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = storage.sections[0].remove(at: sourceIndexPath.row)
        storage.sections[0].insert(item, at: destinationIndexPath.row)
        onMove?(item, sourceIndexPath, destinationIndexPath)
    }

    public func listView(_ listView: View, canEditRowAt indexPath: IndexPath) -> Bool { onDelete != nil }

    public func listView(_ listView: View, swipeActionsFor edge: ListSwipeEdge, forRowAt indexPath: IndexPath)
        -> ListSwipeActions?
    {
        swipeActions?(self[indexPath], edge)
    }

    /// Removes the item at `indexPath` with its row's animated deletion, then tells ``onDelete``:
    /// what a swipe's Delete does, for a Delete action of the app's own.
    /// - Precondition: `indexPath` is a row of this data source.
    public func deleteItem(at indexPath: IndexPath) {
        let item = self[indexPath]
        removeRow(at: indexPath) { storage.sections[0].remove(at: indexPath.row) }
        onDelete?(item)
    }

    /// Removes a deleted row's item; see ``deleteItem(at:)``.
    public func listView(_ listView: View, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { deleteItem(at: indexPath) }
    }
}

extension DiffableDataSource {
    /// Deletes `update`'s rows or sections from the view while `removeItem` takes them out of the
    /// data; reloads when the view refuses.
    func removeRow(at indexPath: IndexPath, update: BatchUpdate? = nil, removeItem: () -> Void) {
        applyRequestCount += 1
        guard let host, host.placement(of: self) != nil else { return removeItem() }
        host.performOrReload(
            update ?? BatchUpdate(deletedRows: [indexPath]), from: self, animated: .automatic, updateData: removeItem)
    }
}
