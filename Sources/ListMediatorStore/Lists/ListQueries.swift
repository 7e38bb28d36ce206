import Foundation

/// The reads of a list, on whichever connection the caller holds: a reader inside its read
/// transaction, or the writer inside a write. The caller has checked that the list's table
/// exists.
enum ListQueries {
    /// Up to `limit` items from `anchor`, in list order.
    ///
    /// One keyset query fetches `limit + 1` rows, so the extra row says whether the list goes on
    /// past the far end; an `EXISTS` probe of the index answers for the near end.
    ///
    /// - Complexity: O(log n + limit) for a list of n items.
    static func page<Item>(
        of list: StoredList<Item>, from anchor: PageAnchor<Item.ID>, limit: Int, on connection: Connection
    ) throws(StoreError) -> ListPage<Item> {
        let sql = list.sql
        let fetched = Int64(limit) + 1
        var decoder = ItemBodyDecoder(compact: list.compactCoder)
        // The row past the page only says whether the list goes on: it is not decoded.
        func fetch(_ query: String, _ values: [SQLValue]) throws(StoreError) -> StoredRows<Item> {
            try StoredRows.fetch(query, values, list: list.name, decoding: limit, with: &decoder, on: connection)
        }
        func exists(_ query: String, _ cursor: ListCursor<Item.ID>) throws(StoreError) -> Bool {
            try connection.integer(query, cursor.sqlValues) == 1
        }
        switch anchor {
        case .start:
            let rows = try fetch(sql.first, [.integer(fetched)])
            return try makePage(
                rows.items, first: rows.keys.first, last: rows.keys.prefix(limit).last, of: list,
                hasItemsBefore: false, hasItemsAfter: rows.count > limit)
        case .end:
            let rows = try fetch(sql.last, [.integer(fetched)])
            return try makePage(
                Array(rows.items.reversed()), first: rows.keys.prefix(limit).last, last: rows.keys.first, of: list,
                hasItemsBefore: rows.count > limit, hasItemsAfter: false)
        case .after(let cursor):
            let rows = try fetch(sql.after, cursor.sqlValues + [.integer(fetched)])
            return try makePage(
                rows.items, first: rows.keys.first, last: rows.keys.prefix(limit).last, of: list,
                hasItemsBefore: exists(sql.existsAtOrBefore, cursor), hasItemsAfter: rows.count > limit)
        case .before(let cursor):
            let rows = try fetch(sql.before, cursor.sqlValues + [.integer(fetched)])
            return try makePage(
                Array(rows.items.reversed()), first: rows.keys.prefix(limit).last, last: rows.keys.first, of: list,
                hasItemsBefore: rows.count > limit, hasItemsAfter: exists(sql.existsAtOrAfter, cursor))
        }
    }

    /// The item with `id`, up to `beforeCount` items before it and up to `afterCount` after it,
    /// or `nil` when the list has no item with `id`. With `fillsPage`, a side that runs out
    /// gives its room to the other, so that an item near an end still opens a whole page.
    ///
    /// - Complexity: O(log n + beforeCount + afterCount).
    static func page<Item>(
        of list: StoredList<Item>, around id: Item.ID, before beforeCount: Int, after afterCount: Int,
        fillsPage: Bool = false, on connection: Connection
    ) throws(StoreError) -> ListPage<Item>? {
        let sql = list.sql
        let idValue = id.storeValue.sqlValue
        let sortKey = try connection.withStatement(sql.sortKeyOfItem) { statement throws(StoreError) in
            try statement.bind([idValue])
            return try statement.step() ? statement.sortKey(at: 0) : nil
        }
        guard let sortKey else { return nil }
        let cursor: [SQLValue] = [sortKey.sqlValue, idValue]
        // Filling, each side may take the whole page but the item. One extra row on each side
        // says whether the list goes on past the page.
        let beforeLimit = fillsPage ? beforeCount + afterCount : beforeCount
        let fromLimit = fillsPage ? beforeCount + afterCount + 1 : afterCount + 1
        var decoder = ItemBodyDecoder(compact: list.compactCoder)
        let fromAnchor = try StoredRows.fetch(
            sql.atOrAfter, cursor + [.integer(Int64(fromLimit) + 1)], list: list.name, decoding: fromLimit,
            with: &decoder, on: connection)
        let beforeAnchor = try StoredRows.fetch(
            sql.before, cursor + [.integer(Int64(beforeLimit) + 1)], list: list.name, decoding: beforeLimit,
            with: &decoder, on: connection)
        var takenFrom = min(fromAnchor.count, afterCount + 1)
        var takenBefore = min(beforeAnchor.count, beforeCount)
        if fillsPage {
            takenFrom = min(fromAnchor.count, afterCount + 1 + (beforeCount - takenBefore))
            takenBefore = min(beforeAnchor.count, beforeCount + afterCount + 1 - takenFrom)
        }
        let items = beforeAnchor.items.prefix(takenBefore).reversed() + fromAnchor.items.prefix(takenFrom)
        let keys = beforeAnchor.keys.prefix(takenBefore).reversed() + fromAnchor.keys.prefix(takenFrom)
        return try makePage(
            Array(items), first: keys.first, last: keys.last, of: list,
            hasItemsBefore: beforeAnchor.count > takenBefore,
            hasItemsAfter: fromAnchor.count > takenFrom)
    }

    /// The items among `ids` that the list holds, in list order.
    ///
    /// - Complexity: O(k log n) for k identities.
    static func items<Item>(
        withIDs ids: some Sequence<Item.ID>, in list: StoredList<Item>, on connection: Connection
    ) throws(StoreError) -> [Item] {
        var decoder = ItemBodyDecoder(compact: list.compactCoder)
        var rows = StoredRows<Item>()
        for id in Set(ids) {
            try rows.append(
                list.sql.itemWithID, [id.storeValue.sqlValue], list: list.name, with: &decoder, on: connection)
        }
        return rows.itemsInListOrder()
    }

    /// The number of items in the list.
    ///
    /// - Complexity: O(n): SQLite counts the entries of the smallest index.
    static func count<Item>(of list: StoredList<Item>, on connection: Connection) throws(StoreError) -> Int {
        Int(try connection.integer(list.sql.count) ?? 0)
    }

    /// The number of items in the section `section`, or in no section when it is `nil`.
    ///
    /// - Complexity: O(n): the section is not indexed.
    static func count<Item>(
        of list: StoredList<Item>, inSection section: String?, on connection: Connection
    ) throws(StoreError) -> Int {
        Int(try connection.integer(list.sql.countInSection, [section.map(SQLValue.text) ?? .null]) ?? 0)
    }

    /// The page of `items`, the places of whose first and last items are `first` and `last`.
    private static func makePage<Item>(
        _ items: [Item], first: StoredKeys?, last: StoredKeys?, of list: StoredList<Item>,
        hasItemsBefore: Bool, hasItemsAfter: Bool
    ) throws(StoreError) -> ListPage<Item> {
        // Not `Optional.map` with a typed throw: the standard library of iOS SDKs before Swift 6
        // has no typed-throws `map`.
        var firstCursor: ListCursor<Item.ID>?
        var lastCursor: ListCursor<Item.ID>?
        if let first, let last {
            firstCursor = try cursor(first, of: list)
            lastCursor = try cursor(last, of: list)
        }
        return ListPage(
            items: items, firstCursor: firstCursor, lastCursor: lastCursor, hasItemsBefore: hasItemsBefore,
            hasItemsAfter: hasItemsAfter)
    }

    /// The cursor of `row`, from its stored columns: the keys the store pages by, which the
    /// write-time check made equal to those of the decoded item.
    private static func cursor<Item>(_ row: StoredKeys, of list: StoredList<Item>) throws(StoreError) -> ListCursor<
        Item.ID
    > {
        guard let id = Item.ID(storeValue: row.id) else {
            throw .decodingFailed(
                list: list.name.rawValue, id: row.id.description, reason: "it is not an identity of \(Item.ID.self)")
        }
        return ListCursor(sortKey: row.sortKey, id: id)
    }
}
