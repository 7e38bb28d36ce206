import Foundation

#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

/// A row of a list's table as read: `SELECT id, sort_key, body`.
struct StoredRow {
    var id: StoreIdentityValue
    var sortKey: StoreSortKey
    var body: StoredBody

    /// The current row of `statement`, whose first three columns are `id, sort_key, body`.
    init(_ statement: Statement, list: ListName) throws(StoreError) {
        switch statement.columnType(at: 0) {
        case SQLITE_INTEGER: id = .integer(statement.int64(at: 0))
        default: id = .text(statement.text(at: 0))
        }
        guard let sortKey = Self.sortKey(statement, at: 1) else {
            // Only a foreign write could put a blob or NULL here; no item can be filed under it.
            throw .decodingFailed(
                list: list.rawValue, id: id.description, reason: "its sort key is not a number or text")
        }
        self.sortKey = sortKey
        // A compact body is a blob; JSON is text.
        body =
            statement.columnType(at: 2) == SQLITE_BLOB ? .compact(statement.bytes(at: 2)) : .json(statement.data(at: 2))
    }

    /// The sort key in the column at `index` of the current row of `statement`; `nil` for a
    /// value no sort key can be.
    static func sortKey(_ statement: Statement, at index: Int32) -> StoreSortKey? {
        switch statement.columnType(at: index) {
        case SQLITE_INTEGER: .integer(statement.int64(at: index))
        case SQLITE_FLOAT: .real(statement.double(at: index))
        case SQLITE_TEXT: .text(statement.text(at: index))
        default: nil
        }
    }

    /// The rows `sql` returns with `values` bound.
    static func fetch(
        _ sql: String, _ values: [SQLValue], list: ListName, on connection: Connection
    ) throws(StoreError) -> [StoredRow] {
        try connection.withStatement(sql) { statement throws(StoreError) in
            try statement.bind(values)
            var rows: [StoredRow] = []
            while try statement.step() { rows.append(try StoredRow(statement, list: list)) }
            return rows
        }
    }
}
