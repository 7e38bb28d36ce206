import Foundation
import Testing

@testable import ListMediatorStore

struct PagingTests {
    /// A store holding the articles of ranks 0 to 99, written in a shuffled order.
    private final class HundredArticles {
        let folder: TemporaryFolder
        let store: ListStore
        let list: StoredList<Article>

        init() throws {
            folder = try TemporaryFolder()
            store = try ListStore.open(folder.storeURL).store
            list = try Lists.articles()
            try store.write { [list] in try $0.upsert(articles(0..<100).shuffled(), into: list) }
        }
    }

    @Test
    func pagesAfterEachOtherCoverTheListInOrderOnce() throws {
        let fixture = try HundredArticles()
        let (store, list) = (fixture.store, fixture.list)
        var page = try store.page(of: list, from: .start, limit: 30)
        #expect(page.items == articles(0..<30))
        #expect(!page.hasItemsBefore && page.hasItemsAfter)
        #expect(page.firstCursor == ListCursor(sortKey: .integer(0), id: "a0"))
        #expect(page.lastCursor == ListCursor(sortKey: .integer(29), id: "a29"))

        var seen = page.items
        while page.hasItemsAfter, let last = page.lastCursor {
            page = try store.page(of: list, from: .after(last), limit: 30)
            #expect(page.hasItemsBefore)
            seen += page.items
        }
        #expect(seen == articles(0..<100))
        #expect(page.items == articles(90..<100) && !page.hasItemsAfter)
    }

    @Test
    func pagesBeforeACursorComeInAscendingOrderBackToTheStart() throws {
        let fixture = try HundredArticles()
        let (store, list) = (fixture.store, fixture.list)
        var page = try store.page(of: list, from: .end, limit: 40)
        #expect(page.items == articles(60..<100))
        #expect(page.hasItemsBefore && !page.hasItemsAfter)
        var seen = page.items
        while page.hasItemsBefore, let first = page.firstCursor {
            page = try store.page(of: list, from: .before(first), limit: 40)
            #expect(page.hasItemsAfter)
            seen = page.items + seen
        }
        #expect(seen == articles(0..<100))
        #expect(page.items == articles(0..<20) && !page.hasItemsBefore)
    }

    @Test
    func aPageThatFitsTheWholeListSaysNothingIsBeyondEitherEnd() throws {
        let fixture = try HundredArticles()
        let (store, list) = (fixture.store, fixture.list)
        let page = try store.page(of: list, from: .start, limit: 100)
        #expect(page.items.count == 100)
        #expect(!page.hasItemsBefore && !page.hasItemsAfter)
        let pastTheEnd = try store.page(of: list, from: .after(try #require(page.lastCursor)), limit: 10)
        #expect(pastTheEnd.items.isEmpty && pastTheEnd.firstCursor == nil && pastTheEnd.lastCursor == nil)
        #expect(pastTheEnd.hasItemsBefore && !pastTheEnd.hasItemsAfter)
    }

    @Test
    func aPageAroundAnItemHoldsItAndItsNeighboursClippedAtTheEnds() throws {
        let fixture = try HundredArticles()
        let (store, list) = (fixture.store, fixture.list)
        let middle = try #require(try store.page(of: list, around: "a50", neighborCount: 3))
        #expect(middle.items == articles(47..<54))
        #expect(middle.hasItemsBefore && middle.hasItemsAfter)
        let nearStart = try #require(try store.page(of: list, around: "a1", neighborCount: 3))
        #expect(nearStart.items == articles(0..<5))
        #expect(!nearStart.hasItemsBefore && nearStart.hasItemsAfter)
        let atEnd = try #require(try store.page(of: list, around: "a99", neighborCount: 0))
        #expect(atEnd.items == articles(99..<100))
        #expect(atEnd.hasItemsBefore && !atEnd.hasItemsAfter)
        let exact = try #require(try store.page(of: list, around: "a3", neighborCount: 3))
        #expect(exact.items == articles(0..<7) && !exact.hasItemsBefore && exact.hasItemsAfter)
        #expect(try store.page(of: list, around: "missing", neighborCount: 3) == nil)
    }

    @Test
    func aCursorOfADeletedItemStillLeadsToTheItemsAfterIt() throws {
        let fixture = try HundredArticles()
        let (store, list) = (fixture.store, fixture.list)
        let page = try store.page(of: list, from: .start, limit: 10)
        try store.write { try $0.deleteItems(withIDs: ["a9", "a10"], from: list) }
        let next = try store.page(of: list, from: .after(try #require(page.lastCursor)), limit: 3)
        #expect(next.items == articles(11..<14))
    }

    @Test
    func itemsWithEqualSortKeysAreOrderedByIdentity() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles()
        let tied = ["b", "a", "c", "B", "ab"].map { Article(id: $0, rank: 7) }
        try store.write { try $0.upsert(tied, into: list) }
        // Identities compare by UTF-8 bytes: upper case first.
        #expect(try store.allItems(of: list, pageSize: 2).map(\.id) == ["B", "a", "ab", "b", "c"])
        let afterA = try store.page(of: list, from: .after(ListCursor(sortKey: .integer(7), id: "a")), limit: 2)
        #expect(afterA.items.map(\.id) == ["ab", "b"])
    }

    @Test
    func integerIdentitiesAndRealSortKeysPageInNumericOrder() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.readings()
        let readings = [Reading(id: 10, value: 2.5), Reading(id: -3, value: -1), Reading(id: 7, value: 2.5)]
        try store.write { try $0.upsert(readings, into: list) }
        #expect(try store.allItems(of: list, pageSize: 1).map(\.id) == [-3, 7, 10])
        #expect(try store.items(withIDs: [10, 99, -3], in: list).map(\.id) == [-3, 10])
    }

    @Test
    func sortKeysOfMixedKindsFollowSQLitesOrderInPagesAndInTheOrderingCheck() throws {
        struct Mixed: Codable, Identifiable, Sendable, Hashable {
            var id: Int
            var key: Key
            enum Key: Codable, Hashable { case integer(Int64), real(Double), text(String) }
        }
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try StoredList<Mixed>(name: "mixed") { item in
            switch item.key {
            case .integer(let value): .integer(value)
            case .real(let value): .real(value)
            case .text(let value): .text(value)
            }
        }
        // The order SQLite keeps: numbers by value, whatever their kind, then text by bytes.
        let ordered: [Mixed.Key] = [
            .real(-1e300), .integer(.min), .real(-1.5), .integer(0), .real(0.5), .integer(9_007_199_254_740_992),
            .integer(9_007_199_254_740_993), .real(1e300), .text(""), .text("Z"), .text("a"), .text("é"),
        ]
        let items = ordered.enumerated().map { Mixed(id: $0.offset, key: $0.element) }
        try store.write { try $0.upsert(items, into: list, ordering: .ascending) }
        try store.write { try $0.upsert(items.reversed(), into: list, ordering: .descending) }
        #expect(try store.allItems(of: list, pageSize: 5) == items)
        for (earlier, later) in zip(items, items.dropFirst()) {
            #expect(list.sortKey(of: earlier).precedes(list.sortKey(of: later)), "\(earlier.key) \(later.key)")
            #expect(!list.sortKey(of: later).precedes(list.sortKey(of: earlier)))
        }
    }

    @Test
    func aListNeverWrittenReadsAsEmpty() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles(named: "never")
        let page = try store.page(of: list, from: .start, limit: 10)
        #expect(page.items.isEmpty && !page.hasItemsBefore && !page.hasItemsAfter)
        #expect(try store.page(of: list, around: "a1", neighborCount: 1) == nil)
        #expect(try store.count(of: list) == 0)
        #expect(try store.items(withIDs: ["a1"], in: list).isEmpty)
        #expect(try store.remoteKey(for: .end, of: list) == nil)
        #expect(try store.readingPlace(of: list) == nil)
    }

    @Test
    func aPageSizeBelowOneIsRefused() throws {
        let fixture = try HundredArticles()
        let (store, list) = (fixture.store, fixture.list)
        #expect(throws: StoreError.invalidCount(0, reason: "a page holds 1 item or more")) {
            try store.page(of: list, from: .start, limit: 0)
        }
        #expect(throws: StoreError.self) { try store.page(of: list, around: "a1", neighborCount: -1) }
    }

    @Test
    func everyPageQuerySeeksTheOrderIndexInsteadOfSortingOrScanning() throws {
        let fixture = try HundredArticles()
        let (store, list) = (fixture.store, fixture.list)
        let sql = list.sql
        let queries = [
            sql.first, sql.last, sql.after, sql.atOrAfter, sql.before, sql.existsAtOrBefore, sql.existsAtOrAfter,
        ]
        try store.withWriterConnection { connection throws in
            for query in queries {
                let plan = try connection.explainQueryPlan(query)
                #expect(plan.contains("index_articles_order"), "\(query): \(plan)")
                #expect(!plan.contains("TEMP B-TREE"), "\(query): \(plan)")
            }
        }
    }
}
