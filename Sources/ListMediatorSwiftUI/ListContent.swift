#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator

    /// What ``CollectionList`` and ``TableList`` are given to show: the data source, the selection
    /// bindings and the items from SwiftUI state, gathered by their modifiers.
    struct ListContent<ListViewType: ListView> {
        let dataSource: any ListViewDataSource<ListViewType>
        var selections: [ListSelectionBinding<ListViewType>] = []
        var itemUpdates: [ListItemsUpdate] = []

        /// Whether a binding holds a set, so the list lets the user select several rows.
        var allowsSeveralSelectedRows: Bool { selections.contains(where: \.allowsSeveral) }
    }
#endif
