import Foundation
import Testing

@testable import ListMediatorStore

/// A list of `CompactCodable` items in a real file: it reads and writes the rows a `Codable`
/// list of the same name does, pages through them by their fields at either end and around an
/// item, refuses an item that does not round-trip, and reports a damaged body with its item.
struct CompactCodableStoreTests {
    /// ``Article`` reading and writing its own fields, under the same keys.
    struct FastArticle: CompactCodable, Identifiable, Sendable, Hashable {
        var id: String
        var rank: Int
        var title: String
        var section: String?

        init(_ article: Article) {
            (id, rank, title, section) = (article.id, article.rank, article.title, article.section)
        }

        init(from fields: inout CompactFieldReader) throws {
            id = try fields.decode(forKey: "id")
            rank = try fields.decode(forKey: "rank")
            title = try fields.decode(forKey: "title")
            section = try fields.decodeIfPresent(forKey: "section")
        }

        func encode(to fields: inout CompactFieldWriter) throws {
            try fields.encode(id, forKey: "id")
            try fields.encode(rank, forKey: "rank")
            try fields.encode(title, forKey: "title")
            try fields.encodeIfPresent(section, forKey: "section")
        }
    }

    private let folder: TemporaryFolder
    private let store: ListStore
    private let codable = Lists.articlesWithoutSections
    private let fast = StoredList<FastArticle>("articles") { .integer(Int64($0.rank)) }

    init() throws {
        folder = try TemporaryFolder()
        store = try ListStore.open(folder.storeURL).store
    }

    private func fastArticles(_ ranks: Range<Int>) -> [FastArticle] {
        articles(ranks).map(FastArticle.init)
    }

    @Test func rowsWrittenThroughCodableReadByFieldsAndBack() throws {
        try store.write { try $0.upsert(articles(0..<3), into: codable) }
        let rewritten = Article(id: "a1", rank: 1, title: "By its fields", section: "news")
        try store.write { try $0.upsert([FastArticle(rewritten)], into: fast) }
        let expected = [articles(0..<1)[0], rewritten, articles(2..<3)[0]]
        #expect(try store.allItems(of: fast) == expected.map(FastArticle.init))
        #expect(try store.allItems(of: codable) == expected)
    }

    @Test func pagesReadByFieldsAtEitherEndAndAroundAnItem() throws {
        try store.write { try $0.upsert(fastArticles(0..<10), into: fast, ordering: .ascending) }
        let first = try store.page(of: fast, from: .start, limit: 4)
        #expect(first.items == fastArticles(0..<4) && !first.hasItemsBefore && first.hasItemsAfter)
        let cursor = try #require(first.lastCursor)
        let second = try store.page(of: fast, from: .after(cursor), limit: 4)
        #expect(second.items == fastArticles(4..<8) && second.hasItemsBefore && second.hasItemsAfter)
        let last = try store.page(of: fast, from: .end, limit: 3)
        #expect(last.items == fastArticles(7..<10) && last.hasItemsBefore && !last.hasItemsAfter)
        let before = try store.page(of: fast, from: .before(try #require(last.firstCursor)), limit: 3)
        #expect(before.items == fastArticles(4..<7) && before.firstCursor == fast.cursor(for: fastArticles(4..<5)[0]))
        let around = try #require(try store.page(of: fast, around: "a5", neighborCount: 2))
        #expect(around.items == fastArticles(3..<8))
        #expect(
            try store.items(withIDs: ["a9", "a2", "missing"], in: fast) == fastArticles(2..<3) + fastArticles(9..<10))
    }

    /// An item whose fields do not give back its sort key.
    struct Forgetful: CompactCodable, Identifiable, Sendable {
        var id: Int
        var rank: Int

        init(id: Int, rank: Int) { (self.id, self.rank) = (id, rank) }

        init(from fields: inout CompactFieldReader) throws {
            id = try fields.decode(forKey: "id")
            rank = 0
        }

        func encode(to fields: inout CompactFieldWriter) throws {
            try fields.encode(id, forKey: "id")
        }
    }

    @Test func anItemWhoseFieldsDoNotRoundTripIsRefusedAndNothingIsWritten() throws {
        let list = StoredList<Forgetful>("forgetful") { .integer(Int64($0.rank)) }
        let error = #expect(throws: StoreError.self) {
            try store.write { try $0.upsert([Forgetful(id: 1, rank: 5)], into: list) }
        }
        guard case .notRoundTripping(let name, _, let reason) = error else {
            Issue.record("expected a round-trip failure, got \(String(describing: error))")
            return
        }
        #expect(name == "forgetful" && reason.contains("sort key"))
        #expect(try store.count(of: list) == 0)
    }

    @Test func aDamagedBodyFailsTheReadWithTheItemItBelongsTo() throws {
        try store.write { try $0.upsert(fastArticles(0..<3), into: fast) }
        try store.withWriterConnection { connection in
            try connection.execute("UPDATE \"list_articles\" SET body = x'0109' WHERE id = 'a1'")
        }
        let error = #expect(throws: StoreError.self) { try store.page(of: fast, from: .start, limit: 3) }
        guard case .decodingFailed(let name, let id, _) = error else {
            Issue.record("expected a decoding failure, got \(String(describing: error))")
            return
        }
        #expect(name == "articles" && id == #""a1""#)
        try store.withWriterConnection { connection in
            try connection.execute("UPDATE \"list_articles\" SET body = x'' WHERE id = 'a1'")
        }
        #expect(throws: StoreError.self) { try store.page(of: fast, from: .start, limit: 3) }
    }
}
