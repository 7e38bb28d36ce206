import ListMediator

/// A page loader that reads a ``StoredList`` from a ``ListStore``, of the type a
/// `PagingController` or `PagedItems` takes (see ``ListStore/pageLoader(for:pageSize:)``).
public typealias StoredPageLoader<Item: Identifiable> =
    @isolated(any) @Sendable (PageRequest<ListCursor<Item.ID>>) async throws -> sending Page<Item, ListCursor<Item.ID>>
where Item.ID: StoreIdentity

extension ListStore {
    /// A page loader that reads `list` from the store, `pageSize` items at a time, for a
    /// `PagingController` or a `PagedItems`: the list then pages
    /// from the database by keyset cursors at both ends, through the same paging machine and API
    /// as a list that pages from the network.
    ///
    /// ```swift
    /// lazy var paging = PagingController(items: articles, loadPage: store.pageLoader(for: list, pageSize: 50))
    /// ```
    ///
    /// - A first page or a refresh reads from the start of the list; a reload around a cursor
    ///   (`loadFirstPage(around:)`, or a refresh whose `refreshCursor` gives the cursor of the
    ///   first item on screen, ``StoredList/cursor(for:)``) reads a page of `pageSize` items
    ///   with the item there: (`pageSize` − 1) / 2 items before it and the rest after it, a
    ///   side near an end of the list giving its room to the other (fewer only when the list
    ///   holds fewer) — or, when the item is gone, the items that sort after its place (the
    ///   page that ends the list when none do).
    /// - A next page reads after the cursor of the last item shown; a previous page, before the
    ///   first. A page gives the cursor beyond an end only while the store holds items there.
    /// - A request whose cursor has a NaN sort key, which no stored item can have, fails with
    ///   ``StoreError/invalidSortKey(list:id:)``.
    ///
    /// `pageSize` must be 1 or more. The loader is made where nothing can be thrown, so with a
    /// smaller size every request it serves fails with ``StoreError/invalidCount(_:reason:)``
    /// (as ``page(of:from:limit:)`` does), which the paging controller reports as the load's
    /// error.
    ///
    /// The loader reads on whatever thread runs it (off the main actor when the paging
    /// controller runs it, since it is not isolated), never while a write holds the database
    /// (WAL readers do not wait for the writer).
    ///
    /// - Complexity: O(log *n* + `pageSize`) a page for a list of *n* items.
    public func pageLoader<Item>(for list: StoredList<Item>, pageSize: Int) -> StoredPageLoader<Item> {
        { [self] request in try self.page(of: list, for: request, pageSize: pageSize) }
    }

    /// The page `request` asks for (see ``pageLoader(for:pageSize:)``).
    func page<Item>(
        of list: StoredList<Item>, for request: PageRequest<ListCursor<Item.ID>>, pageSize: Int
    ) throws(StoreError) -> Page<Item, ListCursor<Item.ID>> {
        // Checked before any read: a reload around an item would otherwise return the item
        // alone, or fail on a neighbour count the caller never gave.
        try Self.checkLimit(pageSize)
        // Checked for every kind, a reload around an item still stored included, so that a
        // cursor no item can have fails the same way wherever it is used.
        if let cursor = request.cursor { try cursor.checkSortKey(in: list.name) }
        switch (request.kind, request.cursor) {
        case (.nextPage, let cursor?):
            return Self.page(try page(of: list, from: .after(cursor), limit: pageSize))
        case (.previousPage, let cursor?):
            return Self.page(try page(of: list, from: .before(cursor), limit: pageSize))
        case (.firstPage, let anchor?), (.refresh, let anchor?):
            if let around = try page(of: list, around: anchor.id, pageSize: pageSize) {
                return Self.page(around)
            }
            // The anchor's item is gone: the items that sort after its place. The first of them
            // bounds the page, not the place, so an item written at the place later (the same
            // item, back from the server) comes with the page before it.
            let after = try page(of: list, from: .after(anchor), limit: pageSize)
            guard after.items.isEmpty, after.hasItemsBefore else { return Self.page(after) }
            // Nothing sorts after the place: the page that ends the list, rather than none (which
            // would leave the list nothing to show and no end to load on from).
            return Self.page(try page(of: list, from: .before(anchor), limit: pageSize))
        case (.firstPage, nil), (.refresh, nil), (.nextPage, nil), (.previousPage, nil):
            // A page beyond an end always has a cursor (the paging machine asks for none without
            // one); read as a reload from the start, should it come.
            return Self.page(try page(of: list, from: .start, limit: pageSize))
        }
    }

    /// The page of `pageSize` items with the item `id`, one fewer before it than after it when
    /// the size is even (the list reads downwards, so the extra item is the next to be read),
    /// and more on one side when the other runs out; `nil` when the list does not hold `id`.
    private func page<Item>(
        of list: StoredList<Item>, around id: Item.ID, pageSize: Int
    ) throws(StoreError) -> ListPage<Item>? {
        let beforeCount = (pageSize - 1) / 2
        return try read(list, orIfMissing: nil) { connection throws(StoreError) in
            try ListQueries.page(
                of: list, around: id, before: beforeCount, after: pageSize - 1 - beforeCount, fillsPage: true,
                on: connection)
        }
    }

    /// A store page as a paging page: the cursor beyond each end only while items are there.
    private static func page<Item>(_ page: ListPage<Item>) -> Page<Item, ListCursor<Item.ID>> {
        Page(
            items: page.items, previousCursor: page.hasItemsBefore ? page.firstCursor : nil,
            nextCursor: page.hasItemsAfter ? page.lastCursor : nil)
    }
}
