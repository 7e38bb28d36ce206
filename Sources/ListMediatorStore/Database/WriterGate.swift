import Foundation

/// The store's one writer connection, lent to one write at a time.
///
/// `@unchecked Sendable` is sound: the connection is private and reached only inside
/// ``withConnection(_:)``, under `lock`, so it is never used by two threads at once (as its
/// `SQLITE_OPEN_NOMUTEX` mode requires); `isWriting` is likewise read and written only under
/// the lock.
///
/// The lock is recursive only so that a write started from inside another on the same thread
/// can be refused with ``StoreError/nestedWrite`` instead of waiting for itself forever.
final class WriterGate: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let connection: Connection
    private var isWriting = false

    init(_ connection: Connection) {
        self.connection = connection
    }

    /// Runs `body` with the writer, waiting for any write in progress on another thread.
    func withConnection<Result>(_ body: (Connection) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        guard !isWriting else { throw StoreError.nestedWrite }
        isWriting = true
        defer { isWriting = false }
        return try body(connection)
    }
}
