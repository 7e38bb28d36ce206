/// The rows of an outline's items: each item, then — when it is expanded — its descendants',
/// depth first. It checks the outline is a tree as it goes, with one insertion into the set of
/// shown items a row: an item shown twice is either among its own descendants (a cycle) or
/// under two parents, which is worked out only then.
// Inlinable, so that an app's expansion runs it specialised for its item: the work of every row
// shown (a set insertion, the children, the row) generic costs several times a memory move.
@usableFromInline
struct OutlineFlattening<Item: Identifiable & Equatable> {
    /// The items' children, `nil` for an item that has none to show.
    @usableFromInline let children: (Item) -> [Item]?
    /// The items whose children are shown.
    @usableFromInline let expanded: Set<Item.ID>
    /// Whether every item's children are shown, whatever ``expanded`` holds, where `mayExpand`
    /// lets them.
    @usableFromInline let expandsAll: Bool
    /// Whether an item may expand, for ``expandsAll``; `nil` for every item.
    @usableFromInline let mayExpand: ((Item) -> Bool)?
    /// For ``expandsAll``: told of an item about to expand anew, before its children are read
    /// again for its rows (they may change).
    @usableFromInline let willExpand: ((Item) -> Void)?
    /// For an error only: the items above the first rows made here, from the root down.
    @usableFromInline let ancestorsAbove: () -> [Item.ID]
    /// For an error only: the parent of an item shown before, `.some(nil)` for a root.
    @usableFromInline let parentOfShownItem: (Item.ID) -> Item.ID??
    /// In an outline whose children load: the placeholder an expanded item shows instead of
    /// children it has not loaded, `nil` once they are; `nil` in an outline that loads nothing.
    @usableFromInline let placeholder: ((Item) -> OutlineRow<Item>.Placeholder?)?
    /// The rows made, in order.
    @usableFromInline var rows: [OutlineRow<Item>] = []
    /// The items shown expanded whose children are to load: their placeholder says so.
    @usableFromInline var itemsToLoad: [Item] = []
    /// The items above the row being made, among the rows made here.
    @usableFromInline var ancestors: [Item.ID] = []

    @inlinable
    init(
        children: @escaping (Item) -> [Item]?, expanded: Set<Item.ID>, expandsAll: Bool = false,
        mayExpand: ((Item) -> Bool)? = nil, willExpand: ((Item) -> Void)? = nil,
        placeholder: ((Item) -> OutlineRow<Item>.Placeholder?)? = nil,
        ancestorsAbove: @escaping () -> [Item.ID] = { [] },
        parentOfShownItem: @escaping (Item.ID) -> Item.ID?? = { _ in nil }
    ) {
        self.children = children
        self.expanded = expanded
        self.expandsAll = expandsAll
        self.mayExpand = mayExpand
        self.willExpand = willExpand
        self.placeholder = placeholder
        self.ancestorsAbove = ancestorsAbove
        self.parentOfShownItem = parentOfShownItem
    }

    /// Adds the rows of `items` at `depth` and of their expanded descendants, each item to
    /// `shown`.
    /// - Throws: ``OutlineError`` when an item is in `shown` already; `shown` is then as it was.
    @inlinable
    mutating func add(_ items: [Item], depth: Int, shown: inout Set<Item.ID>) throws(OutlineError<Item.ID>) {
        if rows.isEmpty { rows.reserveCapacity(items.count) }
        for item in items {
            guard shown.insert(item.id).inserted else {
                let error = problem(showing: item.id)
                // The rows made hold every item added: taken back out, the set is as it was.
                for row in rows where !row.isPlaceholder { shown.remove(row.item.id) }
                rows = []
                itemsToLoad = []
                throw error
            }
            var itemChildren = children(item)
            var expands = itemChildren != nil && expanded.contains(item.id)
            if !expands, expandsAll, itemChildren != nil, mayExpand?(item) ?? true {
                expands = true
                if let willExpand {
                    willExpand(item)
                    itemChildren = children(item)
                    expands = itemChildren != nil
                }
            }
            rows.append(OutlineRow(item: item, depth: depth, isExpandable: itemChildren != nil, isExpanded: expands))
            if expands, let placeholder = placeholder?(item) {
                rows.append(OutlineRow(placeholder: placeholder, underItem: item, depth: depth + 1))
                if placeholder == .loading { itemsToLoad.append(item) }
            } else if expands, let itemChildren {
                ancestors.append(item.id)
                try add(itemChildren, depth: depth + 1, shown: &shown)
                ancestors.removeLast()
            }
        }
    }

    /// A cycle when `id` is above the row being made; two parents otherwise.
    @usableFromInline
    func problem(showing id: Item.ID) -> OutlineError<Item.ID> {
        let chain = ancestorsAbove() + ancestors
        if let start = chain.firstIndex(of: id) { return .cycle(path: Array(chain[start...]) + [id]) }
        return .itemUnderTwoParents(id, firstParent: parentOfShown(id), secondParent: chain.last)
    }

    /// The parent of `id` shown already: among the rows made here (the row above it one level
    /// less deep), or before them.
    private func parentOfShown(_ id: Item.ID) -> Item.ID? {
        guard let index = rows.firstIndex(where: { $0.id == .item(id) }) else { return parentOfShownItem(id) ?? nil }
        let depth = rows[index].depth
        guard let parent = rows[..<index].lastIndex(where: { $0.depth < depth }) else {
            return depth == 0 ? nil : ancestorsAbove().last
        }
        return rows[parent].item.id
    }
}
