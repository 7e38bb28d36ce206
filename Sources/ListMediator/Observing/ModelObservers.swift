import Foundation

/// The observers of a model: data sources (or anything else) that want to hear about its
/// changes, held weakly and told on the main actor.
///
/// A model keeps one of these and calls ``notify(_:)`` after each change; observers register
/// with ``add(_:handler:)``, or iterate ``changes()`` with async/await. Observers are never
/// retained, so a data source observing the model that outlives it causes no retain cycle and
/// needs no unsubscribe: once it is freed it is dropped. A handler that needs the model should
/// capture it weakly or unowned (`[unowned game]`): the model owns this list, which owns the
/// handlers.
///
/// ```swift
/// @MainActor final class Game {
///     let observers = ModelObservers<Transaction>()
///     func execute(_ transaction: Transaction) {
///         transactions.append(transaction)
///         observers.notify(transaction)
///     }
/// }
///
/// game.observers.add(chronological) { dataSource, transaction in
///     dataSource.apply([transaction] + dataSource.items)
/// }
/// ```
@MainActor
public final class ModelObservers<Change: Sendable> {
    private struct Entry {
        weak var observer: AnyObject?
        let handler: @MainActor (AnyObject, Change) -> Void
    }

    private var entries: [Entry] = []
    private var continuations: [UUID: AsyncStream<Change>.Continuation] = [:]

    /// Creates a list with no observers.
    public nonisolated init() {}

    deinit {
        for continuation in continuations.values { continuation.finish() }
    }

    /// Calls `handler` with `observer` and each change from now on, for as long as `observer`
    /// is alive. The observer is held weakly.
    public func add<Observer: AnyObject>(
        _ observer: Observer, handler: @escaping @MainActor (Observer, Change) -> Void
    ) {
        entries.append(
            Entry(observer: observer) { observer, change in
                // Only ever called with the observer it was added with.
                handler(unsafeDowncast(observer, to: Observer.self), change)
            })
    }

    /// Stops telling `observer` about changes.
    public func remove(_ observer: AnyObject) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The number of observers still alive.
    public var count: Int {
        entries.reduce(0) { $0 + ($1.observer == nil ? 0 : 1) }
    }

    /// Tells every live observer and every ``changes()`` sequence about `change`, in the order
    /// they were added; observers freed since are dropped.
    /// - Complexity: O(*o*) for *o* observers.
    public func notify(_ change: Change) {
        entries.removeAll { $0.observer == nil }
        // A handler may add or remove observers; this change goes to the ones there now.
        for entry in entries {
            if let observer = entry.observer { entry.handler(observer, change) }
        }
        for continuation in continuations.values { continuation.yield(change) }
    }

    /// The changes from now on, as an async sequence that ends when the model's observer list
    /// is freed. Each call makes a new sequence; none misses a change while it is iterated.
    ///
    /// ```swift
    /// for await transaction in game.observers.changes() { … }
    /// ```
    public func changes() -> AsyncStream<Change> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Change>.makeStream(bufferingPolicy: .unbounded)
        continuations[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[id] = nil }
        }
        return stream
    }
}
