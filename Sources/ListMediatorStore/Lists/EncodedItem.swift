import Foundation

/// An item ready to be written: its key columns and its JSON body, and the item as a read will
/// return it (decoded from the body), for the lists that show it.
struct EncodedItem: Sendable {
    var id: StoreIdentityValue
    var sortKey: StoreSortKey
    var sectionKey: String?
    var body: Data
    var stored: any Sendable

    /// The row's parameters, in the order of ``ListTableSQL/upsert``.
    var sqlValues: [SQLValue] {
        [id.sqlValue, sortKey.sqlValue, sectionKey.map(SQLValue.text) ?? .null, .utf8Text(body)]
    }
}
