import Foundation
import ListMediator

extension ListStore {
    /// The changes each committed write makes to `list`, from now on, as an asynchronous
    /// sequence.
    ///
    /// The sequence starts collecting when this returns, so a write made right after is not
    /// missed even if iteration starts later; changes are buffered until read, in commit order.
    /// It ends when the store is released. Only writes through this store object are seen.
    ///
    /// ```swift
    /// for await change in store.changes(of: articles) {
    ///     let fresh = try store.items(withIDs: change.upsertedIDs, in: articles)
    /// }
    /// ```
    public func changes<Item>(of list: StoredList<Item>) -> AsyncStream<ListChange<Item.ID>> {
        let (stream, continuation) = AsyncStream.makeStream(of: ListChange<Item.ID>.self, bufferingPolicy: .unbounded)
        let key = observers.add(
            to: list.name,
            deliver: { record in continuation.yield(ListChange(record)) },
            finish: { continuation.finish() })
        let name = list.name
        continuation.onTermination = { [observers] _ in observers.remove(key, from: name) }
        return stream
    }

    /// Calls `handler` with the changes each committed write makes to `list`, until the
    /// returned observation is cancelled or released.
    ///
    /// `handler` runs on a serial queue of the store's, one change at a time in commit order,
    /// after the write has returned its writer: it may read the store and write to it. Only
    /// writes through this store object are seen.
    public func observeChanges<Item>(
        of list: StoredList<Item>, handler: @escaping @Sendable (ListChange<Item.ID>) -> Void
    ) -> ListObservation {
        let isActive = Protected(true)
        let queue = changeQueue
        let key = observers.add(
            to: list.name,
            deliver: { record in
                let change = ListChange<Item.ID>(record)
                queue.async {
                    if isActive.withLock({ $0 }) { handler(change) }
                }
            },
            finish: {})
        let name = list.name
        return ListObservation(isActive: isActive) { [observers] in observers.remove(key, from: name) }
    }
}
