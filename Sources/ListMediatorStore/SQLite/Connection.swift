import Foundation

#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

/// One SQLite connection, used by one thread at a time.
///
/// It is opened with `SQLITE_OPEN_NOMUTEX` (SQLite's "multi-thread" mode): SQLite then takes no
/// lock of its own around the connection's calls. That is sound because the store never lets
/// two threads use one connection at once (the writer is reached only under ``WriterGate``'s
/// lock, a reader only while checked out of ``ReaderPool``), and the mutex that
/// `SQLITE_OPEN_FULLMUTEX` would add could only repeat those locks on every call.
///
/// Extended result codes are turned on, so an error says, for example, which I/O call failed
/// rather than only `SQLITE_IOERR`.
final class Connection {
    /// The `sqlite3*`, valid until `deinit`.
    let handle: OpaquePointer
    /// Prepared statements for SQL that runs again and again (page reads, upserts,
    /// transactions' `BEGIN` and `COMMIT`), keyed by their text.
    private var cachedStatements: [String: Statement] = [:]

    /// Opens the database at `path`; `flags` are `sqlite3_open_v2`'s, to which
    /// `SQLITE_OPEN_NOMUTEX` is always added.
    ///
    /// - Throws: ``StoreError/sqlite(code:message:sql:)`` when SQLite cannot open the file.
    init(path: String, flags: Int32) throws(StoreError) {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard let opened else {
            throw .sqlite(code: code, message: "SQLite could not allocate a connection", sql: "open \(path)")
        }
        guard code == SQLITE_OK else {
            let error = StoreError.sqlite(
                code: sqlite3_extended_errcode(opened), message: String(cString: sqlite3_errmsg(opened)),
                sql: "open \(path)")
            sqlite3_close_v2(opened)
            throw error
        }
        sqlite3_extended_result_codes(opened, 1)
        handle = opened
    }

    deinit {
        // Finalize first: a connection closed with statements still prepared stays open (as a
        // "zombie") and would keep the file open after a move aside.
        cachedStatements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// The error SQLite reported for the last call that failed with `code`.
    func error(_ code: Int32, sql: String) -> StoreError {
        Self.error(code, on: handle, sql: sql)
    }

    /// The error SQLite reported on the connection `handle` for the last call that failed with
    /// `code`, with the connection's message and extended code.
    static func error(_ code: Int32, on handle: OpaquePointer, sql: String) -> StoreError {
        let extended = sqlite3_extended_errcode(handle)
        // The connection's last error is the failed call's only if no other call ran since;
        // `code` itself is always right, so fall back to it when they disagree.
        let reported = (extended & 0xFF) == (code & 0xFF) ? extended : code
        return .sqlite(code: reported, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    /// Prepares `sql`, a single statement, uncached.
    ///
    /// - Throws: ``StoreError/sqlite(code:message:sql:)`` for SQL that SQLite refuses.
    func prepare(_ sql: String) throws(StoreError) -> Statement {
        try prepare(sql, flags: 0)
    }

    /// The prepared statement for `sql`, prepared on first use and kept for the connection's
    /// lifetime. The caller must reset it (``Statement/reset()``) when done, as
    /// ``withStatement(_:_:)`` does, before anyone else uses it.
    ///
    /// - Complexity: O(1) after the first use.
    func cachedStatement(_ sql: String) throws(StoreError) -> Statement {
        if let statement = cachedStatements[sql] { return statement }
        // A hint that the statement lives long, so SQLite does not take its memory from the
        // lookaside pool meant for short-lived ones.
        let statement = try prepare(sql, flags: UInt32(SQLITE_PREPARE_PERSISTENT))
        cachedStatements[sql] = statement
        return statement
    }

    /// Runs `body` with the cached statement for `sql`, then resets it and clears its
    /// bindings, so that a read statement never holds its read transaction open after use.
    func withStatement<Result>(
        _ sql: String, _ body: (Statement) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        let statement = try cachedStatement(sql)
        defer { statement.reset() }
        return try body(statement)
    }

    /// Runs `sql`, a single statement, with `values` bound to its parameters, to completion.
    func run(_ sql: String, _ values: [SQLValue] = []) throws(StoreError) {
        try withStatement(sql) { statement throws(StoreError) in
            try statement.bind(values)
            while try statement.step() {}
        }
    }

    /// Runs `sql`, which may hold several statements and no parameters, with
    /// `sqlite3_exec`; for schema changes that run once.
    func execute(_ sql: String) throws(StoreError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code, sql: sql) }
    }

    /// The first column of the first row `sql` returns, as an integer; `nil` without a row.
    func integer(_ sql: String, _ values: [SQLValue] = []) throws(StoreError) -> Int64? {
        try withStatement(sql) { statement throws(StoreError) in
            try statement.bind(values)
            return try statement.step() ? statement.int64(at: 0) : nil
        }
    }

    /// The first column of every row `sql` returns, as text.
    func texts(_ sql: String) throws(StoreError) -> [String] {
        let statement = try prepare(sql)
        var texts: [String] = []
        while try statement.step() { texts.append(statement.text(at: 0)) }
        return texts
    }

    /// Makes the connection wait up to `milliseconds` for a lock another connection holds
    /// before failing with `SQLITE_BUSY`.
    func setBusyTimeout(milliseconds: Int32) throws(StoreError) {
        let code = sqlite3_busy_timeout(handle, milliseconds)
        guard code == SQLITE_OK else { throw error(code, sql: "sqlite3_busy_timeout") }
    }

    /// The number of rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    var changedRowCount: Int { Int(sqlite3_changes64(handle)) }

    /// Whether a transaction is open: `sqlite3_get_autocommit` says it is not.
    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Rolls back the open transaction, if one is open. SQLite may already have rolled it back
    /// itself (after `SQLITE_FULL` or an I/O error, for example), and then there is nothing
    /// left to do; a failing `ROLLBACK` leaves nothing this connection could do either.
    func rollBack() {
        guard isInTransaction else { return }
        try? run("ROLLBACK")
    }

    private func prepare(_ sql: String, flags: UInt32) throws(StoreError) -> Statement {
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, flags, &prepared, nil)
        guard code == SQLITE_OK, let prepared else {
            throw code == SQLITE_OK
                ? .sqlite(code: SQLITE_MISUSE, message: "the SQL holds no statement", sql: sql)
                : error(code, sql: sql)
        }
        return Statement(handle: prepared, sql: sql, connection: handle)
    }
}
