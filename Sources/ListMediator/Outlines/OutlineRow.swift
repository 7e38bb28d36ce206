/// A row of an ``OutlineDataSource``: an item, how deep it sits in the outline, and whether it
/// shows its children — what a cell needs to indent itself and draw its disclosure.
public struct OutlineRow<Item: Identifiable & Equatable>: Identifiable, Equatable {
    /// The item the row shows.
    public let item: Item
    /// How deep the item sits: 0 for a root, 1 for a root's child, and so on.
    public let depth: Int
    /// Whether the item has children to show (its `children` are not `nil`), even none yet.
    public let isExpandable: Bool
    /// Whether the item's children are shown below it.
    public let isExpanded: Bool

    /// The item's identity: a row is its item's.
    public var id: Item.ID { item.id }

    /// Creates a row; the outline makes them, a test may make one to compare.
    public init(item: Item, depth: Int, isExpandable: Bool, isExpanded: Bool) {
        self.item = item
        self.depth = depth
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
    }

    /// The same row, expanded or not.
    @usableFromInline
    func expanded(_ isExpanded: Bool) -> OutlineRow {
        OutlineRow(item: item, depth: depth, isExpandable: isExpandable, isExpanded: isExpanded)
    }
}

extension OutlineRow: Sendable where Item: Sendable, Item.ID: Sendable {}
