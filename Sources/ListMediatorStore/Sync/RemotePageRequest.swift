import Foundation

/// What a ``ListSync`` asks the server for: the list again, or the page beyond one of its ends.
public struct RemotePageRequest<Item: Identifiable & Sendable>: Sendable where Item.ID: StoreIdentity {
    /// What is asked for.
    public enum Kind: Hashable, Sendable {
        /// The list again, replacing what the store holds: around ``RemotePageRequest/anchor``
        /// when it is given, from the start of the list when it is `nil`.
        case refresh
        /// The page beyond `end`, from ``RemotePageRequest/cursor``.
        case page(at: ListEnd)
    }

    /// What is asked for.
    public var kind: Kind
    /// For a page at an end, the server's cursor there, as the last page loaded at that end
    /// gave it; `nil` for a refresh.
    public var cursor: RemoteCursor?
    /// For a refresh, the place the user is reading — the first item on screen, the item the
    /// list opens or jumps at, which the store need not hold — so the server can answer with
    /// the page around it and the user stays where they are; `nil` to refresh from the start of
    /// the list, or for a page at an end.
    public var anchor: ListCursor<Item.ID>?

    /// A request of `kind`.
    public init(kind: Kind, cursor: RemoteCursor? = nil, anchor: ListCursor<Item.ID>? = nil) {
        self.kind = kind
        self.cursor = cursor
        self.anchor = anchor
    }
}
