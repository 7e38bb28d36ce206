import Foundation

/// Items grouped into sections by a key (products grouped by category, sections sorted by
/// title), generic over the item, the section key and the list view it fills.
///
/// Items keep their given order inside a section; sections follow `sectionOrder`. Like
/// ``FlatDataSource`` it speaks items to its owner: cells come from a ``CellProvider``
/// and selection calls ``ItemDataSource/onSelect`` with the item, so switching a list between the two
/// changes nothing in the owner.
///
/// To show new items with animation, call `apply(_:)`: it regroups them, diffs sections by
/// key and rows by identity, and swaps the sections in inside each batch update.
@MainActor
public final class GroupedDataSource<Item, SectionKey: Hashable, View: ListView>: ItemDataSource<Item, View>,
    DiffableDataSource, ItemDataSourceFeatures, ListViewSectionIndexDataSource
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
    /// - Complexity: O(*k*) for *k* sections: the items are kept once, by section, beside the keys;
    ///   the first read after an older page joined a section costs O(*n*) for its *n* items, once.
    public var sections: [Section] {
        keys.indices.map { Section(key: keys[$0], items: items(inSection: $0)) }
    }
    /// The sections' keys, in display order; their items are ``ItemDataSource``'s, section by
    /// section.
    private(set) var keys: [SectionKey]
    /// How items become titled sections; kept so `apply` regroups new items the same way.
    let grouping: Grouping
    private var headerTitles: [String?]
    private var footerTitles: [String?]
    /// Makes each section's header, footer and other supplementary views.
    let supplementaryViewProvider: SupplementaryViewProvider<Section, View>

    /// The layout of a section, given its ``Section`` (key and items), for a view that takes
    /// layouts from its data sources (an `NSCollectionLayoutSection` on a collection view with
    /// `CollectionListView.makeCompositionalLayout`); `nil` (the default) leaves the section to
    /// the view's own layout.
    public var sectionLayout:
        ((_ section: Section, _ environment: View.SectionLayoutEnvironment) -> View.SectionLayout?)?

    /// Groups `items` into sections.
    ///
    /// The closures are kept, so the `apply` methods can
    /// group new items the same way.
    ///
    /// - Parameters:
    ///   - items: the items to show; each lands in the section of its key, in this order.
    ///   - sectionKey: the key of an item's section, for example its category.
    ///   - sectionOrder: whether the section with the first key comes before the second.
    ///   - headerTitle: the header title of the section with a key; `nil` for none, and none by
    ///     default (a collection view shows its headers as supplementary views, if any).
    ///   - footerTitle: the footer title of a section; `nil` for none.
    ///   - cellProvider: makes the cell for an item.
    ///   - supplementaryViewProvider: makes a section's header, footer and other supplementary
    ///     views; none by default, so a table shows the titles.
    ///   - onSelect: called with the item of the row the user selects.
    /// - Complexity: O(*n* + *k* log *k*) for *n* items in *k* sections.
    public convenience init(
        items: [Item],
        sectionKey: @escaping (Item) -> SectionKey,
        sectionOrder: @escaping (SectionKey, SectionKey) -> Bool,
        headerTitle: @escaping (SectionKey) -> String? = { _ in nil },
        footerTitle: @escaping (Section) -> String? = { _ in nil },
        cellProvider: CellProvider<Item, View>,
        supplementaryViewProvider: SupplementaryViewProvider<Section, View> = .none,
        onSelect: ((Item) -> Void)? = nil
    ) {
        self.init(
            items: items,
            grouping: Grouping(
                key: sectionKey, order: sectionOrder, headerTitle: headerTitle, footerTitle: footerTitle),
            cellProvider: cellProvider, supplementaryViewProvider: supplementaryViewProvider, onSelect: onSelect)
    }

    /// Groups `items` into the sections `sectionKeys` names, in that order, each shown even
    /// while it holds no item — a board's columns, into which a card can still be dropped.
    ///
    /// An item whose key is not among `sectionKeys` gets a section of its own after them, in the
    /// order such keys first come, which goes again with its last item. The closures are kept,
    /// so the `apply` methods group new items the same way.
    ///
    /// - Parameters:
    ///   - items: the items to show; each lands in the section of its key, in this order.
    ///   - sectionKeys: the sections always shown, in display order; each key once.
    ///   - sectionKey: the key of an item's section, for example a card's column.
    ///   - headerTitle: the header title of the section with a key; `nil` for none (the default).
    ///   - footerTitle: the footer title of a section; `nil` for none.
    ///   - cellProvider: makes the cell for an item.
    ///   - supplementaryViewProvider: makes a section's header, footer and other supplementary
    ///     views; none by default.
    ///   - onSelect: called with the item of the row the user selects.
    /// - Complexity: O(*n* + *k*) for *n* items in *k* sections.
    public convenience init(
        items: [Item],
        sectionKeys: [SectionKey],
        sectionKey: @escaping (Item) -> SectionKey,
        headerTitle: @escaping (SectionKey) -> String? = { _ in nil },
        footerTitle: @escaping (Section) -> String? = { _ in nil },
        cellProvider: CellProvider<Item, View>,
        supplementaryViewProvider: SupplementaryViewProvider<Section, View> = .none,
        onSelect: ((Item) -> Void)? = nil
    ) {
        self.init(
            items: items,
            grouping: Grouping(
                key: sectionKey, fixedKeys: sectionKeys, headerTitle: headerTitle, footerTitle: footerTitle),
            cellProvider: cellProvider, supplementaryViewProvider: supplementaryViewProvider, onSelect: onSelect)
    }

    private init(
        items: [Item], grouping: Grouping, cellProvider: CellProvider<Item, View>,
        supplementaryViewProvider: SupplementaryViewProvider<Section, View>, onSelect: ((Item) -> Void)?
    ) {
        self.grouping = grouping
        let sections = grouping.sections(of: items)
        let headerTitle = grouping.headerTitle
        let footerTitle = grouping.footerTitle
        keys = sections.map(\.key)
        headerTitles = sections.map { headerTitle($0.key) }
        footerTitles = sections.map(footerTitle)
        self.supplementaryViewProvider = supplementaryViewProvider
        super.init(
            sections: sections.map(\.items), ownerName: "GroupedDataSource<\(Item.self), \(SectionKey.self)>",
            cellProvider: cellProvider, onSelect: onSelect)
    }

    /// The closures that group items into titled sections.
    struct Grouping {
        let key: (Item) -> SectionKey
        let order: (SectionKey, SectionKey) -> Bool
        let headerTitle: (SectionKey) -> String?
        let footerTitle: (Section) -> String?
        /// The keys of the sections shown even when empty, in order, by their place; empty for
        /// a list whose sections are its items' keys alone.
        let fixedPlaces: [SectionKey: Int]
        private let fixedKeys: [SectionKey]

        init(
            key: @escaping (Item) -> SectionKey, order: @escaping (SectionKey, SectionKey) -> Bool,
            headerTitle: @escaping (SectionKey) -> String?, footerTitle: @escaping (Section) -> String?
        ) {
            self.key = key
            self.order = order
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            fixedKeys = []
            fixedPlaces = [:]
        }

        /// Sections `fixedKeys` first, in that order, then the others, each after every section
        /// before it (so a new key's section goes last).
        init(
            key: @escaping (Item) -> SectionKey, fixedKeys: [SectionKey],
            headerTitle: @escaping (SectionKey) -> String?, footerTitle: @escaping (Section) -> String?
        ) {
            // A key given twice has one section, at its first place.
            var places: [SectionKey: Int] = [:]
            let keys = fixedKeys.filter { key in
                guard places[key] == nil else { return false }
                places[key] = places.count
                return true
            }
            self.key = key
            order = { (places[$0] ?? Int.max) < (places[$1] ?? Int.max) }
            self.headerTitle = headerTitle
            self.footerTitle = footerTitle
            self.fixedKeys = keys
            fixedPlaces = places
        }

        /// `items` grouped by key, each group in the given order, groups sorted by `order`; with
        /// fixed keys, their sections first, empty or not, then the others in the order their
        /// keys first come.
        /// - Complexity: O(*n* + *k* log *k*) for *n* items in *k* sections.
        func sections(of items: [Item]) -> [Section] {
            // Dictionary(grouping:) keeps each group's items in their original order.
            var groups = Dictionary(grouping: items, by: key)
            guard !fixedKeys.isEmpty else {
                return groups.map { Section(key: $0.key, items: $0.value) }.sorted { order($0.key, $1.key) }
            }
            var sections: [Section] = []
            sections.reserveCapacity(fixedKeys.count + groups.count)
            for fixed in fixedKeys {
                sections.append(Section(key: fixed, items: groups.removeValue(forKey: fixed) ?? []))
            }
            for item in items {
                let itemKey = key(item)
                if let group = groups.removeValue(forKey: itemKey) {
                    sections.append(Section(key: itemKey, items: group))
                }
            }
            return sections
        }

        /// Whether the section with `key` stays when its last item leaves.
        func keepsSection(_ key: SectionKey) -> Bool {
            fixedPlaces[key] != nil
        }
    }

    /// The section at `index`: its key and items.
    /// - Complexity: O(1); the first read after items were added at the section's start costs
    ///   O(*n*) for its *n* items, once.
    func section(at index: Int) -> Section {
        Section(key: keys[index], items: items(inSection: index))
    }

    /// Replaces the sections and everything derived from them; `apply` calls it inside
    /// each batch update.
    func replaceSections(_ newSections: [Section]) {
        keys = newSections.map(\.key)
        storage.replaceSections(newSections.map(\.items))
        headerTitles = newSections.map { grouping.headerTitle($0.key) }
        footerTitles = newSections.map(grouping.footerTitle)
    }

    /// The title of a section's entry in the list's section index (the A–Z beside a contacts
    /// list), or `nil` for none; `nil` (the default) shows no index. Sections in a row with the
    /// same title share one entry, which scrolls to the first of them (the "A" of "Apple" and
    /// "Avocado").
    public var sectionIndexTitle: ((SectionKey) -> String?)?

    /// The titles the section index shows whatever sections there are, in order — the whole
    /// alphabet and "#" beside a contacts list, as the Contacts app shows it — or `nil` (the
    /// default) for the titles of the sections there are.
    ///
    /// A title that some section has (by ``sectionIndexTitle``) scrolls to the first such
    /// section; one that no section has scrolls to the nearest section after it — the first
    /// whose title comes later in this list — or to the last section when none does, as
    /// UIKit's `tableView(_:sectionForSectionIndexTitle:at:)` lets an app do. A section whose
    /// title is not in the list has no entry. With no sections the index is empty.
    public var allSectionIndexTitles: [String]?

    // MARK: ListViewDataSource

    public func sectionIndexTitles(in listView: View) -> [SectionIndexTitle] {
        guard let sectionIndexTitle else { return [] }
        var titles: [SectionIndexTitle] = []
        for (section, key) in keys.enumerated() {
            guard let title = sectionIndexTitle(key), title != titles.last?.title else { continue }
            titles.append(SectionIndexTitle(title: title, section: section))
        }
        guard let allSectionIndexTitles, !keys.isEmpty else { return titles }
        return Self.fullIndex(allSectionIndexTitles, sectionsTitled: titles, lastSection: keys.count - 1)
    }

    /// Every title of `all`, each scrolling to the first section titled so, or else to the
    /// first section titled later in `all`, or else to `lastSection`.
    /// - Complexity: O(*t* + *s*) for *t* titles and *s* titled sections.
    private static func fullIndex(
        _ all: [String], sectionsTitled titles: [SectionIndexTitle], lastSection: Int
    ) -> [SectionIndexTitle] {
        var firstSection: [String: Int] = [:]
        for title in titles where firstSection[title.title] == nil { firstSection[title.title] = title.section }
        // Walking the titles from the last, the nearest section titled later is the last found.
        var following = lastSection
        var index: [SectionIndexTitle] = []
        index.reserveCapacity(all.count)
        for title in all.reversed() {
            if let section = firstSection[title] { following = section }
            index.append(SectionIndexTitle(title: title, section: following))
        }
        return index.reversed()
    }

    public func numberOfSections(in listView: View) -> Int { keys.count }

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

    public func listView(
        _ listView: View, layoutForSection section: Int, environment: View.SectionLayoutEnvironment
    ) -> View.SectionLayout? {
        sectionLayout?(self.section(at: section), environment)
    }

    // MARK: Moving between sections

    /// The item the user dragged into the section with `key`, changed to belong there (a product
    /// with its new category), or `nil` to keep it out; `nil` (the default) keeps every row in its
    /// section. The item it returns must have `key` as its section key. Asked while the user
    /// drags, so return the changed item and change nothing else: ``ItemDataSource/onMove`` (or
    /// ``ItemDataSource/onReceive``, for an item from another data source) says where it went.
    public var itemMovedToSection: ((_ item: Item, _ key: SectionKey) -> Item?)?

    override func item(_ item: Item, placedInSection index: Int) -> Item? {
        let key = keys[index]
        guard grouping.key(item) != key else { return item }
        guard let placed = itemMovedToSection?(item, key) else { return nil }
        guard grouping.key(placed) == key else {
            fatalError(
                "itemMovedToSection returned an item whose section key is \(grouping.key(placed)), "
                    + "not \(key), the key of the section it was moved to")
        }
        return placed
    }

    // MARK: Deleting

    /// An item's section is its key's: it goes with its last item, unless it is one of the
    /// sections always shown.
    override func removesSection(at index: Int) -> Bool {
        !grouping.keepsSection(keys[index])
    }

    /// A section's footer title is made from its items.
    override func itemsDidChange(inSection index: Int) {
        footerTitles[index] = grouping.footerTitle(section(at: index))
    }

    /// Inserts `section` at `index`, with its titles.
    func insertSection(_ section: Section, at index: Int) {
        keys.insert(section.key, at: index)
        storage.insertSection(section.items, at: index)
        headerTitles.insert(grouping.headerTitle(section.key), at: index)
        footerTitles.insert(grouping.footerTitle(section), at: index)
    }

    override func removeSection(at index: Int) {
        super.removeSection(at: index)
        keys.remove(at: index)
        headerTitles.remove(at: index)
        footerTitles.remove(at: index)
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

extension GroupedDataSource: SupplementaryViewMaking {
    package func makeSupplementaryView(
        ofKind kind: SupplementaryViewKind, inSection section: Int, at viewIndexPath: IndexPath, in listView: View
    ) -> View.SupplementaryView? {
        supplementaryViewProvider.makeView(listView, kind, viewIndexPath, self.section(at: section))
    }
}
