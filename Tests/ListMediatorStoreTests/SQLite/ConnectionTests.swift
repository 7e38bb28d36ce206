import Foundation
import Testing

@testable import ListMediatorStore

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

struct ConnectionTests {
    private func openMemoryConnection() throws -> Connection {
        try Connection(path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    }

    @Test
    func everyBoundValueReadsBackExactlyInItsStorageClass() throws {
        let connection = try openMemoryConnection()
        try connection.execute("CREATE TABLE t (position INTEGER PRIMARY KEY, value)")
        let values: [SQLValue] = [
            .integer(.min), .integer(.max), .integer(0), .real(-0.5), .real(.greatestFiniteMagnitude),
            .text("quote ' double \" NUL \0 end"), .text(""), .text("émigré 名前 🙂"),
            .blob(Data([0, 1, 0, 255])), .blob(Data()), .null,
        ]
        for (position, value) in values.enumerated() {
            try connection.run("INSERT INTO t (position, value) VALUES (?1, ?2)", [.integer(Int64(position)), value])
        }
        let statement = try connection.prepare("SELECT value FROM t ORDER BY position")
        var read: [SQLValue] = []
        while try statement.step() { read.append(statement.value(at: 0)) }
        // An empty blob reads back as an empty blob, not NULL, and empty text as text.
        #expect(read == values)
    }

    @Test
    func utf8TextBindsAsTextWithItsExactBytes() throws {
        let connection = try openMemoryConnection()
        let json = Data(#"{"a":"b\u0000c"}"#.utf8)
        let statement = try connection.prepare("SELECT typeof(?1), ?1")
        try statement.bind([.utf8Text(json)])
        #expect(try statement.step())
        #expect(statement.text(at: 0) == "text")
        #expect(statement.data(at: 1) == json)
    }

    @Test
    func sqlThatSQLiteRefusesThrowsItsCodeMessageAndText() throws {
        let connection = try openMemoryConnection()
        let sql = "SELEC 1"
        #expect(throws: StoreError.sqlite(code: SQLITE_ERROR, message: #"near "SELEC": syntax error"#, sql: sql)) {
            try connection.prepare(sql)
        }
    }

    @Test
    func aFailedStepThrowsTheExtendedCodeAndTheStatement() throws {
        let connection = try openMemoryConnection()
        try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY)")
        let insert = "INSERT INTO t (id) VALUES (?1)"
        try connection.run(insert, [.integer(1)])
        let error = #expect(throws: StoreError.self) { try connection.run(insert, [.integer(1)]) }
        guard case .sqlite(let code, let message, let sql) = error else {
            Issue.record("expected an SQLite error, got \(String(describing: error))")
            return
        }
        // SQLITE_CONSTRAINT_PRIMARYKEY, a macro Swift cannot import.
        #expect(code == SQLITE_CONSTRAINT | (6 << 8))
        #expect(error?.sqliteResultCode == SQLITE_CONSTRAINT)
        #expect(message.contains("UNIQUE constraint failed"))
        #expect(sql == insert)
    }

    @Test
    func aCachedStatementIsPreparedOnceAndRunsAgainWithNewValues() throws {
        let connection = try openMemoryConnection()
        let sql = "SELECT ?1 + 1"
        let first = try connection.cachedStatement(sql)
        #expect(try connection.integer(sql, [.integer(1)]) == 2)
        #expect(try connection.integer(sql, [.integer(41)]) == 42)
        #expect(try connection.cachedStatement(sql) === first)
    }

    @Test
    func aReadStatementEndsItsReadTransactionOnceUsed() throws {
        let connection = try openMemoryConnection()
        _ = try connection.integer("SELECT 1")
        // A statement left mid-step would keep the connection out of autocommit's idle state
        // and, on a WAL reader, pin an old snapshot.
        #expect(sqlite3_stmt_busy(try connection.cachedStatement("SELECT 1").handle) == 0)
        #expect(!connection.isInTransaction)
    }
}
