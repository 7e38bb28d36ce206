import Foundation

/// Where a page read starts.
public enum PageAnchor<ID: StoreIdentity>: Hashable, Sendable {
    /// The first items of the list.
    case start
    /// The last items of the list.
    case end
    /// The items right after the cursor, not including its item.
    case after(ListCursor<ID>)
    /// The items right before the cursor, not including its item.
    case before(ListCursor<ID>)

    /// Refuses an anchor whose cursor no item can have (see ``ListCursor/checkSortKey(in:)``).
    func checkCursor(in list: ListName) throws(StoreError) {
        switch self {
        case .after(let cursor), .before(let cursor): try cursor.checkSortKey(in: list)
        case .start, .end: break
        }
    }
}
