import Foundation
import ListMediator

/// The observers of a store's lists, told of each committed transaction's changes.
final class ObserverRegistry: Sendable {
    private struct Observer: Sendable {
        /// Hands a change over, without waiting: called under the store's writer lock.
        let deliver: @Sendable (ListChangeRecord) -> Void
        /// Takes a change in at once, for an observer on the main actor: called for a write made
        /// on the main actor, once the write has released the writer, instead of ``deliver``.
        let takeOnMainActor: (@MainActor @Sendable (ListChangeRecord) -> Void)?
        /// Ends the observation when the store goes away.
        let finish: @Sendable () -> Void
    }

    private struct State: Sendable {
        var nextID: UInt64 = 0
        var observers: [String: [UInt64: Observer]] = [:]
    }

    private let state = Protected(State())

    /// Adds an observer of the list `listName`; returns its key, for ``remove(_:from:)``.
    func add(
        to listName: ListName, deliver: @escaping @Sendable (ListChangeRecord) -> Void,
        takeOnMainActor: (@MainActor @Sendable (ListChangeRecord) -> Void)? = nil,
        finish: @escaping @Sendable () -> Void
    ) -> UInt64 {
        state.withLock { state in
            state.nextID += 1
            state.observers[listName.canonical, default: [:]][state.nextID] = Observer(
                deliver: deliver, takeOnMainActor: takeOnMainActor, finish: finish)
            return state.nextID
        }
    }

    /// Removes an observer; removing one twice is harmless.
    func remove(_ id: UInt64, from listName: ListName) {
        state.withLock { state in
            state.observers[listName.canonical]?[id] = nil
            if state.observers[listName.canonical]?.isEmpty == true { state.observers[listName.canonical] = nil }
        }
    }

    /// Hands each list's change to its observers. The store calls this after `COMMIT`, still
    /// holding the writer, so observers receive changes in commit order.
    ///
    /// Observers on the main actor are skipped for a write made on the main actor: they take
    /// the change in at once in ``publishOnMainActor(_:)``.
    func publish(_ log: ChangeLog, madeOnMainActor: Bool) {
        for (name, record) in log.records {
            let observers = state.withLock { Array(($0.observers[name] ?? [:]).values) }
            // Outside the registry's lock: delivering may run code that adds or removes observers.
            for observer in observers where !(madeOnMainActor && observer.takeOnMainActor != nil) {
                observer.deliver(record)
            }
        }
    }

    /// Hands each list's change of a write made on the main actor to the observers on the main
    /// actor, once the write has released the writer: the list shows the write before
    /// ``ListStore/write(_:)`` returns, and the observer may write in turn.
    @MainActor
    func publishOnMainActor(_ log: ChangeLog) {
        for (name, record) in log.records {
            let observers = state.withLock { Array(($0.observers[name] ?? [:]).values) }
            for observer in observers { observer.takeOnMainActor?(record) }
        }
    }

    /// Ends every observation, when the store is released.
    func finishAll() {
        let observers = state.withLock { state in
            defer { state.observers = [:] }
            return state.observers.values.flatMap(\.values)
        }
        for observer in observers { observer.finish() }
    }
}
