#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator

    /// Items from SwiftUI state given to ``CollectionList`` or ``TableList`` for one of the data
    /// sources they show, applied at each of SwiftUI's updates of the list.
    struct ListItemsUpdate {
        let apply: @MainActor (_ animated: Bool) -> Void

        init<Source: DiffableDataSource>(_ items: [Source.Item], in dataSource: Source)
        where Source.Item: Identifiable & Equatable {
            apply = { animated in dataSource.apply(items, animated: animated ? .automatic : .none) }
        }
    }
#endif
