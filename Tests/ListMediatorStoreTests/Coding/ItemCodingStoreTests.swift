import Foundation
import Testing

@testable import ListMediatorStore

/// A list's coding in the file: compact bodies by default, JSON when asked, each row read with
/// the coding it was written with, and a damaged body reported with its item.
struct ItemCodingStoreTests {
    private final class Fixture {
        let folder: TemporaryFolder
        let store: ListStore

        init() throws {
            folder = try TemporaryFolder()
            store = try ListStore.open(folder.storeURL).store
        }
    }

    private func storageClasses(of list: StoredList<some Any>, in store: ListStore) throws -> [String] {
        try store.read { connection throws(StoreError) in
            try connection.withStatement(
                "SELECT typeof(body) FROM \(list.name.tableName.quotedIdentifier) ORDER BY sort_key"
            ) { statement throws(StoreError) in
                var classes: [String] = []
                while try statement.step() { classes.append(statement.text(at: 0)) }
                return classes
            }
        }
    }

    @Test func itemsAreStoredCompactByDefaultAndAsReadableJSONWhenAsked() throws {
        let fixture = try Fixture()
        let compact = try Lists.articles()
        let json = try StoredList<Article>(name: "json", coding: .json) { .integer(Int64($0.rank)) }
        try fixture.store.write { transaction in
            try transaction.upsert(articles(0..<2), into: compact)
            try transaction.upsert(articles(0..<2), into: json)
        }
        #expect(try storageClasses(of: compact, in: fixture.store) == ["blob", "blob"])
        #expect(try storageClasses(of: json, in: fixture.store) == ["text", "text"])
        let title = try fixture.store.read { connection throws(StoreError) in
            try connection.withStatement("SELECT json_extract(body, '$.title') FROM \"list_json\" WHERE id = 'a1'") {
                statement throws(StoreError) in
                _ = try statement.step()
                return statement.text(at: 0)
            }
        }
        #expect(title == "Article a1")
        #expect(try fixture.store.allItems(of: compact) == articles(0..<2))
        #expect(try fixture.store.allItems(of: json) == articles(0..<2))
    }

    @Test func aListThatChangesItsCodingKeepsReadingRowsWrittenBefore() throws {
        let fixture = try Fixture()
        let json = try StoredList<Article>(name: "articles", coding: .json) { .integer(Int64($0.rank)) }
        let compact = try StoredList<Article>(name: "articles", coding: .compact) { .integer(Int64($0.rank)) }
        try fixture.store.write { try $0.upsert(articles(0..<4), into: json) }
        try fixture.store.write { try $0.upsert([Article(id: "a2", rank: 2, title: "Rewritten")], into: compact) }
        var expected = articles(0..<4)
        expected[2].title = "Rewritten"
        #expect(try fixture.store.allItems(of: compact) == expected)
        #expect(try fixture.store.allItems(of: json) == expected)
        #expect(try storageClasses(of: compact, in: fixture.store) == ["text", "text", "blob", "text"])
    }

    @Test func aCompactListKeepsNumbersJSONCannot() throws {
        let fixture = try Fixture()
        let list = try Lists.readings()
        let readings = [
            Reading(id: 1, value: -.infinity), Reading(id: 2, value: -0.0), Reading(id: 3, value: .infinity),
        ]
        try fixture.store.write { try $0.upsert(readings, into: list) }
        #expect(try fixture.store.allItems(of: list).map(\.value.bitPattern) == readings.map(\.value.bitPattern))
    }

    @Test func aDamagedBodyFailsTheReadWithTheItemItBelongsTo() throws {
        let fixture = try Fixture()
        let list = try Lists.articles()
        try fixture.store.write { try $0.upsert(articles(0..<3), into: list) }
        try fixture.store.withWriterConnection { connection in
            try connection.execute("UPDATE \"list_articles\" SET body = x'01FF' WHERE id = 'a1'")
        }
        let error = #expect(throws: StoreError.self) { try fixture.store.allItems(of: list) }
        guard case .decodingFailed(let name, let id, let reason) = error else {
            Issue.record("expected a decoding failure, got \(String(describing: error))")
            return
        }
        #expect(name == "articles" && id == #""a1""# && reason.contains("unknown tag"))
    }
}
