import Foundation
import ListMediatorStore
import Testing

struct WriteTests {
    private final class Fixture {
        let folder: TemporaryFolder
        let store: ListStore
        let list: StoredList<Article>

        init() throws {
            folder = try TemporaryFolder()
            store = try ListStore.open(folder.storeURL).store
            list = try Lists.articles()
        }
    }

    /// Encodes `rank` under another name and decodes it as 0, so its sort key changes on the way.
    private struct Lossy: Codable, Identifiable, Sendable {
        var id: String
        var rank: Int

        enum CodingKeys: String, CodingKey { case id, score }

        init(id: String, rank: Int) {
            self.id = id
            self.rank = rank
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            rank = 0
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(rank, forKey: .score)
        }
    }

    @Test
    func anUpsertReplacesTheItemWithTheSameIdentityAndMovesIt() throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        try store.write { try $0.upsert(articles(0..<5), into: list) }
        let moved = Article(id: "a1", rank: 10, title: "Moved")
        try store.write { try $0.upsert([moved], into: list) }
        #expect(try store.allItems(of: list) == [0, 2, 3, 4].map { Article(id: "a\($0)", rank: $0) } + [moved])
        #expect(try store.count(of: list) == 5)
    }

    @Test
    func deletingByIdentityAndDeletingAllRemoveJustThoseItems() throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        let other = try Lists.articles(named: "other")
        try store.write { transaction in
            try transaction.upsert(articles(0..<5), into: list)
            try transaction.upsert(articles(0..<2), into: other)
        }
        try store.write { try $0.deleteItems(withIDs: ["a1", "a3", "missing"], from: list) }
        #expect(try store.allItems(of: list).map(\.id) == ["a0", "a2", "a4"])
        try store.write { try $0.deleteAllItems(of: list) }
        #expect(try store.count(of: list) == 0)
        #expect(try store.count(of: other) == 2)
    }

    @Test
    func sectionsAreCountedByTheirKey() throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        let items = (0..<6).map { Article(id: "a\($0)", rank: $0, section: $0 < 2 ? "new" : ($0 < 5 ? "old" : nil)) }
        try store.write { try $0.upsert(items, into: list) }
        #expect(try store.count(of: list, inSection: "new") == 2)
        #expect(try store.count(of: list, inSection: "old") == 3)
        #expect(try store.count(of: list, inSection: nil) == 1)
        #expect(try store.count(of: list, inSection: "none") == 0)
    }

    @Test
    func aWriteWhoseBodyThrowsLeavesTheStoreAsItWas() throws {
        struct Cancelled: Error {}
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        let key = RemoteKey(cursor: .text("one"), lastRefresh: Date(timeIntervalSinceReferenceDate: 1))
        try store.write { transaction in
            try transaction.upsert(articles(0..<5), into: list)
            try transaction.setRemoteKey(key, for: .end, of: list)
        }
        let other = try Lists.articles(named: "created_then_rolled_back")
        #expect(throws: Cancelled.self) {
            try store.write { transaction in
                try transaction.upsert(articles(5..<10), into: list)
                try transaction.deleteItems(withIDs: ["a0"], from: list)
                try transaction.setRemoteKey(RemoteKey(cursor: .text("two"), lastRefresh: nil), for: .end, of: list)
                try transaction.setReadingPlace(
                    ReadingPlace(anchor: list.cursor(for: Article(id: "a7", rank: 7)), offset: 1), of: list)
                try transaction.upsert(articles(0..<1), into: other)
                // The transaction sees its own writes.
                #expect(try transaction.count(of: list) == 9)
                #expect(try transaction.page(of: other, from: .start, limit: 5).items == articles(0..<1))
                throw Cancelled()
            }
        }
        #expect(try store.allItems(of: list) == articles(0..<5))
        #expect(try store.remoteKey(for: .end, of: list) == key)
        #expect(try store.readingPlace(of: list) == nil)
        #expect(try store.count(of: other) == 0)
        // The list whose table the rolled-back write created can still be written.
        try store.write { try $0.upsert(articles(0..<1), into: other) }
        #expect(try store.count(of: other) == 1)
    }

    @Test
    func aPageRepeatingAnIdentityIsRefusedBeforeAnyOfItIsWritten() throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        try store.write { transaction in
            let page = articles(0..<3) + [Article(id: "a1", rank: 5)]
            #expect(throws: StoreError.duplicateIdentity(list: "articles", id: #""a1""#)) {
                try transaction.upsert(page, into: list)
            }
            // Caught inside the write, so the transaction commits: with nothing of the page.
        }
        #expect(try store.count(of: list) == 0)
    }

    @Test(arguments: [ItemOrdering.ascending, .descending])
    func aPageOutOfItsDeclaredOrderIsRefusedBeforeAnyOfItIsWritten(ordering: ItemOrdering) throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        // Equal sort keys may come in any identity order.
        let ranks = ordering == .ascending ? [1, 2, 2, 3] : [3, 2, 2, 1]
        let inOrder = ranks.enumerated().map { Article(id: "b\($0.offset)", rank: $0.element) }
        let outOfOrder = ordering == .ascending ? articles([4, 6, 5]) : articles([6, 4, 5])
        try store.write { transaction in
            try transaction.upsert(inOrder, into: list, ordering: ordering)
            #expect(throws: StoreError.outOfOrder(list: "articles", id: #""a5""#)) {
                try transaction.upsert(outOfOrder, into: list, ordering: ordering)
            }
            try transaction.upsert(outOfOrder, into: list, ordering: .unspecified)
        }
        #expect(try store.count(of: list) == 7)
    }

    @Test
    func anItemWhoseKeysChangeThroughItsCodingIsRefusedBeforeAnyIsWritten() throws {
        let fixture = try Fixture()
        let store = fixture.store
        let list = try StoredList<Lossy>(name: "lossy") { .integer(Int64($0.rank)) }
        try store.write { transaction throws in
            let error = #expect(throws: StoreError.self) {
                try transaction.upsert([Lossy(id: "zero", rank: 0), Lossy(id: "x", rank: 3)], into: list)
            }
            guard case .notRoundTripping(let name, let id, let reason) = error else {
                Issue.record("expected a refused item, got \(String(describing: error))")
                return
            }
            #expect(name == "lossy" && id == #""x""# && reason.contains("sort key 0"))
            #expect(try transaction.count(of: list) == 0)
        }
    }

    @Test
    func anItemThatCannotBeEncodedOrHasANaNSortKeyIsRefused() throws {
        let fixture = try Fixture()
        let store = fixture.store
        let list = try Lists.readings()
        // JSON, as a default `JSONEncoder` writes it, has no infinite numbers.
        let jsonList = try StoredList<Reading>(name: "readings", coding: .json) { .real($0.value) }
        try store.write { transaction in
            #expect(throws: StoreError.invalidSortKey(list: "readings", id: "2")) {
                try transaction.upsert([Reading(id: 1, value: 1), Reading(id: 2, value: .nan)], into: list)
            }
            let error = #expect(throws: StoreError.self) {
                try transaction.upsert([Reading(id: 3, value: .infinity)], into: jsonList)
            }
            guard case .encodingFailed(_, let id, _) = error else {
                Issue.record("expected an encoding failure, got \(String(describing: error))")
                return
            }
            #expect(id == "3")
        }
        #expect(try store.count(of: list) == 0)
    }

    @Test
    func remoteKeysAreKeptPerListAndEndWithTheirCursorKindAndDate() throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        let other = try Lists.articles(named: "other")
        let refreshed = Date(timeIntervalSinceReferenceDate: 700_000_000.123456)
        let start = RemoteKey(cursor: .text("before-1"), lastRefresh: refreshed)
        let end = RemoteKey(cursor: .data(Data([0, 1, 2])), lastRefresh: nil)
        let exhausted = RemoteKey(cursor: nil, lastRefresh: refreshed)
        try store.write { transaction in
            try transaction.setRemoteKey(start, for: .start, of: list)
            try transaction.setRemoteKey(end, for: .end, of: list)
            try transaction.setRemoteKey(exhausted, for: .end, of: other)
            #expect(try transaction.remoteKey(for: .start, of: list) == start)
        }
        #expect(try store.remoteKey(for: .start, of: list) == start)
        #expect(try store.remoteKey(for: .end, of: list) == end)
        #expect(try store.remoteKey(for: .end, of: other) == exhausted)
        #expect(try store.remoteKey(for: .start, of: other) == nil)

        try store.write { try $0.setRemoteKey(nil, for: .start, of: list) }
        #expect(try store.remoteKey(for: .start, of: list) == nil)
        #expect(try store.remoteKey(for: .end, of: list) == end)
    }

    @Test
    func aRemoteKeyIsFreshForTheGivenAgeAfterItsLastRefresh() {
        let now = Date(timeIntervalSinceReferenceDate: 10_000)
        let key = RemoteKey(cursor: nil, lastRefresh: now.addingTimeInterval(-60))
        #expect(key.isFresh(maximumAge: 60, now: now))
        #expect(!key.isFresh(maximumAge: 59, now: now))
        #expect(!RemoteKey(cursor: .text("x"), lastRefresh: nil).isFresh(maximumAge: 1_000, now: now))
    }

    @Test
    func aReadingPlaceIsSavedReplacedAndForgottenPerList() throws {
        let fixture = try Fixture()
        let (store, list) = (fixture.store, fixture.list)
        let other = try Lists.articles(named: "other")
        try store.write {
            try $0.setReadingPlace(
                ReadingPlace(anchor: list.cursor(for: Article(id: "a3", rank: 3)), offset: 12.5), of: list)
        }
        try store.write {
            try $0.setReadingPlace(
                ReadingPlace(anchor: list.cursor(for: Article(id: "a4", rank: 4)), offset: -2), of: list)
        }
        #expect(
            try store.readingPlace(of: list)
                == ReadingPlace(anchor: list.cursor(for: Article(id: "a4", rank: 4)), offset: -2))
        #expect(try store.readingPlace(of: other) == nil)
        try store.write { try $0.setReadingPlace(nil, of: list) }
        #expect(try store.readingPlace(of: list) == nil)
    }
}
