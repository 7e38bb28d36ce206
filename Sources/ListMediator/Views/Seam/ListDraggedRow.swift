import Foundation

/// A row the user is dragging out of a list, as the drag carries it inside the app: on UIKit, the
/// `localObject` of the drag item a `TableListView` or `CollectionListView` makes for it.
///
/// A drop on the same list moves the row by the list's rules; a drop on another list of the app
/// moves its item there when its data source lets it go and the other list's takes it. Another
/// view of the app can read ``item`` to take the item in its own way.
@MainActor
public final class ListDraggedRow {
    /// The item the row shows, when its data source lets it leave for another data source or
    /// list (``ListViewMovingDataSource/listView(_:itemForRowMovingOutAt:)``); `nil` for a row that
    /// moves only among its own data source's rows.
    public var item: Any? { movedItem?.item }
    /// Where the row was when the drag began, in the numbers of the list it was dragged from.
    public let sourceIndexPath: IndexPath

    /// The item as its data source handed it over, with whether the row was selected.
    package let movedItem: MovedItem?
    /// The list the row was dragged from.
    package private(set) weak var sourceView: AnyObject?
    /// Takes the row out of the list it came from, when dropped in another one: whether it did
    /// (the list no longer shows the item there, or has no list).
    package let removeFromSource: (IndexPath) -> Bool
    /// Whether the row has landed — dropped, or moved by the view itself while the drag went on
    /// (a view that handles a drop within itself as a reorder): a drag lands once.
    package var hasLanded = false

    package init(
        movedItem: MovedItem?, sourceIndexPath: IndexPath, sourceView: AnyObject,
        removeFromSource: @escaping (IndexPath) -> Bool
    ) {
        self.movedItem = movedItem
        self.sourceIndexPath = sourceIndexPath
        self.sourceView = sourceView
        self.removeFromSource = removeFromSource
    }
}
