/// A row of an ``OutlineDataSource``: an item, how deep it sits in the outline, and whether it
/// shows its children — what a cell needs to indent itself and draw its disclosure.
///
/// In an outline whose children load when an item first expands, the row under the item while
/// they load (or after they failed to) is a ``placeholder``: its ``item`` is the item whose
/// children it stands for.
public struct OutlineRow<Item: Identifiable & Equatable>: Identifiable, Equatable {
    /// What a row that shows no item of its own stands for.
    public enum Placeholder: Hashable, Sendable {
        /// The item's children are loading.
        case loading
        /// The item's children failed to load, for the reason given; a tap on the row loads
        /// them again.
        case failed(message: String)
    }

    /// A row's identity: its item's, or the placeholder's under an item.
    public enum ID: Hashable {
        /// The row of the item with this identity.
        case item(Item.ID)
        /// The placeholder row of the children of the item with this identity.
        case children(of: Item.ID)
    }

    /// The item the row shows; for a placeholder row, the item whose children it stands for.
    public let item: Item
    /// How deep the row sits: 0 for a root, 1 for a root's child (or a placeholder under a
    /// root), and so on.
    public let depth: Int
    /// Whether the item has children to show (its `children` are not `nil`), even none yet.
    public let isExpandable: Bool
    /// Whether the item's children are shown below it.
    public let isExpanded: Bool
    /// What the row stands for when it shows no item of its own, or `nil` for an item's row.
    public let placeholder: Placeholder?

    /// The row's identity: its item's, or the placeholder's under its item.
    public var id: ID { placeholder == nil ? .item(item.id) : .children(of: item.id) }

    /// Creates an item's row; the outline makes them, a test may make one to compare.
    public init(item: Item, depth: Int, isExpandable: Bool, isExpanded: Bool) {
        self.item = item
        self.depth = depth
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
        placeholder = nil
    }

    /// Creates the placeholder row of the children of `parent`, which sits at `depth` - 1.
    public init(placeholder: Placeholder, underItem parent: Item, depth: Int) {
        item = parent
        self.depth = depth
        isExpandable = false
        isExpanded = false
        self.placeholder = placeholder
    }

    /// The same row, expanded or not.
    @usableFromInline
    func expanded(_ isExpanded: Bool) -> OutlineRow {
        OutlineRow(item: item, depth: depth, isExpandable: isExpandable, isExpanded: isExpanded)
    }
}

extension OutlineRow: Sendable where Item: Sendable, Item.ID: Sendable {}
extension OutlineRow.ID: Sendable where Item.ID: Sendable {}
