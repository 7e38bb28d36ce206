/// What a ``PagingController`` asks its page loader for.
public struct PageRequest<Cursor> {
    /// Where the page starts: `nil` for the first page, otherwise the ``Page/nextCursor`` of the
    /// page before.
    public var cursor: Cursor?
    /// Whether the page replaces everything loaded (the first page, a reload or a refresh)
    /// rather than adding to it.
    public var isReload: Bool { cursor == nil }

    /// Creates a request for the page at `cursor`.
    public init(cursor: Cursor?) {
        self.cursor = cursor
    }
}

/// One page of items, and where the next one starts.
///
/// Use whatever cursor the backend speaks: an offset (`Int`), a token (`String`), the last
/// item's date.
public struct Page<Item, Cursor> {
    /// The page's items, in order.
    public var items: [Item]
    /// Where the next page starts, or `nil` when this was the last page.
    public var nextCursor: Cursor?

    /// Creates a page of `items`; `nextCursor` is `nil` for the last page.
    public init(items: [Item], nextCursor: Cursor?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

extension PageRequest: Sendable where Cursor: Sendable {}
extension PageRequest: Equatable where Cursor: Equatable {}
extension Page: Sendable where Item: Sendable, Cursor: Sendable {}
extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
