import ListMediator

/// What a list in a SwiftUI screen is given to show at one of SwiftUI's updates: the data source
/// (or the items it makes one for), and the selection bindings and items from SwiftUI state its
/// modifiers gathered — for any list of the screen; the list keeps those of the data sources it
/// shows.
package struct ListContent<ListViewType: ListView> {
    package let source: ListSource<ListViewType>
    package var selections: [ListSelectionBinding<ListViewType>]
    package var itemUpdates: [ListItemsUpdate]
    /// The handle the `listHandle(_:)` modifier gave, which follows the list.
    package var handle: ListHandle?

    package init(
        _ source: ListSource<ListViewType>, selections: [ListSelectionBinding<ListViewType>] = [],
        itemUpdates: [ListItemsUpdate] = [], handle: ListHandle? = nil
    ) {
        self.source = source
        self.selections = selections
        self.itemUpdates = itemUpdates
        self.handle = handle
    }
}

/// What a list in a SwiftUI screen shows: a data source of the app's, or items from SwiftUI
/// state that the list shows in a data source of its own.
package enum ListSource<ListViewType: ListView> {
    case dataSource(any ListViewDataSource<ListViewType>)
    case items(ItemsSource<ListViewType>)
}
