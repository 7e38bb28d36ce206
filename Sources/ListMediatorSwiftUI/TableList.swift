#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    /// A list the library drives on a `UITableView`, in a SwiftUI screen; see ``CollectionList``.
    public struct TableList: UIViewRepresentable {
        private var content: ListContent<TableListView>
        private let style: UITableView.Style

        /// Shows `dataSource` in a table view of `style`.
        public init(_ dataSource: any ListViewDataSource<TableListView>, style: UITableView.Style = .plain) {
            content = ListContent(dataSource: dataSource)
            self.style = style
        }

        public func makeCoordinator() -> ListRepresentableCoordinator<TableListView> {
            ListRepresentableCoordinator()
        }

        public func makeUIView(context: Context) -> UITableView {
            let tableView = UITableView(frame: .zero, style: style)
            context.coordinator.show(
                content, in: TableListView(tableView: tableView), on: tableView,
                refreshAction: context.environment.refresh)
            return tableView
        }

        public func updateUIView(_ tableView: UITableView, context: Context) {
            context.coordinator.update(
                content, on: tableView, refreshAction: context.environment.refresh,
                animated: !context.transaction.disablesAnimations)
        }

        public static func dismantleUIView(
            _ tableView: UITableView, coordinator: ListRepresentableCoordinator<TableListView>
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
        where Source.Item: Identifiable & Equatable, Source.View == TableListView {
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
            _ selection: Binding<Set<Item.ID>>, in dataSource: ItemDataSource<Item, TableListView>
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
            _ selection: Binding<Item.ID?>, in dataSource: ItemDataSource<Item, TableListView>
        ) -> Self {
            var list = self
            list.content.selections.append(ListSelectionBinding(selection, in: dataSource))
            return list
        }
    }
#endif
