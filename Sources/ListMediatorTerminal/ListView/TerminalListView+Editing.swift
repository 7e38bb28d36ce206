import Foundation
@_spi(Backends) import ListMediator

// The keyboard's way of editing the list: moving the focused row up or down (a reorder
// control's drag, a row at a time) and deleting it (a swipe's Delete). As UIKit does, the view
// shows a move first and then tells the data source; a deletion is the data source's to show.

extension TerminalListView {
    /// Moves the focused row one place up (`offset` −1) or down (+1), into the next section when it
    /// is at the edge of its own: asks the data source whether it moves (`canMoveRowAt`) and the
    /// delegate where it lands (`targetIndexPathForMoveFromRowAt`, where containers keep it within
    /// its data source), moves it in the view's own record with its cell, focus and selection, then
    /// tells the data source (`moveRowAt`).
    ///
    /// - Returns: whether the row moved.
    /// - Precondition: the data source reports the view's counts after `moveRowAt`; one whose
    ///   counts differ stops the program with a message.
    @discardableResult
    public func moveFocusedRow(by offset: Int) -> Bool {
        layoutIfNeeded()
        guard let source = indexPathForFocusedRow, offset != 0, let moving = dataSourceFeatures?.moving,
            moving.listView(self, canMoveRowAt: source), let proposed = proposedPlace(moving: source, by: offset)
        else { return false }
        let destination =
            delegateFeatures?.moving?.listView(
                self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard destination != source else { return false }
        let (move, mapping) = recordUserMove(from: source, to: destination, in: &rowCounts)
        rowSelection.move(with: mapping)
        focusedIndexPath = destination
        isFocusAutomatic = false
        markChanges(of: move, mapping: mapping, sectionCountBefore: rowCounts.count)
        let kept = mapping.moving(displayedCells.map { (indexPath: $0.key, cell: $0.value) }).kept
        displayedCells = Dictionary(kept, uniquingKeysWith: { _, later in later })
        setNeedsLayout()

        moving.listView(self, moveRowAt: source, to: destination)

        requireDataSourceFollowedUserMove(from: source, to: destination, shown: rowCounts)
        focusRow(at: destination)  // and on screen, now that the data source agrees
        return true
    }

    /// Deletes the focused row when its data source lets it be deleted (`canEditRowAt`), telling
    /// it to commit the deletion, which it shows with a batch update of its own.
    /// - Returns: whether the data source was told.
    @discardableResult
    public func deleteFocusedRow() -> Bool {
        layoutIfNeeded()
        guard let focused = indexPathForFocusedRow, let editing = dataSourceFeatures?.editing,
            editing.listView(self, canEditRowAt: focused)
        else { return false }
        editing.listView(self, commit: .delete, forRowAt: focused)
        return true
    }

    /// The place a row dropped `offset` places away would be proposed at: the next row of its
    /// section, or the near end of the next section when it is at the edge of its own.
    private func proposedPlace(moving source: IndexPath, by offset: Int) -> IndexPath? {
        let row = source.row + offset
        if (0..<rowCounts[source.section]).contains(row) { return IndexPath(row: row, section: source.section) }
        let section = source.section + (offset > 0 ? 1 : -1)
        guard rowCounts.indices.contains(section) else { return nil }
        return IndexPath(row: offset > 0 ? 0 : rowCounts[section], section: section)
    }
}
