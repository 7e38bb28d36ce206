import Foundation
import Testing

@testable import ListMediatorStore

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

struct DamagedFileTests {
    /// Opens the store on the unusable file at `folder.storeURL` with `configuration` and checks
    /// that the file was moved aside whole, reported once, and replaced by a working store.
    private func expectMovedAsideAndReplaced(
        in folder: TemporaryFolder, configuration: ListStore.Configuration = ListStore.Configuration(),
        problem isExpected: (StoreDiagnostic.Problem) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let original = try Data(contentsOf: folder.storeURL)
        let (store, diagnostics) = try ListStore.open(folder.storeURL, configuration: configuration)
        try #require(diagnostics.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
        let diagnostic = diagnostics[0]
        #expect(isExpected(diagnostic.problem), "\(diagnostic.problem)", sourceLocation: sourceLocation)
        #expect(diagnostic.fileURL == folder.storeURL, sourceLocation: sourceLocation)
        #expect(
            diagnostic.movedAsideURL.lastPathComponent.hasPrefix("store.sqlite.damaged-"),
            sourceLocation: sourceLocation)
        #expect(try Data(contentsOf: diagnostic.movedAsideURL) == original, sourceLocation: sourceLocation)

        let list = try Lists.articles()
        #expect(try store.count(of: list) == 0, sourceLocation: sourceLocation)
        try store.write { try $0.upsert(articles(0..<5), into: list) }
        #expect(try store.allItems(of: list) == articles(0..<5), sourceLocation: sourceLocation)

        // Opened again, the new store is itself and nothing more is moved.
        let (reopened, again) = try ListStore.open(folder.storeURL)
        #expect(again.isEmpty, sourceLocation: sourceLocation)
        #expect(try reopened.count(of: list) == 5, sourceLocation: sourceLocation)
    }

    /// With the default configuration, which runs no integrity check: the file's first bytes
    /// give it away.
    @Test
    func aFileOfGarbageIsMovedAsideWithItsCompanionsAndReported() throws {
        let folder = try TemporaryFolder()
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try garbage.write(to: folder.storeURL)
        try Data("not a log".utf8).write(to: URL(fileURLWithPath: folder.storeURL.path + "-wal"))
        try Data("not shared memory".utf8).write(to: URL(fileURLWithPath: folder.storeURL.path + "-shm"))

        try expectMovedAsideAndReplaced(in: folder) {
            if case .notADatabase = $0 { true } else { false }
        }
        let names = try folder.fileNames()
        let moved = try #require(
            names.first { $0.hasPrefix("store.sqlite.damaged-") && !$0.contains("-wal") && !$0.contains("-shm") })
        #expect(names.contains(moved + "-wal"))
        #expect(names.contains(moved + "-shm"))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(moved + "-wal")) == Data("not a log".utf8))
    }

    @Test
    func aShortTextFileIsMovedAsideAndReported() throws {
        let folder = try TemporaryFolder()
        try Data("hello\n".utf8).write(to: folder.storeURL)
        try expectMovedAsideAndReplaced(in: folder) {
            if case .notADatabase = $0 { true } else { false }
        }
    }

    @Test
    func aTruncatedStoreIsMovedAsideAndReportedWhenTheIntegrityCheckIsOn() throws {
        let folder = try TemporaryFolder()
        do {
            let (store, _) = try ListStore.open(folder.storeURL)
            let long = String(repeating: "long text ", count: 50)
            try store.write {
                try $0.upsert((0..<2000).map { Article(id: "a\($0)", rank: $0, title: long) }, into: Lists.articles())
            }
        }
        // Closing the last connection checkpointed the log into the file and removed it.
        #expect(!FileManager.default.fileExists(atPath: folder.storeURL.path + "-wal"))
        let whole = try Data(contentsOf: folder.storeURL)
        try #require(whole.count > 100_000)
        try whole.prefix(whole.count / 2).write(to: folder.storeURL)

        try expectMovedAsideAndReplaced(in: folder, configuration: ListStore.Configuration(checksIntegrityOnOpen: true))
        {
            switch $0 {
            case .failedIntegrityCheck, .notADatabase: true
            case .foreignDatabase: false
            }
        }
    }

    @Test
    func aStoreWithAGarbledPageFailsTheIntegrityCheckAnAppTurnedOnAndIsMovedAsideAndReported() throws {
        let folder = try TemporaryFolder()
        try writeGarbledStore(at: folder.storeURL)
        try expectMovedAsideAndReplaced(in: folder, configuration: ListStore.Configuration(checksIntegrityOnOpen: true))
        {
            if case .failedIntegrityCheck = $0 { true } else { false }
        }
    }

    /// The integrity check reads the whole file, so it is off by default: a damaged page is
    /// met by the first read that reaches it, and the app recovers as the documentation says,
    /// by opening the store again with the check on.
    @Test
    func byDefaultAGarbledStoreOpensAndItsReadsFailUntilItIsOpenedWithTheIntegrityCheck() throws {
        let folder = try TemporaryFolder()
        try writeGarbledStore(at: folder.storeURL)
        do {
            let (store, diagnostics) = try ListStore.open(folder.storeURL)
            #expect(diagnostics.isEmpty)
            let error = #expect(throws: StoreError.self) { try store.allItems(of: Lists.articles()) }
            #expect(error?.sqliteResultCode == SQLITE_CORRUPT, "\(String(describing: error))")
            #expect(try folder.fileNames().allSatisfy { !$0.contains("damaged") })
        }
        try expectMovedAsideAndReplaced(in: folder, configuration: ListStore.Configuration(checksIntegrityOnOpen: true))
        {
            if case .failedIntegrityCheck = $0 { true } else { false }
        }
    }

    /// A store of 2,000 articles whose pages in the middle of the file are overwritten with
    /// garbage, while its first page, which SQLite reads on opening, stays intact.
    private func writeGarbledStore(at url: URL) throws {
        do {
            let (store, _) = try ListStore.open(url)
            let long = String(repeating: "long text ", count: 50)
            try store.write {
                try $0.upsert((0..<2000).map { Article(id: "a\($0)", rank: $0, title: long) }, into: Lists.articles())
            }
        }
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2 / 4096 * 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096 * 8))
    }

    /// With the default configuration, as the next test: `application_id` gives it away.
    @Test
    func anotherProgramsDatabaseWithoutAnApplicationIDIsMovedAsideAndReported() throws {
        let folder = try TemporaryFolder()
        do {
            let connection = try Connection(
                path: folder.storeURL.path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            try connection.execute("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada')")
        }
        try expectMovedAsideAndReplaced(in: folder) { $0 == .foreignDatabase(applicationID: 0) }
    }

    @Test
    func aDatabaseMarkedByAnotherApplicationIsMovedAsideAndReported() throws {
        let folder = try TemporaryFolder()
        do {
            let connection = try Connection(
                path: folder.storeURL.path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            try connection.execute("PRAGMA application_id = 1234")
        }
        try expectMovedAsideAndReplaced(in: folder) { $0 == .foreignDatabase(applicationID: 1234) }
    }

    @Test
    func anEmptyFileBecomesTheStoreWithoutBeingReported() throws {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.storeURL)
        let (store, diagnostics) = try ListStore.open(folder.storeURL)
        #expect(diagnostics.isEmpty)
        try store.write { try $0.upsert(articles(0..<2), into: Lists.articles()) }
        #expect(try folder.fileNames().allSatisfy { !$0.contains("damaged") })
    }
}
