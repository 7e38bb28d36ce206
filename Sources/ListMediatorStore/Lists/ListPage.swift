import Foundation

/// Consecutive items of a list, in list order, and whether the list goes on at each end.
public struct ListPage<Item: Identifiable & Sendable>: Sendable where Item.ID: StoreIdentity {
    /// The items, in ascending order of sort key, then identity.
    public var items: [Item]
    /// The position of the first item, to read the page before this one; `nil` when empty.
    public var firstCursor: ListCursor<Item.ID>?
    /// The position of the last item, to read the page after this one; `nil` when empty.
    public var lastCursor: ListCursor<Item.ID>?
    /// Whether the list has items before the first one, when the page was read.
    public var hasItemsBefore: Bool
    /// Whether the list has items after the last one, when the page was read.
    public var hasItemsAfter: Bool

    /// A page of `items` found between the given cursors.
    public init(
        items: [Item], firstCursor: ListCursor<Item.ID>?, lastCursor: ListCursor<Item.ID>?,
        hasItemsBefore: Bool, hasItemsAfter: Bool
    ) {
        self.items = items
        self.firstCursor = firstCursor
        self.lastCursor = lastCursor
        self.hasItemsBefore = hasItemsBefore
        self.hasItemsAfter = hasItemsAfter
    }
}

extension ListPage: Equatable where Item: Equatable {}

extension ListPage: Hashable where Item: Hashable {}
