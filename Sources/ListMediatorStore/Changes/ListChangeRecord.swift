import Foundation

/// What one transaction did to one list, with identities as stored; the untyped form of
/// ``ListChange``, kept while the transaction runs.
struct ListChangeRecord: Sendable {
    let listName: ListName
    var removedAll = false
    var deleted: Set<StoreIdentityValue> = []
    var upserted: Set<StoreIdentityValue> = []
    /// The items upserted, as a read returns them, by identity: a list that shows them takes
    /// them from here rather than reading and decoding them again.
    var upsertedItems: [StoreIdentityValue: any Sendable] = [:]
    var remoteKeysChanged = false
    var readingPlaceChanged = false

    init(listName: ListName) {
        self.listName = listName
    }

    /// Keeps the sets a summary of the net effect, whatever order the transaction did things in:
    /// applying ``removedAll``, then ``deleted``, then ``upserted`` gives the list's new state.
    mutating func recordUpsert(_ id: StoreIdentityValue, item: any Sendable) {
        deleted.remove(id)
        upserted.insert(id)
        upsertedItems[id] = item
    }

    mutating func recordDeletion(_ id: StoreIdentityValue) {
        upserted.remove(id)
        upsertedItems[id] = nil
        deleted.insert(id)
    }

    mutating func recordRemovalOfAll() {
        removedAll = true
        deleted.removeAll()
        upserted.removeAll()
        upsertedItems.removeAll()
    }
}

/// The changes of one transaction, by list.
struct ChangeLog: Sendable {
    private(set) var records: [String: ListChangeRecord] = [:]

    mutating func update(_ list: ListName, _ change: (inout ListChangeRecord) -> Void) {
        change(&records[list.canonical, default: ListChangeRecord(listName: list)])
    }
}
