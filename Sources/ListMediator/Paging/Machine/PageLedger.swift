/// The ledger of a ``PagingMachine``: the pages loaded, top to bottom, with the identities each
/// added and the cursors around it, and the cursors beyond the first and the last — kept so that
/// repeats from later pages are dropped, and pages far from the screen can be dropped and loaded
/// again.
struct PageLedger<Item: Identifiable, Cursor> {
    /// Where the next page starts, or `nil` before the first page and after the last.
    private(set) var nextCursor: Cursor?
    /// Where the previous page starts, or `nil` before the first page and once nothing comes
    /// before the pages shown.
    private(set) var previousCursor: Cursor?
    /// The identities of the items shown.
    private(set) var loadedIdentities: Set<Item.ID> = []
    /// The pages shown, top to bottom.
    private(set) var loadedPages: [LoadedPage] = []

    /// A page shown: the identities it added, and where the pages before and after it start.
    struct LoadedPage {
        var ids: [Item.ID]
        var previousCursor: Cursor?
        var nextCursor: Cursor?

        init(ids: [Item.ID], previousCursor: Cursor?, nextCursor: Cursor?) {
            self.ids = ids
            self.previousCursor = previousCursor
            self.nextCursor = nextCursor
        }

        /// The page `page` that added `items`.
        init(_ items: [Item], of page: Page<Item, Cursor>) {
            self.init(ids: items.map(\.id), previousCursor: page.previousCursor, nextCursor: page.nextCursor)
        }
    }

    /// Takes in `page`, which `request` asked for: the items to show — for a reload all of the
    /// page's, for a page at either end those not shown yet — each identity once, and how many
    /// of them the list did not show before. Moves the cursor of the page's end on (both, for a
    /// reload).
    /// - Complexity: O(*k*) for *k* items in the page.
    mutating func accept(_ page: Page<Item, Cursor>, for request: LoadRequest) -> (items: [Item], newItemCount: Int) {
        switch request {
        case .nextPage: nextCursor = page.nextCursor
        case .previousPage: previousCursor = page.previousCursor
        case .firstPage, .refresh: (nextCursor, previousCursor) = (page.nextCursor, page.previousCursor)
        }
        if !request.isMore {
            let shownBefore = loadedIdentities
            loadedIdentities = []
            let shown = page.items.filter { loadedIdentities.insert($0.id).inserted }
            loadedPages = [LoadedPage(shown, of: page)]
            return (shown, shown.reduce(0) { $0 + (shownBefore.contains($1.id) ? 0 : 1) })
        }
        let added = page.items.filter { loadedIdentities.insert($0.id).inserted }
        if request == .previousPage {
            loadedPages.insert(LoadedPage(added, of: page), at: 0)
        } else {
            loadedPages.append(LoadedPage(added, of: page))
        }
        return (added, added.count)
    }

    /// Learns the identities shown again, after the owner changed the items: they count as one
    /// page from then on, which is never dropped.
    mutating func learn(_ items: [Item]) {
        let ids = items.map(\.id)
        loadedIdentities = Set(ids)
        loadedPages = [LoadedPage(ids: ids, previousCursor: previousCursor, nextCursor: nextCursor)]
    }

    /// Drops whole pages at `edge` while more than `limit` items are loaded (see
    /// ``PagingMachine/trim(at:toAtMost:sparing:keeping:)``): the identities dropped.
    mutating func dropPages(
        at edge: ListEdge, toAtMost limit: Int, sparing: Set<Item.ID>, keeping room: ScreenRoom
    ) -> Set<Item.ID> {
        var total = loadedPages.reduce(0) { $0 + $1.ids.count }
        var room = room
        var dropped: Set<Item.ID> = []
        while total > limit, loadedPages.count > 1 {
            let (page, next) =
                edge == .top
                ? (loadedPages[0], loadedPages[1])
                : (loadedPages[loadedPages.count - 1], loadedPages[loadedPages.count - 2])
            let cursorAgain = edge == .top ? next.previousCursor : next.nextCursor
            guard let cursorAgain, !page.ids.contains(where: sparing.contains),
                !next.ids.contains(where: sparing.contains), room.allowsDropping(page.ids.count)
            else { break }
            if edge == .top {
                loadedPages.removeFirst()
                previousCursor = cursorAgain
            } else {
                loadedPages.removeLast()
                nextCursor = cursorAgain
            }
            total -= page.ids.count
            room.itemsBeyondScreen -= page.ids.count
            dropped.formUnion(page.ids)
            loadedIdentities.subtract(page.ids)
        }
        return dropped
    }
}
