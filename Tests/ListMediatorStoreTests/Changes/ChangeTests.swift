import Foundation
import ListMediator
import Testing

@testable import ListMediatorStore

@Suite(.timeLimit(.minutes(1)))
struct ChangeTests {
    private final class Fixture {
        let folder: TemporaryFolder
        let store: ListStore
        let list: StoredList<Article>
        let other: StoredList<Article>

        init() throws {
            folder = try TemporaryFolder()
            store = try ListStore.open(folder.storeURL).store
            list = try Lists.articles()
            other = try Lists.articles(named: "other")
        }
    }

    @Test
    func eachCommittedWriteIsReportedWithItsNetEffectInCommitOrder() async throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        var changes = store.changes(of: list).makeAsyncIterator()

        try store.write { try $0.upsert(articles(0..<3), into: list) }
        try store.write { transaction in
            try transaction.deleteItems(withIDs: ["a0", "missing"], from: list)
            try transaction.upsert(articles(7..<8), into: list)
            try transaction.deleteItems(withIDs: ["a7"], from: list)
            try transaction.deleteItems(withIDs: ["a1"], from: list)
            try transaction.upsert(articles(1..<2), into: list)
        }
        try store.write { transaction in
            try transaction.upsert(articles(5..<6), into: list)
            try transaction.deleteAllItems(of: list)
            try transaction.upsert(articles(9..<10), into: list)
        }
        try store.write { transaction in
            try transaction.setRemoteKey(RemoteKey(cursor: .text("n"), lastRefresh: nil), for: .end, of: list)
            try transaction.setReadingPlace(
                ReadingPlace(anchor: list.cursor(for: Article(id: "a9", rank: 9))), of: list)
        }

        let name = list.name
        #expect(await changes.next() == ListChange(listName: name, upsertedIDs: ["a0", "a1", "a2"]))
        #expect(await changes.next() == ListChange(listName: name, deletedIDs: ["a0", "a7"], upsertedIDs: ["a1"]))
        #expect(await changes.next() == ListChange(listName: name, removedAll: true, upsertedIDs: ["a9"]))
        #expect(
            await changes.next() == ListChange(listName: name, remoteKeysChanged: true, readingPlaceChanged: true))
    }

    @Test
    func aRolledBackWriteAndAWriteThatChangedNothingAreNotReported() async throws {
        struct Cancelled: Error {}
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        var changes = store.changes(of: list).makeAsyncIterator()

        #expect(throws: Cancelled.self) {
            try store.write { transaction in
                try transaction.upsert(articles(0..<3), into: list)
                throw Cancelled()
            }
        }
        try store.write { try $0.deleteItems(withIDs: ["a0"], from: list) }
        try store.write { try $0.upsert([Article](), into: list) }
        try store.write { try $0.upsert(articles(4..<5), into: list) }
        #expect(await changes.next() == ListChange(listName: list.name, upsertedIDs: ["a4"]))
    }

    @Test
    func anObserverHearsOfItsOwnListOnly() async throws {
        let fixture = try Fixture()
        let (store, list, other) = (fixture.store, fixture.list, fixture.other)
        var changes = store.changes(of: list).makeAsyncIterator()
        try store.write { try $0.upsert(articles(0..<2), into: other) }
        try store.write { transaction in
            try transaction.upsert(articles(0..<1), into: other)
            try transaction.upsert(articles(5..<6), into: list)
        }
        #expect(await changes.next() == ListChange(listName: list.name, upsertedIDs: ["a5"]))
    }

    @Test
    func aHandlerRunsAfterTheWriteReturnedAndMayWriteFromItsQueue() async throws {
        let fixture = try Fixture()
        let (store, list, other) = (fixture.store, fixture.list, fixture.other)
        let received = Protected<[ListChange<String>]>([])
        let handled = DispatchSemaphore(value: 0)
        let observation = store.observeChanges(of: list) { change in
            received.withLock { $0.append(change) }
            // A write from the handler would wait forever if the handler ran under the writer.
            try? store.write { try $0.upsert(articles(100..<101), into: other) }
            handled.signal()
        }
        try store.write { try $0.upsert(articles(0..<2), into: list) }
        #expect(handled.wait(timeout: .now() + 10) == .success)
        #expect(received.withLock { $0 } == [ListChange(listName: list.name, upsertedIDs: ["a0", "a1"])])
        #expect(try store.count(of: other) == 1)

        observation.cancel()
        try store.write { try $0.upsert(articles(2..<3), into: list) }
        store.changeQueue.sync {}  // Whatever the write queued for handlers has run.
        #expect(received.withLock { $0.count } == 1)
    }

    @Test
    func releasingAnObservationEndsIt() throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        let calls = Protected(0)
        var observation: ListObservation? = store.observeChanges(of: list) { _ in calls.withLock { $0 += 1 } }
        try store.write { try $0.upsert(articles(0..<1), into: list) }
        store.changeQueue.sync {}
        #expect(calls.withLock { $0 } == 1)
        withExtendedLifetime(observation) {}
        observation = nil
        try store.write { try $0.upsert(articles(1..<2), into: list) }
        store.changeQueue.sync {}
        #expect(calls.withLock { $0 } == 1)
    }

    @Test
    func theChangeSequenceEndsWhenTheStoreIsReleased() async throws {
        let folder = try TemporaryFolder()
        let list = try Lists.articles()
        var store: ListStore? = try ListStore.open(folder.storeURL).store
        let changes = try #require(store).changes(of: list)
        try store?.write { try $0.upsert(articles(0..<1), into: list) }
        store = nil
        var received = 0
        for await _ in changes { received += 1 }
        #expect(received == 1)
    }
}
