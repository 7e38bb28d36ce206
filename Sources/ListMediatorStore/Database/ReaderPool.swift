import Foundation

/// Reader connections, opened on demand up to a limit and lent to one read at a time.
///
/// In WAL mode each reader sees the last transaction committed when its read began, while the
/// writer goes on appending to the log: reads never wait for a write, nor a write for reads.
/// Up to `maximumCount` reads run at once; one more waits for a reader to come back.
///
/// `@unchecked Sendable` is sound: `idle` and `openCount` are read and written only while
/// `condition` is locked, and a connection taken out of `idle` belongs to one read until it
/// is put back, so no connection is used by two threads at once.
final class ReaderPool: @unchecked Sendable {
    private let condition = NSCondition()
    private var idle: [Connection] = []
    private var openCount = 0
    private let maximumCount: Int
    private let open: @Sendable () throws(StoreError) -> Connection

    /// A pool of at most `maximumCount` readers, each made by `open`.
    init(maximumCount: Int, open: @escaping @Sendable () throws(StoreError) -> Connection) {
        self.maximumCount = max(1, maximumCount)
        self.open = open
    }

    /// Runs `body` with a reader of its own.
    func withConnection<Result>(_ body: (Connection) throws(StoreError) -> Result) throws(StoreError) -> Result {
        let connection = try checkOut()
        defer { checkIn(connection) }
        return try body(connection)
    }

    private func checkOut() throws(StoreError) -> Connection {
        condition.lock()
        while idle.isEmpty && openCount >= maximumCount { condition.wait() }
        if let connection = idle.popLast() {
            condition.unlock()
            return connection
        }
        openCount += 1
        condition.unlock()
        // Opened outside the lock: opening touches the file, and other reads need not wait.
        do {
            return try open()
        } catch {
            condition.lock()
            openCount -= 1
            condition.signal()
            condition.unlock()
            throw error
        }
    }

    private func checkIn(_ connection: Connection) {
        condition.lock()
        idle.append(connection)
        condition.signal()
        condition.unlock()
    }
}
