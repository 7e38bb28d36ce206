import Foundation
import Testing

@testable import ListMediatorStore

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

struct FullDiskTests {
    @Test
    func aWriteThatFillsTheDiskThrowsAndLeavesTheStoreExactlyAsItWas() async throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles()
        let key = RemoteKey(cursor: .text("page-1"), lastRefresh: Date(timeIntervalSinceReferenceDate: 5))
        try store.write { transaction in
            try transaction.upsert(articles(0..<50), into: list)
            try transaction.setRemoteKey(key, for: .end, of: list)
        }
        let itemsBefore = try store.allItems(of: list)
        var changes = store.changes(of: list).makeAsyncIterator()

        // The file may not grow by a single page: the next write that needs one fails with
        // SQLITE_FULL, as on a full disk.
        try store.withWriterConnection { connection throws in
            let pageCount = try #require(try connection.integer("PRAGMA page_count"))
            #expect(try connection.integer("PRAGMA max_page_count = \(pageCount)") == pageCount)
        }
        let large = (50..<250).map { Article(id: "a\($0)", rank: $0, title: String(repeating: "x", count: 4_000)) }
        let error = #expect(throws: StoreError.self) {
            try store.write { transaction in
                try transaction.setRemoteKey(RemoteKey(cursor: .text("page-2"), lastRefresh: nil), for: .end, of: list)
                try transaction.deleteItems(withIDs: ["a0"], from: list)
                try transaction.upsert(large, into: list)
            }
        }
        #expect(error?.sqliteResultCode == SQLITE_FULL, "\(String(describing: error))")

        #expect(try store.allItems(of: list) == itemsBefore)
        #expect(try store.remoteKey(for: .end, of: list) == key)
        let (reopened, diagnostics) = try ListStore.open(folder.storeURL)
        #expect(diagnostics.isEmpty)
        #expect(try reopened.allItems(of: list) == itemsBefore)
        #expect(try reopened.remoteKey(for: .end, of: list) == key)

        // The store goes on working within its space, and observers heard nothing of the failure.
        try store.write { try $0.deleteItems(withIDs: ["a1"], from: list) }
        #expect(try store.count(of: list) == 49)
        #expect(await changes.next() == ListChange(listName: list.name, deletedIDs: ["a1"]))
    }

    @Test
    func aBodyThatCatchesAFailedWriteAndGoesOnCommitsNothing() async throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles()
        try store.write { try $0.upsert(articles(0..<50), into: list) }
        let itemsBefore = try store.allItems(of: list)
        try store.withWriterConnection { connection throws in
            let pageCount = try #require(try connection.integer("PRAGMA page_count"))
            _ = try connection.integer("PRAGMA max_page_count = \(pageCount)")
        }
        let large = (50..<250).map { Article(id: "a\($0)", rank: $0, title: String(repeating: "x", count: 4_000)) }

        var caught: StoreError?
        var refusedAfter: StoreError?
        let error = #expect(throws: StoreError.self) {
            try store.write { transaction in
                try transaction.deleteItems(withIDs: ["a0"], from: list)
                do {
                    try transaction.upsert(large, into: list)
                } catch let error as StoreError {
                    caught = error
                }
                // SQLite rolled the transaction back after SQLITE_FULL: a statement now would
                // commit on its own.
                do {
                    try transaction.deleteItems(withIDs: ["a1"], from: list)
                } catch let error as StoreError {
                    refusedAfter = error
                }
            }
        }
        #expect(caught?.sqliteResultCode == SQLITE_FULL)
        if case .transactionAborted(after: let first)? = refusedAfter {
            #expect(first == caught)
        } else {
            Issue.record("a write after the failure was not refused: \(String(describing: refusedAfter))")
        }
        #expect(error == caught, "the write throws the error that stopped it")
        #expect(try store.allItems(of: list) == itemsBefore, "neither deletion is kept")
    }
}
