#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import SwiftUI

    /// A selection binding given to ``CollectionList`` or ``TableList``, and the data source
    /// whose items' identities it holds.
    struct ListSelectionBinding<ListViewType: ListView> {
        let dataSourceIdentifier: ObjectIdentifier
        /// Whether the binding holds several identities (a set) rather than one.
        let allowsSeveral: Bool
        /// Updates the link kept for the data source with the binding of this update, or makes one;
        /// its writes go through the list's update state.
        let link: @MainActor (_ kept: (any SelectionLinking)?, _ state: ListUpdateState) -> any SelectionLinking

        init<Item: Identifiable>(_ selection: Binding<Set<Item.ID>>, in dataSource: ItemDataSource<Item, ListViewType>)
        {
            self.init(
                dataSource, allowsSeveral: true, read: { selection.wrappedValue },
                write: { selection.wrappedValue = $0 })
        }

        init<Item: Identifiable>(_ selection: Binding<Item.ID?>, in dataSource: ItemDataSource<Item, ListViewType>) {
            self.init(
                dataSource, allowsSeveral: false, read: { selection.wrappedValue.map { [$0] } ?? [] },
                write: { selection.wrappedValue = $0.first })
        }

        private init<Item: Identifiable>(
            _ dataSource: ItemDataSource<Item, ListViewType>, allowsSeveral: Bool,
            read: @escaping () -> Set<Item.ID>, write: @escaping (Set<Item.ID>) -> Void
        ) {
            dataSourceIdentifier = ObjectIdentifier(dataSource)
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
#endif
