import ListMediator

extension PagingController where Item: Codable & Sendable, Item.ID: StoreIdentity, Cursor == ListCursor<Item.ID> {
    /// Saves the first item on screen as the place the user is reading `list`, for
    /// ``loadFirstPage(atReadingPlaceIn:of:)`` to open at on the next launch: call it when the
    /// screen goes away or the app moves to the background.
    ///
    /// - Parameter offset: How far, in points, the top of the visible area is past the item's
    ///   top (in UIKit, `tableView.contentOffset.y - tableView.rectForRow(at:).minY` plus the
    ///   adjusted top inset); 0 when the item's top is at the top of the screen.
    ///
    /// With no item on screen, nothing is saved and the place saved before stays.
    public func saveReadingPlace(in store: ListStore, of list: StoredList<Item>, offset: Double = 0) throws {
        try store.saveReadingPlace(at: firstItemOnScreen, offset: offset, of: list)
    }

    /// Loads the first page around the place saved for `list` and, once it is shown, scrolls
    /// the item that was at the top of the screen back to the top; from the start of the list
    /// when no place is saved (or it cannot be read). When that item has been deleted since, the
    /// list opens with the items after its place.
    ///
    /// The saved ``ReadingPlace/offset`` is the app's to apply once the returned place's item is
    /// on screen: a list view has no common way to scroll by points.
    ///
    /// - Returns: The place the list opens at, or `nil` for the start. The load is refused
    ///   while a page loads, as `loadFirstPage(around:)` is.
    @discardableResult
    public func loadFirstPage(atReadingPlaceIn store: ListStore, of list: StoredList<Item>) -> ReadingPlace<Item.ID>? {
        let place = try? store.readingPlace(of: list)
        guard loadFirstPage(around: place?.anchor), let place else { return nil }
        let events = events.changes()
        let dataSource = dataSource
        Task { @MainActor in
            for await event in events where !event.state.isLoading {
                if event.state.error == nil {
                    _ = dataSource.scrollToItem(withID: place.anchor.id, at: .top, animated: false)
                }
                return
            }
        }
        return place
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PagedItems where Item: Codable & Sendable, Item.ID: StoreIdentity, Cursor == ListCursor<Item.ID> {
    /// Saves the first item on screen as the place the user is reading `list`, as
    /// ``PagingController/saveReadingPlace(in:of:offset:)`` does: with no item on screen, the
    /// place saved before stays.
    public func saveReadingPlace(in store: ListStore, of list: StoredList<Item>, offset: Double = 0) throws {
        try store.saveReadingPlace(at: firstItemOnScreen, offset: offset, of: list)
    }

    /// Loads the first page around the place saved for `list`; from the start of the list when
    /// no place is saved. Scroll to the returned place's item once it is in ``items`` (SwiftUI:
    /// `scrollPosition(id:)`).
    ///
    /// - Returns: The place the list opens at, or `nil` for the start.
    @discardableResult
    public func loadFirstPage(atReadingPlaceIn store: ListStore, of list: StoredList<Item>) -> ReadingPlace<Item.ID>? {
        let place = try? store.readingPlace(of: list)
        return loadFirstPage(around: place?.anchor) ? place : nil
    }
}

extension ListStore {
    /// Saves `item` and `offset` as the place the user is reading `list`; with no item, keeps
    /// the place saved before. What both paging models' `saveReadingPlace` do.
    fileprivate func saveReadingPlace<Item>(at item: Item?, offset: Double, of list: StoredList<Item>) throws {
        guard let item else { return }
        try write { try $0.setReadingPlace(ReadingPlace(anchor: list.cursor(for: item), offset: offset), of: list) }
    }
}
