import ListMediator

/// Keeps a paging list's items equal to the run of its stored list it shows, as writes commit:
/// the engine of ``ListStore/keepUpdated(_:from:)-(PagingController<Item,ListCursor<Item.ID>,View>,_)``.
///
/// Each change is taken in by reading only the rows it touched (O(*k* log *n*)) and merging them
/// into the items shown (O(*w*)); the list then shows the result as one diffed, animated update.
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
    func take(_ change: ListChange<Item.ID>) -> Bool {
        guard paging.isAlive() else { return false }
        if change.removedAll {
            touchedDuringLoad = []
            paging.reload()
            return true
        }
        let touched = change.deletedIDs.union(change.upsertedIDs)
        guard !touched.isEmpty else { return true }
        if paging.state().isLoading { touchedDuringLoad.formUnion(touched) }
        merge(touched)
        return true
    }

    private func loadDidEnd() {
        guard paging.isAlive(), !touchedDuringLoad.isEmpty else { return }
        let touched = touchedDuringLoad
        touchedDuringLoad = []
        merge(touched)
    }

    private func merge(_ touched: Set<Item.ID>) {
        guard let window = paging.shownWindow else { return }
        let current: [Item]
        do {
            current = try store.items(withIDs: touched, in: list)
        } catch {
            // The rows could not be read (an I/O error): a reload reads them again, and shows
            // its failure, with a retry, if the store still cannot be read.
            paging.reload()
            return
        }
        let merged = window.merging(current, touching: touched, of: list)
        paging.show(merged)
    }
}
