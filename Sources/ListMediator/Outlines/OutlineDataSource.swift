import Foundation

/// An outline: items with children, shown one row an item, the children of an expanded item
/// below it — a file browser, a settings tree, threaded comments.
///
/// Expanding an item inserts the rows of its descendants below it and collapsing it deletes
/// them, animated, with no diff of the list: it costs the rows it adds or removes. Which items
/// are expanded is kept by identity, through ``apply(_:animated:reloadPolicy:completion:)`` of a
/// new tree and through collapsing an ancestor: expanded again, the ancestor shows them as
/// they were.
///
/// Each row is an ``OutlineRow``: the item, its depth and whether it is expandable and
/// expanded, for the cell to indent itself and draw its disclosure. Selection, swipe actions,
/// context menus and prefetching are the ones every ``ItemDataSource`` has, given the row.
///
/// ```swift
/// let browser = try OutlineDataSource<Entry, HeadlessTableView>(
///     roots: library, children: \.subfolders,
///     cellProvider: .text { row in String(repeating: "  ", count: row.depth) + row.item.name })
/// tableView.currentDataSource = browser
/// try browser.expand("/Documents")
/// ```
///
/// Its rows change through its tree: ``apply(_:animated:reloadPolicy:completion:)`` the model
/// after the user deletes or moves an item, rather than the row-level `onDelete` and `onMove`,
/// which an outline does not take (they stop with a message).
///
/// The outline must be a tree: an item shown twice — among its own descendants, or under two
/// parents — is refused with an ``OutlineError`` and nothing changes. Only the items the outline
/// shows are checked, so an item under a collapsed parent is checked when the parent expands.
@MainActor
public final class OutlineDataSource<Item: Identifiable & Equatable, View: ListView>: ItemDataSource<
    OutlineRow<Item>, View
>, HostedDataSource, ItemDataSourceFeatures
{
    /// The items at the top of the outline.
    public private(set) var roots: [Item]
    /// An item's children, or `nil` for an item that has none to show (a file, not a folder). In
    /// an outline whose children load, the children loaded so far (none before they are).
    @usableFromInline private(set) var children: (Item) -> [Item]?
    /// In an outline whose children load: the placeholder an expanded item shows until they
    /// have; `nil` in one that loads nothing.
    @usableFromInline private(set) var placeholder: ((Item) -> OutlineRow<Item>.Placeholder?)?
    /// In an outline whose children load: the loader, the children loaded, and the loads running
    /// or failed, by item.
    var childrenLoading: OutlineChildrenLoading<Item>?
    /// The items whose children are shown when they are, by identity.
    @usableFromInline var expandedIDs: Set<Item.ID> = []
    /// The items the rows show: one insertion a row shown checks the outline is a tree.
    @usableFromInline var shownIDs: Set<Item.ID> = []

    /// Whether an item may expand, asked before it does (`nil`, the default: every expandable
    /// item may), as Apple's `shouldExpandItem`. A refused expansion changes nothing.
    public var shouldExpand: ((Item) -> Bool)?
    /// Whether an item may collapse, asked before it does (`nil`, the default: every item may),
    /// as Apple's `shouldCollapseItem`.
    public var shouldCollapse: ((Item) -> Bool)?
    /// Called with an item about to expand, once it may, before its children are read (Apple's
    /// `willExpandItem`): it may bring the model the children come from up to date, and must not
    /// change the outline itself.
    public var willExpand: ((Item) -> Void)?
    /// Called with an item about to collapse, once it may (Apple's `willCollapseItem`); it must
    /// not change the outline itself.
    public var willCollapse: ((Item) -> Void)?

    /// Creates an outline of `roots` and their descendants, all collapsed.
    ///
    /// Use it for roots that come from data, where a repeated root is an error to handle; for an
    /// outline that starts empty or from one root known in code, ``init(children:cellProvider:onSelect:)``
    /// and ``init(root:children:cellProvider:onSelect:)`` cannot fail.
    ///
    /// - Parameters:
    ///   - roots: the items at the top.
    ///   - children: an item's children, or `nil` for an item with none to show.
    ///   - cellProvider: makes the cell of a row.
    ///   - onSelect: called with the row the user selects.
    /// - Throws: ``OutlineError`` when a root repeats.
    public convenience init(
        roots: [Item], children: @escaping (Item) -> [Item]?, cellProvider: CellProvider<OutlineRow<Item>, View>,
        onSelect: ((OutlineRow<Item>) -> Void)? = nil
    ) throws(OutlineError<Item.ID>) {
        var flattening = OutlineFlattening(children: children, expanded: [])
        var shown: Set<Item.ID> = []
        try flattening.add(roots, depth: 0, shown: &shown)
        self.init(
            roots: roots, rows: flattening.rows, shown: shown, children: children, cellProvider: cellProvider,
            onSelect: onSelect)
    }

    /// Creates an outline of `root` and its descendants, collapsed: a file browser's home folder.
    ///
    /// - Parameters:
    ///   - root: the item at the top.
    ///   - children: an item's children, or `nil` for an item with none to show.
    ///   - cellProvider: makes the cell of a row.
    ///   - onSelect: called with the row the user selects.
    public convenience init(
        root: Item, children: @escaping (Item) -> [Item]?, cellProvider: CellProvider<OutlineRow<Item>, View>,
        onSelect: ((OutlineRow<Item>) -> Void)? = nil
    ) {
        // One collapsed root: nothing else is shown, so nothing can repeat.
        let row = OutlineRow(item: root, depth: 0, isExpandable: children(root) != nil, isExpanded: false)
        self.init(
            roots: [root], rows: [row], shown: [root.id], children: children, cellProvider: cellProvider,
            onSelect: onSelect)
    }

    /// Creates an outline with no rows yet, whose roots come with
    /// ``apply(_:animated:reloadPolicy:completion:)``: a tree loaded after the screen shows.
    ///
    /// - Parameters:
    ///   - children: an item's children, or `nil` for an item with none to show.
    ///   - cellProvider: makes the cell of a row.
    ///   - onSelect: called with the row the user selects.
    public convenience init(
        children: @escaping (Item) -> [Item]?, cellProvider: CellProvider<OutlineRow<Item>, View>,
        onSelect: ((OutlineRow<Item>) -> Void)? = nil
    ) {
        self.init(roots: [], rows: [], shown: [], children: children, cellProvider: cellProvider, onSelect: onSelect)
    }

    /// The outline of `roots`, whose rows `rows` are known to show each item of `shown` once.
    private init(
        roots: [Item], rows: [OutlineRow<Item>], shown: Set<Item.ID>, children: @escaping (Item) -> [Item]?,
        cellProvider: CellProvider<OutlineRow<Item>, View>, onSelect: ((OutlineRow<Item>) -> Void)?
    ) {
        self.roots = roots
        self.children = children
        shownIDs = shown
        super.init(
            sections: [rows], ownerName: "OutlineDataSource<\(Item.self)>", cellProvider: cellProvider,
            onSelect: onSelect)
    }

    /// Creates an outline of `roots` whose children load the first time an item expands, all
    /// collapsed: a file browser over a server's folders.
    ///
    /// An expanding item whose children are not loaded shows a placeholder row under it
    /// (``OutlineRow/Placeholder/loading``) while `loadChildren` runs; the children's rows
    /// replace it when they come, or it shows the failure
    /// (``OutlineRow/Placeholder/failed(message:)``, in ``failureMessage``'s words), which a tap
    /// on the row — or expanding the item again — loads once more. The children are kept: the
    /// item expands at once the next time; ``reloadChildren(of:animated:)`` loads them anew.
    ///
    /// A result that comes after the item collapsed is kept, not shown; one that comes after
    /// ``reloadChildren(of:animated:)`` asked again is dropped.
    ///
    /// For one root known in code, ``init(root:hasChildren:loadChildren:cellProvider:onSelect:)``
    /// cannot fail.
    ///
    /// - Parameters:
    ///   - roots: the items at the top.
    ///   - hasChildren: whether an item has children, loaded or not (a folder, not a file).
    ///   - loadChildren: loads an item's children, on the main actor; call the app's actor from it.
    ///   - cellProvider: makes the cell of a row, placeholders included.
    ///   - onSelect: called with the item row the user selects.
    /// - Throws: ``OutlineError`` when a root repeats.
    public convenience init(
        roots: [Item], hasChildren: @escaping (Item) -> Bool,
        loadChildren: @escaping @MainActor (Item) async throws -> [Item],
        cellProvider: CellProvider<OutlineRow<Item>, View>, onSelect: ((OutlineRow<Item>) -> Void)? = nil
    ) throws(OutlineError<Item.ID>) {
        // Roots show collapsed: no children are read before the loading is in place.
        try self.init(
            roots: roots, children: { hasChildren($0) ? [] : nil }, cellProvider: cellProvider, onSelect: onSelect)
        takeChildren(from: loadChildren, hasChildren: hasChildren)
    }

    /// Creates an outline of `root` whose children load the first time an item expands,
    /// collapsed: a file browser opened at the user's home folder on a server. Its items load as
    /// ``init(roots:hasChildren:loadChildren:cellProvider:onSelect:)`` says.
    ///
    /// - Parameters:
    ///   - root: the item at the top.
    ///   - hasChildren: whether an item has children, loaded or not (a folder, not a file).
    ///   - loadChildren: loads an item's children, on the main actor; call the app's actor from it.
    ///   - cellProvider: makes the cell of a row, placeholders included.
    ///   - onSelect: called with the item row the user selects.
    public convenience init(
        root: Item, hasChildren: @escaping (Item) -> Bool,
        loadChildren: @escaping @MainActor (Item) async throws -> [Item],
        cellProvider: CellProvider<OutlineRow<Item>, View>, onSelect: ((OutlineRow<Item>) -> Void)? = nil
    ) {
        self.init(root: root, children: { hasChildren($0) ? [] : nil }, cellProvider: cellProvider, onSelect: onSelect)
        takeChildren(from: loadChildren, hasChildren: hasChildren)
    }

    /// Has the items' children come from `load`, each the first time its item expands.
    private func takeChildren(
        from load: @escaping @MainActor (Item) async throws -> [Item], hasChildren: @escaping (Item) -> Bool
    ) {
        let loading = OutlineChildrenLoading(load: load)
        childrenLoading = loading
        children = { item in hasChildren(item) ? loading.loaded[item.id] ?? [] : nil }
        placeholder = { item in loading.placeholder(forChildrenOf: item.id) }
    }

    /// The rows shown, in order.
    /// - Complexity: O(1), except for the first read after rows were inserted at the start.
    public var rows: [OutlineRow<Item>] { items(inSection: 0) }

    /// Whether the item `id`'s children are shown when the item is.
    public func isExpanded(_ id: Item.ID) -> Bool { expandedIDs.contains(id) }

    /// Takes `roots` as the top of the outline, without showing it: the caller shows the rows.
    func setRoots(_ roots: [Item]) { self.roots = roots }

    /// The items above the row at `index`, from the root down.
    /// - Complexity: O(*index*).
    @usableFromInline
    func ancestors(ofRowAt index: Int) -> [Item.ID] {
        let shown = rows
        var chain: [Item.ID] = []
        var depth = shown[index].depth
        var row = index
        while depth > 0, row > 0 {
            row -= 1
            if shown[row].depth < depth {
                chain.append(shown[row].item.id)
                depth = shown[row].depth
            }
        }
        return chain.reversed()
    }

    /// The parent of the shown item `id`: `.some(nil)` for a root, `nil` when it is not shown.
    /// - Complexity: O(*n*) for *n* rows.
    @usableFromInline
    func parent(ofShownItem id: Item.ID) -> Item.ID?? {
        guard let index = rows.firstIndex(where: { $0.id == .item(id) }) else { return nil }
        return .some(ancestors(ofRowAt: index).last)
    }

    /// A row changed by the item data source's row-level edits (a user's deletion or move, a
    /// replacement by identity): the tree and the rows would no longer agree.
    override func itemsDidChange(inSection index: Int) {
        fatalError(
            "\(type(of: self))'s rows change through its tree: delete, move or replace the items in the model and "
                + "apply it, rather than through onDelete, onMove or updateItems")
    }

    /// An outline's rows change through its tree: no row leaves for another data source, and
    /// none comes in from one (`onGiveAway` and `canReceiveItem` are not asked).
    override var takesMovesAcross: Bool { false }

    /// When `true`, a tap on an expandable item's row expands or collapses the item instead of
    /// selecting it, as a tap on a header with UIKit's outline disclosure does; `false` (the
    /// default) leaves the row to ``ItemDataSource/onSelect``. An item whose children would not
    /// make a tree does not expand (``expand(_:includingDescendants:animated:completion:)`` throws why).
    public var tapTogglesExpansion = false

    /// A placeholder row is no item: a tap on a failure's loads the children again. An item's
    /// row toggles its item when ``tapTogglesExpansion`` says so.
    override func tapInsteadOfSelection(at indexPath: IndexPath) -> RowTap? {
        guard let row = item(at: indexPath) else { return nil }
        if row.isPlaceholder { return tap(onPlaceholderRow: row) }
        guard tapTogglesExpansion, row.isExpandable else { return nil }
        let id = row.item.id
        return .performs { [weak self] in
            guard let self else { return }
            if isExpanded(id) {
                _ = try? collapse(id)
            } else {
                _ = try? expand(id)
            }
        }
    }

    // MARK: ListViewDataSource

    public func numberOfSections(in listView: View) -> Int { 1 }

    public func registerCells(in listView: View) {
        cellProvider.registerCells(listView)
    }
}
