import Foundation

/// A data source told which rows will probably come on screen soon, to start what their cells
/// need before they do (UIKit's `UITableViewDataSourcePrefetching`).
///
/// A list view tells only a data source that adopts this protocol. Containers adopt it and pass
/// each child that adopts it its own rows, in its own numbers; a mediator also asks for the next
/// page when the rows reach near the end of the list.
@MainActor
public protocol ListViewPrefetchingDataSource<View>: ListViewDataSource {
    /// The kind of list view this data source serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// The rows at `indexPaths` will probably come on screen soon: start what their cells need
    /// (images, details) so it is there when they do (UIKit's `tableView(_:prefetchRowsAt:)` /
    /// `collectionView(_:prefetchItemsAt:)`).
    func listView(_ listView: View, prefetchRowsAt indexPaths: [IndexPath])

    /// The rows at `indexPaths` will not come on screen after all: cancel what
    /// ``listView(_:prefetchRowsAt:)`` started for them (UIKit's
    /// `tableView(_:cancelPrefetchingForRowsAt:)`). Nothing by default.
    func listView(_ listView: View, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension ListViewPrefetchingDataSource {
    public func listView(_ listView: View, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
