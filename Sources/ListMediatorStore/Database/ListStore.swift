import Foundation

#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

/// An app's lists, kept in an SQLite file: pages of items read by position, written in
/// transactions, with the server's cursors and the user's reading place beside them.
///
/// **Calling it.** A store is a `Sendable` class with synchronous methods, so the same
/// instance serves `@MainActor` code (reading the page a screen shows takes well under a
/// millisecond) and any actor or task that loads pages from the network, with no `await` hop
/// and no actor of its own to queue behind. An actor would serialize every read behind every
/// write; here reads run at once, beside a write. A call blocks its thread only for its own SQL:
/// a read for the time its query takes, a write also while another write finishes. Write large
/// batches from a task rather than from the main actor.
///
/// **Connections.** One writer connection, used by one ``write(_:)`` at a time (others wait
/// their turn), and up to ``Configuration/maximumReaderCount`` reader connections, opened as
/// needed. The file is in write-ahead-log mode, so a read sees the last write committed when it
/// started and never waits for a write in progress, nor makes one wait.
///
/// **Durability.** `synchronous = NORMAL`: when ``write(_:)`` returns, its transaction is in the
/// write-ahead log, and survives the app being killed or crashing at any instant. A power loss
/// or an operating system crash can lose the last transactions (never part of one, and never the
/// file's consistency); a cache of server data can afford that, and saves an `fsync` per write.
///
/// **Transactions.** Each ``write(_:)`` is one `BEGIN IMMEDIATE` transaction. If its body throws,
/// or SQLite fails (the disk is full, say), the transaction is rolled back and the store is
/// exactly as it was: a network page and its remote key are stored together or not at all.
///
/// **The file.** Created readable and writable by its user alone (mode 0600), as are the `-wal`
/// and `-shm` files SQLite makes beside it, and marked as a list store with
/// `PRAGMA application_id`. Opening a file that is not an SQLite database, or belongs to another
/// program, moves it aside and starts an empty store, telling the diagnostic handler; see
/// ``StoreDiagnostic``. So does a damaged one when ``Configuration/checksIntegrityOnOpen`` is on;
/// when it is off (the default), a read that meets the damage throws `SQLITE_CORRUPT` instead. A file written by a newer version of this library is left
/// alone and opening fails with ``StoreError/newerSchema(fileVersion:supportedVersion:)``.
///
/// **Observing.** ``changes(of:)`` and ``observeChanges(of:handler:)`` report each committed
/// write's effect on a list. Only writes made through this store object are seen: not another
/// store object on the same file, nor another process.
public final class ListStore: Sendable {
    /// The database file.
    public let fileURL: URL
    private let writer: WriterGate
    private let readers: ReaderPool
    private let catalog = ListCatalog()
    let observers = ObserverRegistry()
    /// Where observation handlers run: one serial queue per store, so a handler sees changes in
    /// commit order and never runs while the writer is held.
    let changeQueue = DispatchQueue(label: "ListMediatorStore.ListStore.changes")

    /// Opens the store at `fileURL`, creating the file and its folder if they are missing.
    ///
    /// - Parameters:
    ///   - fileURL: The database file, for example ``defaultFileURL(appName:fileName:)``.
    ///   - configuration: Readers, timeouts, integrity check and file protection.
    ///   - diagnosticHandler: Told, before this returns, about a file that could not be used
    ///     and was moved aside; called on the calling thread.
    /// - Throws: ``StoreError/newerSchema(fileVersion:supportedVersion:)``, or an error from
    ///   SQLite or the file system that left the file untouched (no permission, an I/O error,
    ///   another process holding the file's lock past the busy timeout).
    public convenience init(
        fileURL: URL, configuration: Configuration = Configuration(),
        diagnosticHandler: (StoreDiagnostic) -> Void
    ) throws(StoreError) {
        try self.init(
            fileURL: fileURL, configuration: configuration, migrations: StoreSchema.migrations,
            diagnosticHandler: diagnosticHandler)
    }

    /// Opens the store with the schema steps `migrations`, which tests replace.
    init(
        fileURL: URL, configuration: Configuration, migrations: [Migration],
        diagnosticHandler: (StoreDiagnostic) -> Void
    ) throws(StoreError) {
        self.fileURL = fileURL
        let writerConnection = try StoreOpener.openWriter(
            at: fileURL, configuration: configuration, migrations: migrations, report: diagnosticHandler)
        writer = WriterGate(writerConnection)
        let path = fileURL.path
        readers = ReaderPool(maximumCount: configuration.maximumReaderCount) { () throws(StoreError) in
            try StoreOpener.openReader(at: path, configuration: configuration)
        }
    }

    deinit {
        observers.finishAll()
    }

    /// Runs `body` in a read transaction on a reader: every query in it sees the same committed
    /// state.
    func read<Result>(_ body: (Connection) throws(StoreError) -> Result) throws(StoreError) -> Result {
        try readers.withConnection { connection throws(StoreError) in
            try connection.run("BEGIN DEFERRED")
            defer { connection.rollBack() }
            return try body(connection)
        }
    }

    /// Runs `body` in a read transaction, with `list`'s table known to exist; returns `empty`
    /// when it does not.
    func read<Item, Result>(
        _ list: StoredList<Item>, orIfMissing empty: Result, _ body: (Connection) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try read { connection throws(StoreError) in
            guard try catalog.exists(list, on: connection) else { return empty }
            return try body(connection)
        }
    }

    /// Runs `body` with the writer connection and no transaction: for tests that need to set
    /// the writer up, as a full disk.
    func withWriterConnection<Result>(_ body: (Connection) throws -> Result) throws -> Result {
        try writer.withConnection(body)
    }

    /// Writes in one transaction: everything `body` does through its transaction is committed
    /// together when it returns, or none of it if it throws.
    ///
    /// Observers of each list the transaction changed hear about it after the commit, and not
    /// at all for a transaction rolled back. A list kept up to date by ``keepUpdated(_:from:)-(PagingController<Item,ListCursor<Item.ID>,View>,_)``
    /// shows a write made on the main actor before this returns.
    ///
    /// ```swift
    /// try store.write { transaction in
    ///     try transaction.upsert(page.items, into: articles, ordering: .ascending)
    ///     let key = RemoteKey(cursor: page.next.map(RemoteCursor.text), lastRefresh: .now)
    ///     try transaction.setRemoteKey(key, for: .end, of: articles)
    /// }
    /// ```
    ///
    /// The body runs on the calling thread while this store's other writes wait. Reads made
    /// through the store (not the transaction) meanwhile see the state before the transaction.
    ///
    /// - Parameter body: The transaction's reads and writes.
    /// - Returns: What `body` returned.
    /// - Throws: What `body` threw, or a ``StoreError``: ``StoreError/nestedWrite`` when called
    ///   from inside another write's body, or SQLite's error for a write that failed (for
    ///   example `SQLITE_FULL`). The store is then as it was before the call.
    @discardableResult
    public func write<Result>(_ body: (ListStoreTransaction) throws -> Result) throws -> Result {
        // On the main actor, lists that follow the store take the write in before it returns.
        let isOnMainActor = MainActorCheck.isOnMainActor
        var committed = ChangeLog()
        defer {
            if isOnMainActor, !committed.records.isEmpty {
                MainActor.assumeIsolated { observers.publishOnMainActor(committed) }
            }
        }
        return try writer.withConnection { connection in
            try connection.run("BEGIN IMMEDIATE")
            let transaction = ListStoreTransaction(connection: connection, catalog: catalog)
            let result: Result
            do {
                result = try body(transaction)
                transaction.finish()
                // A write of the body failed and the body caught it: what it did may be partial,
                // so none of the transaction is kept.
                if let failure = transaction.failure { throw failure }
                try connection.run("COMMIT")
            } catch {
                transaction.finish()
                connection.rollBack()
                throw error
            }
            catalog.record(transaction.createdLists)
            observers.publish(transaction.changes, madeOnMainActor: isOnMainActor)
            committed = transaction.changes
            return result
        }
    }
}
