import Foundation

// Appending without diffing: a new page costs what the page costs, however long the list.

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
        func appendItems() { storage.sections[0].append(contentsOf: newItems) }
        guard !newItems.isEmpty else {
            completion?(.unchanged)
            return .unchanged
        }
        applyRequests.countRequest()
        defer { selectionListener?.itemsDidChange() }
        guard let host, host.placement(of: self) != nil else {
            appendItems()
            completion?(.notDisplayed)
            return .notDisplayed
        }
        let start = storage.sections[0].count
        let update = BatchUpdate(insertedRows: (start..<start + newItems.count).map { IndexPath(row: $0, section: 0) })
        // Refused (data changed behind this data source's back), the view reloads and the items
        // are appended all the same, so nothing is lost.
        return host.performOrReload(
            update, from: self, animated: animated, updateData: appendItems, completion: completion)
    }
}
