import Foundation
import ListMediator

extension HeadlessTableView {
    /// The selected row, if any. A reload clears it; a batch update moves it with its row, or
    /// clears it when the row is deleted or reloaded.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects the row at `indexPath` as a user's tap does, and tells the delegate.
    ///
    /// - Precondition: the row exists; tapping a row that is not there is a test bug.
    public func tapRow(at indexPath: IndexPath) {
        loadDataIfNeeded()
        guard
            indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
                && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
        else { fatalError("attempt to select row \(indexPath), but the table view has row counts \(rowCounts)") }
        if let previous = selectedIndexPath { cellForRowIfDisplayed(at: previous)?.isSelected = false }
        selectedIndexPath = indexPath
        cellForRowIfDisplayed(at: indexPath)?.isSelected = true
        delegate?.listView(self, didSelectRowAt: indexPath)
    }

    private func cellForRowIfDisplayed(at indexPath: IndexPath) -> HeadlessTableViewCell? {
        displayedCells.first { $0.indexPath == indexPath }?.cell
    }
}
