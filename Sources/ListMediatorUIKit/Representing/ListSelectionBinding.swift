import ListMediator

/// A selection given to a list in a SwiftUI screen — the identities a binding holds, read and
/// written through closures — and the data source whose items have those identities.
@MainActor
package struct ListSelectionBinding<ListViewType: ListView> {
    /// The data source whose selection the binding follows.
    package let dataSource: AnyObject
    /// Whether the binding holds several identities (a set) rather than one.
    package let allowsSeveral: Bool
    /// Updates the link kept for the data source with the binding of this update, or makes one;
    /// its writes go through the list's update state.
    let link: @MainActor (_ kept: (any SelectionLinking)?, _ state: ListUpdateState) -> any SelectionLinking

    /// A binding of several identities: `read` gives the binding's value, `write` sets it.
    package init<Item: Identifiable>(
        severalIn dataSource: ItemDataSource<Item, ListViewType>, read: @escaping @MainActor () -> Set<Item.ID>,
        write: @escaping @MainActor (Set<Item.ID>) -> Void
    ) {
        self.init(dataSource, allowsSeveral: true, read: read, write: write)
    }

    /// A binding of one identity or none.
    package init<Item: Identifiable>(
        oneIn dataSource: ItemDataSource<Item, ListViewType>, read: @escaping @MainActor () -> Item.ID?,
        write: @escaping @MainActor (Item.ID?) -> Void
    ) {
        self.init(
            dataSource, allowsSeveral: false, read: { read().map { [$0] } ?? [] }, write: { write($0.first) })
    }

    private init<Item: Identifiable>(
        _ dataSource: ItemDataSource<Item, ListViewType>, allowsSeveral: Bool,
        read: @escaping @MainActor () -> Set<Item.ID>, write: @escaping @MainActor (Set<Item.ID>) -> Void
    ) {
        self.dataSource = dataSource
        self.allowsSeveral = allowsSeveral
        link = { kept, state in
            let writeOutsideUpdates: (Set<Item.ID>) -> Void = { identities in state.write { write(identities) } }
            if let kept = kept as? ItemSelectionLink<Item, ListViewType>, kept.dataSource === dataSource {
                kept.update(read: read, write: writeOutsideUpdates)
                return kept
            }
            kept?.detach()
            return ItemSelectionLink(
                dataSource, holdsOne: !allowsSeveral, read: read, write: writeOutsideUpdates)
        }
    }
}
