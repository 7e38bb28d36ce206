import Foundation
import ListMediatorStore

/// A typical app item: text identity, integer rank as sort key, optional section.
struct Article: Codable, Identifiable, Sendable, Hashable {
    var id: String
    var rank: Int
    var title: String
    var section: String?

    init(id: String, rank: Int, title: String? = nil, section: String? = nil) {
        self.id = id
        self.rank = rank
        self.title = title ?? "Article \(id)"
        self.section = section
    }
}

/// An item with an integer identity, sorted by a real number.
struct Reading: Codable, Identifiable, Sendable, Hashable {
    var id: Int
    var value: Double
}

enum Lists {
    static func articles(named name: String = "articles") throws -> StoredList<Article> {
        try StoredList(name: name, sectionKey: { $0.section }) { .integer(Int64($0.rank)) }
    }

    /// Articles by rank, in no section: a list made without a `try`.
    static let articlesWithoutSections = StoredList<Article>("articles") { .integer(Int64($0.rank)) }

    static func readings() throws -> StoredList<Reading> {
        try StoredList(name: "readings") { .real($0.value) }
    }
}

extension ListStore {
    /// Opens the store at `url`, failing the test's expectations through the returned
    /// diagnostics rather than ignoring them.
    static func open(
        _ url: URL, configuration: Configuration = Configuration()
    ) throws -> (store: ListStore, diagnostics: [StoreDiagnostic]) {
        var diagnostics: [StoreDiagnostic] = []
        let store = try ListStore(fileURL: url, configuration: configuration) { diagnostics.append($0) }
        return (store, diagnostics)
    }

    /// Every item of `list`, read page by page from the start.
    func allItems<Item>(of list: StoredList<Item>, pageSize: Int = 100) throws -> [Item] {
        var items: [Item] = []
        var page = try self.page(of: list, from: .start, limit: pageSize)
        items += page.items
        while page.hasItemsAfter, let last = page.lastCursor {
            page = try self.page(of: list, from: .after(last), limit: pageSize)
            items += page.items
        }
        return items
    }
}

func articles(_ ranks: some Sequence<Int>) -> [Article] {
    ranks.map { Article(id: "a\($0)", rank: $0) }
}
