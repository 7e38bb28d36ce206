import Foundation

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

/// Rows written as a hand-written SQLite client writes them, the baseline of `store.sync`: a
/// connection of its own to a store file, configured as the store configures its writer
/// (write-ahead log, `synchronous = NORMAL`), and its statements prepared once — `BEGIN
/// IMMEDIATE`, `COMMIT`, the store's own upsert and delete of a row — then bound, stepped and
/// reset for each row. Not isolated to the main actor, as the rest of the bench is: its `deinit`
/// closes the connection from any thread.
nonisolated final class SQLiteRowWriter {
    /// One row of a list's table: its columns as the store writes them.
    struct Row {
        var id: Int64
        var sortKey: Int64
        var sectionKey: String?
        /// The item's body as the store wrote it, bound as the store binds it: a compact
        /// body as a blob.
        var body: [UInt8]
    }

    private let connection: OpaquePointer
    private let begin: OpaquePointer
    private let commit: OpaquePointer
    private let upsert: OpaquePointer
    private let delete: OpaquePointer

    /// A writer of the table `table` in the store file at `path`.
    init(path: String, table: String) {
        var opened: OpaquePointer?
        guard sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
            let opened
        else {
            fatalError("the baseline could not open \(path)")
        }
        // `synchronous` is the connection's own setting, and FULL by default: without this the
        // baseline would sync the log at every commit, which the store does not.
        guard sqlite3_exec(opened, "PRAGMA synchronous = NORMAL", nil, nil, nil) == SQLITE_OK else {
            fatalError("the baseline could not configure its connection: \(String(cString: sqlite3_errmsg(opened)))")
        }
        func prepared(_ sql: String) -> OpaquePointer {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v3(opened, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK,
                let statement
            else {
                fatalError("the baseline could not prepare \(sql): \(String(cString: sqlite3_errmsg(opened)))")
            }
            return statement
        }
        connection = opened
        begin = prepared("BEGIN IMMEDIATE")
        commit = prepared("COMMIT")
        // The store's statements, as `ListTableSQL` writes them: a page may repeat an item the
        // store holds, so a client that writes network pages upserts.
        upsert = prepared(
            """
            INSERT INTO "\(table)" (id, sort_key, section_key, body) VALUES (?1, ?2, ?3, ?4) \
            ON CONFLICT (id) DO UPDATE SET sort_key = excluded.sort_key, section_key = excluded.section_key, \
            body = excluded.body
            """)
        delete = prepared("DELETE FROM \"\(table)\" WHERE id = ?1")
    }

    deinit {
        for statement in [begin, commit, upsert, delete] { sqlite3_finalize(statement) }
        sqlite3_close_v2(connection)
    }

    /// Inserts or replaces `rows` in one transaction; returns the number of rows changed.
    func upsert(_ rows: [Row]) -> Int {
        inTransaction {
            var changed = 0
            for row in rows {
                sqlite3_bind_int64(upsert, 1, row.id)
                sqlite3_bind_int64(upsert, 2, row.sortKey)
                if let sectionKey = row.sectionKey {
                    sqlite3_bind_text(upsert, 3, sectionKey, -1, transientDestructor)
                } else {
                    sqlite3_bind_null(upsert, 3)
                }
                row.body.withUnsafeBytes { bytes in
                    _ = sqlite3_bind_blob64(upsert, 4, bytes.baseAddress, UInt64(bytes.count), transientDestructor)
                }
                run(upsert)
                changed += Int(sqlite3_changes(connection))
            }
            return changed
        }
    }

    /// Deletes the rows `ids` in one transaction; returns the number of rows deleted.
    func delete(_ ids: [Int64]) -> Int {
        inTransaction {
            var deleted = 0
            for id in ids {
                sqlite3_bind_int64(delete, 1, id)
                run(delete)
                deleted += Int(sqlite3_changes(connection))
            }
            return deleted
        }
    }

    private func inTransaction(_ body: () -> Int) -> Int {
        run(begin)
        let result = body()
        run(commit)
        return result
    }

    /// Steps `statement`, which returns no rows, and resets it.
    private func run(_ statement: OpaquePointer) {
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_DONE else {
            fatalError("the baseline's write failed: \(String(cString: sqlite3_errmsg(connection)))")
        }
    }

    /// `SQLITE_TRANSIENT`, a C macro Swift cannot import: SQLite copies the value before the
    /// bind returns, as the store asks it to.
    private var transientDestructor: sqlite3_destructor_type {
        unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    }

    /// The bodies the store wrote for the rows `ids` of `table` in the file at `path`, read
    /// through the C API: what the baseline writes, without encoding.
    static func bodies(ofIDs ids: [Int64], in path: String, table: String) -> [[UInt8]] {
        let connection = open(path)
        defer { sqlite3_close_v2(connection) }
        return ids.map { id in
            var statement: OpaquePointer?
            sqlite3_prepare_v2(connection, "SELECT body FROM \"\(table)\" WHERE id = \(id)", -1, &statement, nil)
            defer { sqlite3_finalize(statement) }
            guard sqlite3_step(statement) == SQLITE_ROW, let bytes = sqlite3_column_blob(statement, 0) else {
                fatalError("the baseline found no body for row \(id)")
            }
            return Array(UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, 0))))
        }
    }

    /// Creates `table` in the file at `path`, a column for each of the item's properties and an
    /// index on `(rank, id)`, holding `rows`, in one transaction.
    static func createPlainTable(_ table: String, in path: String, rows: some Sequence<RankedRow>) {
        let connection = open(path)
        defer { sqlite3_close_v2(connection) }
        func execute(_ sql: String) {
            guard sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK else {
                fatalError("the baseline could not run \(sql): \(String(cString: sqlite3_errmsg(connection)))")
            }
        }
        execute("BEGIN IMMEDIATE")
        execute(
            "CREATE TABLE \"\(table)\" (id INTEGER PRIMARY KEY NOT NULL, rank INTEGER NOT NULL, title TEXT NOT NULL)")
        execute("CREATE INDEX \"\(table)_order\" ON \"\(table)\" (rank, id)")
        var insert: OpaquePointer?
        sqlite3_prepare_v2(
            connection, "INSERT INTO \"\(table)\" (id, rank, title) VALUES (?1, ?2, ?3)", -1, &insert, nil)
        for row in rows {
            sqlite3_bind_int64(insert, 1, row.id)
            sqlite3_bind_int64(insert, 2, row.rank)
            sqlite3_bind_text(insert, 3, row.title, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            guard sqlite3_step(insert) == SQLITE_DONE else {
                fatalError("the baseline could not fill \(table): \(String(cString: sqlite3_errmsg(connection)))")
            }
            sqlite3_reset(insert)
        }
        sqlite3_finalize(insert)
        execute("COMMIT")
    }

    private static func open(_ path: String) -> OpaquePointer {
        var opened: OpaquePointer?
        guard sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
            let opened
        else {
            fatalError("the baseline could not open \(path)")
        }
        return opened
    }
}
