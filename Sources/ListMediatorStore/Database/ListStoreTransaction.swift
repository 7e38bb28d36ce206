import Foundation

/// The writes and reads of one ``ListStore/write(_:)``, all in one transaction.
///
/// Use it only inside the body it is given: afterwards every call throws
/// ``StoreError/transactionFinished``. Its reads see its own writes.
public final class ListStoreTransaction {
    private let connection: Connection
    private let catalog: ListCatalog
    /// The tables this transaction created, known to the catalog once it commits.
    private(set) var createdLists: [String: StoreIdentityKind] = [:]
    /// What this transaction did, for observers once it commits.
    private(set) var changes = ChangeLog()
    private var isFinished = false
    /// The SQLite error that stopped one of this transaction's writes, if any: what that write
    /// did may be partial, or SQLite may have rolled the whole transaction back itself (after
    /// `SQLITE_FULL`, an I/O error), so the transaction never commits, even when its body caught
    /// the error.
    private(set) var failure: StoreError?

    init(connection: Connection, catalog: ListCatalog) {
        self.connection = connection
        self.catalog = catalog
    }

    /// Ends the transaction's use, when its body has returned or thrown.
    func finish() {
        isFinished = true
    }

    /// Inserts `items` into `list`, replacing the items with the same identities.
    ///
    /// Every item is checked before any is written: no identity may repeat, no sort key may be
    /// NaN, the items must be in `ordering`, and each must decode from its encoding with the
    /// same identity, sort key and section key.
    ///
    /// - Complexity: O(k log n) for k items in a list of n, plus encoding and decoding each.
    /// - Throws: ``StoreError/duplicateIdentity(list:id:)``, ``StoreError/outOfOrder(list:id:)``,
    ///   ``StoreError/invalidSortKey(list:id:)``, ``StoreError/notRoundTripping(list:id:reason:)``,
    ///   ``StoreError/encodingFailed(list:id:reason:)`` before anything is written; SQLite's
    ///   errors, after which the whole transaction is rolled back when its body throws.
    public func upsert<Item>(
        _ items: some Sequence<Item>, into list: StoredList<Item>, ordering: ItemOrdering = .unspecified
    ) throws(StoreError) {
        try checkActive()
        let encoded = try ItemEncoder.encode(items, for: list, ordering: ordering)
        try writing { () throws(StoreError) in
            try catalog.prepare(list, on: connection, created: &createdLists)
            for item in encoded {
                try connection.run(list.sql.upsert, item.sqlValues)
            }
        }
        guard !encoded.isEmpty else { return }
        changes.update(list.name) { record in
            for item in encoded { record.recordUpsert(item.id) }
        }
    }

    /// Deletes the items of `list` with the identities `ids`; identities the list does not
    /// hold are ignored.
    ///
    /// - Complexity: O(k log n) for k identities.
    public func deleteItems<Item>(withIDs ids: some Sequence<Item.ID>, from list: StoredList<Item>) throws(StoreError) {
        try checkActive()
        var deleted: [StoreIdentityValue] = []
        try writing { () throws(StoreError) in
            try catalog.prepare(list, on: connection, created: &createdLists)
            for id in ids {
                try connection.run(list.sql.delete, [id.storeValue.sqlValue])
                if connection.changedRowCount > 0 { deleted.append(id.storeValue) }
            }
        }
        guard !deleted.isEmpty else { return }
        changes.update(list.name) { record in
            for id in deleted { record.recordDeletion(id) }
        }
    }

    /// Deletes every item of `list`. Its remote keys and reading place stay.
    ///
    /// - Complexity: O(n).
    public func deleteAllItems<Item>(of list: StoredList<Item>) throws(StoreError) {
        try checkActive()
        try writing { () throws(StoreError) in
            try catalog.prepare(list, on: connection, created: &createdLists)
            try connection.run(list.sql.deleteAll)
        }
        changes.update(list.name) { $0.recordRemovalOfAll() }
    }

    /// Sets the remote key at `end` of `list`, or removes it when `key` is `nil`.
    public func setRemoteKey<Item>(_ key: RemoteKey?, for end: ListEnd, of list: StoredList<Item>) throws(StoreError) {
        try checkActive()
        try writing { () throws(StoreError) in
            try catalog.prepare(list, on: connection, created: &createdLists)
            try RemoteKeyQueries.setRemoteKey(key, for: end, of: list.name, on: connection)
        }
        changes.update(list.name) { $0.remoteKeysChanged = true }
    }

    /// The remote key at `end` of `list`, as this transaction left it; `nil` if none is set.
    public func remoteKey<Item>(for end: ListEnd, of list: StoredList<Item>) throws(StoreError) -> RemoteKey? {
        try checkActive()
        return try RemoteKeyQueries.remoteKey(for: end, of: list.name, on: connection)
    }

    /// Saves where the user is reading `list`, or forgets it when `place` is `nil`.
    public func setReadingPlace<Item>(_ place: ReadingPlace<Item.ID>?, of list: StoredList<Item>) throws(StoreError) {
        try checkActive()
        try writing { () throws(StoreError) in
            try catalog.prepare(list, on: connection, created: &createdLists)
            try ReadingPlaceQueries.setReadingPlace(place, of: list.name, on: connection)
        }
        changes.update(list.name) { $0.readingPlaceChanged = true }
    }

    /// The reading place of `list`, as this transaction left it; `nil` if none is saved.
    public func readingPlace<Item>(of list: StoredList<Item>) throws(StoreError) -> ReadingPlace<Item.ID>? {
        try checkActive()
        return try ReadingPlaceQueries.readingPlace(of: list.name, on: connection)
    }

    /// Up to `limit` items of `list` from `anchor`, as this transaction left them; see
    /// ``ListStore/page(of:from:limit:)``.
    ///
    /// - Complexity: O(log n + limit).
    /// - Throws: ``StoreError/invalidCount(_:reason:)`` when `limit` is less than 1,
    ///   ``StoreError/invalidSortKey(list:id:)`` for a cursor whose sort key is NaN. Neither
    ///   stops the transaction.
    public func page<Item>(
        of list: StoredList<Item>, from anchor: PageAnchor<Item.ID>, limit: Int
    ) throws(StoreError) -> ListPage<Item> {
        try checkActive()
        try ListStore.checkLimit(limit)
        try anchor.checkCursor(in: list.name)
        guard try catalog.exists(list, on: connection, created: createdLists) else {
            return ListStore.emptyPage()
        }
        return try ListQueries.page(of: list, from: anchor, limit: limit, on: connection)
    }

    /// The items of `list` among `ids`, in list order, as this transaction left them.
    ///
    /// - Complexity: O(k log n) for k identities.
    public func items<Item>(withIDs ids: some Sequence<Item.ID>, in list: StoredList<Item>) throws(StoreError) -> [Item]
    {
        try checkActive()
        guard try catalog.exists(list, on: connection, created: createdLists) else { return [] }
        return try ListQueries.items(withIDs: ids, in: list, on: connection)
    }

    /// The number of items in `list`, as this transaction left it.
    ///
    /// - Complexity: O(n).
    public func count<Item>(of list: StoredList<Item>) throws(StoreError) -> Int {
        try checkActive()
        guard try catalog.exists(list, on: connection, created: createdLists) else { return 0 }
        return try ListQueries.count(of: list, on: connection)
    }

    private func checkActive() throws(StoreError) {
        guard !isFinished else { throw .transactionFinished }
        if let failure { throw .transactionAborted(after: failure) }
    }

    /// Runs `step`, which writes; an error it throws stops the transaction for good.
    private func writing<T>(_ step: () throws(StoreError) -> T) throws(StoreError) -> T {
        do {
            return try step()
        } catch {
            failure = failure ?? error
            throw error
        }
    }
}

/// A transaction belongs to the thread running its write.
@available(*, unavailable)
extension ListStoreTransaction: Sendable {}
