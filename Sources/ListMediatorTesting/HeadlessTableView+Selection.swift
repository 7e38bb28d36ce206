import Foundation
import ListMediator

extension HeadlessTableView: SelectionKeepingListView {
    /// The selected rows, in order. A reload clears the view's selection and selects again the
    /// rows its data sources hold selected; a batch update moves it with its rows, or clears it
    /// for rows deleted or reloaded.
    public var indexPathsForSelectedRows: [IndexPath] { rowSelection.sorted }

    /// Selects the row at `indexPath` as a user's tap does, telling the delegate as UIKit does.
    ///
    /// The delegate's `listView(_:shouldHighlightRowAt:)` is asked first: `false` ends the tap,
    /// as a row that does not highlight is not selected. In a table that allows several selected
    /// rows (``allowsMultipleSelection``, or ``allowsMultipleSelectionDuringEditing`` in edit
    /// mode), a tap on a selected row deselects it and tells `listView(_:didDeselectRowAt:)`.
    /// Otherwise `listView(_:willSelectRowAt:)` is asked: `nil` selects nothing and calls nothing
    /// more; another index path selects that row instead. Where only one row may be selected,
    /// the row selected before is deselected and reported to `listView(_:didDeselectRowAt:)`;
    /// then the new row is reported to `listView(_:didSelectRowAt:)`.
    ///
    /// - Precondition: the row exists, and so does the row the delegate chooses instead;
    ///   tapping a row that is not there is a test bug.
    public func tapRow(at indexPath: IndexPath) {
        loadDataIfNeeded()
        handleTap(onRowAt: indexPath)
    }

    /// Plays a two-finger pan across the rows at `indexPaths`, as UIKit's multiple selection
    /// interaction: asks the delegate whether it begins on the first
    /// (`listView(_:shouldBeginMultipleSelectionInteractionAt:)`; nothing happens when it does
    /// not), tells it the interaction began — where the app enters edit mode — then selects each
    /// row crossed that is not selected yet, as a tap does. Returns whether it began.
    /// - Precondition: the rows exist.
    @discardableResult
    public func panWithTwoFingers(across indexPaths: [IndexPath]) -> Bool {
        loadDataIfNeeded()
        guard let first = indexPaths.first,
            delegateFeatures?.multipleSelection?.listView(self, shouldBeginMultipleSelectionInteractionAt: first)
                ?? false
        else { return false }
        delegateFeatures?.multipleSelection?.listView(self, didBeginMultipleSelectionInteractionAt: first)
        for indexPath in indexPaths where !rowSelection.indexPaths.contains(indexPath) {
            handleTap(onRowAt: indexPath)
        }
        return true
    }

    /// Selects the row at `indexPath` without telling the delegate, as UIKit's
    /// `selectRow(at:animated:scrollPosition:)`.
    /// - Precondition: the row exists.
    public func selectRow(at indexPath: IndexPath, animated: Bool = false) {
        loadDataIfNeeded()
        selectShownRow(at: indexPath)
    }

    /// Deselects the row at `indexPath` without telling the delegate, as UIKit's
    /// `deselectRow(at:animated:)`: code that clears a selection after handling a tap calls it.
    /// Does nothing when that row is not selected.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        deselectShownRow(at: indexPath)
    }

    package func isShownRow(_ indexPath: IndexPath) -> Bool { isRow(indexPath) }

    package var rowCountsSentence: String { "the table view has row counts \(rowCounts)" }

    package func selectionDidChange(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            cellForRowIfDisplayed(at: indexPath)?.isSelected = rowSelection.indexPaths.contains(indexPath)
        }
    }

    func isRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    private func cellForRowIfDisplayed(at indexPath: IndexPath) -> HeadlessTableViewCell? {
        displayedCells.first { $0.indexPath == indexPath }?.cell
    }
}
