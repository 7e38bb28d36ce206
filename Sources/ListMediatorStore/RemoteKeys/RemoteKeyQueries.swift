import Foundation

#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

/// The `store_remote_keys` table: one row per list and end. The cursor column has no type, so
/// text stays text and data stays a blob; dates are seconds since the reference date, the
/// `Double` a `Date` holds, so they read back exactly.
enum RemoteKeyQueries {
    static func remoteKey(for end: ListEnd, of list: ListName, on connection: Connection) throws(StoreError)
        -> RemoteKey?
    {
        try connection.withStatement(
            "SELECT cursor_value, refreshed_at FROM store_remote_keys WHERE list_name = ?1 AND list_end = ?2"
        ) { statement throws(StoreError) in
            try statement.bind([.text(list.canonical), .text(end.storedName)])
            guard try statement.step() else { return nil }
            let cursor: RemoteCursor? =
                switch statement.value(at: 0) {
                case .text(let text): .text(text)
                case .blob(let data): .data(data)
                default: nil
                }
            let refreshed: Date? =
                statement.columnType(at: 1) == SQLITE_NULL
                ? nil : Date(timeIntervalSinceReferenceDate: statement.double(at: 1))
            return RemoteKey(cursor: cursor, lastRefresh: refreshed)
        }
    }

    static func setRemoteKey(
        _ key: RemoteKey?, for end: ListEnd, of list: ListName, on connection: Connection
    ) throws(StoreError) {
        guard let key else {
            try connection.run(
                "DELETE FROM store_remote_keys WHERE list_name = ?1 AND list_end = ?2",
                [.text(list.canonical), .text(end.storedName)])
            return
        }
        let cursor: SQLValue =
            switch key.cursor {
            case .text(let text): .text(text)
            case .data(let data): .blob(data)
            case nil: .null
            }
        try connection.run(
            """
            INSERT INTO store_remote_keys (list_name, list_end, cursor_value, refreshed_at) VALUES (?1, ?2, ?3, ?4) \
            ON CONFLICT (list_name, list_end) DO UPDATE SET cursor_value = excluded.cursor_value, \
            refreshed_at = excluded.refreshed_at
            """,
            [
                .text(list.canonical), .text(end.storedName), cursor,
                key.lastRefresh.map { .real($0.timeIntervalSinceReferenceDate) } ?? .null,
            ])
    }
}
