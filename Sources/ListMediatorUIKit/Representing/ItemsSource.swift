import Foundation
import ListMediator

/// Items from SwiftUI state that a list shows in a flat data source it makes once and keeps
/// between SwiftUI's updates, with cells made from the latest content the screen gave.
package struct ItemsSource<ListViewType: ListView> {
    /// What the list keeps: it makes a new data source when this changes (items of another type,
    /// cells of another kind), and keeps its own otherwise.
    package let kind: ObjectIdentifier
    /// Makes the data source, with no items, and what its cells read.
    let make: @MainActor () -> any ShownItems<ListViewType>
    /// Shows this update's items and cell content in what ``make`` made, animated or not.
    let update: @MainActor (_ shown: any ShownItems<ListViewType>, _ animated: Bool) -> Void
    /// The selection of the items, given what ``make`` made; `nil` for none.
    let selection: (@MainActor (_ shown: any ShownItems<ListViewType>) -> ListSelectionBinding<ListViewType>)?

    /// Items shown in a ``FlatDataSource`` whose cells `cellProvider` makes from `cells`, an
    /// object the list keeps with the data source: at each update the list hands it to
    /// `showCells`, which gives it that update's cell content, and applies the items (adding,
    /// removing and reconfiguring the rows whose items changed). When the items are all as they
    /// were, the update came from other state the content reads, and the rows on screen are
    /// reconfigured to show it.
    ///
    /// - Parameters:
    ///   - items: the items, each identity once (a later copy is dropped, as an apply drops it).
    ///   - makeCells: makes the object the cells read, once per data source.
    ///   - cellProvider: the data source's cell provider, reading `cells`.
    ///   - showCells: gives `cells` this update's content.
    ///   - selection: the binding of the selected items' identities, or `nil`.
    @MainActor package init<Item: Identifiable & Equatable, Cells: AnyObject>(
        _ items: [Item], makeCells: @escaping @MainActor () -> Cells,
        cellProvider: @escaping @MainActor (Cells) -> CellProvider<Item, ListViewType>,
        showCells: @escaping @MainActor (Cells) -> Void, selection: ItemsSelection<Item.ID>? = nil
    ) {
        self.init(
            items,
            makeDataSource: { cells in FlatDataSource<Item, ListViewType>(items: [], cellProvider: cellProvider(cells))
            },
            apply: { dataSource, items, animation in dataSource.apply(items, animated: animation) },
            itemsOf: { $0.items }, makeCells: makeCells, showCells: showCells, selection: selection)
    }

    /// Items shown in a ``GroupedDataSource`` by `sectionKey`, its sections in `sectionOrder`
    /// titled by `headerTitle`, their supplementary views made by `supplementaryViews`; cells as
    /// the flat form makes them. The grouping of the first update is kept.
    @MainActor package init<Item: Identifiable & Equatable, SectionKey: Hashable, Cells: AnyObject>(
        _ items: [Item], sectionKey: @escaping (Item) -> SectionKey,
        sectionOrder: @escaping (SectionKey, SectionKey) -> Bool, headerTitle: @escaping (SectionKey) -> String?,
        supplementaryViews: SupplementaryViewProvider<
            GroupedDataSource<Item, SectionKey, ListViewType>.Section, ListViewType
        > =
            .none,
        makeCells: @escaping @MainActor () -> Cells,
        cellProvider: @escaping @MainActor (Cells) -> CellProvider<Item, ListViewType>,
        showCells: @escaping @MainActor (Cells) -> Void, selection: ItemsSelection<Item.ID>? = nil
    ) {
        self.init(
            items,
            makeDataSource: { cells in
                GroupedDataSource<Item, SectionKey, ListViewType>(
                    items: [], sectionKey: sectionKey, sectionOrder: sectionOrder, headerTitle: headerTitle,
                    cellProvider: cellProvider(cells), supplementaryViewProvider: supplementaryViews)
            },
            apply: { dataSource, items, animation in dataSource.apply(items, animated: animation) },
            itemsOf: { $0.items }, makeCells: makeCells, showCells: showCells, selection: selection)
    }

    /// Items shown in the data source `makeDataSource` makes, to which `apply` applies items and
    /// from which `itemsOf` reads them back, its cells reading `makeCells`' object, which
    /// `showCells` gives each update's content. An update applies the items, which reconfigures
    /// the rows of the items that changed; only an update with the very same items came from
    /// other state the content reads, and reconfigures the rows on screen.
    @MainActor
    private init<
        Item: Identifiable & Equatable, Cells: AnyObject,
        DataSource: ItemDataSource<Item, ListViewType> & HostedDataSource
    >(
        _ items: [Item], makeDataSource: @escaping @MainActor (Cells) -> DataSource,
        apply: @escaping @MainActor (DataSource, [Item], ListAnimation) -> Void,
        itemsOf: @escaping @MainActor (DataSource) -> [Item],
        makeCells: @escaping @MainActor () -> Cells, showCells: @escaping @MainActor (Cells) -> Void,
        selection: ItemsSelection<Item.ID>?
    ) where DataSource.View == ListViewType {
        typealias Shown = ShownItemList<Item, Cells, DataSource, ListViewType>
        kind = ObjectIdentifier(Shown.self)
        make = {
            let cells = makeCells()
            return Shown(makeDataSource(cells), cells: cells)
        }
        update = { shown, animated in
            guard let shown = shown as? Shown else { return }
            showCells(shown.cells)
            let before = itemsOf(shown.dataSource)
            apply(shown.dataSource, items, animated ? .automatic : .none)
            // Items that changed, came or went explain the update: the apply reconfigured the
            // rows whose items changed, and no other row is made again (adding one item to a
            // thousand touches no other row). An update with the very same items came from other
            // state the content reads: the rows on screen are made again with it.
            guard itemsOf(shown.dataSource) == before else { return }
            shown.dataSource.reconfigureItems(withIDs: shown.visibleItemIDs())
        }
        guard let selection else {
            self.selection = nil
            return
        }
        self.selection = { shown in
            // `make` made it: `kind` says so.
            let dataSource = (shown as! Shown).dataSource
            switch selection {
            case .several(let read, let write):
                return ListSelectionBinding(severalIn: dataSource, read: read, write: write)
            case .one(let read, let write):
                return ListSelectionBinding(oneIn: dataSource, read: read, write: write)
            }
        }
    }
}

/// The selection of items a list shows from SwiftUI state: a binding's value, read and written.
package enum ItemsSelection<ID: Hashable> {
    /// Several selected items, as `Binding<Set<ID>>`.
    case several(read: @MainActor () -> Set<ID>, write: @MainActor (Set<ID>) -> Void)
    /// One selected item or none, as `Binding<ID?>`.
    case one(read: @MainActor () -> ID?, write: @MainActor (ID?) -> Void)
}

/// The data source an ``ItemsSource`` made, and what its cells read.
@MainActor
package protocol ShownItems<ListViewType>: AnyObject {
    associatedtype ListViewType: ListView
    var shownDataSource: any HostedDataSource<ListViewType> { get }
    /// Scrolls to the row of the item whose identity is `id`: whether a row shows it.
    func scrollToItem(withID id: AnyHashable, at position: ListScrollPosition, animated: Bool) -> Bool
}

/// The data source an ``ItemsSource`` made for its items, and the object its cells read.
@MainActor
final class ShownItemList<
    Item: Identifiable & Equatable, Cells: AnyObject,
    DataSource: ItemDataSource<Item, ListViewType> & HostedDataSource, ListViewType: ListView
>: ShownItems where DataSource.View == ListViewType {
    let dataSource: DataSource
    let cells: Cells

    init(_ dataSource: DataSource, cells: Cells) {
        self.dataSource = dataSource
        self.cells = cells
    }

    var shownDataSource: any HostedDataSource<ListViewType> { dataSource }

    func scrollToItem(withID id: AnyHashable, at position: ListScrollPosition, animated: Bool) -> Bool {
        guard let id = id.base as? Item.ID else { return false }
        return dataSource.scrollToItem(withID: id, at: position, animated: animated)
    }

    /// The identities of the items whose rows the data source's list view shows.
    func visibleItemIDs() -> [Item.ID] {
        guard let placement = dataSource.placement else { return [] }
        return placement.listView.indexPathsForVisibleRows.compactMap { viewIndexPath in
            // None past the data source's rows, or where the view's rows lag behind the items
            // until its next layout.
            dataSource.item(
                at: IndexPath(row: viewIndexPath.row, section: viewIndexPath.section - placement.sectionOffset))?.id
        }
    }
}
