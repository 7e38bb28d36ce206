import Foundation

/// A position in a list: an item's sort key and identity, which order it among all others.
///
/// A cursor stays valid when items are added or removed around it, and even when its own item
/// is deleted: a page after it starts with the first item that sorts after the pair.
public struct ListCursor<ID: StoreIdentity>: Hashable, Sendable {
    /// The item's sort key.
    public var sortKey: StoreSortKey
    /// The item's identity.
    public var id: ID

    /// The position of an item with `sortKey` and `id`.
    public init(sortKey: StoreSortKey, id: ID) {
        self.sortKey = sortKey
        self.id = id
    }

    /// The pair as bound parameters.
    var sqlValues: [SQLValue] { [sortKey.sqlValue, id.storeValue.sqlValue] }

    /// Refuses a cursor no item can have. SQLite binds a NaN as NULL, which compares with
    /// nothing: a page from such a cursor would read as empty, as if the list ended there.
    ///
    /// - Throws: ``StoreError/invalidSortKey(list:id:)`` when the sort key is NaN.
    func checkSortKey(in list: ListName) throws(StoreError) {
        guard sortKey.isStorable else { throw .invalidSortKey(list: list.rawValue, id: id.storeValue.description) }
    }
}
