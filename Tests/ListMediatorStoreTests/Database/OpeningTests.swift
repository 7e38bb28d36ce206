import Foundation
import ListMediator
import Testing

@testable import ListMediatorStore

struct OpeningTests {
    @Test
    func aNewStoreFileAndItsLogAreReadableByTheirUserAlone() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        try store.write { try $0.upsert(articles(0..<3), into: Lists.articles()) }
        for path in ["", "-wal", "-shm"].map({ folder.storeURL.path + $0 }) {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == 0o600, "\(path) has mode \(String(mode ?? 0, radix: 8))")
        }
    }

    @Test
    func aMissingFolderIsCreatedReadableByItsUserAlone() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("App/Nested/store.sqlite")
        let (store, diagnostics) = try ListStore.open(url)
        try store.write { try $0.upsert(articles(0..<1), into: Lists.articles()) }
        #expect(diagnostics.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.deletingLastPathComponent().path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test
    func aNewStoreIsInWriteAheadLogModeWithNormalSyncForeignKeysAndItsMarks() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        try store.withWriterConnection { connection throws in
            #expect(try connection.texts("PRAGMA journal_mode") == ["wal"])
            #expect(try connection.integer("PRAGMA synchronous") == 1)  // NORMAL
            #expect(try connection.integer("PRAGMA foreign_keys") == 1)
            #expect(try connection.integer("PRAGMA application_id") == Int64(StoreSchema.applicationID))
            #expect(try connection.integer("PRAGMA user_version") == Int64(StoreSchema.migrations.count))
        }
    }

    @Test
    func theConfiguredBusyTimeoutReachesEveryConnection() throws {
        let folder = try TemporaryFolder()
        let configuration = ListStore.Configuration(busyTimeout: .milliseconds(1_500))
        let (store, _) = try ListStore.open(folder.storeURL, configuration: configuration)
        try store.withWriterConnection { connection throws in
            #expect(try connection.integer("PRAGMA busy_timeout") == 1_500)
        }
        try store.read { connection throws(StoreError) in
            #expect(try connection.integer("PRAGMA busy_timeout") == 1_500)
        }
    }

    @Test
    func whatAWriteCommittedIsThereWhenTheStoreIsOpenedAgain() throws {
        let folder = try TemporaryFolder()
        let list = try Lists.articles()
        let key = RemoteKey(cursor: .text("next"), lastRefresh: Date(timeIntervalSinceReferenceDate: 1234.5))
        do {
            let (store, _) = try ListStore.open(folder.storeURL)
            try store.write { transaction in
                try transaction.upsert(articles(0..<30), into: list)
                try transaction.setRemoteKey(key, for: .end, of: list)
            }
        }
        let (store, diagnostics) = try ListStore.open(folder.storeURL)
        #expect(diagnostics.isEmpty)
        #expect(try store.allItems(of: list) == articles(0..<30))
        #expect(try store.remoteKey(for: .end, of: list) == key)
    }

    @Test
    func aFileFromANewerSchemaIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        do {
            let (store, _) = try ListStore.open(folder.storeURL)
            try store.write { try $0.upsert(articles(0..<5), into: Lists.articles()) }
            try store.withWriterConnection { try $0.execute("PRAGMA user_version = 99") }
        }
        let bytes = try Data(contentsOf: folder.storeURL)
        let namesBefore = try folder.fileNames()

        var diagnostics: [StoreDiagnostic] = []
        #expect(throws: StoreError.newerSchema(fileVersion: 99, supportedVersion: StoreSchema.migrations.count)) {
            try ListStore(fileURL: folder.storeURL) { diagnostics.append($0) }
        }
        #expect(diagnostics.isEmpty)
        #expect(try Data(contentsOf: folder.storeURL) == bytes)
        #expect(try folder.fileNames() == namesBefore)
    }

    @Test
    func aFileFromANewerSchemaInSQLThisSQLiteCannotParseIsRefusedAndLeftUntouched() throws {
        let folder = try TemporaryFolder()
        do {
            let (store, _) = try ListStore.open(folder.storeURL)
            try store.write { try $0.upsert(articles(0..<5), into: Lists.articles()) }
            try store.withWriterConnection { connection in
                try connection.execute("PRAGMA user_version = 99")
                try connection.execute("PRAGMA writable_schema = ON")
                try connection.execute(
                    "INSERT INTO sqlite_master VALUES ('table', 'future', 'future', 0, 'CREATE TABLE future (x) WITH TOMORROW')"
                )
                try connection.execute("PRAGMA writable_schema = OFF")
            }
        }
        let bytes = try Data(contentsOf: folder.storeURL)
        let namesBefore = try folder.fileNames()

        var diagnostics: [StoreDiagnostic] = []
        #expect(throws: StoreError.newerSchema(fileVersion: 99, supportedVersion: StoreSchema.migrations.count)) {
            try ListStore(fileURL: folder.storeURL) { diagnostics.append($0) }
        }
        #expect(diagnostics.isEmpty, "not moved aside as damaged")
        #expect(try Data(contentsOf: folder.storeURL) == bytes)
        #expect(try folder.fileNames() == namesBefore)
    }

    @Test
    func aReadDoesNotWaitForAWriteInProgressAndSeesTheStateBeforeIt() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles()
        try store.write { try $0.upsert(articles(0..<10), into: list) }

        let writeStarted = DispatchSemaphore(value: 0)
        let readFinished = DispatchSemaphore(value: 0)
        let readCount = Protected<Int?>(nil)
        Thread.detachNewThread {
            writeStarted.wait()
            let count = try? store.allItems(of: list).count
            readCount.withLock { $0 = count }
            readFinished.signal()
        }
        try store.write { transaction in
            try transaction.upsert(articles(10..<20), into: list)
            writeStarted.signal()
            // Were reads to wait for the writer, this would time out.
            #expect(readFinished.wait(timeout: .now() + 10) == .success, "the read waited for the write")
        }
        #expect(readCount.withLock { $0 } == 10)
        #expect(try store.count(of: list) == 20)
    }

    @Test
    func writesFromManyTasksAtOnceAreEachKeptWhole() async throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    for batch in 0..<10 {
                        let base = writer * 1000 + batch * 10
                        try store.write { try $0.upsert(articles(base..<base + 10), into: list) }
                        _ = try store.page(of: list, from: .end, limit: 5)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.count(of: list) == 800)
    }

    @Test
    func aWriteStartedInsideAnotherOnTheSameThreadIsRefused() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles()
        try store.write { transaction in
            try transaction.upsert(articles(0..<1), into: list)
            #expect(throws: StoreError.nestedWrite) {
                try store.write { try $0.upsert(articles(1..<2), into: list) }
            }
        }
        #expect(try store.allItems(of: list) == articles(0..<1))
    }

    @Test
    func aTransactionUsedAfterItsWriteReturnedIsRefused() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles()
        let escaped = try store.write { $0 }
        #expect(throws: StoreError.transactionFinished) { try escaped.upsert(articles(0..<1), into: list) }
        #expect(try store.count(of: list) == 0)
    }
}
