import Foundation

/// A flat list of items in one section, generic over its item and the list view it fills.
///
/// It translates index paths to items, so the owner deals in items only: cells come from
/// a ``CellProvider``, and selecting a row calls ``ItemDataSource/onSelect`` with the item.
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
public final class FlatDataSource<Item, View: ListView>: ItemDataSource<Item, View>, DiffableDataSource,
    ItemDataSourceFeatures
{
    public typealias SectionIdentifier = Int
    /// Makes the section's header, footer and other supplementary views; its argument is
    /// ``items``.
    let supplementaryViewProvider: SupplementaryViewProvider<[Item], View>

    /// The layout of a section, given its ``items``, for a view that takes layouts from its data
    /// sources (an `NSCollectionLayoutSection` on a collection view with
    /// `CollectionListView.makeCompositionalLayout`); `nil` (the default) leaves the section to
    /// the view's own layout.
    public var sectionLayout:
        ((_ section: [Item], _ environment: View.SectionLayoutEnvironment) -> View.SectionLayout?)?

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
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.supplementaryViewProvider = supplementaryViewProvider
        super.init(
            sections: [items], ownerName: "FlatDataSource<\(Item.self)>", cellProvider: cellProvider, onSelect: onSelect
        )
    }

    /// The items, in the order they are shown.
    /// - Complexity: O(1), except for the first read after items were inserted at the start
    ///   (an older page): O(*n*) then, once, to keep them as one array again.
    public var items: [Item] { items(inSection: 0) }

    // MARK: ListViewDataSource

    public func numberOfSections(in listView: View) -> Int { 1 }

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

    public func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout? {
        sectionLayout?(items, environment)
    }
}

extension FlatDataSource: SupplementaryViewMaking {
    package func makeSupplementaryView(
        ofKind kind: SupplementaryViewKind, inSection section: Int, at viewIndexPath: IndexPath, in listView: View
    ) -> View.SupplementaryView? {
        guard !supplementaryViewProvider.makesNoViews else { return nil }
        return supplementaryViewProvider.makeView(listView, kind, viewIndexPath, items)
    }
}
