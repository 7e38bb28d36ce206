import Foundation
import ListMediator

extension TerminalListView {
    /// The selected row, if any. A reload clears it; a batch update moves it with its row, or
    /// clears it when the row is deleted or reloaded.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// The user presses Enter on the row at `indexPath`: it is selected as a tap selects a row of
    /// a single-selection `UITableView`, telling the delegate as UIKit does.
    ///
    /// The delegate's `listView(_:shouldHighlightRowAt:)` is asked first: `false` ends the press,
    /// as a row that does not highlight is not selected. Then `listView(_:willSelectRowAt:)`: `nil` selects nothing and
    /// calls nothing more; another index path selects that row instead. The row selected before,
    /// if it is another, is deselected and reported to `listView(_:didDeselectRowAt:)`; then the
    /// new row is reported to `listView(_:didSelectRowAt:)`.
    ///
    /// - Precondition: the row exists, and so does the row the delegate chooses instead.
    public func pressRow(at indexPath: IndexPath) {
        layoutLinesIfNeeded()
        guard layout.contains(indexPath) else {
            fatalError("attempt to select row \(indexPath), but the list view has row counts \(rowCounts)")
        }
        let delegate = delegate
        guard delegate?.listView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        guard let chosen = delegate.map({ $0.listView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        guard layout.contains(chosen) else {
            fatalError("willSelectRowAt \(indexPath) returned \(chosen), but the list view has row counts \(rowCounts)")
        }
        if let previous = selectedIndexPath, previous != chosen {
            deselectRow(at: previous)
            delegate?.listView(self, didDeselectRowAt: previous)
        }
        selectedIndexPath = chosen
        setNeedsDisplay()
        delegate?.listView(self, didSelectRowAt: chosen)
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

    /// Deselects the row at `indexPath` without telling the delegate, as UIKit's
    /// `deselectRow(at:animated:)`. Does nothing when that row is not selected.
    public func deselectRow(at indexPath: IndexPath) {
        guard selectedIndexPath == indexPath else { return }
        selectedIndexPath = nil
        setNeedsDisplay()
    }
}
