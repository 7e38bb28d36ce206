import Foundation

/// A value shared between threads, reached only through ``withLock(_:)``: the history files'
/// writers and the store's observers share their state through it.
///
/// `@unchecked Sendable` is sound here: `value` is private and is read or written only inside
/// `withLock`, while `lock` is held, so no two threads ever touch it at once; and `Value` is
/// `Sendable`, so a copy handed out of `withLock` may be used on any thread. (`Mutex` from the
/// Synchronization module would say this to the compiler, but needs iOS 18 and macOS 15.)
package final class Protected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call `withLock` on the
    /// same object: the lock is not recursive.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
