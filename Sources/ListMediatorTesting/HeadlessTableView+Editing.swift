import Foundation
@_spi(Backends) import ListMediator

// The user editing the list: dragging a row by its reorder control to another place, and
// deleting a row (a swipe's Delete). As in UIKit, a move is shown by the view first and the data
// source only told of it; a deletion is the data source's to show.

extension HeadlessTableView {
    /// Plays the user dragging the row at `sourceIndexPath` and dropping it at
    /// `proposedIndexPath`, as edit mode's reorder control does: asks the data source whether the
    /// row moves (`canMoveRowAt`) and the delegate where it lands
    /// (`targetIndexPathForMoveFromRowAt`), moves the row in the view's own record — its cell,
    /// selection and measured height with it, and no batch update — then tells the data source
    /// (`moveRowAt`).
    ///
    /// Afterwards the data source must report the counts the view shows, having updated nothing
    /// in the view: one that answers with a batch update or a reload, or whose counts differ,
    /// stops the test with a message, where UIKit would crash. (A data source that ignores a move
    /// within a section keeps its counts; the view's next look at its cells shows it.)
    ///
    /// - Returns: where the row landed, or `nil` when the data source does not let it move.
    @discardableResult
    public func dragRow(from sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath) -> IndexPath? {
        layoutIfNeeded()
        guard isRow(sourceIndexPath) else {
            fatalError("attempt to move row \(sourceIndexPath), but the table view has row counts \(rowCounts)")
        }
        guard let moving = dataSourceFeatures?.moving, moving.listView(self, canMoveRowAt: sourceIndexPath) else {
            return nil
        }
        let destination =
            delegateFeatures?.moving?.listView(
                self, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
        let (move, mapping) = recordUserMove(from: sourceIndexPath, to: destination, in: &rowCounts)
        displayedCells = mapping.moving(displayedCells).kept
        rowSelection.move(with: mapping)
        invalidateLayout(after: move, mapping: mapping)
        prefetchedRows = []
        interactiveMoves.append(BatchUpdate.Move(from: sourceIndexPath, to: destination))
        let updatesBefore = performedBatchUpdates.count + rejectedBatchUpdates.count + reloadCount

        moving.listView(self, moveRowAt: sourceIndexPath, to: destination)

        guard performedBatchUpdates.count + rejectedBatchUpdates.count + reloadCount == updatesBefore else {
            fatalError(
                "the data source answered the user's move of row \(sourceIndexPath) to \(destination) with an update "
                    + "of the table: the table shows the move already, so moveRowAt must change the data only")
        }
        requireDataSourceFollowedUserMove(from: sourceIndexPath, to: destination, shown: rowCounts)
        return destination
    }

    /// Plays the user deleting the row at `indexPath` (a swipe's Delete, edit mode's button): asks
    /// the data source whether the row can be edited (`canEditRowAt`), then tells it to commit the
    /// deletion, which it shows with a batch update of its own.
    ///
    /// - Returns: whether the data source let the row be deleted.
    @discardableResult
    public func deleteRow(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard isRow(indexPath) else {
            fatalError("attempt to delete row \(indexPath), but the table view has row counts \(rowCounts)")
        }
        guard let editing = dataSourceFeatures?.editing, editing.listView(self, canEditRowAt: indexPath) else {
            return false
        }
        editing.listView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    /// The actions the row at `indexPath` shows when the user swipes it from `edge`: the
    /// delegate's, or UIKit's default — a Delete on the trailing edge of a row the data source
    /// lets be deleted, which commits the deletion — or `nil` for none.
    public func swipeActions(_ edge: ListSwipeEdge, forRowAt indexPath: IndexPath) -> ListSwipeActions? {
        layoutIfNeeded()
        guard isRow(indexPath) else {
            fatalError("attempt to swipe row \(indexPath), but the table view has row counts \(rowCounts)")
        }
        if let actions = delegateFeatures?.rowActions?.listView(self, swipeActionsFor: edge, forRowAt: indexPath) {
            return actions
        }
        guard edge == .trailing, dataSourceFeatures?.editing?.listView(self, canEditRowAt: indexPath) == true else {
            return nil
        }
        return ListSwipeActions([
            ListSwipeAction(title: ListTexts.standard.delete, style: .destructive) { [weak self] completion in
                guard let self else { return completion(false) }
                self.dataSourceFeatures?.editing?.listView(self, commit: .delete, forRowAt: indexPath)
                completion(true)
            }
        ])
    }

    /// Plays the user swiping the row at `indexPath` from `edge` and tapping the action titled
    /// `title` (or, for an action shown by its image, named so: `ListSwipeAction.name`); returns what the action reported to its completion, or `nil` when the row shows
    /// no such action (or the action has not completed by the time it returns).
    @discardableResult
    public func tapSwipeAction(titled title: String, _ edge: ListSwipeEdge, forRowAt indexPath: IndexPath) -> Bool? {
        guard
            let action = swipeActions(edge, forRowAt: indexPath)?.actions.first(where: {
                $0.title == title || $0.name == title
            })
        else {
            return nil
        }
        var result: Bool?
        action.handler { result = $0 }
        return result
    }

    /// The menu the row at `indexPath` shows when the user touches and holds it: the delegate's,
    /// or `nil` for none.
    /// - Precondition: the row exists.
    public func contextMenu(forRowAt indexPath: IndexPath) -> ListContextMenu? {
        layoutIfNeeded()
        guard isRow(indexPath) else {
            fatalError("attempt to open the menu of row \(indexPath), but the table view has row counts \(rowCounts)")
        }
        return delegateFeatures?.rowActions?.listView(self, contextMenuForRowAt: indexPath)
    }

    /// Plays the user touching and holding the row at `indexPath` and choosing the menu's action
    /// titled `title`; `false` when the row shows no menu, or no such action, or it is disabled.
    @discardableResult
    public func chooseContextMenuAction(titled title: String, forRowAt indexPath: IndexPath) -> Bool {
        choose(actionTitled: title, in: contextMenu(forRowAt: indexPath))
    }
}
