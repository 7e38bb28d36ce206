import Foundation

/// A data source whose rows the user may drag out to another app, or that takes what the user
/// drops from another app (UIKit's `UITableViewDragDelegate` and `UITableViewDropDelegate`, as
/// far as the data is concerned).
///
/// A list view asks only a data source that adopts this protocol; no other row leaves the app and
/// nothing from another app lands among the rows of any other.
@MainActor
public protocol ListViewDragAndDropDataSource<View>: ListViewDataSource {
    /// The kind of list view this data source serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// The data the row at `indexPath` carries when the user drags it out to another app (text
    /// for a note, a link for a browser), or `nil` (the default) for a drag that stays in the app.
    func listView(_ listView: View, dragDataForRowAt indexPath: IndexPath) -> ListDragData?

    /// What this data source takes when a drag from another app is dropped at `indexPath` — a
    /// place among its rows in its own numbers (a section's row count is its end) — or `nil`
    /// (the default) when it takes nothing there. Asked while the user drags, so answer without
    /// changing anything; the receiver takes the data once it has loaded.
    func listView(_ listView: View, dropReceiverAt indexPath: IndexPath) -> ListDropReceiver?
}

extension ListViewDragAndDropDataSource {
    public func listView(_ listView: View, dragDataForRowAt indexPath: IndexPath) -> ListDragData? { nil }
    public func listView(_ listView: View, dropReceiverAt indexPath: IndexPath) -> ListDropReceiver? { nil }
}
