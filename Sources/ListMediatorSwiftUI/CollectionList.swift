#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    /// A list the library drives — a data source, a composite, a switching data source or a
    /// mediator — on a `UICollectionView`, in a SwiftUI screen.
    ///
    /// The data source is the app's: keep it in a model the view observes, and apply new items
    /// to it as SwiftUI state changes; the list animates each apply as it does in UIKit. A
    /// `refreshable` action above the list runs when the user pulls, the control spinning until
    /// it returns.
    ///
    /// ```swift
    /// CollectionList(feed.dataSource)
    ///     .refreshable { await feed.reload() }
    /// ```
    public struct CollectionList: UIViewRepresentable {
        private var content: ListContent<CollectionListView>
        private let makeLayout: @MainActor () -> UICollectionViewLayout

        /// Shows `dataSource` in a collection view with the layout `layout` makes, by default
        /// a plain list.
        public init(
            _ dataSource: any ListViewDataSource<CollectionListView>,
            layout: @escaping @MainActor () -> UICollectionViewLayout = {
                UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            }
        ) {
            content = ListContent(dataSource: dataSource)
            makeLayout = layout
        }

        public func makeCoordinator() -> ListRepresentableCoordinator<CollectionListView> {
            ListRepresentableCoordinator()
        }

        public func makeUIView(context: Context) -> UICollectionView {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
            context.coordinator.show(
                content, in: CollectionListView(collectionView: collectionView), on: collectionView,
                refreshAction: context.environment.refresh)
            return collectionView
        }

        public func updateUIView(_ collectionView: UICollectionView, context: Context) {
            context.coordinator.update(
                content, on: collectionView, refreshAction: context.environment.refresh,
                animated: !context.transaction.disablesAnimations)
        }

        public static func dismantleUIView(
            _ collectionView: UICollectionView, coordinator: ListRepresentableCoordinator<CollectionListView>
        ) {
            coordinator.dismantle()
        }

        /// Shows `items` in `dataSource` — a data source this list shows, alone or inside a
        /// composite, a switching data source or a mediator — applying them at each of SwiftUI's
        /// updates of the list, so that the list follows SwiftUI state:
        ///
        /// ```swift
        /// CollectionList(feed.posts)
        ///     .items(visiblePosts, in: feed.posts)
        /// ```
        ///
        /// Each apply animates its difference (without animation in a transaction that disables
        /// them); items equal to those shown cost one comparison and change nothing on screen.
        public func items<Source: DiffableDataSource>(_ items: [Source.Item], in dataSource: Source) -> Self
        where Source.Item: Identifiable & Equatable, Source.View == CollectionListView {
            var list = self
            list.content.itemUpdates.append(ListItemsUpdate(items, in: dataSource))
            return list
        }

        /// Binds the selection of `dataSource`'s items — a data source this list shows, alone or
        /// inside a composite, a switching data source or a mediator — to `selection`, the
        /// identities of the selected items, as SwiftUI's `List(selection:)` does: the user's
        /// taps change it, and a new value selects exactly the items it names. The list allows
        /// several selected rows. An identity no item has stays, and its item is selected when
        /// an apply or an append brings it.
        public func selection<Item: Identifiable>(
            _ selection: Binding<Set<Item.ID>>, in dataSource: ItemDataSource<Item, CollectionListView>
        ) -> Self {
            var list = self
            list.content.selections.append(ListSelectionBinding(selection, in: dataSource))
            return list
        }

        /// Binds the selection of `dataSource`'s items to `selection`, the identity of the one
        /// selected item or `nil`, as the set form does. Unless
        /// another binding of this list holds a set, the list allows one selected row; where it
        /// allows several, a tap leaves only the tapped item of `dataSource` selected.
        public func selection<Item: Identifiable>(
            _ selection: Binding<Item.ID?>, in dataSource: ItemDataSource<Item, CollectionListView>
        ) -> Self {
            var list = self
            list.content.selections.append(ListSelectionBinding(selection, in: dataSource))
            return list
        }
    }
#endif
