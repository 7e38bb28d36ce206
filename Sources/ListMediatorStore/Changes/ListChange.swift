import Foundation

/// What one committed write did to one list.
///
/// The identity sets give the write's net effect: to bring a copy of the list up to date,
/// empty it if ``removedAll``, then remove ``deletedIDs``, then read ``upsertedIDs`` from the
/// store and insert or replace them. An item upserted and deleted in the same write appears
/// only in the set of what happened to it last.
public struct ListChange<ID: StoreIdentity>: Hashable, Sendable {
    /// The list that changed.
    public var listName: ListName
    /// Whether the write deleted every item of the list (before any upsert it also made).
    public var removedAll: Bool
    /// The items deleted.
    public var deletedIDs: Set<ID>
    /// The items inserted or replaced.
    public var upsertedIDs: Set<ID>
    /// Whether a remote key of the list was set or cleared.
    public var remoteKeysChanged: Bool
    /// Whether the list's reading place was set or cleared.
    public var readingPlaceChanged: Bool

    /// A change of the list `listName`.
    public init(
        listName: ListName, removedAll: Bool = false, deletedIDs: Set<ID> = [], upsertedIDs: Set<ID> = [],
        remoteKeysChanged: Bool = false, readingPlaceChanged: Bool = false
    ) {
        self.listName = listName
        self.removedAll = removedAll
        self.deletedIDs = deletedIDs
        self.upsertedIDs = upsertedIDs
        self.remoteKeysChanged = remoteKeysChanged
        self.readingPlaceChanged = readingPlaceChanged
    }

    init(_ record: ListChangeRecord) {
        self.init(
            listName: record.listName, removedAll: record.removedAll,
            deletedIDs: Set(record.deleted.compactMap(ID.init(storeValue:))),
            upsertedIDs: Set(record.upserted.compactMap(ID.init(storeValue:))),
            remoteKeysChanged: record.remoteKeysChanged, readingPlaceChanged: record.readingPlaceChanged)
    }
}
