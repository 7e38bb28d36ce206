import Foundation

#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

/// A row's place in its list: its `id` and `sort_key` columns.
struct StoredKeys {
    var id: StoreIdentityValue
    var sortKey: StoreSortKey

    /// Whether the row comes before `other` in list order.
    func precedes(_ other: StoredKeys) -> Bool {
        if sortKey.precedes(other.sortKey) { return true }
        if other.sortKey.precedes(sortKey) { return false }
        return id.precedes(other.id)
    }
}

/// The rows of a list's table a query read (`SELECT id, sort_key, body`): the place of each,
/// and the items of as many as the caller uses, decoded while their row is current so a
/// compact body is read where SQLite holds it. Keys and items are kept apart so that code
/// generic over the item touches the items alone.
struct StoredRows<Item: Codable & Sendable> {
    /// The place of every row read, in the order read.
    var keys: [StoredKeys] = []
    /// The items of the first rows read.
    var items: [Item] = []

    var count: Int { keys.count }

    /// The rows `sql` returns with `values` bound, the items of the first `decodedCount`
    /// decoded.
    static func fetch(
        _ sql: String, _ values: [SQLValue], list: ListName, decoding decodedCount: Int = .max,
        with decoder: inout ItemBodyDecoder<Item>, on connection: Connection
    ) throws(StoreError) -> StoredRows {
        var rows = StoredRows()
        if decodedCount < .max {
            rows.keys.reserveCapacity(decodedCount + 1)
            rows.items.reserveCapacity(decodedCount)
        }
        try rows.append(sql, values, list: list, decoding: decodedCount, with: &decoder, on: connection)
        return rows
    }

    /// Appends the rows `sql` returns with `values` bound, decoding items until there are
    /// `decodedCount`.
    mutating func append(
        _ sql: String, _ values: [SQLValue], list: ListName, decoding decodedCount: Int = .max,
        with decoder: inout ItemBodyDecoder<Item>, on connection: Connection
    ) throws(StoreError) {
        try connection.withStatement(sql) { statement throws(StoreError) in
            try statement.bind(values)
            while try statement.step() {
                let keys = try statement.listKeys(of: list)
                self.keys.append(keys)
                guard items.count < decodedCount else { continue }
                do {
                    items.append(try decoder.decode(statement, at: 2))
                } catch {
                    throw .decodingFailed(
                        list: list.rawValue, id: keys.id.description, reason: String(describing: error))
                }
            }
        }
    }

    /// The items of the rows, sorted in list order; every row's item must be decoded.
    func itemsInListOrder() -> [Item] {
        guard items.count == keys.count else { fatalError("a row of the store was read but its item not decoded") }
        return keys.indices.sorted { keys[$0].precedes(keys[$1]) }.map { items[$0] }
    }
}

extension Statement {
    /// A row's place in its list, the first two columns of the current row: `id` and
    /// `sort_key`.
    func listKeys(of list: ListName) throws(StoreError) -> StoredKeys {
        let id: StoreIdentityValue =
            switch columnType(at: 0) {
            case SQLITE_INTEGER: .integer(int64(at: 0))
            default: .text(text(at: 0))
            }
        guard let sortKey = sortKey(at: 1) else {
            // Only a foreign write could put a blob or NULL here; no item can be filed under it.
            throw .decodingFailed(
                list: list.rawValue, id: id.description, reason: "its sort key is not a number or text")
        }
        return StoredKeys(id: id, sortKey: sortKey)
    }

    /// The sort key in the column at `index` of the current row; `nil` for a value no sort key
    /// can be.
    func sortKey(at index: Int32) -> StoreSortKey? {
        switch columnType(at: index) {
        case SQLITE_INTEGER: .integer(int64(at: index))
        case SQLITE_FLOAT: .real(double(at: index))
        case SQLITE_TEXT: .text(text(at: index))
        default: nil
        }
    }
}
