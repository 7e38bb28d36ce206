import Foundation
import ListMediatorStore
import Testing

struct ListNameTests {
    @Test func aListNamedInTheAppsCodeIsTheListOfThatNameMadeAtRunTime() throws {
        let literal = StoredList<Article>("Articles") { .integer(Int64($0.rank)) }
        let made = try StoredList<Article>(name: "articles") { .integer(Int64($0.rank)) }

        #expect(literal.name == made.name, "names compare without case, as SQLite's do")
        #expect(literal.name.rawValue == "Articles")
    }

    @Test(arguments: [
        #"x"; DROP TABLE y; --"#, "sqlite_master", "SQLite_sequence", "", "émigré", "名前", "list🙂", "1st", "a b",
        "a-b", "a.b", "a\0b", String(repeating: "a", count: ListName.maximumLength + 1),
    ])
    func aNameOutsideTheRulesIsRefusedWithItsReason(name: String) {
        let error = #expect(throws: StoreError.self) { try ListName(name) }
        guard case .invalidListName(let refused, let reason) = error else {
            Issue.record("expected a refused name, got \(String(describing: error))")
            return
        }
        #expect(refused == name)
        #expect(!reason.isEmpty)
        #expect(throws: StoreError.self) { try StoredList<Article>(name: name) { .integer(Int64($0.rank)) } }
    }

    @Test(arguments: ["a", "_", "Feed_2", "sqlite", "x" + String(repeating: "9", count: ListName.maximumLength - 1)])
    func aNameOfLettersDigitsAndUnderscoresIsAccepted(name: String) throws {
        #expect(try ListName(name).rawValue == name)
    }

    @Test
    func namesThatDifferOnlyInCaseNameOneList() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let upper = try Lists.articles(named: "Feed")
        let lower = try Lists.articles(named: "feed")
        #expect(upper.name == lower.name)
        try store.write { try $0.upsert(articles(0..<3), into: upper) }
        #expect(try store.allItems(of: lower) == articles(0..<3))
    }

    @Test
    func aListReadWithTheOtherKindOfIdentityIsRefused() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let texts = try Lists.articles(named: "things")
        let integers = try StoredList<Reading>(name: "things") { .real($0.value) }
        try store.write { try $0.upsert(articles(0..<3), into: texts) }
        let mismatch = StoreError.identityKindMismatch(list: "things", stored: "text", requested: "integer")
        #expect(throws: mismatch) { try store.page(of: integers, from: .start, limit: 10) }
        #expect(throws: mismatch) {
            try store.write { try $0.upsert([Reading(id: 1, value: 1)], into: integers) }
        }
        #expect(try store.count(of: texts) == 3)
    }
}
