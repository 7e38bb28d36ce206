import Foundation

/// What one transaction did to one list, with identities as stored; the untyped form of
/// ``ListChange``, kept while the transaction runs.
struct ListChangeRecord: Sendable {
    let listName: ListName
    var removedAll = false
    var deleted: Set<StoreIdentityValue> = []
    var upserted: Set<StoreIdentityValue> = []
    var remoteKeysChanged = false
    var readingPlaceChanged = false

    init(listName: ListName) {
        self.listName = listName
    }

    /// Keeps the sets a summary of the net effect, whatever order the transaction did things in:
    /// applying ``removedAll``, then ``deleted``, then ``upserted`` gives the list's new state.
    mutating func recordUpsert(_ id: StoreIdentityValue) {
        deleted.remove(id)
        upserted.insert(id)
    }

    mutating func recordDeletion(_ id: StoreIdentityValue) {
        upserted.remove(id)
        deleted.insert(id)
    }

    mutating func recordRemovalOfAll() {
        removedAll = true
        deleted.removeAll()
        upserted.removeAll()
    }
}

/// The changes of one transaction, by list.
struct ChangeLog: Sendable {
    private(set) var records: [String: ListChangeRecord] = [:]

    mutating func update(_ list: ListName, _ change: (inout ListChangeRecord) -> Void) {
        change(&records[list.canonical, default: ListChangeRecord(listName: list)])
    }
}
