import Foundation

/// A list view whose rows the user can select (UIKit's selection part of `UITableView` and
/// `UICollectionView`), with the edit mode that changes how many may be selected at once.
///
/// The library's backends adopt it. The library's data sources keep their selection by item
/// either way, and show it on a view that adopts this protocol: a view that does not shows none,
/// tells no delegate of a selection, and the data sources' ``ItemDataSource/selectItem(at:animated:)``
/// only records the item.
@MainActor
public protocol SelectableListView: ListView {
    /// Whether the user can select several rows at once outside edit mode (UIKit's
    /// `allowsMultipleSelection`); `false` by default, when a tap on another row deselects the
    /// one selected before.
    var allowsMultipleSelection: Bool { get set }

    /// Whether the user can select several rows at once in edit mode (UIKit's
    /// `allowsMultipleSelectionDuringEditing`, which also enables the two-finger pan that selects
    /// a range of rows); `false` by default.
    var allowsMultipleSelectionDuringEditing: Bool { get set }

    /// Whether the list is in edit mode (UIKit's `isEditing`), where
    /// ``allowsMultipleSelectionDuringEditing`` applies.
    var isEditing: Bool { get set }

    /// The selected rows, in order.
    ///
    /// A view keeps them by index path, as UIKit does: a batch update moves them with their rows
    /// and drops deleted and reloaded ones, a reload drops them all. The data sources keep
    /// their own selection by item and select the rows again after a reload (see
    /// ``ListViewDataSource/listView(_:indexPathsForSelectedRowsIn:)``).
    var indexPathsForSelectedRows: [IndexPath] { get }

    /// Selects the row at `indexPath` without telling the delegate, as UIKit's
    /// `selectRow(at:animated:scrollPosition:)` does: where only one row may be selected, the
    /// row selected before is deselected, also untold. Data sources call it; an app selects an
    /// item through its data source (``ItemDataSource/selectItem(at:animated:)``), which keeps
    /// the selection through updates.
    func selectRow(at indexPath: IndexPath, animated: Bool)

    /// Deselects the row at `indexPath` without telling the delegate, as UIKit's
    /// `deselectRow(at:animated:)` does; nothing when it is not selected.
    func deselectRow(at indexPath: IndexPath, animated: Bool)
}

extension SelectableListView {
    /// The first selected row, if any (UIKit's `indexPathForSelectedRow`).
    public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows.min() }

    /// Whether several rows may be selected now, by UIKit's rule: in edit mode
    /// ``allowsMultipleSelectionDuringEditing`` decides, outside it ``allowsMultipleSelection``.
    package var allowsSeveralSelectedRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }
}

extension ListView {
    /// This view, when it shows a selection; found by a cast where a selection is changed or
    /// asked for, which is rare next to the calls a list makes for every row.
    package var selectable: (any SelectableListView)? { self as? any SelectableListView }
}
