import ListMediator

/// Keeps a paging list's items equal to the run of its stored list it shows, as writes commit:
/// the engine of ``ListStore/keepUpdated(_:from:)-(PagingController<Item,ListCursor<Item.ID>,View>,_)``.
///
/// Each change is taken in by merging the rows it touched into the items shown (O(*w*)): the
/// items a write upserted come with its change, as a read would return them; the rows of a
/// change taken again after a load are read by identity (O(*k* log *n*)). The list then shows
/// the result as one diffed, animated update.
/// A write that emptied the list (a refresh that replaced it) reloads the list from the store
/// around the first item on screen instead: the pages it had loaded no longer exist.
///
/// A page loads off the main actor, so it may have been read before a write that the list took
/// in before the page arrived, and the page would bring the old rows back: the rows touched
/// while a load runs are merged again once it ends.
@MainActor
final class StoreListUpdater<Item: Codable & Identifiable & Sendable> where Item.ID: StoreIdentity {
    private let paging: ShownPagingList<Item>
    private let store: ListStore
    private let list: StoredList<Item>
    /// The rows touched while a load ran, merged again when it ends.
    private var touchedDuringLoad: Set<Item.ID> = []

    init(paging: ShownPagingList<Item>, store: ListStore, list: StoredList<Item>) {
        self.paging = paging
        self.store = store
        self.list = list
        paging.events.add(self) { updater, event in
            if !event.state.isLoading { updater.loadDidEnd() }
        }
    }

    /// Takes in one committed change of the list; `false` once the list is gone.
    ///
    /// `isLatest` says the change is the last committed one that this updater hears of now (a
    /// write on the main actor, taken in as it returns): its items are then what the store
    /// holds, or what a later change, heard of later, brings up to date. A change heard of late
    /// (through the stream, after the main actor's own) reads its rows as they are now instead.
    func take(_ record: ListChangeRecord, isLatest: Bool) -> Bool {
        guard paging.isAlive() else { return false }
        if record.removedAll {
            touchedDuringLoad = []
            paging.reload()
            return true
        }
        let change = ListChange<Item.ID>(record)
        let touched = change.deletedIDs.union(change.upsertedIDs)
        guard !touched.isEmpty else { return true }
        if paging.state().isLoading { touchedDuringLoad.formUnion(touched) }
        merge(touched, written: isLatest ? Self.items(upsertedIn: record, count: change.upsertedIDs.count) : nil)
        return true
    }

    private func loadDidEnd() {
        guard paging.isAlive(), !touchedDuringLoad.isEmpty else { return }
        let touched = touchedDuringLoad
        touchedDuringLoad = []
        merge(touched, written: nil)
    }

    /// The items `record` upserted, as a read returns them, in list order; `nil` unless it has
    /// every one of the `count`.
    private static func items(upsertedIn record: ListChangeRecord, count: Int) -> [Item]? {
        let items = record.upsertedItems.values.compactMap { $0 as? Item }
        return items.count == count ? items : nil
    }

    /// Merges the rows `touched` into the items shown: `written`, the touched items the store
    /// holds now when the change brought them (the write's own), or read from the store.
    private func merge(_ touched: Set<Item.ID>, written: [Item]?) {
        guard let window = paging.shownWindow else { return }
        let current: [Item]
        if let written {
            current = written.sorted { list.cursor(for: $0).precedes(list.cursor(for: $1)) }
        } else {
            do {
                current = try store.items(withIDs: touched, in: list)
            } catch {
                // The rows could not be read (an I/O error): a reload reads them again, and shows
                // its failure, with a retry, if the store still cannot be read.
                paging.reload()
                return
            }
        }
        let merged = window.merging(current, touching: touched, of: list)
        paging.show(merged)
    }
}
