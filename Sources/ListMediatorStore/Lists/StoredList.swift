import Foundation

/// A list of items kept in a ``ListStore``: its name and how to find each item's identity,
/// sort key and section.
///
/// Items are stored encoded with the list's ``ItemCoding`` — the store's compact binary form of
/// `Codable` by default, or JSON for a file to read with SQLite's tools — next to the columns
/// the store queries: identity, sort key and section key. The keys are recomputed from the
/// decoded item when it is written, and an item whose keys change on the way is refused
/// (``StoreError/notRoundTripping(list:id:reason:)``): the store would otherwise file it under
/// one key and return it under another.
///
/// Define a list once and use it for every read and write:
///
/// ```swift
/// struct Article: Codable, Identifiable, Sendable {
///     var id: String
///     var published: Date
///     var title: String
/// }
///
/// let articles = StoredList<Article>("articles") { .real(-$0.published.timeIntervalSinceReferenceDate) }
/// ```
public struct StoredList<Item: Codable & Identifiable & Sendable>: Sendable where Item.ID: StoreIdentity {
    /// The list's name, which names its table.
    public let name: ListName
    private let sortKeyOfItem: @Sendable (Item) -> StoreSortKey
    private let sectionKeyOfItem: (@Sendable (Item) -> String?)?
    /// How items are encoded when they are written; rows are read with the coding they were
    /// written with, whatever this is now.
    public let coding: ItemCoding
    /// The table's statements.
    let sql: ListTableSQL
    /// How compact bodies are written and read: through the item's own fields when it is
    /// ``CompactCodable``.
    let compactCoder = CompactItemCoder<Item>()

    /// A list named `name`, ordered by `sortKey`, grouped by `sectionKey` if given.
    ///
    /// - Parameters:
    ///   - name: The list's name; see ``ListName`` for the rules.
    ///   - coding: How items are encoded when they are written: the store's compact binary form
    ///     (the default), or JSON for a file to read with SQLite's tools.
    ///   - sortKey: The key that orders an item. It must depend only on what the item encodes,
    ///     and must not be NaN.
    ///   - sectionKey: The section an item belongs to, for grouped lists; `nil` for an item in
    ///     no section. The sort key is what orders items: for sections to be contiguous, make
    ///     it order by section first.
    /// - Throws: ``StoreError/invalidListName(_:reason:)``.
    public init(
        name: String,
        coding: ItemCoding = .compact,
        sectionKey: (@Sendable (Item) -> String?)? = nil,
        sortKey: @escaping @Sendable (Item) -> StoreSortKey
    ) throws(StoreError) {
        self.init(try ListName(name), coding: coding, sectionKey: sectionKey, sortKey: sortKey)
    }

    /// A list named `name`, ordered by `sortKey`, grouped by `sectionKey` if given: for a name
    /// written in the app's code, which cannot fail at run time.
    ///
    /// ```swift
    /// static let articles = StoredList<Article>("articles") { .real(-$0.published.timeIntervalSinceReferenceDate) }
    /// ```
    public init(
        _ name: ListName, coding: ItemCoding = .compact, sectionKey: (@Sendable (Item) -> String?)? = nil,
        sortKey: @escaping @Sendable (Item) -> StoreSortKey
    ) {
        self.name = name
        self.coding = coding
        sortKeyOfItem = sortKey
        sectionKeyOfItem = sectionKey
        sql = ListTableSQL(name: name, identityKind: Item.ID.storeKind)
    }

    /// The key that orders `item` in the list.
    public func sortKey(of item: Item) -> StoreSortKey {
        sortKeyOfItem(item)
    }

    /// The section `item` belongs to, or `nil`.
    public func sectionKey(of item: Item) -> String? {
        sectionKeyOfItem?(item)
    }

    /// The position of `item` in the list, to page from.
    public func cursor(for item: Item) -> ListCursor<Item.ID> {
        ListCursor(sortKey: sortKey(of: item), id: item.id)
    }
}
