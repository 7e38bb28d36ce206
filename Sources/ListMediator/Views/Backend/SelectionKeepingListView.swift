import Foundation

/// A backend that draws its own rows and keeps their selection in a ``RowSelection``: it gets
/// UIKit's selection behaviour — a tap, selecting and deselecting from code — from this
/// protocol's extension, once for all such backends.
@MainActor
package protocol SelectionKeepingListView: SelectableListView {
    /// The view's selection.
    var rowSelection: RowSelection { get set }
    /// Whether `indexPath` is one of the rows the view shows now.
    func isShownRow(_ indexPath: IndexPath) -> Bool
    /// The view and its row counts, for messages: "the table view has row counts [1]".
    var rowCountsSentence: String { get }
    /// The selection changed: the view redraws what it must.
    func selectionDidChange(at indexPaths: [IndexPath])
}

extension SelectionKeepingListView {
    /// Selects the row at `indexPath` from code, telling no delegate, as `selectRow(at:animated:scrollPosition:)`
    /// does: where only one row may be selected, the row selected before is deselected.
    /// - Precondition: the row is shown.
    package func selectShownRow(at indexPath: IndexPath) {
        guard isShownRow(indexPath) else {
            fatalError("attempt to select row \(indexPath), but \(rowCountsSentence)")
        }
        let deselected = rowSelection.select(indexPath, allowsSeveral: allowsSeveralSelectedRows)
        selectionDidChange(at: deselected + [indexPath])
    }

    /// Deselects the row at `indexPath` from code, telling no delegate; nothing when it is not
    /// selected.
    package func deselectShownRow(at indexPath: IndexPath) {
        guard rowSelection.deselect(indexPath) else { return }
        selectionDidChange(at: [indexPath])
    }

    /// A user's tap on the row at `indexPath`, as UIKit handles it: the delegate's
    /// `listView(_:shouldHighlightRowAt:)` is asked first (`false` ends the tap). A tap on a
    /// selected row of a list that allows several deselects it and tells `didDeselectRowAt`.
    /// Otherwise `willSelectRowAt` may
    /// refuse or choose another row; when only one row may be selected the row selected before is
    /// deselected and told to `didDeselectRowAt`; then `didSelectRowAt` is told. Where one row may
    /// be selected, `performPrimaryActionForRowAt` is told last, whether the row was selected or not.
    package func handleTap(onRowAt indexPath: IndexPath) {
        guard isShownRow(indexPath) else {
            fatalError("attempt to select row \(indexPath), but \(rowCountsSentence)")
        }
        let delegate = delegate
        guard delegate?.listView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        if allowsSeveralSelectedRows, rowSelection.indexPaths.contains(indexPath) {
            deselectShownRow(at: indexPath)
            delegate?.listView(self, didDeselectRowAt: indexPath)
            return
        }
        // A tap that adds a row to a selection of several is no action on the row.
        defer { if !allowsSeveralSelectedRows { delegate?.listView(self, performPrimaryActionForRowAt: indexPath) } }
        guard let chosen = delegate.map({ $0.listView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        guard isShownRow(chosen) else {
            fatalError(
                "willSelectRowAt \(indexPath) returned \(chosen), but \(rowCountsSentence)")
        }
        let deselected = rowSelection.select(chosen, allowsSeveral: allowsSeveralSelectedRows)
        selectionDidChange(at: deselected + [chosen])
        for previous in deselected { delegate?.listView(self, didDeselectRowAt: previous) }
        delegate?.listView(self, didSelectRowAt: chosen)
    }
}
