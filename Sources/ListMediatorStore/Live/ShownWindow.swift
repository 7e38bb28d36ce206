import Foundation

/// The run of a stored list that a paging list shows: its items, in list order, and how far it
/// reaches — to the places its pages go on from (the paging list's cursors), or on to the
/// list's start or end once no page is left there.
///
/// A write changes the rows the window covers; bringing the window up to date needs only the
/// rows the write touched, never the rest of the table.
struct ShownWindow<Item: Codable & Identifiable & Sendable> where Item.ID: StoreIdentity {
    /// The items shown, in list order.
    var items: [Item]
    /// Where the page before the window ends (it reads the items before this place), or `nil`
    /// when no page is left before the window: it reaches the list's start.
    var lowerBound: ListCursor<Item.ID>?
    /// Where the page after the window starts (it reads the items after this place), or `nil`
    /// when no page is left after the window: it reaches the list's end.
    var upperBound: ListCursor<Item.ID>?

    /// The items once the write that touched `touchedIDs` is taken in: the touched items shown
    /// leave, and `current` (the touched items the store still holds, in list order) enter
    /// where they sort, when they sort inside the window.
    ///
    /// The window reaches its cursors, not only its items: an item deleted at an edge — by this
    /// write or an earlier one — still bounds it, for the page beyond starts from its place, so
    /// an item written next to it is shown rather than skipped by that page. It reaches its
    /// items too, should one sort past a cursor (written there before the pages beyond were
    /// dropped).
    ///
    /// - Complexity: O(*w* + *k* log *w*) for *w* items shown and *k* touched, with sort keys
    ///   computed only for the O(*k* log *w*) items the entering ones are compared with.
    func merging(_ current: [Item], touching touchedIDs: Set<Item.ID>, of list: StoredList<Item>) -> [Item] {
        let lower = lowerBound.map { bound in
            items.first.map(list.cursor(for:)).map { first in first.precedes(bound) ? first : bound } ?? bound
        }
        let upper = upperBound.map { bound in
            items.last.map(list.cursor(for:)).map { last in bound.precedes(last) ? last : bound } ?? bound
        }
        let entering = current.filter { item in
            let cursor = list.cursor(for: item)
            if let lower, cursor.precedes(lower) { return false }
            if let upper, upper.precedes(cursor) { return false }
            return true
        }
        // A loop, not `filter`: run unspecialized (the store is generic over the app's item),
        // `filter`'s closure allocated for each item it was given.
        var kept: [Item] = []
        kept.reserveCapacity(items.count)
        for item in items where !touchedIDs.contains(item.id) { kept.append(item) }
        guard !entering.isEmpty else { return kept }
        var merged: [Item] = []
        merged.reserveCapacity(kept.count + entering.count)
        var start = 0
        for item in entering {
            let end = Self.insertionIndex(of: list.cursor(for: item), in: kept, from: start, of: list)
            merged.append(contentsOf: kept[start..<end])
            merged.append(item)
            start = end
        }
        merged.append(contentsOf: kept[start...])
        return merged
    }

    /// The index in `kept` (in list order) before which an item at `cursor` goes: the first
    /// item at or after `start` that `cursor` precedes, or the end.
    ///
    /// A gallop from `start`, then a binary search: the entering items come in list order, so
    /// each search starts where the last one ended, and a run of them landing together (a
    /// page at an end) costs O(log) each, not the window.
    private static func insertionIndex(
        of cursor: ListCursor<Item.ID>, in kept: [Item], from start: Int, of list: StoredList<Item>
    ) -> Int {
        func goesBefore(_ index: Int) -> Bool { cursor.precedes(list.cursor(for: kept[index])) }
        var low = start
        var step = 1
        var high = start
        // Gallop: find an index the cursor goes before, or the end.
        while high < kept.count, !goesBefore(high) {
            low = high + 1
            high = start + step
            step *= 2
        }
        high = min(high, kept.count)
        while low < high {
            let middle = (low + high) / 2
            if goesBefore(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
