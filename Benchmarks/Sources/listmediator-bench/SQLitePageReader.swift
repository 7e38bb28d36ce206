#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

/// A page read as a hand-written SQLite client reads it, the store benchmarks' baseline: a
/// connection of its own to the store's file and one statement, prepared once (the store caches
/// its statements too), bound, stepped and reset for each page. It reads each row's identity,
/// sort key and body (or, on a plain table, title), and decodes nothing unless the caller does. Not isolated to the main
/// actor, as the rest of the bench is: its `deinit` closes the connection from any thread.
nonisolated final class SQLitePageReader {
    private let connection: OpaquePointer
    private let statement: OpaquePointer

    /// A reader of the file at `path`, running `sql`, whose parameters are the cursor's sort
    /// key and identity and the number of rows, and whose columns are `id, sort_key, body`.
    init(path: String, sql: String) {
        var opened: OpaquePointer?
        // Read-write, as the store's readers open the file: a WAL reader writes the -shm file.
        guard sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
            let opened
        else {
            fatalError("the baseline could not open \(path)")
        }
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v3(opened, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil) == SQLITE_OK,
            let prepared
        else {
            fatalError("the baseline could not prepare its SQL: \(String(cString: sqlite3_errmsg(opened)))")
        }
        connection = opened
        statement = prepared
    }

    deinit {
        sqlite3_finalize(statement)
        sqlite3_close_v2(connection)
    }

    /// Steps through up to `rowCount` rows after the cursor `(sortKey, id)`, calling `body`
    /// with the position, identity, sort key and third column's bytes of each row, and returns
    /// a checksum of what it read.
    func readRows(
        after sortKey: Int64, id: Int64, rowCount: Int, body: (Int, Int64, Int64, UnsafeRawBufferPointer) -> Int
    ) -> Int {
        sqlite3_bind_int64(statement, 1, sortKey)
        sqlite3_bind_int64(statement, 2, id)
        sqlite3_bind_int64(statement, 3, Int64(rowCount))
        defer { sqlite3_reset(statement) }
        var checksum = 0
        var position = 0
        while true {
            let code = sqlite3_step(statement)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else {
                    fatalError("the baseline's read failed: \(String(cString: sqlite3_errmsg(connection)))")
                }
                return checksum
            }
            // Read as the store reads a row: each column's type, then its value.
            checksum &+= Int(sqlite3_column_type(statement, 0)) &+ Int(sqlite3_column_type(statement, 1))
            let (rowID, rowSortKey) = (sqlite3_column_int64(statement, 0), sqlite3_column_int64(statement, 1))
            let bytes = sqlite3_column_blob(statement, 2)
            let count = Int(sqlite3_column_bytes(statement, 2))
            checksum &+= body(position, rowID, rowSortKey, UnsafeRawBufferPointer(start: bytes, count: count))
            position += 1
        }
    }
}
