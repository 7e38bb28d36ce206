import Foundation

// Updating the cells of items whose data did not change — an image that arrived, a progress
// value, a checkmark that depends on another setting — without a diff or a batch update.

extension ItemDataSource {
    /// Updates the cells of the items at `indexPaths` in place: each row on screen is asked for
    /// its cell again and gets back the cell it shows (as UIKit's `reconfigureRows(at:)`), so the
    /// cell provider sets it up anew with what it reads now. No batch update runs and the items do
    /// not change; rows off screen are skipped, as they get their cell when they appear. On a
    /// view that is no ``ReconfigurableListView``, the rows are updated in place by a batch
    /// update of ``BatchUpdate/reconfiguredRows`` alone.
    ///
    /// Works wherever the data source is shown — directly, or in a composite, a switching data
    /// source or a mediator; a data source shown nowhere has no cells to update.
    /// - Precondition: each index path is a row of this data source.
    /// - Complexity: O(*k*) for *k* index paths, plus the cells' setup.
    public final func reconfigureItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths { _ = self[indexPath] }
        guard !indexPaths.isEmpty, let host, let placement = host.placement(of: self) else { return }
        guard let listView = placement.listView as? any ReconfigurableListView else {
            // A view that updates no cell outside a batch updates them in one, as every view
            // shows a batch's reconfigured rows.
            try? host.performBatchUpdates(
                BatchUpdate(reconfiguredRows: indexPaths), from: self, animated: .none, updateData: {},
                completion: nil)
            return
        }
        listView.reconfigureRows(at: indexPaths.map(placement.globalIndexPath(for:)))
    }

    /// Updates in place the cells of the items `isAffected` picks; see ``reconfigureItems(at:)``.
    /// - Complexity: O(*n*) calls of `isAffected` for *n* items; no allocation per item it
    ///   leaves out.
    public final func reconfigureItems(where isAffected: (Item) -> Bool) {
        reconfigureItems(at: indexPaths(where: isAffected))
    }

    /// The index paths of the items for which `isIncluded` returns `true`, in list order.
    /// - Complexity: O(*n*) calls of `isIncluded` for *n* items; no allocation per item it
    ///   leaves out.
    @inlinable
    public final func indexPaths(where isIncluded: (Item) -> Bool) -> [IndexPath] {
        var included: [IndexPath] = []
        for section in 0..<sectionCount {
            // Through the buffer, each item is lent to `isIncluded` where it lies: iterating the
            // array would copy every item, which unspecialised generic code does on the heap. The
            // section's array is read first, so `isIncluded` may read this data source (no access
            // to the storage stays open while it runs).
            items(inSection: section).withUnsafeBufferPointer { items in
                for row in items.indices where isIncluded(items[row]) {
                    // Not `init(row:section:)`: UIKit adds it on Apple platforms, and this file
                    // imports no UIKit.
                    var indexPath = IndexPath(index: section)
                    indexPath.append(row)
                    included.append(indexPath)
                }
            }
        }
        return included
    }
}

extension ItemDataSource where Item: Identifiable {
    /// Updates in place the cells of the items with these identities; see
    /// ``reconfigureItems(at:)``. Identities no item has are ignored.
    // Inlinable, so the identity test is specialised for the app's item type where it is called.
    @inlinable
    public final func reconfigureItems(withIDs ids: some Sequence<Item.ID>) {
        let wanted = Set(ids)
        guard !wanted.isEmpty else { return }
        reconfigureItems { wanted.contains($0.id) }
    }
}
