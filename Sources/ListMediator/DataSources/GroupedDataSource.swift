import Foundation

/// Items grouped into sections by a key (products grouped by category, sections sorted by
/// title), generic over the item, the section key and the list view it fills.
///
/// Items keep their given order inside a section; sections follow `sectionOrder`. Like
/// ``FlatDataSource`` it speaks items to its owner: cells come from a ``CellProvider``
/// and selection calls ``onSelect`` with the item, so switching a list between the two
/// changes nothing in the owner.
///
/// To show new items with animation, call `apply(_:)`: it regroups them, diffs sections by
/// key and rows by identity, and swaps the sections in inside each batch update.
@MainActor
public final class GroupedDataSource<Item, SectionKey: Hashable, View: ListView>: DiffableDataSource,
    ListViewDelegate
{
    public typealias SectionIdentifier = SectionKey

    /// One group of items that share a key.
    public struct Section {
        /// The key every item of the section has.
        public let key: SectionKey
        /// The items, in their given order.
        public let items: [Item]
    }

    /// The sections, in display order.
    public private(set) var sections: [Section]
    /// How items become titled sections; kept so `apply` regroups new items the same way.
    let grouping: Grouping
    private var storage: SectionedItems<Item>
    private var headerTitles: [String?]
    private var footerTitles: [String?]
    let cellProvider: CellProvider<Item, View>
    /// Makes each section's header, footer and other supplementary views.
    let supplementaryViewProvider: SupplementaryViewProvider<Section, View>

    /// What shows this data source; set when it is attached to a view or a parent.
    public weak var host: (any DataSourceHost<View>)?
    /// How many applies were asked of this data source; see ``UpdateOutcome/superseded``.
    public var applyRequestCount = 0

    /// Called with the item of the row the user selects.
    public var onSelect: ((Item) -> Void)?
    /// Called when the user moved an item's row within its section (an item's section is its key's): the item, where it was and where it is
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

    /// The layout of a section, given its ``Section`` (key and items), for a view that takes layouts from its data
    /// sources (an `NSCollectionLayoutSection` on a collection view with
    /// `CollectionListView.makeCompositionalLayout`); `nil` (the default) leaves the section to
    /// the view's own layout.
    public var sectionLayout:
        ((_ section: Section, _ environment: View.SectionLayoutEnvironment) -> View.SectionLayout?)?

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

    /// Groups `items` into sections.
    ///
    /// The closures are kept, so the `apply` methods can
    /// group new items the same way.
    ///
    /// - Parameters:
    ///   - items: the items to show; each lands in the section of its key, in this order.
    ///   - sectionKey: the key of an item's section, for example its category.
    ///   - sectionOrder: whether the section with the first key comes before the second.
    ///   - headerTitle: the header title of the section with a key; `nil` for none.
    ///   - footerTitle: the footer title of a section; `nil` for none.
    ///   - cellProvider: makes the cell for an item.
    ///   - supplementaryViewProvider: makes a section's header, footer and other supplementary
    ///     views; none by default, so a table shows the titles.
    ///   - onSelect: called with the item of the row the user selects.
    /// - Complexity: O(*n* + *k* log *k*) for *n* items in *k* sections.
    public init(
        items: [Item],
        sectionKey: @escaping (Item) -> SectionKey,
        sectionOrder: @escaping (SectionKey, SectionKey) -> Bool,
        headerTitle: @escaping (SectionKey) -> String?,
        footerTitle: @escaping (Section) -> String? = { _ in nil },
        cellProvider: CellProvider<Item, View>,
        supplementaryViewProvider: SupplementaryViewProvider<Section, View> = .none,
        onSelect: ((Item) -> Void)? = nil
    ) {
        grouping = Grouping(key: sectionKey, order: sectionOrder, headerTitle: headerTitle, footerTitle: footerTitle)
        let sections = grouping.sections(of: items)
        self.sections = sections
        storage = SectionedItems(
            sections: sections.map(\.items), ownerName: "GroupedDataSource<\(Item.self), \(SectionKey.self)>")
        headerTitles = sections.map { headerTitle($0.key) }
        footerTitles = sections.map(footerTitle)
        self.cellProvider = cellProvider
        self.supplementaryViewProvider = supplementaryViewProvider
        self.onSelect = onSelect
    }

    /// The closures that group items into titled sections.
    struct Grouping {
        let key: (Item) -> SectionKey
        let order: (SectionKey, SectionKey) -> Bool
        let headerTitle: (SectionKey) -> String?
        let footerTitle: (Section) -> String?

        /// `items` grouped by key, each group in the given order, groups sorted by `order`.
        /// - Complexity: O(*n* + *k* log *k*) for *n* items in *k* sections.
        func sections(of items: [Item]) -> [Section] {
            // Dictionary(grouping:) keeps each group's items in their original order.
            Dictionary(grouping: items, by: key).map { Section(key: $0.key, items: $0.value) }
                .sorted { order($0.key, $1.key) }
        }
    }

    /// Replaces the sections and everything derived from them; `apply` calls it inside
    /// each batch update.
    func replaceSections(_ newSections: [Section]) {
        sections = newSections
        storage.sections = newSections.map(\.items)
        headerTitles = newSections.map { grouping.headerTitle($0.key) }
        footerTitles = newSections.map(grouping.footerTitle)
    }

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

    public func numberOfSections(in listView: View) -> Int { sections.count }

    public func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int {
        sections[section].items.count
    }

    public func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        // The item by this data source's own index path; the cell by the view's.
        cellProvider.makeCell(listView, placement?.globalIndexPath(for: indexPath) ?? indexPath, self[indexPath])
    }

    public func listView(_ listView: View, titleForHeaderInSection section: Int) -> String? {
        headerTitles[section]
    }

    public func listView(_ listView: View, titleForFooterInSection section: Int) -> String? {
        footerTitles[section]
    }

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

extension GroupedDataSource where SectionKey: Comparable {
    /// Groups `items` into sections sorted by key, each titled with its key: products grouped
    /// by category, sections sorted by title.
    /// - Complexity: O(*n* + *k* log *k*) for *n* items in *k* sections.
    public convenience init(
        items: [Item],
        sectionKey: @escaping (Item) -> SectionKey,
        footerTitle: @escaping (Section) -> String? = { _ in nil },
        cellProvider: CellProvider<Item, View>,
        supplementaryViewProvider: SupplementaryViewProvider<Section, View> = .none,
        onSelect: ((Item) -> Void)? = nil
    ) {
        self.init(
            items: items, sectionKey: sectionKey, sectionOrder: { $0 < $1 }, headerTitle: { "\($0)" },
            footerTitle: footerTitle, cellProvider: cellProvider, supplementaryViewProvider: supplementaryViewProvider,
            onSelect: onSelect)
    }
}

extension GroupedDataSource: ItemCellMaking {
    package func makeCell(for item: Item, at indexPath: IndexPath, in listView: View) -> View.Cell {
        cellProvider.makeCell(listView, indexPath, item)
    }
}

extension GroupedDataSource: SupplementaryViewMaking {
    package func makeSupplementaryView(
        ofKind kind: SupplementaryViewKind, inSection section: Int, at viewIndexPath: IndexPath, in listView: View
    ) -> View.SupplementaryView? {
        supplementaryViewProvider.makeView(listView, kind, viewIndexPath, sections[section])
    }
}
