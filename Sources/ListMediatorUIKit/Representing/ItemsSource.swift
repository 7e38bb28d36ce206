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
        typealias Shown = ShownFlatItems<Item, Cells, ListViewType>
        kind = ObjectIdentifier(Shown.self)
        make = {
            let cells = makeCells()
            return Shown(FlatDataSource(items: [], cellProvider: cellProvider(cells)), cells)
        }
        update = { shown, animated in
            guard let shown = shown as? Shown else { return }
            showCells(shown.cells)
            let before = shown.dataSource.items
            shown.dataSource.apply(items, animated: animated ? .automatic : .none)
            // Items that changed, came or went explain the update: the apply reconfigured the
            // rows whose items changed, and no other row is made again (adding one item to a
            // thousand touches no other row). An update with the very same items came from other
            // state the content reads: the rows on screen are made again with it.
            guard shown.dataSource.items == before else { return }
            shown.dataSource.reconfigureItems(withIDs: shown.dataSource.visibleItemIDs())
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

/// A flat data source of `Item`s and the object its cells read.
@MainActor
final class ShownFlatItems<Item: Identifiable & Equatable, Cells: AnyObject, ListViewType: ListView>: ShownItems {
    let dataSource: FlatDataSource<Item, ListViewType>
    let cells: Cells

    init(_ dataSource: FlatDataSource<Item, ListViewType>, _ cells: Cells) {
        self.dataSource = dataSource
        self.cells = cells
    }

    var shownDataSource: any HostedDataSource<ListViewType> { dataSource }

    func scrollToItem(withID id: AnyHashable, at position: ListScrollPosition, animated: Bool) -> Bool {
        guard let id = id.base as? Item.ID else { return false }
        return dataSource.scrollToItem(withID: id, at: position, animated: animated)
    }
}

extension FlatDataSource where Item: Identifiable {
    /// The identities of the items whose rows this data source's list view shows.
    fileprivate func visibleItemIDs() -> [Item.ID] {
        guard let placement else { return [] }
        return placement.listView.indexPathsForVisibleRows.compactMap { viewIndexPath in
            let indexPath = IndexPath(row: viewIndexPath.row, section: viewIndexPath.section - placement.sectionOffset)
            // The view's rows may lag behind the items until its next layout.
            guard indexPath.section == 0, items.indices.contains(indexPath.row) else { return nil }
            return items[indexPath.row].id
        }
    }
}
