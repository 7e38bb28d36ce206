import Foundation
import ListMediator

extension HeadlessTableView {
    /// The selected row, if any. A reload clears it; a batch update moves it with its row, or
    /// clears it when the row is deleted or reloaded.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects the row at `indexPath` as a user's tap does in a single-selection
    /// `UITableView`, telling the delegate as UIKit does.
    ///
    /// The delegate's `listView(_:shouldHighlightRowAt:)` is asked first: `false` ends the tap,
    /// as a row that does not highlight is not selected. Then `listView(_:willSelectRowAt:)`: `nil` selects nothing and
    /// calls nothing more; another index path selects that row instead. The row selected
    /// before, if it is another, is deselected and reported to `listView(_:didDeselectRowAt:)`;
    /// then the new row is reported to `listView(_:didSelectRowAt:)`.
    ///
    /// - Precondition: the row exists, and so does the row the delegate chooses instead;
    ///   tapping a row that is not there is a test bug.
    public func tapRow(at indexPath: IndexPath) {
        loadDataIfNeeded()
        guard isRow(indexPath) else {
            fatalError("attempt to select row \(indexPath), but the table view has row counts \(rowCounts)")
        }
        let delegate = delegate
        guard delegate?.listView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        guard let chosen = delegate.map({ $0.listView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        guard isRow(chosen) else {
            fatalError(
                "willSelectRowAt \(indexPath) returned \(chosen), but the table view has row counts \(rowCounts)")
        }
        if let previous = selectedIndexPath, previous != chosen {
            deselectRow(at: previous)
            delegate?.listView(self, didDeselectRowAt: previous)
        }
        selectedIndexPath = chosen
        cellForRowIfDisplayed(at: chosen)?.isSelected = true
        delegate?.listView(self, didSelectRowAt: chosen)
    }

    /// Deselects the row at `indexPath` without telling the delegate, as UIKit's
    /// `deselectRow(at:animated:)`: code that clears a selection after handling a tap calls it.
    /// Does nothing when that row is not selected.
    public func deselectRow(at indexPath: IndexPath) {
        guard selectedIndexPath == indexPath else { return }
        selectedIndexPath = nil
        cellForRowIfDisplayed(at: indexPath)?.isSelected = false
    }

    func isRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    private func cellForRowIfDisplayed(at indexPath: IndexPath) -> HeadlessTableViewCell? {
        displayedCells.first { $0.indexPath == indexPath }?.cell
    }
}
