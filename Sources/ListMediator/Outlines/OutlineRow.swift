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

        // Written out and inlinable, where the derived ones would be: those are generic code of
        // this module, which looks up a tuple type's metadata at every comparison — and a lookup
        // by identity compares every row's (24 ms to delete 1,000 rows of 100,000 by identity,
        // 3 ms with these).

        @inlinable
        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch lhs {
            case .item(let id):
                if case .item(let other) = rhs { return id == other }
                return false
            case .children(let id):
                if case .children(let other) = rhs { return id == other }
                return false
            }
        }

        @inlinable
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .item(let id):
                hasher.combine(0)
                hasher.combine(id)
            case .children(let id):
                hasher.combine(1)
                hasher.combine(id)
            }
        }
    }

    // The stored fields are laid out to keep a row as small as it was before placeholders (32
    // bytes for a 16-byte item): an outline's expansion makes and moves rows by the thousand,
    // and a row with the placeholder stored inline (48 bytes) made `outline.expand` 25% slower.

    /// The item the row shows; for a placeholder row, the item whose children it stands for.
    public let item: Item
    /// The placeholder, boxed: one pointer, `nil` for an item's row.
    @usableFromInline let placeholderBox: PlaceholderBox?
    @usableFromInline let storedDepth: Int32
    /// Whether the item has children to show (its `children` are not `nil`), even none yet.
    public let isExpandable: Bool
    /// Whether the item's children are shown below it.
    public let isExpanded: Bool

    /// How deep the row sits: 0 for a root, 1 for a root's child (or a placeholder under a
    /// root), and so on.
    @inlinable public var depth: Int { Int(storedDepth) }
    /// What the row stands for when it shows no item of its own, or `nil` for an item's row.
    @inlinable public var placeholder: Placeholder? { placeholderBox?.placeholder }
    /// Whether the row is a placeholder: cheaper than reading ``placeholder``.
    @inlinable var isPlaceholder: Bool { placeholderBox != nil }

    /// The row's identity: its item's, or the placeholder's under its item.
    @inlinable public var id: ID { placeholderBox == nil ? .item(item.id) : .children(of: item.id) }

    /// Creates an item's row; the outline makes them, a test may make one to compare.
    @inlinable
    public init(item: Item, depth: Int, isExpandable: Bool, isExpanded: Bool) {
        self.init(item: item, placeholderBox: nil, depth: depth, isExpandable: isExpandable, isExpanded: isExpanded)
    }

    /// Creates the placeholder row of the children of `parent`, which sits at `depth` - 1.
    public init(placeholder: Placeholder, underItem parent: Item, depth: Int) {
        self.init(
            item: parent, placeholderBox: PlaceholderBox(placeholder), depth: depth, isExpandable: false,
            isExpanded: false)
    }

    @inlinable
    init(item: Item, placeholderBox: PlaceholderBox?, depth: Int, isExpandable: Bool, isExpanded: Bool) {
        self.item = item
        self.placeholderBox = placeholderBox
        storedDepth = Int32(depth)
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
    }

    public static func == (lhs: OutlineRow, rhs: OutlineRow) -> Bool {
        lhs.item == rhs.item && lhs.storedDepth == rhs.storedDepth && lhs.isExpandable == rhs.isExpandable
            && lhs.isExpanded == rhs.isExpanded && lhs.placeholder == rhs.placeholder
    }

    /// The same row, expanded or not.
    @usableFromInline
    func expanded(_ isExpanded: Bool) -> OutlineRow {
        OutlineRow(item: item, depth: depth, isExpandable: isExpandable, isExpanded: isExpanded)
    }
}

extension OutlineRow: Sendable where Item: Sendable, Item.ID: Sendable {}
extension OutlineRow.ID: Sendable where Item.ID: Sendable {}

extension OutlineRow {
    /// A placeholder, behind one pointer.
    @usableFromInline
    final class PlaceholderBox: Sendable {
        @usableFromInline let placeholder: Placeholder

        init(_ placeholder: Placeholder) { self.placeholder = placeholder }
    }
}
