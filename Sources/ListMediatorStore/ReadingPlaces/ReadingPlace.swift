import Foundation

/// Where the user was reading a list: the item at the top of the screen and how far it was
/// scrolled, saved so the list opens there again.
public struct ReadingPlace: Hashable, Sendable {
    /// The identity of the anchor item, as the app spells it (for example `String(describing:)`
    /// of the item's identity).
    public var anchorID: String
    /// The distance, in points, from the anchor item's top to the top of the visible area.
    public var offset: Double

    /// A place at `offset` points past the top of the item `anchorID`.
    public init(anchorID: String, offset: Double) {
        self.anchorID = anchorID
        self.offset = offset
    }
}
