import Foundation
import ListMediatorStore
import Testing

struct HostileValueTests {
    static let hostile = [
        "'); DROP TABLE store_lists; --", #"x"; DROP TABLE list_articles; --"#, "NUL \0 inside", "\0", "",
        "'", "\"", "quote's \"double\"", "émigré 名前 🙂", "?1 ?2 :name @x $y", "%s %n", "\\", "\n\r\t",
    ]

    @Test
    func hostileTextRoundTripsUnchangedThroughEveryBoundValue() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.articles()
        let items = Self.hostile.enumerated().map { offset, text in
            Article(id: text, rank: offset, title: text, section: text)
        }
        try store.write { transaction in
            try transaction.upsert(items, into: list, ordering: .ascending)
            try transaction.setRemoteKey(
                RemoteKey(cursor: .text(Self.hostile[0]), lastRefresh: nil), for: .start, of: list)
            try transaction.setRemoteKey(
                RemoteKey(cursor: .data(Data(Self.hostile[2].utf8)), lastRefresh: nil), for: .end, of: list)
            try transaction.setReadingPlace(
                ReadingPlace(anchor: ListCursor(sortKey: .text(Self.hostile[0]), id: Self.hostile[1]), offset: -3.5),
                of: list)
        }

        #expect(try store.allItems(of: list) == items)
        #expect(try store.items(withIDs: Self.hostile, in: list) == items)
        for text in Self.hostile {
            #expect(try store.count(of: list, inSection: text) == 1, "\(text.debugDescription)")
            let page = try #require(try store.page(of: list, around: text, neighborCount: 0))
            #expect(page.items.map(\.id) == [text])
        }
        #expect(try store.remoteKey(for: .start, of: list)?.cursor == .text(Self.hostile[0]))
        #expect(try store.remoteKey(for: .end, of: list)?.cursor == .data(Data(Self.hostile[2].utf8)))
        #expect(
            try store.readingPlace(of: list)
                == ReadingPlace(anchor: ListCursor(sortKey: .text(Self.hostile[0]), id: Self.hostile[1]), offset: -3.5))

        // Text sort keys too, and the store's own tables survived every value.
        let byTitle = try StoredList<Article>(name: "by_title") { .text($0.title) }
        try store.write { try $0.upsert(items, into: byTitle) }
        let sortedTitles = Self.hostile.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(try store.allItems(of: byTitle).map(\.title) == sortedTitles)
        let (reopened, diagnostics) = try ListStore.open(folder.storeURL)
        #expect(diagnostics.isEmpty)
        #expect(try reopened.allItems(of: list) == items)
    }
}
