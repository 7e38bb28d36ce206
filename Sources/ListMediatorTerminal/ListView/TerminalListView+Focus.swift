import Foundation
import ListMediator

// The keyboard's place in the list: one focused row, moved by keys, kept on screen — UIKit's
// focus, as on tvOS and iPad keyboards. Selecting is a separate act (Enter).

extension TerminalListView {
    /// The focused row, or `nil`. A batch update moves it with its row; when its row is deleted,
    /// or a reload leaves fewer rows, it goes to the row that takes its place.
    public var indexPathForFocusedRow: IndexPath? {
        layoutLinesIfNeeded()
        return focusedIndexPath
    }

    /// Focuses the row at `indexPath` and scrolls it on screen.
    /// - Precondition: the row exists.
    public func focusRow(at indexPath: IndexPath) {
        layoutLinesIfNeeded()
        guard layout.contains(indexPath) else {
            fatalError("attempt to focus row \(indexPath), but the list view has row counts \(rowCounts)")
        }
        isFocusAutomatic = false
        if focusedIndexPath != indexPath {
            focusedIndexPath = indexPath
            setNeedsDisplay()
        }
        scrollRowToVisible(indexPath)
    }

    /// Moves the focus `distance` rows down the list (up when negative), across sections, stopping
    /// at either end. With no focus, focuses the first row on screen instead.
    public func moveFocus(by distance: Int) {
        layoutLinesIfNeeded()
        guard var target = focusedIndexPath else {
            if let first = visibleRowIndexPaths.first ?? layout.firstRow { focusRow(at: first) }
            return
        }
        for _ in 0..<abs(distance) {
            guard let next = distance > 0 ? layout.row(after: target) : layout.row(before: target) else { break }
            target = next
        }
        focusRow(at: target)
    }

    /// Takes the focus off every row; a view that ``autofocuses`` chooses the first row on
    /// screen again.
    public func clearFocus() {
        focusedIndexPath = nil
        isFocusAutomatic = false
        setNeedsDisplay()
    }

    /// Focuses the first row of the list, if any.
    public func focusFirstRow() {
        layoutLinesIfNeeded()
        if let first = layout.firstRow, first != focusedIndexPath {
            focusedIndexPath = first
            setNeedsDisplay()
        }
        isFocusAutomatic = false
        // To the top line, so the first section's header shows too.
        setContentOffset(.zero)
    }

    /// Focuses the last row of the list, if any, and scrolls to the end, so a footer below it
    /// shows too.
    public func focusLastRow() {
        layoutLinesIfNeeded()
        if let last = layout.lastRow, last != focusedIndexPath {
            focusedIndexPath = last
            setNeedsDisplay()
        }
        isFocusAutomatic = false
        scrollToBottom()
    }

    /// Handles a list key and returns `true`, or returns `false` for any other key:
    /// - ↑ and `k`, ↓ and `j`: the previous or next row;
    /// - Page Up and Page Down: a screenful up or down;
    /// - Home and `g`, End and `G`: the first or last row;
    /// - Enter: selects the focused row (``pressFocusedRow()``).
    @discardableResult
    public func handle(_ key: TerminalKey) -> Bool {
        switch key {
        case .up, .character("k"): moveFocus(by: -1)
        case .down, .character("j"): moveFocus(by: 1)
        case .pageUp: moveFocus(by: -max(1, rowAreaHeight - 1))
        case .pageDown: moveFocus(by: max(1, rowAreaHeight - 1))
        case .home, .character("g"): focusFirstRow()
        case .end, .character("G"): focusLastRow()
        case .enter: pressFocusedRow()
        default: return false
        }
        return true
    }
}
