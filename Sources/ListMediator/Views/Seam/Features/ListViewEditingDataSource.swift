import Foundation

/// A data source whose rows the user may delete (UIKit's editing part of
/// `UITableViewDataSource`).
///
/// A list view asks only a data source that adopts this protocol; the rows of any other cannot
/// be deleted. The library's item data sources adopt it and let a row be deleted when they are
/// given an `onDelete` handler; containers adopt it and pass each call to the child that owns the
/// row.
@MainActor
public protocol ListViewEditingDataSource<View>: ListViewDataSource {
    /// The kind of list view this data source serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// Whether the user may delete (or otherwise edit) the row at `indexPath` (UIKit's
    /// `tableView(_:canEditRowAt:)`).
    func listView(_ listView: View, canEditRowAt indexPath: IndexPath) -> Bool

    /// The user deleted (or asked to insert) the row at `indexPath` (UIKit's
    /// `tableView(_:commit:forRowAt:)`): change the data and show it with a batch update — for a
    /// deletion, the row's.
    func listView(_ listView: View, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath)
}
