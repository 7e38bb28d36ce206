import Foundation

// A row the user drags from one data source of a list into another: the giving data source
// lets the item go (`onGiveAway`), the receiving one takes it where `canReceiveItem` says. The
// container that holds both (a composite, a mediator) asks and tells them; neither shows a batch
// update, because the view shows the row in its new place already.

extension ItemDataSource {
    /// The item of the row at `indexPath` when ``onGiveAway`` is set, with whether it is selected.
    public final func listView(_ listView: View, itemForRowMovingOutAt indexPath: IndexPath) -> MovedItem? {
        guard onGiveAway != nil, takesMovesAcross, let item = item(at: indexPath) else { return nil }
        return MovedItem(item: item, isSelected: selectedRows.contains(indexPath))
    }

    /// Whether ``canReceiveItem`` takes the moved item, when it is an `Item`, at `indexPath`.
    public final func listView(_ listView: View, canInsertMovedItem movedItem: MovedItem, at indexPath: IndexPath)
        -> Bool
    {
        receivedItem(movedItem, at: indexPath) != nil
    }

    /// Removes the item at `indexPath` without a batch update, then tells ``onGiveAway``. A
    /// section the item leaves empty stays until the next `apply`. A selected item leaves
    /// without ``onDeselect``: the user moved it, and it stays selected where it went.
    public final func listView(_ listView: View, removeRowMovedOutAt indexPath: IndexPath) {
        let item = self[indexPath]
        // The items held changed: a paging controller reads their identities again.
        applyRequests.countRequest()
        selectionFollows(
            BatchUpdate(deletedRows: [indexPath]), sectionCountBefore: sectionCount, sectionCountAfter: sectionCount)
        storage.remove(at: indexPath)
        itemsDidChange(inSection: indexPath.section)
        selectionListener?.itemsDidChange()
        onGiveAway?(item, indexPath)
    }

    /// Inserts the moved item at `indexPath` without a batch update, selected when it was (without
    /// ``onSelect``: the user moved it, not selected it), then tells ``onReceive``.
    /// - Precondition: ``listView(_:canInsertMovedItem:at:)`` takes it there.
    public final func listView(_ listView: View, insertMovedItem movedItem: MovedItem, at indexPath: IndexPath) {
        guard let item = receivedItem(movedItem, at: indexPath) else {
            fatalError(
                "\(storage.ownerName) was given a moved \(type(of: movedItem.item)) at \(indexPath), where it takes none "
                    + "(it has \(storage.countsDescription)); a container asks canInsertMovedItem first")
        }
        applyRequests.countRequest()
        selectionFollows(
            BatchUpdate(insertedRows: [indexPath]), sectionCountBefore: sectionCount, sectionCountAfter: sectionCount)
        storage.insert(item, at: indexPath)
        if movedItem.isSelected { selectedRows.insert(indexPath) }
        itemsDidChange(inSection: indexPath.section)
        selectionListener?.itemsDidChange()
        onReceive?(item, indexPath)
    }

    /// The moved item as this data source would hold it at `indexPath` — an `Item`, placed in the
    /// section, taken by ``canReceiveItem`` — or `nil` when it does not take it there.
    private func receivedItem(_ movedItem: MovedItem, at indexPath: IndexPath) -> Item? {
        guard let canReceiveItem, takesMovesAcross, let item = movedItem.item as? Item, indexPath.count == 2,
            (0..<sectionCount).contains(indexPath.section),
            (0...itemCount(inSection: indexPath.section)).contains(indexPath.row),
            let placed = self.item(item, placedInSection: indexPath.section), canReceiveItem(placed, indexPath)
        else { return nil }
        return placed
    }
}
