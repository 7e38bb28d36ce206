import ListMediator

/// A paging list that shows a stored list, as ``ListStore/pageLoader(for:pageSize:)`` loads
/// it — a `PagingController` or a `PagedItems` — seen through what keeping it up to date needs.
/// It holds the list weakly: the list's owner decides how long it lives.
@MainActor
struct ShownPagingList<Item: Codable & Identifiable & Sendable> where Item.ID: StoreIdentity {
    /// Whether the list is still alive.
    let isAlive: () -> Bool
    /// The items shown, in order.
    let shownItems: () -> [Item]
    let state: () -> PagingState
    let nextCursor: () -> ListCursor<Item.ID>?
    let previousCursor: () -> ListCursor<Item.ID>?
    /// Replaces the items shown, as one diffed update.
    let show: ([Item]) -> Void
    /// Reloads the list around the first item on screen.
    let reload: () -> Void
    /// The list's paging events.
    let events: ModelObservers<PagingEvent>

    init<View>(_ paging: PagingController<Item, ListCursor<Item.ID>, View>, reload: @escaping () -> Void) {
        isAlive = { [weak paging] in paging != nil }
        shownItems = { [weak paging] in paging?.loadedItems ?? [] }
        state = { [weak paging] in paging?.state ?? .idle }
        nextCursor = { [weak paging] in paging?.nextCursor }
        previousCursor = { [weak paging] in paging?.previousCursor }
        show = { [weak paging] items in paging?.update { $0 = items } }
        self.reload = reload
        events = paging.events
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    init(_ model: PagedItems<Item, ListCursor<Item.ID>>, reload: @escaping () -> Void) {
        isAlive = { [weak model] in model != nil }
        shownItems = { [weak model] in model?.items ?? [] }
        state = { [weak model] in model?.state ?? .idle }
        nextCursor = { [weak model] in model?.nextCursor }
        previousCursor = { [weak model] in model?.previousCursor }
        show = { [weak model] items in model?.update { $0 = items } }
        self.reload = reload
        events = model.events
    }

    /// The window of the stored list shown now, or `nil` before any page is: an empty list
    /// with no page left at either end shows the whole (empty) stored list only once loading
    /// found none.
    var shownWindow: ShownWindow<Item>? {
        let items = shownItems()
        let (lower, upper) = (previousCursor(), nextCursor())
        if items.isEmpty, lower == nil, upper == nil {
            guard case .exhausted = state() else { return nil }
        }
        return ShownWindow(items: items, lowerBound: lower, upperBound: upper)
    }
}
