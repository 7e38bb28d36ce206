import ListMediator

/// Items from SwiftUI state for one of the data sources a list shows, applied at each of
/// SwiftUI's updates of the list.
package struct ListItemsUpdate {
    /// The data source the items are for.
    package let dataSource: AnyObject
    /// Applies the items, animated or not.
    package let apply: @MainActor (_ animated: Bool) -> Void

    @MainActor package init<Source: DiffableDataSource>(_ items: [Source.Item], in dataSource: Source)
    where Source.Item: Identifiable & Equatable {
        self.dataSource = dataSource
        apply = { animated in dataSource.apply(items, animated: animated ? .automatic : .none) }
    }
}
