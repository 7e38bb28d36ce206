import Foundation

extension ListStore {
    /// Up to `limit` consecutive items of `list` from `anchor`, in list order (ascending sort
    /// key, then identity), with cursors to read the pages on either side.
    ///
    /// Pages are found by position (keyset paging), never by counting rows from the start: a
    /// page deep in a list of millions costs what the first one does, and items added or removed
    /// elsewhere do not shift it. `.before(cursor)` returns the items just before the cursor, in
    /// ascending order like every page.
    ///
    /// ```swift
    /// let first = try store.page(of: articles, from: .start, limit: 50)
    /// if first.hasItemsAfter, let last = first.lastCursor {
    ///     let second = try store.page(of: articles, from: .after(last), limit: 50)
    /// }
    /// ```
    ///
    /// A list never written to reads as empty.
    ///
    /// - Complexity: O(log n + limit) for a list of n items.
    /// - Throws: ``StoreError/invalidCount(_:reason:)`` when `limit` is less than 1,
    ///   ``StoreError/invalidSortKey(list:id:)`` for a cursor whose sort key is NaN (no item has
    ///   one), ``StoreError/decodingFailed(list:id:reason:)`` for an item the type cannot decode.
    public func page<Item>(
        of list: StoredList<Item>, from anchor: PageAnchor<Item.ID>, limit: Int
    ) throws(StoreError) -> ListPage<Item> {
        try Self.checkLimit(limit)
        try anchor.checkCursor(in: list.name)
        return try read(list, orIfMissing: Self.emptyPage()) { connection throws(StoreError) in
            try ListQueries.page(of: list, from: anchor, limit: limit, on: connection)
        }
    }

    /// The item `id` of `list` with up to `neighborCount` items on each side, in list order:
    /// the page to show when the list opens at a saved reading place. `nil` when the list does
    /// not hold `id`.
    ///
    /// - Complexity: O(log n + neighborCount).
    /// - Throws: ``StoreError/invalidCount(_:reason:)`` when `neighborCount` is negative.
    public func page<Item>(
        of list: StoredList<Item>, around id: Item.ID, neighborCount: Int
    ) throws(StoreError) -> ListPage<Item>? {
        guard neighborCount >= 0, neighborCount < Int.max - 2 else {
            throw .invalidCount(neighborCount, reason: "a neighbour count is 0 or more")
        }
        return try read(list, orIfMissing: nil) { connection throws(StoreError) in
            try ListQueries.page(of: list, around: id, before: neighborCount, after: neighborCount, on: connection)
        }
    }

    /// The items of `list` among `ids`, in list order; identities the list does not hold are
    /// left out.
    ///
    /// - Complexity: O(k log n) for k identities.
    public func items<Item>(withIDs ids: some Sequence<Item.ID>, in list: StoredList<Item>) throws(StoreError) -> [Item]
    {
        try read(list, orIfMissing: []) { connection throws(StoreError) in
            try ListQueries.items(withIDs: ids, in: list, on: connection)
        }
    }

    /// The number of items in `list`.
    ///
    /// - Complexity: O(n): SQLite counts the entries of the list's smallest index.
    public func count<Item>(of list: StoredList<Item>) throws(StoreError) -> Int {
        try read(list, orIfMissing: 0) { connection throws(StoreError) in
            try ListQueries.count(of: list, on: connection)
        }
    }

    /// The number of items of `list` in the section `section`, or in no section when it is
    /// `nil`.
    ///
    /// - Complexity: O(n): sections are not indexed.
    public func count<Item>(of list: StoredList<Item>, inSection section: String?) throws(StoreError) -> Int {
        try read(list, orIfMissing: 0) { connection throws(StoreError) in
            try ListQueries.count(of: list, inSection: section, on: connection)
        }
    }

    /// The remote key at `end` of `list`, or `nil` if none is set.
    public func remoteKey<Item>(for end: ListEnd, of list: StoredList<Item>) throws(StoreError) -> RemoteKey? {
        try read { connection throws(StoreError) in
            try RemoteKeyQueries.remoteKey(for: end, of: list.name, on: connection)
        }
    }

    /// Where the user was reading `list`, or `nil` if no place is saved.
    public func readingPlace<Item>(of list: StoredList<Item>) throws(StoreError) -> ReadingPlace<Item.ID>? {
        try read { connection throws(StoreError) in
            try ReadingPlaceQueries.readingPlace(of: list.name, on: connection)
        }
    }

    /// Refuses a page size below 1, or so large that one more row cannot be asked for.
    static func checkLimit(_ limit: Int) throws(StoreError) {
        guard limit >= 1, limit < Int.max else { throw .invalidCount(limit, reason: "a page holds 1 item or more") }
    }

    /// The page of a list that has no table yet.
    static func emptyPage<Item>() -> ListPage<Item> {
        ListPage(items: [], firstCursor: nil, lastCursor: nil, hasItemsBefore: false, hasItemsAfter: false)
    }
}
