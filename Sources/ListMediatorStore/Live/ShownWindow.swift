import Foundation

/// The run of a stored list that a paging list shows: its items, in list order, and how far it
/// reaches — from its first item to its last, and on to the list's start or end once the list
/// has no page left there.
///
/// A write changes the rows the window covers; bringing the window up to date needs only the
/// rows the write touched, never the rest of the table.
struct ShownWindow<Item: Codable & Identifiable & Sendable> where Item.ID: StoreIdentity {
    /// The items shown, in list order.
    var items: [Item]
    /// Whether the window reaches the list's start: no page is left before its first item.
    var reachesStart: Bool
    /// Whether the window reaches the list's end: no page is left after its last item.
    var reachesEnd: Bool

    /// The items once the write that touched `touchedIDs` is taken in: the touched items shown
    /// leave, and `current` (the touched items the store still holds, in list order) enter
    /// where they sort, when they sort inside the window.
    ///
    /// The window's bounds are its items' positions before the write: an item deleted at an
    /// edge still bounds it, so an item written right next to it lands on the same side.
    ///
    /// - Complexity: O(*w* + *k*) for *w* items shown and *k* touched.
    func merging(_ current: [Item], touching touchedIDs: Set<Item.ID>, of list: StoredList<Item>) -> [Item] {
        let lower = reachesStart ? nil : items.first.map(list.cursor(for:))
        let upper = reachesEnd ? nil : items.last.map(list.cursor(for:))
        if items.isEmpty, !(reachesStart && reachesEnd) { return items }
        let entering = current.filter { item in
            let cursor = list.cursor(for: item)
            if let lower, cursor.precedes(lower) { return false }
            if let upper, upper.precedes(cursor) { return false }
            return true
        }
        var merged: [Item] = []
        merged.reserveCapacity(items.count + entering.count)
        var next = entering.makeIterator()
        var waiting = next.next()
        for item in items where !touchedIDs.contains(item.id) {
            let cursor = list.cursor(for: item)
            while let candidate = waiting, list.cursor(for: candidate).precedes(cursor) {
                merged.append(candidate)
                waiting = next.next()
            }
            merged.append(item)
        }
        while let candidate = waiting {
            merged.append(candidate)
            waiting = next.next()
        }
        return merged
    }
}
