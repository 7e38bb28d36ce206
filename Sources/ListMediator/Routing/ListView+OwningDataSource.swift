import Foundation

extension ListView {
    /// The data source that holds the row at `indexPath` — found through every container on the
    /// way — and the row in its numbers; `nil` when the row is not one of this view's data
    /// source's. For a control inside a cell (an outline's disclosure) that acts on the row's
    /// own data source.
    package func dataSource(owningRowAt indexPath: IndexPath) -> (
        dataSource: any ListViewDataSource<Self>, indexPath: IndexPath
    )? {
        guard indexPath.count == 2, var current = dataSource else { return nil }
        var local = indexPath
        while let container = current as? any RoutingDataSource<Self> {
            guard let route = container.route(forSection: local.section, in: self) else { return nil }
            local = route.localIndexPath(for: local)
            current = container.dataSource(at: route)
        }
        return (current, local)
    }
}
