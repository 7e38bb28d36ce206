import Foundation

// Adding items without diffing: a new page costs what the page costs, however long the list and
// wherever the page goes — below the others (a next page) or above them (an older page).

extension FlatDataSource {
    /// Adds `newItems` below the others, inserting their rows with animation when the list
    /// shows this data source.
    ///
    /// No diff runs: the items are known to be new, so the update is the inserted rows, and the
    /// items are appended in place. Use it for pages of an endless list; use `apply` when items
    /// may also change, move or repeat.
    ///
    /// A pending `await apply` of this data source is superseded by an append of at least one item
    /// (``UpdateOutcome/superseded``).
    ///
    /// - Parameters:
    ///   - newItems: the items to add, in order.
    ///   - animated: whether the view animates the insertion.
    ///   - completion: called with the outcome once the list shows the new rows.
    /// - Returns: how the rows reached the view.
    /// - Complexity: O(*k*) for *k* new items, plus the view's work per inserted row.
    @discardableResult
    public func append(
        contentsOf newItems: [Item], animated: ListAnimation = true, completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        insert(contentsOf: newItems, at: itemCount(inSection: 0), animated: animated, completion: completion)
    }

    /// Adds `newItems` at position `index` of the items — 0 above all of them, as an older page of
    /// a chat goes — inserting their rows with animation when the list shows this data source.
    ///
    /// No diff runs, as for ``append(contentsOf:animated:completion:)``: the update is the inserted
    /// rows. The items after `index` move down with their selection.
    ///
    /// - Parameters:
    ///   - newItems: the items to add, in order.
    ///   - index: where the first of them goes, from 0 to the number of items.
    ///   - animated: whether the view animates the insertion.
    ///   - completion: called with the outcome once the list shows the new rows.
    /// - Returns: how the rows reached the view.
    /// - Precondition: `index` is between 0 and the number of items.
    /// - Complexity: O(*k*) for *k* new items at the start or the end, plus the view's work per
    ///   inserted row; in between, plus moving the items on one side of `index` in memory (a copy
    ///   of their bytes). After an insertion at the start, the next read of ``items`` costs O(*n*)
    ///   once.
    @discardableResult
    public func insert(
        contentsOf newItems: [Item], at index: Int, animated: ListAnimation = true,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        let count = itemCount(inSection: 0)
        guard (0...count).contains(index) else {
            fatalError("cannot insert items at \(index): \(type(of: self)) has \(count) items")
        }
        func insertItems() { storage.insert(contentsOf: newItems, at: index, inSection: 0) }
        guard !newItems.isEmpty else {
            completion?(.unchanged)
            return .unchanged
        }
        applyRequests.countRequest()
        defer { selectionListener?.itemsDidChange() }
        let update = BatchUpdate(insertedRows: IndexPath.rows(index..<index + newItems.count, inSection: 0))
        // The rows after `index` move down: their selection with them (the view moves its own).
        if index < count { selectionFollows(update, sectionCountBefore: 1, sectionCountAfter: 1) }
        let kind: RecordedUpdate.Kind = index == count ? .append : (index == 0 ? .prepend : .insertion)
        return change(update, as: kind, animated: animated, updateData: insertItems, completion: completion)
    }
}
