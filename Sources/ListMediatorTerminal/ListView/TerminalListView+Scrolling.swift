import Foundation
import ListMediator

extension TerminalListView {
    /// Scrolls so line `offset.y` of the list is the top line of the rows, clamped to the
    /// scrollable range as a finger drag would be, then tells the delegate, as a user's
    /// scrolling does.
    public func setContentOffset(_ offset: CGPoint) {
        layoutLinesIfNeeded()
        let highest = max(0, layout.lineCount - rowAreaHeight)
        // Clamp before converting: a far offset (a flick to the end) does not fit in an Int.
        let line = min(max(offset.y.rounded(.down), 0), CGFloat(highest))
        let top = line.isNaN ? 0 : Int(line)
        if top != topLine {
            topLine = top
            setNeedsDisplay()
        }
        layoutIfNeeded()
        delegateFeatures?.scrolling?.listViewDidScroll(self)
    }

    /// Scrolls by `lines`, down the list when positive.
    public func scroll(byLines lines: Int) {
        layoutLinesIfNeeded()
        setContentOffset(CGPoint(x: 0, y: topLine + lines))
    }

    /// Scrolls to the end of the list, as a flick to the bottom would.
    public func scrollToBottom() {
        setContentOffset(CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
    }

    /// Scrolls so the row at `indexPath`, one line, is at `position` among the rows' lines (its
    /// section's header above it when it is the section's first row and goes to the top), as far
    /// as the list can scroll, and tells the delegate. `ListScrollPosition.none` is
    /// ``scrollRowToVisible(_:)``. The terminal does not animate.
    /// - Precondition: the row exists.
    public func scrollToRow(at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool) {
        layoutLinesIfNeeded()
        guard let line = layout.lineIndex(of: indexPath) else {
            fatalError("attempt to scroll to row \(indexPath), but the list view has row counts \(rowCounts)")
        }
        let hasHeader = layout.sections[indexPath.section].header != nil
        switch position {
        case .none: scrollRowToVisible(indexPath)
        case .top: setContentOffset(CGPoint(x: 0, y: indexPath.row == 0 && hasHeader ? line - 1 : line))
        case .middle: setContentOffset(CGPoint(x: 0, y: line - rowAreaHeight / 2))
        case .bottom: setContentOffset(CGPoint(x: 0, y: line - rowAreaHeight + 1))
        }
    }

    /// Scrolls as little as needed for the row at `indexPath` to be on screen, with its section's
    /// header when it is the section's first row. Does nothing when it already is.
    /// - Precondition: the row exists.
    public func scrollRowToVisible(_ indexPath: IndexPath) {
        layoutLinesIfNeeded()
        guard let line = layout.lineIndex(of: indexPath) else {
            fatalError("attempt to scroll to row \(indexPath), but the list view has row counts \(rowCounts)")
        }
        let hasHeader = layout.sections[indexPath.section].header != nil
        let top = indexPath.row == 0 && hasHeader ? line - 1 : line
        if top < topLine {
            setContentOffset(CGPoint(x: 0, y: top))
        } else if line >= topLine + rowAreaHeight {
            setContentOffset(CGPoint(x: 0, y: line - rowAreaHeight + 1))
        }
    }
}
