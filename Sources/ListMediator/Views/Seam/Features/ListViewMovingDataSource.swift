import Foundation

/// A data source whose rows the user may move: reorder among its own rows (UIKit's moving part of
/// `UITableViewDataSource`) and, where it says so, drag into or out of another data source of the
/// same list.
///
/// A list view asks only a data source that adopts this protocol; the rows of any other stay in
/// place. Containers adopt it and keep a move among the rows of the data source it started in,
/// unless that data source lets the row go (``listView(_:itemForRowMovingOutAt:)``) and the one
/// under the drop takes it (``listView(_:canInsertMovedItem:at:)``).
@MainActor
public protocol ListViewMovingDataSource<View>: ListViewDataSource {
    /// The kind of list view this data source serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// Whether the user may move the row at `indexPath` (UIKit's `tableView(_:canMoveRowAt:)`).
    func listView(_ listView: View, canMoveRowAt indexPath: IndexPath) -> Bool

    /// The user moved the row at `sourceIndexPath` to `destinationIndexPath` (UIKit's
    /// `tableView(_:moveRowAt:to:)`). The view already shows the row there: bring the data to
    /// match, with no batch update — one would move the row a second time, the classic crash.
    ///
    /// Both index paths are this data source's: a container calls this only for a move within
    /// one of its data sources; a move from one into another reaches them as
    /// ``listView(_:removeRowMovedOutAt:)`` and ``listView(_:insertMovedItem:at:)``.
    func listView(_ listView: View, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The item of the row at `indexPath` when the user may drag the row out of this data source
    /// into another of the same list, or `nil` (the default) when its rows stay here. Asked
    /// while the user drags, so answer without changing anything.
    func listView(_ listView: View, itemForRowMovingOutAt indexPath: IndexPath) -> MovedItem?

    /// Whether this data source takes `movedItem`, dragged from another data source of the list,
    /// at `indexPath`: a place among its rows in its own numbers (a section's row count is its
    /// end; row 0 of an empty section is a place). `false` by default. Asked while the user
    /// drags, so answer without changing anything.
    func listView(_ listView: View, canInsertMovedItem movedItem: MovedItem, at indexPath: IndexPath) -> Bool

    /// The user dragged the row at `indexPath` into another data source of the list: remove its
    /// item with no batch update (the view shows the row elsewhere already). The other data
    /// source hears ``listView(_:insertMovedItem:at:)`` right after.
    func listView(_ listView: View, removeRowMovedOutAt indexPath: IndexPath)

    /// The user dropped `movedItem`, from another data source of the list, at `indexPath`, where
    /// ``listView(_:canInsertMovedItem:at:)`` took it: insert it with no batch update (the view
    /// shows the row there already), selected when ``MovedItem/isSelected`` says so.
    func listView(_ listView: View, insertMovedItem movedItem: MovedItem, at indexPath: IndexPath)
}

extension ListViewMovingDataSource {
    public func listView(_ listView: View, itemForRowMovingOutAt indexPath: IndexPath) -> MovedItem? { nil }
    public func listView(_ listView: View, canInsertMovedItem movedItem: MovedItem, at indexPath: IndexPath) -> Bool {
        false
    }
    public func listView(_ listView: View, removeRowMovedOutAt indexPath: IndexPath) {}
    public func listView(_ listView: View, insertMovedItem movedItem: MovedItem, at indexPath: IndexPath) {}
}
