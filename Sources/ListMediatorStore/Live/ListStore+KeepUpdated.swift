import ListMediator

extension ListStore {
    /// Keeps the items `paging` shows up to date with `list` in this store, until the returned
    /// observation is cancelled or released: every write committed through this store — a
    /// sync, the app's own (a message sent, a post marked read, a row deleted), another
    /// screen's — reaches the list as one diffed, animated update.
    ///
    /// ```swift
    /// lazy var paging = PagingController(items: articles, loadPage: store.pageLoader(for: list, pageSize: 50))
    /// var storeUpdates: ListObservation?
    ///
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     storeUpdates = store.keepUpdated(paging, from: list)
    ///     paging.loadFirstPage()
    /// }
    /// ```
    ///
    /// A write made on the main actor reaches the list before ``write(_:)`` returns; a write
    /// made elsewhere, soon after, on the main actor.
    ///
    /// The list shows a contiguous run of the stored list, as `paging` loaded it from
    /// ``pageLoader(for:pageSize:)``: an item written inside that run appears in its place, an
    /// item written beyond it comes with the page that covers it, and an item written past an
    /// end the list has reached (a new message at the bottom of a chat read to the end)
    /// appears at that end. Taking a write in reads only the rows it touched and merges them
    /// into the items shown: O(*k* log *n* + *w*) for *k* rows touched in a list of *n*, *w*
    /// of them shown — the size of the table does not matter.
    ///
    /// A write that deleted every item (``ListStoreTransaction/deleteAllItems(of:)``, as a
    /// refresh from the network does) reloads the list from the store around the first item
    /// on screen, with `paging`'s `refreshCursor`; when that is `nil`, it is
    /// set to read around that item.
    ///
    /// - Returns: The observation; keep it as long as the list should follow the store.
    @MainActor
    public func keepUpdated<Item, View>(
        _ paging: PagingController<Item, ListCursor<Item.ID>, View>, from list: StoredList<Item>
    ) -> ListObservation {
        prepareReload(of: paging, from: list)
        return observe(list, shownBy: ShownPagingList(paging) { [weak paging] in paging?.refresh() })
    }

    /// Keeps `items` up to date with `list` in this store, until the returned observation is
    /// cancelled or released, as
    /// ``keepUpdated(_:from:)-(PagingController<Item,ListCursor<Item.ID>,View>,_)`` does for a
    /// `PagingController`.
    ///
    /// - Returns: The observation; keep it as long as the model should follow the store.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    public func keepUpdated<Item>(
        _ items: PagedItems<Item, ListCursor<Item.ID>>, from list: StoredList<Item>
    ) -> ListObservation {
        prepareReload(of: items, from: list)
        return observe(list, shownBy: ShownPagingList(items) { [weak items] in items?.refresh() })
    }

    /// Feeds `list`'s changes to an updater of `paging`: a write made on the main actor at once,
    /// once it has released the writer; any other through a stream the main actor reads in
    /// commit order. Both orders are safe to mix: taking a change in reads the rows it touched
    /// as they are now, so a change taken late changes nothing a later one did.
    @MainActor
    func observe<Item>(_ list: StoredList<Item>, shownBy paging: ShownPagingList<Item>) -> ListObservation {
        let updater = StoreListUpdater(paging: paging, store: self, list: list)
        let (changes, continuation) = AsyncStream.makeStream(of: ListChange<Item.ID>.self)
        let key = observers.add(
            to: list.name, deliver: { continuation.yield(ListChange($0)) },
            takeOnMainActor: { _ = updater.take(ListChange($0)) }, finish: { continuation.finish() })
        let name = list.name
        continuation.onTermination = { [observers] _ in observers.remove(key, from: name) }
        let task = Task { @MainActor in
            for await change in changes {
                // The list is gone: nothing left to update.
                guard updater.take(change) else { return }
            }
        }
        return ListObservation(isActive: Protected(true)) { [observers] in
            observers.remove(key, from: name)
            task.cancel()
        }
    }
}

extension ListStore {
    /// Makes a reload keep the user's place, when the app has not said where reloads start: it
    /// reads around the first item on screen.
    @MainActor
    func prepareReload<Item, View>(
        of paging: PagingController<Item, ListCursor<Item.ID>, View>, from list: StoredList<Item>
    ) {
        if paging.refreshCursor == nil { paging.refreshCursor = { [list] item in list.cursor(for: item) } }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    func prepareReload<Item>(of items: PagedItems<Item, ListCursor<Item.ID>>, from list: StoredList<Item>) {
        if items.refreshCursor == nil { items.refreshCursor = { [list] item in list.cursor(for: item) } }
    }
}
