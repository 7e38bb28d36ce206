import Foundation
import ListMediator

// Not UIKit: a user editing a table or a collection view, for tests — deleting a row with a
// swipe's Delete, dragging one by its reorder control, moving an item interactively — with
// UIKit's order of calls.

extension UITableView {
    /// Plays a swipe's Delete on the row at `indexPath`: as UIKit, only for a row that can be
    /// edited (`canEditRowAt`) with the delete editing style (`editingStyleForRowAt`), the data
    /// source is told to commit the deletion, which it shows with a batch update of its own.
    /// Returns whether it was told.
    @discardableResult
    public func simulateDelete(at indexPath: IndexPath) -> Bool {
        loadDataIfNeeded()
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
            (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    /// Plays a drag of the row at `sourceIndexPath` to `proposedIndexPath` by its reorder control:
    /// asks the data source whether it can be edited and moves, the delegate where it lands, moves the row in the
    /// table's own record with its cell, then tells the data source `moveRowAt`. Returns where the
    /// row landed, or `nil` when it does not move.
    @discardableResult
    public func simulateMove(from sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath) -> IndexPath? {
        layOutCells()
        // As UIKit: a row shows its reorder control only when it can be edited and moved.
        guard let dataSource, dataSource.tableView(self, canEditRowAt: sourceIndexPath),
            dataSource.tableView(self, canMoveRowAt: sourceIndexPath)
        else { return nil }
        let destination =
            delegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
        let move = BatchUpdate(movedRows: [.init(from: sourceIndexPath, to: destination)])
        var counts = rowCounts
        counts[sourceIndexPath.section] -= 1
        counts[destination.section] += 1
        // UIKit's own record follows the drag; replayed through its batch model, so a destination
        // that is no place for the row stops the process as UIKit would.
        guard bookkeeping.beginBatch() else { fatalError("a row was dragged inside a batch update") }
        bookkeeping.pendingUpdate = move
        let (_, model) = bookkeeping.endBatch(newCounts: counts, in: .tableView)
        displayedCells = BatchBookkeeping.remap(displayedCells, with: model) { _, _ in }
        selectedRows = Set(selectedRows.compactMap(model.newIndexPath(for:)))
        dataSource.tableView(self, moveRowAt: sourceIndexPath, to: destination)
        return destination
    }
}

extension UICollectionView {
    /// Not UIKit: plays an interactive move of the item at `sourceIndexPath` dropped at
    /// `proposedIndexPath` (`beginInteractiveMovementForItem(at:)` … `endInteractiveMovement()`):
    /// asks the data source whether it moves, the delegate where it lands, moves the item in the
    /// collection view's own record with its cell, then tells the data source `moveItemAt`.
    /// Returns where the item landed, or `nil` when it does not move.
    @discardableResult
    public func simulateInteractiveMove(from sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath)
        -> IndexPath?
    {
        layOutCells()
        guard let dataSource, dataSource.collectionView(self, canMoveItemAt: sourceIndexPath) else { return nil }
        let destination =
            delegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: sourceIndexPath,
                atCurrentIndexPath: sourceIndexPath, toProposedIndexPath: proposedIndexPath) ?? proposedIndexPath
        var counts = itemCounts
        counts[sourceIndexPath.section] -= 1
        counts[destination.section] += 1
        guard bookkeeping.beginBatch() else { fatalError("an item was moved inside a batch update") }
        bookkeeping.pendingUpdate = BatchUpdate(movedRows: [.init(from: sourceIndexPath, to: destination)])
        let (_, model) = bookkeeping.endBatch(newCounts: counts, in: .collectionView)
        displayedCells = BatchBookkeeping.remap(displayedCells, with: model) { _, _ in }
        selectedItems = Set(selectedItems.compactMap(model.newIndexPath(for:)))
        dataSource.collectionView(self, moveItemAt: sourceIndexPath, to: destination)
        return destination
    }
}

extension UITableView {
    /// Not UIKit: the actions the row at `indexPath` shows when swiped from the leading or
    /// trailing edge, as UIKit asks: none unless the row can be edited (`canEditRowAt`); then the
    /// delegate's configuration, or `nil` for UIKit's own (a Delete, on the trailing edge, for a
    /// row whose editing style is delete).
    public func simulateSwipe(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        loadDataIfNeeded()
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        return leading
            ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
}
