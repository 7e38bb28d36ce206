import ListMediator

extension ListSync {
    /// Keeps the items `paging` shows up to date with the store, as
    /// ``ListStore/keepUpdated(_:from:)-(PagingController<Item,ListCursor<Item.ID>,View>,_)``
    /// does, with one difference: when a refresh replaced the stored list, the list reloads from
    /// the store without asking the server again.
    ///
    /// - Returns: The observation; keep it as long as the list should follow the store.
    public func keepUpdated<View>(_ paging: PagingController<Item, ListCursor<Item.ID>, View>) -> ListObservation {
        store.prepareReload(of: paging, from: list)
        return store.observe(
            list,
            shownBy: ShownPagingList(paging) { [weak self, weak paging] in
                self?.reloadFromStore { paging?.refresh() ?? false }
            })
    }

    /// Keeps `items` up to date with the store, as ``keepUpdated(_:)-(PagingController<Item,ListCursor<Item.ID>,View>)``
    /// does for a `PagingController`.
    ///
    /// - Returns: The observation; keep it as long as the model should follow the store.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func keepUpdated(_ items: PagedItems<Item, ListCursor<Item.ID>>) -> ListObservation {
        store.prepareReload(of: items, from: list)
        return store.observe(
            list,
            shownBy: ShownPagingList(items) { [weak self, weak items] in
                self?.reloadFromStore { items?.refresh() ?? false }
            })
    }

    /// Starts a reload that reads the store alone.
    private func reloadFromStore(_ reload: () -> Bool) {
        pendingLocalReloads += 1
        if !reload() { pendingLocalReloads -= 1 }
    }
}
