import Foundation

/// Where the user was reading a list: the item at the top of the screen and how far it was
/// scrolled past, saved so the list opens there again.
///
/// The anchor is the item's position (``ListCursor``), not just its identity: when the item has
/// been deleted since, the list still opens where it was.
public struct ReadingPlace<ID: StoreIdentity>: Hashable, Sendable {
    /// The position of the item at the top of the screen.
    public var anchor: ListCursor<ID>
    /// The distance, in points, from the anchor item's top to the top of the visible area.
    public var offset: Double

    /// A place `offset` points past the top of the item at `anchor`.
    public init(anchor: ListCursor<ID>, offset: Double = 0) {
        self.anchor = anchor
        self.offset = offset
    }
}
