import Foundation
import ListMediator

// The layout pass: which line each row, header and footer is on, which rows are on screen, and
// the cells showing them. Like UIKit's, it runs when something asks for its result, not at
// each change.

extension TerminalListView {
    /// The lines must be laid out again: the data changed.
    func setNeedsLayout() {
        needsLineLayout = true
        setNeedsDisplay()
    }

    /// What the view draws may have changed.
    func setNeedsDisplay() {
        onNeedsDisplay?()
    }

    /// The number of lines the rows have: the view's height less the refresh line, if shown.
    var rowAreaHeight: Int {
        max(0, height - (refreshControl?.isRefreshing == true ? 1 : 0))
    }

    /// Lays out the lines when the data changed, keeps the scroll position and the focus within
    /// them, and asks for no cell: all that geometry needs.
    func layoutLinesIfNeeded() {
        loadDataIfNeeded()
        if needsLineLayout {
            needsLineLayout = false
            layout = TerminalListLayout(
                rowCounts: rowCounts,
                header: { supplementaryLine(.header, inSection: $0) },
                footer: { supplementaryLine(.footer, inSection: $0) })
        }
        focusedIndexPath = focusedIndexPath.flatMap(layout.nearestRow(to:))
        if let anchor = focusAnchor {
            focusAnchor = nil
            if let focused = focusedIndexPath, let line = layout.lineIndex(of: focused) { topLine = line - anchor }
        }
        // Kept within the content, as a scroll view does after it shrank.
        topLine = max(0, min(topLine, layout.lineCount - rowAreaHeight))
        if autofocuses, focusedIndexPath == nil || isFocusAutomatic {
            focusedIndexPath = layout.rows(onLines: topLine..<(topLine + rowAreaHeight)).first ?? layout.firstRow
            isFocusAutomatic = true
        }
    }

    /// Lays out the lines and asks for the cells of the rows that came on screen, as UIKit's
    /// layout pass does; cells of rows that left it are ended and made reusable first.
    public func layoutIfNeeded() {
        // A data source or delegate that reads the view while it makes a cell sees the pass in progress.
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        layoutLinesIfNeeded()
        guard let dataSource else { return }
        let visible = visibleRowIndexPaths
        let wanted = Set(visible)
        for (indexPath, cell) in displayedCells where !wanted.contains(indexPath) {
            displayedCells[indexPath] = nil
            // Before any new cell is dequeued, so this one cannot be showing another row yet.
            endDisplaying(cell, at: indexPath)
        }
        for indexPath in visible where displayedCells[indexPath] == nil {
            let cell = dataSource.listView(self, cellForRowAt: indexPath)
            displayedCells[indexPath] = cell
            delegate?.listView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// The screen line, from the top of the rows, of the focused row, when a key put the focus
    /// there and it is on screen, by the current layout; `nil` at the top of a list whose first
    /// row is an item, where rows inserted above are news to show, as after a refresh. Below a
    /// row that stands for no item (a loading row above a chat's older messages, see
    /// `ListViewAnchoringDataSource.listView(_:canAnchorRowAt:)`) the top is no such place: the focused
    /// row keeps its line as older rows arrive.
    var focusedRowScreenLine: Int? {
        guard !isFocusAutomatic, let focused = focusedIndexPath, let line = layout.lineIndex(of: focused),
            (topLine..<(topLine + rowAreaHeight)).contains(line)
        else { return nil }
        // The list's very first row, an item: the same rule as the other views'.
        if topLine == 0, let first = layout.firstRow, first == IndexPath(row: 0, section: 0),
            dataSourceFeatures?.anchoring?.listView(self, canAnchorRowAt: first) ?? true
        {
            return nil
        }
        return line - topLine
    }

    /// The rows on the lines on screen, top to bottom, by the current layout.
    var visibleRowIndexPaths: [IndexPath] {
        layout.rows(onLines: topLine..<(topLine + rowAreaHeight))
    }

    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        return visibleRowIndexPaths
    }

    /// The cell showing the row at `indexPath`, or `nil` when that row is off screen.
    public func cellForRow(at indexPath: IndexPath) -> TerminalCell? {
        layoutIfNeeded()
        return displayedCells[indexPath]
    }

    /// In lines: the offset is the list's line at the top of the rows, the content is every
    /// line of the list, and the bounds are the lines the rows have.
    public var scrollGeometry: ScrollGeometry {
        layoutLinesIfNeeded()
        return ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: topLine),
            contentSize: CGSize(width: width, height: layout.lineCount),
            boundsSize: CGSize(width: width, height: rowAreaHeight))
    }
}
