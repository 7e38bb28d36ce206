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
        /// The item's JSON, bound as text, as the store binds it.
        var body: Data
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
                    _ = sqlite3_bind_text64(
                        upsert, 4, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt64(bytes.count),
                        transientDestructor, UInt8(SQLITE_UTF8))
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
}
