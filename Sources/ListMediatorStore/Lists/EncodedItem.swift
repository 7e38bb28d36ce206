import Foundation

/// An item ready to be written: its key columns and its encoded body.
struct EncodedItem: Sendable {
    var id: StoreIdentityValue
    var sortKey: StoreSortKey
    var sectionKey: String?
    var body: StoredBody

    /// The row's parameters, in the order of ``ListTableSQL/upsert``.
    var sqlValues: [SQLValue] {
        [id.sqlValue, sortKey.sqlValue, sectionKey.map(SQLValue.text) ?? .null, body.sqlValue]
    }
}
