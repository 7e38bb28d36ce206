#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI

    /// The items and selection bindings the list modifiers gave, passed down the environment to
    /// the lists below them: each list keeps those of the data sources it shows, so the
    /// modifiers can come in any order and anywhere above the list.
    struct ListModifiers {
        var itemUpdates: [ListItemsUpdate] = []
        /// `ListSelectionBinding`s, for table and collection views alike.
        var selections: [Any] = []
        /// The handle that follows the lists below.
        var handle: ListHandle?

        /// What a list of `source` shows at this update.
        func content<ListViewType: ListView>(of source: ListSource<ListViewType>) -> ListContent<ListViewType> {
            ListContent(
                source, selections: selections.compactMap { $0 as? ListSelectionBinding<ListViewType> },
                itemUpdates: itemUpdates, handle: handle)
        }
    }

    private struct ListModifiersKey: EnvironmentKey {
        static var defaultValue: ListModifiers { ListModifiers() }
    }

    extension EnvironmentValues {
        var listModifiers: ListModifiers {
            get { self[ListModifiersKey.self] }
            set { self[ListModifiersKey.self] = newValue }
        }
    }

    extension View {
        /// Gives `handle` the list view of the ``CollectionList`` or ``TableList`` in this view:
        /// its record of updates, its content anchor and scrolling to an item, as
        /// `ScrollViewReader` gives a proxy of a scroll view.
        @MainActor
        public func listHandle(_ handle: ListHandle) -> some View {
            transformEnvironment(\.listModifiers) { $0.handle = handle }
        }

        /// Shows `items` in `dataSource` — a data source a ``CollectionList`` or ``TableList``
        /// in this view shows, alone or inside a composite, a switching data source or a
        /// mediator — applying them at each of SwiftUI's updates of the list, so that the list
        /// follows SwiftUI state:
        ///
        /// ```swift
        /// CollectionList(feed.posts)
        ///     .refreshable { await feed.reload() }
        ///     .items(visiblePosts, in: feed.posts)
        /// ```
        ///
        /// Each apply animates its difference (without animation in a transaction that disables
        /// them); items equal to those shown cost one comparison and change nothing on screen.
        @MainActor
        public func items<Source: DiffableDataSource>(_ items: [Source.Item], in dataSource: Source) -> some View
        where Source.Item: Identifiable & Equatable {
            let update = ListItemsUpdate(items, in: dataSource)
            return transformEnvironment(\.listModifiers) { $0.itemUpdates.append(update) }
        }

        /// Binds the selection of `dataSource`'s items — a data source a ``CollectionList`` or
        /// ``TableList`` in this view shows, alone or inside a composite, a switching data
        /// source or a mediator — to `selection`, the identities of the selected items, as
        /// SwiftUI's `List(selection:)` does: the user's taps change it, and a new value selects
        /// exactly the items it names. The list allows several selected rows. An identity no
        /// item has stays, and its item is selected when an apply or an append brings it.
        @MainActor
        public func selection<Item: Identifiable, ListViewType: ListView>(
            _ selection: Binding<Set<Item.ID>>, in dataSource: ItemDataSource<Item, ListViewType>
        ) -> some View {
            let binding = ListSelectionBinding(
                severalIn: dataSource, read: { selection.wrappedValue }, write: { selection.wrappedValue = $0 })
            return transformEnvironment(\.listModifiers) { $0.selections.append(binding) }
        }

        /// Binds the selection of `dataSource`'s items to `selection`, the identity of the one
        /// selected item or `nil`, as the set form does. Unless another binding of the list holds
        /// a set, the list allows one selected row; where it allows several, a tap leaves only
        /// the tapped item of `dataSource` selected.
        @MainActor
        public func selection<Item: Identifiable, ListViewType: ListView>(
            _ selection: Binding<Item.ID?>, in dataSource: ItemDataSource<Item, ListViewType>
        ) -> some View {
            let binding = ListSelectionBinding(
                oneIn: dataSource, read: { selection.wrappedValue }, write: { selection.wrappedValue = $0 })
            return transformEnvironment(\.listModifiers) { $0.selections.append(binding) }
        }
    }
#endif
