import Foundation

/// The rows a backend shows as selected, and its selection settings: what `UITableView` keeps
/// for `indexPathsForSelectedRows`, `allowsMultipleSelection`, `allowsMultipleSelectionDuringEditing`
/// and `isEditing`, for the backends that draw their own rows.
package struct RowSelection: Sendable {
    /// The selected rows.
    package private(set) var indexPaths: Set<IndexPath> = []
    /// Whether several rows may be selected at once outside editing.
    package var allowsMultipleSelection = false
    /// Whether several rows may be selected at once while editing.
    package var allowsMultipleSelectionDuringEditing = false
    /// Whether the list is in edit mode.
    package var isEditing = false

    package init() {}

    /// Whether several rows may be selected now.
    package var allowsSeveral: Bool {
        Self.allowsSeveral(
            multiple: allowsMultipleSelection, duringEditing: allowsMultipleSelectionDuringEditing, isEditing: isEditing
        )
    }

    /// UIKit's rule: in edit mode `allowsMultipleSelectionDuringEditing` decides, outside it
    /// `allowsMultipleSelection`.
    package static func allowsSeveral(multiple: Bool, duringEditing: Bool, isEditing: Bool) -> Bool {
        isEditing ? duringEditing : multiple
    }

    /// The selected rows in order.
    package var sorted: [IndexPath] { indexPaths.sorted() }

    /// Selects `indexPath`; when only one row may be selected, the others are deselected and
    /// returned.
    package mutating func select(_ indexPath: IndexPath) -> [IndexPath] {
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
