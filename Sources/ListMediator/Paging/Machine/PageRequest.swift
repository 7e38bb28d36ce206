/// What a ``PagingController`` (or ``PagedItems``) asks its page loader for.
public struct PageRequest<Cursor> {
    /// What the page is for: the first page or a refresh (``isReload``), the page after those
    /// shown (``LoadRequest/nextPage``), or the page before them (``LoadRequest/previousPage``).
    public var kind: LoadRequest
    /// Where the page starts: `nil` for a reload from the start of the list; for a next page the
    /// ``Page/nextCursor`` of the last page, for a previous page the ``Page/previousCursor`` of the
    /// first.
    public var cursor: Cursor?
    /// Whether the page replaces everything loaded (the first page, a reload or a refresh)
    /// rather than adding to it.
    public var isReload: Bool { !kind.isMore }

    /// Creates a request of `kind` for the page at `cursor`.
    public init(_ kind: LoadRequest, cursor: Cursor?) {
        self.kind = kind
        self.cursor = cursor
    }
}

/// One page of items, and where the pages before and after it start.
///
/// Use whatever cursor the backend speaks: an offset (`Int`), a token (`String`), an item's
/// date.
public struct Page<Item, Cursor> {
    /// The page's items, in list order (the order they are shown, top to bottom).
    public var items: [Item]
    /// Where the page after this one starts, or `nil` when this was the last page.
    ///
    /// Give it on every page that has a page after it, a previous page's too, though the list
    /// reads it only once pages below were dropped: as Android's Paging asks of each page both
    /// keys, so the memory bound (``PagingController/maximumLoadedItemCount``) can drop the
    /// pages below and load them again from here.
    public var nextCursor: Cursor?
    /// Where the page before this one starts, or `nil` when nothing comes before it: `nil` on
    /// the first page of a list that starts at its first item, and given on every later page of
    /// it (the memory bound loads a dropped page above again from there). A chat's page of the
    /// newest messages, or a page around an item from a link, gives one, and the list loads
    /// earlier pages at its top.
    public var previousCursor: Cursor?

    /// Creates a page of `items`; `nextCursor` is `nil` for the last page, `previousCursor` (by
    /// default) for the first.
    public init(items: [Item], previousCursor: Cursor? = nil, nextCursor: Cursor?) {
        self.items = items
        self.previousCursor = previousCursor
        self.nextCursor = nextCursor
    }

    /// The cursor this page gives for the page beyond it at `edge`.
    func cursor(beyond edge: ListEdge) -> Cursor? {
        edge == .top ? previousCursor : nextCursor
    }
}

extension PageRequest: Sendable where Cursor: Sendable {}
extension PageRequest: Equatable where Cursor: Equatable {}
extension Page: Sendable where Item: Sendable, Cursor: Sendable {}
extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
