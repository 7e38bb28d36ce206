import Foundation

/// An error from a ``ListStore``: SQLite's, the file system's, or a value the store refuses.
///
/// A write that throws any of these has changed nothing: its transaction was rolled back.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// SQLite failed. `code` is its extended result code (for example `SQLITE_FULL`, or
    /// `SQLITE_IOERR_WRITE` rather than only `SQLITE_IOERR`), `message` is `sqlite3_errmsg`'s
    /// text, and `sql` the statement that failed.
    case sqlite(code: Int32, message: String, sql: String)
    /// The file was written by a newer version of this library, whose schema this version does
    /// not know. It is left untouched: moving it aside would lose the newer version's data the
    /// moment the user went back to an older build, and the newer build can still read it.
    case newerSchema(fileVersion: Int, supportedVersion: Int)
    /// A step of the store's schema failed and was rolled back, leaving the file at the version
    /// before the step.
    indirect case migrationFailed(name: String, underlying: StoreError)
    /// A list name the store refuses; see ``ListName``.
    case invalidListName(String, reason: String)
    /// An application or file name that is not a single path component.
    case invalidFileName(String, reason: String)
    /// A page size or neighbour count out of range.
    case invalidCount(Int, reason: String)
    /// The list exists in the file with identities of another kind (text rather than
    /// integers, or the reverse) than the ``StoredList`` asking for it.
    case identityKindMismatch(list: String, stored: String, requested: String)
    /// Items written together repeat an identity.
    case duplicateIdentity(list: String, id: String)
    /// Items declared in order (``ItemOrdering``) are not.
    case outOfOrder(list: String, id: String)
    /// An item's sort key is a `Double` NaN, which SQLite cannot store or order: refused when
    /// the item is written, and when a ``ListCursor`` with such a key (which no stored item can
    /// have) is read from, where SQLite would otherwise compare it with nothing and return an
    /// empty page. `id` is the item's or the cursor's identity.
    case invalidSortKey(list: String, id: String)
    /// An item that, once encoded and decoded, no longer has the same identity, sort key or
    /// section key, so it could not be found again where it was written.
    case notRoundTripping(list: String, id: String, reason: String)
    /// An item could not be encoded.
    case encodingFailed(list: String, id: String, reason: String)
    /// A stored item could not be decoded as the list's item type.
    case decodingFailed(list: String, id: String, reason: String)
    /// A file operation failed: creating the file or its folder, moving it aside, or
    /// protecting it.
    case fileSystem(path: String, operation: String, reason: String)
    /// SQLite could not put the file in write-ahead-log mode (the file system cannot hold its
    /// shared memory file, for example); `journalMode` is the mode it kept.
    case writeAheadLogUnavailable(journalMode: String)
    /// A ``ListStoreTransaction`` was used after its ``ListStore/write(_:)`` returned.
    case transactionFinished
    /// A ``ListStoreTransaction`` was used after one of its writes failed with `error` inside the
    /// same body: the transaction will not commit, and the store stays as it was.
    indirect case transactionAborted(after: StoreError)
    /// ``ListStore/write(_:)`` was called from inside a write on the same thread, which would
    /// wait for itself forever.
    case nestedWrite

    /// SQLite's primary result code (`SQLITE_FULL`, `SQLITE_BUSY`, …) when SQLite failed,
    /// directly or in a migration step.
    public var sqliteResultCode: Int32? {
        switch self {
        case .sqlite(let code, _, _): code & 0xFF
        case .migrationFailed(_, let underlying): underlying.sqliteResultCode
        default: nil
        }
    }

    /// What failed, for logs.
    public var description: String {
        switch self {
        case .sqlite(let code, let message, let sql):
            "SQLite error \(code): \(message) (in \(sql))"
        case .newerSchema(let fileVersion, let supportedVersion):
            "The store's file has schema version \(fileVersion), newer than version \(supportedVersion) "
                + "that this version of the library knows; it was left untouched."
        case .migrationFailed(let name, let underlying):
            "The store's schema step \"\(name)\" failed and was rolled back: \(underlying)"
        case .invalidListName(let name, let reason):
            "The list name \(name.debugDescription) is refused: \(reason)."
        case .invalidFileName(let name, let reason):
            "The name \(name.debugDescription) is refused: \(reason)."
        case .invalidCount(let count, let reason):
            "The count \(count) is refused: \(reason)."
        case .identityKindMismatch(let list, let stored, let requested):
            "The list \(list) holds \(stored) identities, not \(requested) ones."
        case .duplicateIdentity(let list, let id):
            "The items written to \(list) repeat the identity \(id); nothing was written."
        case .outOfOrder(let list, let id):
            "The items written to \(list) are not in the declared order at \(id); nothing was written."
        case .invalidSortKey(let list, let id):
            "The sort key of \(id) in \(list) is NaN, which SQLite can neither store nor order; "
                + "nothing was written or read with it."
        case .notRoundTripping(let list, let id, let reason):
            "The item \(id) of \(list) does not survive encoding and decoding (\(reason)); nothing was written."
        case .encodingFailed(let list, let id, let reason):
            "The item \(id) of \(list) could not be encoded (\(reason)); nothing was written."
        case .decodingFailed(let list, let id, let reason):
            "The stored item \(id) of \(list) could not be decoded: \(reason)"
        case .fileSystem(let path, let operation, let reason):
            "Could not \(operation) \(path): \(reason)"
        case .writeAheadLogUnavailable(let journalMode):
            "SQLite could not use a write-ahead log for the store; the journal mode stayed \(journalMode)."
        case .transactionFinished:
            "The transaction was used after its write returned."
        case .transactionAborted(let error):
            "The transaction was used after one of its writes failed (\(error)); nothing of it is kept."
        case .nestedWrite:
            "A write was started inside another write on the same thread."
        }
    }
}
