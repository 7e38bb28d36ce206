import Foundation
import ListMediator
import Testing

@testable import ListMediatorStore

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

struct MigrationTests {
    /// Counts how often each step ran.
    private let runs = Protected<[String: Int]>([:])

    private func step(_ name: String, _ sql: String) -> Migration {
        Migration(name: name) { [runs] connection throws(StoreError) in
            runs.withLock { $0[name, default: 0] += 1 }
            try connection.execute(sql)
        }
    }

    private func open(_ url: URL, _ migrations: [Migration]) throws -> ListStore {
        try ListStore(fileURL: url, configuration: ListStore.Configuration(), migrations: migrations) { _ in }
    }

    private func schemaState(_ url: URL) throws -> (version: Int64?, tables: [String]) {
        let connection = try Connection(path: url.path, flags: SQLITE_OPEN_READONLY)
        return (
            try connection.integer("PRAGMA user_version"),
            try connection.texts("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        )
    }

    @Test
    func stepsRunInOrderOnceEachAndSetTheVersion() throws {
        let folder = try TemporaryFolder()
        let first = [step("one", "CREATE TABLE one (x)"), step("two", "CREATE TABLE two (y REFERENCES one (x))")]
        _ = try open(folder.storeURL, first)
        _ = try open(folder.storeURL, first)
        _ = try open(folder.storeURL, first + [step("three", "ALTER TABLE two ADD COLUMN z")])
        #expect(runs.withLock { $0 } == ["one": 1, "two": 1, "three": 1])
        let state = try schemaState(folder.storeURL)
        #expect(state.version == 3)
        #expect(state.tables == ["one", "two"])
    }

    @Test
    func aFailingStepIsRolledBackAndLeavesTheVersionOfTheStepBefore() throws {
        let folder = try TemporaryFolder()
        let steps = [step("one", "CREATE TABLE one (x)")]
        _ = try open(folder.storeURL, steps)
        let failing = step("two", "CREATE TABLE two (y); CREATE TABLE one (x)")
        let error = #expect(throws: StoreError.self) { try open(folder.storeURL, steps + [failing]) }
        guard case .migrationFailed(let name, let underlying) = error else {
            Issue.record("expected a failed step, got \(String(describing: error))")
            return
        }
        #expect(name == "two")
        #expect(underlying.sqliteResultCode == SQLITE_ERROR)
        let state = try schemaState(folder.storeURL)
        #expect(state.version == 1)
        #expect(state.tables == ["one"])

        // The fixed step runs on the next open.
        _ = try open(folder.storeURL, steps + [step("two, fixed", "CREATE TABLE two (y)")])
        #expect(try schemaState(folder.storeURL) == (2, ["one", "two"]))
    }

    @Test
    func theFirstStepMarksTheFileWithTheStoresApplicationID() throws {
        let folder = try TemporaryFolder()
        _ = try open(folder.storeURL, [step("one", "CREATE TABLE one (x)")])
        let connection = try Connection(path: folder.storeURL.path, flags: SQLITE_OPEN_READONLY)
        #expect(try connection.integer("PRAGMA application_id") == 0x4C4D_5354)
    }
}
