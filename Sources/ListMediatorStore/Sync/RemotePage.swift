import Foundation

/// A page of a list as the server gives it, with the server's cursors beyond its ends.
public struct RemotePage<Item: Sendable>: Sendable {
    /// The items, in the list's order (ascending sort key, then identity); a page out of that
    /// order, or repeating an identity, is refused and nothing of it is written.
    public var items: [Item]
    /// The server's cursor for the page before the first item, or `nil` when the server has
    /// nothing before it. Read for a refresh and for a page at the list's start.
    public var previousCursor: RemoteCursor?
    /// The server's cursor for the page after the last item, or `nil` when the server has
    /// nothing after it. Read for a refresh and for a page at the list's end.
    public var nextCursor: RemoteCursor?

    /// A page of `items` with the server's cursors beyond it.
    public init(items: [Item], previousCursor: RemoteCursor? = nil, nextCursor: RemoteCursor?) {
        self.items = items
        self.previousCursor = previousCursor
        self.nextCursor = nextCursor
    }

    /// The cursor beyond `end`.
    func cursor(beyond end: ListEnd) -> RemoteCursor? {
        end == .start ? previousCursor : nextCursor
    }
}
