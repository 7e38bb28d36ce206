import Foundation

/// The rows a backend shows as selected: what `UITableView` keeps for
/// `indexPathsForSelectedRows`, for the backends that draw their own rows. The settings that
/// decide how many rows may be selected are the list view's own (`allowsMultipleSelection`,
/// `allowsMultipleSelectionDuringEditing`, `isEditing`).
package struct RowSelection: Sendable {
    /// The selected rows.
    package private(set) var indexPaths: Set<IndexPath> = []

    package init() {}

    /// The selected rows in order.
    package var sorted: [IndexPath] { indexPaths.sorted() }

    /// Selects `indexPath`; unless several rows may be selected, the others are deselected and
    /// returned.
    package mutating func select(_ indexPath: IndexPath, allowsSeveral: Bool) -> [IndexPath] {
        var deselected: [IndexPath] = []
        if !allowsSeveral {
            deselected = indexPaths.filter { $0 != indexPath }.sorted()
            indexPaths.subtract(deselected)
        }
        indexPaths.insert(indexPath)
        return deselected
    }

    /// Deselects `indexPath`; `false` when it was not selected.
    @discardableResult
    package mutating func deselect(_ indexPath: IndexPath) -> Bool {
        indexPaths.remove(indexPath) != nil
    }

    /// Deselects every row, as a reload does.
    package mutating func removeAll() {
        indexPaths.removeAll()
    }

    /// Moves the selection with its rows through a batch update, as UIKit does: a deleted or
    /// reloaded row loses it.
    package mutating func move(with mapping: BatchUpdate.IndexPathMapping) {
        guard !indexPaths.isEmpty else { return }
        indexPaths = Set(indexPaths.compactMap(mapping.newIndexPath(for:)))
    }
}
