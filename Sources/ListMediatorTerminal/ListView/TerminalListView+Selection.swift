import Foundation
import ListMediator

extension TerminalListView: SelectionKeepingListView {
    /// The selected rows, in order. A reload clears the view's selection and selects again the
    /// rows its data sources hold selected; a batch update moves it with its rows, or clears it
    /// for rows deleted or reloaded.
    public var indexPathsForSelectedRows: [IndexPath] { rowSelection.sorted }

    /// The user presses Enter on the row at `indexPath`: it is selected, or deselected, as a tap
    /// does in a `UITableView`, telling the delegate as UIKit does (see
    /// `HeadlessTableView.tapRow(at:)` for the calls and their order).
    ///
    /// - Precondition: the row exists, and so does the row the delegate chooses instead.
    public func pressRow(at indexPath: IndexPath) {
        layoutLinesIfNeeded()
        handleTap(onRowAt: indexPath)
    }

    /// The user presses Enter: selects the focused row (see ``pressRow(at:)``), if any.
    /// With no rows, Enter does what the background view offers (a retry), if anything.
    public func pressFocusedRow() {
        if let focused = indexPathForFocusedRow {
            pressRow(at: focused)
        } else if showsNoRows, let retry = backgroundView?.retry {
            retry()
        }
    }

    /// Selects the row at `indexPath` without telling the delegate, as UIKit's
    /// `selectRow(at:animated:scrollPosition:)`.
    /// - Precondition: the row exists.
    public func selectRow(at indexPath: IndexPath, animated: Bool = false) {
        layoutLinesIfNeeded()
        selectShownRow(at: indexPath)
    }

    /// Deselects the row at `indexPath` without telling the delegate, as UIKit's
    /// `deselectRow(at:animated:)`. Does nothing when that row is not selected.
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) {
        deselectShownRow(at: indexPath)
    }

    package func isShownRow(_ indexPath: IndexPath) -> Bool { layout.contains(indexPath) }

    package var rowCountsSentence: String { "the list view has row counts \(rowCounts)" }

    package func selectionDidChange(at indexPaths: [IndexPath]) { setNeedsDisplay() }
}
