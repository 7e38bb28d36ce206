import Foundation

/// A flat list of items in one section, generic over its item and the list view it fills.
///
/// It translates index paths to items, so the owner deals in items only: cells come from
/// a ``CellProvider``, and selecting a row calls ``onSelect`` with the item.
///
/// ```swift
/// let products = FlatDataSource<Product, HeadlessTableView>(
///     items: catalogue, cellProvider: .registered(ProductCell.self)
/// ) { product in
///     showDetail(product)
/// }
/// tableView.currentDataSource = products
/// ```
///
/// To show new items with animation, call `apply(_:)`: it diffs them against the current
/// items and swaps them in inside each batch update.
@MainActor
public final class FlatDataSource<Item, View: ListView>: DiffableDataSource, ListViewDelegate {
    public typealias SectionIdentifier = Int
    /// Internal so `apply` can swap it inside a batch update.
    var storage: SectionedItems<Item>
    let cellProvider: CellProvider<Item, View>
    /// Makes the section's header, footer and other supplementary views; its argument is
    /// ``items``.
    let supplementaryViewProvider: SupplementaryViewProvider<[Item], View>

    /// What shows this data source; set when it is attached to a view or a parent.
    public weak var host: (any DataSourceHost<View>)?
    /// How many applies were asked of this data source; see ``UpdateOutcome/superseded``.
    public var applyRequestCount = 0

    /// Called with the item of the row the user selects.
    public var onSelect: ((Item) -> Void)?
    /// Called when the user moved an item's row: the item, where it was and where it is
    /// now, in this data source's numbers. Set, the rows can be moved; the data source has
    /// already taken the item to its new place, so the owner only records the new order.
    public var onMove: ((_ item: Item, _ source: IndexPath, _ destination: IndexPath) -> Void)?
    /// Called with the item whose row the user deleted. Set, the rows can be deleted (a swipe's
    /// Delete, edit mode's button); the data source has already removed the item and its row,
    /// with animation, so the owner only deletes it from its model.
    public var onDelete: ((_ item: Item) -> Void)?
    /// The actions an item's row shows when swiped from an edge, or `nil` for the view's default
    /// (Delete on the trailing edge when ``onDelete`` is set). ``deleteItem(at:)`` is what a
    /// Delete action of the app's own calls.
    public var swipeActions: ((_ item: Item, _ edge: ListSwipeEdge) -> ListSwipeActions?)?
    /// Called with the items whose rows will probably come on screen soon, to start loading
    /// what their cells show (images, details); see ``ListViewDataSource/listView(_:prefetchRowsAt:)``.
    public var onPrefetch: (([Item]) -> Void)?
    /// Called with items ``onPrefetch`` was given whose rows will not come on screen after all,
    /// to cancel that work.
    public var onCancelPrefetching: (([Item]) -> Void)?

    /// The layout of a section, given its ``items``, for a view that takes layouts from its data
    /// sources (an `NSCollectionLayoutSection` on a collection view with
    /// `CollectionListView.makeCompositionalLayout`); `nil` (the default) leaves the section to
    /// the view's own layout.
    public var sectionLayout:
        ((_ section: [Item], _ environment: View.SectionLayoutEnvironment) -> View.SectionLayout?)?

    /// The height of an item's row, or `nil` for the view's: a fixed height, or the view's
    /// automatic dimension for a cell that sizes itself. `nil` (the default) for the view's
    /// row height for every row.
    // Read each time the view asks a row's height: the main actor alone touches it, and a read
    // ends before the closure runs, so accesses never overlap; the dynamic exclusivity check left
    // out here cost 10% of `compose.lookup.switching.delegate`.
    @exclusivity(unchecked) public var heightForItem: ((Item) -> CGFloat?)?

    /// An estimate of an item's row height, or `nil` for the view's: the view then lays out
    /// off-screen rows at their estimates and measures each row when it comes on screen (see
    /// ``ListViewDelegate/listView(_:estimatedHeightForRowAt:)``). `nil` (the default) for the
    /// view's estimate for every row.
    // As heightForItem: read for every row laid out.
    @exclusivity(unchecked) public var estimatedHeightForItem: ((Item) -> CGFloat?)?
    /// The title of the single section's header.
    public var headerTitle: String?
    /// The title of the single section's footer.
    public var footerTitle: String?

    /// Creates a data source showing `items` in order.
    ///
    /// - Parameters:
    ///   - items: the items to show.
    ///   - headerTitle: the section's header title; a header view, when there is one, wins.
    ///   - footerTitle: the section's footer title; a footer view, when there is one, wins.
    ///   - cellProvider: makes the cell for an item.
    ///   - supplementaryViewProvider: makes the section's header, footer and other supplementary
    ///     views from the items; none by default.
    ///   - onSelect: called with the item of the row the user selects.
    public init(
        items: [Item],
        headerTitle: String? = nil,
        footerTitle: String? = nil,
        cellProvider: CellProvider<Item, View>,
        supplementaryViewProvider: SupplementaryViewProvider<[Item], View> = .none,
        onSelect: ((Item) -> Void)? = nil
    ) {
        self.storage = SectionedItems(sections: [items], ownerName: "FlatDataSource<\(Item.self)>")
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cellProvider = cellProvider
        self.supplementaryViewProvider = supplementaryViewProvider
        self.onSelect = onSelect
    }

    /// The items, in the order they are shown.
    public var items: [Item] { storage.sections[0] }

    /// The item at `indexPath`, or `nil` when the index path is not a row of this list.
    /// - Complexity: O(1).
    public func item(at indexPath: IndexPath) -> Item? {
        storage.item(at: indexPath)
    }

    /// The item at `indexPath`.
    /// - Precondition: `indexPath` is a row of this list; the message names it and the counts.
    /// - Complexity: O(1).
    public subscript(indexPath: IndexPath) -> Item {
        storage.checkedItem(at: indexPath)
    }

    // MARK: ListViewDataSource

    public func numberOfSections(in listView: View) -> Int { 1 }

    public func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int {
        storage.sections[section].count
    }

    public func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        // The item by this data source's own index path; the cell by the view's.
        cellProvider.makeCell(listView, placement?.globalIndexPath(for: indexPath) ?? indexPath, self[indexPath])
    }

    public func listView(_ listView: View, titleForHeaderInSection section: Int) -> String? { headerTitle }

    public func listView(_ listView: View, titleForFooterInSection section: Int) -> String? { footerTitle }

    public func listView(
        _ listView: View, viewForSupplementaryElementOfKind kind: SupplementaryViewKind, at indexPath: IndexPath
    ) -> View.SupplementaryView? {
        // The section by this data source's own index path; the view by the view's.
        makeSupplementaryView(
            ofKind: kind, inSection: indexPath[0], at: placement?.globalIndexPath(for: indexPath) ?? indexPath,
            in: listView)
    }

    public func registerCells(in listView: View) {
        cellProvider.registerCells(listView)
        supplementaryViewProvider.registerViews(listView)
    }

    // MARK: ListViewDelegate

    public func listView(_ listView: View, didSelectRowAt indexPath: IndexPath) {
        onSelect?(self[indexPath])
    }
}

extension FlatDataSource: ItemCellMaking {
    package func makeCell(for item: Item, at indexPath: IndexPath, in listView: View) -> View.Cell {
        cellProvider.makeCell(listView, indexPath, item)
    }
}

extension FlatDataSource: SupplementaryViewMaking {
    package func makeSupplementaryView(
        ofKind kind: SupplementaryViewKind, inSection section: Int, at viewIndexPath: IndexPath, in listView: View
    ) -> View.SupplementaryView? {
        supplementaryViewProvider.makeView(listView, kind, viewIndexPath, items)
    }
}
