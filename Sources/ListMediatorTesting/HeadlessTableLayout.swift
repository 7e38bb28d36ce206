import Foundation
import ListMediator

/// Where every row of a ``HeadlessTableView`` sits, computed from row heights and titles.
struct HeadlessTableLayout {
    struct Row {
        var indexPath: IndexPath
        var minY: CGFloat
        var maxY: CGFloat
    }

    /// All rows, top to bottom; `minY` grows monotonically, so lookups binary-search it.
    var rows: [Row] = []
    var contentHeight: CGFloat = 0

    /// The rows that intersect the vertical range `top..<bottom`.
    ///
    /// - Complexity: O(log *n* + *v*) for *n* rows and *v* rows returned.
    func rows(intersecting top: CGFloat, _ bottom: CGFloat) -> ArraySlice<Row> {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].maxY <= top { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < rows.count, rows[end].minY < bottom { end += 1 }
        return rows[low..<end]
    }
}

extension HeadlessTableView {
    func invalidateLayout(discardingCells: Bool = false) {
        layout = nil
        if discardingCells {
            for (_, cell) in displayedCells {
                cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
            }
            displayedCells = []
        }
    }

    /// Lays out rows and asks for the cells that became visible, as UIKit's layout pass does.
    public func layoutIfNeeded() {
        loadDataIfNeeded()
        if layout == nil { layout = makeLayout() }
        updateDisplayedCells()
    }

    private func makeLayout() -> HeadlessTableLayout {
        var layout = HeadlessTableLayout()
        layout.rows.reserveCapacity(rowCounts.reduce(0, +))
        var y: CGFloat = 0
        for (section, count) in rowCounts.enumerated() {
            if dataSource?.listView(self, titleForHeaderInSection: section) != nil { y += sectionHeaderHeight }
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let height = delegate?.listView(self, heightForRowAt: indexPath) ?? rowHeight
                guard height >= 0 else {
                    fatalError("heightForRowAt \(indexPath) returned \(height); it must not be negative")
                }
                layout.rows.append(.init(indexPath: indexPath, minY: y, maxY: y + height))
                y += height
            }
            if dataSource?.listView(self, titleForFooterInSection: section) != nil { y += sectionFooterHeight }
        }
        layout.contentHeight = y
        return layout
    }

    private func updateDisplayedCells() {
        guard let layout, let dataSource else { return }
        let top = contentOffset.y
        let visible = layout.rows(intersecting: top, top + boundsSize.height).filter { $0.maxY > $0.minY }
        let wanted = Set(visible.map(\.indexPath))
        var kept: [IndexPath: HeadlessTableViewCell] = [:]
        for (indexPath, cell) in displayedCells {
            if wanted.contains(indexPath) {
                kept[indexPath] = cell
            } else {
                cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
            }
        }
        displayedCells = visible.map { row in
            if let cell = kept[row.indexPath] { return (row.indexPath, cell) }
            let cell = dataSource.listView(self, cellForRowAt: row.indexPath)
            cell.isSelected = row.indexPath == selectedIndexPath
            delegate?.listView(self, willDisplay: cell, forRowAt: row.indexPath)
            return (row.indexPath, cell)
        }
    }

    public var scrollGeometry: ScrollGeometry {
        layoutIfNeeded()
        return ScrollGeometry(
            contentOffset: contentOffset,
            contentSize: CGSize(width: boundsSize.width, height: layout?.contentHeight ?? 0),
            boundsSize: boundsSize,
            contentInset: contentInset)
    }

    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        return displayedCells.map(\.indexPath)
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [HeadlessTableViewCell] {
        layoutIfNeeded()
        return displayedCells.map(\.cell)
    }

    /// The cell showing the row at `indexPath`, or `nil` when that row is off screen.
    public func cellForRow(at indexPath: IndexPath) -> HeadlessTableViewCell? {
        layoutIfNeeded()
        return displayedCells.first { $0.indexPath == indexPath }?.cell
    }

    /// Scrolls so the content at `offset` is at the top-left corner, clamped to the
    /// scrollable range as a finger drag would be, then tells the delegate.
    public func setContentOffset(_ offset: CGPoint) {
        layoutIfNeeded()
        let geometry = scrollGeometry
        let lowest = -contentInset.top
        let highest = max(lowest, geometry.contentSize.height + contentInset.bottom - boundsSize.height)
        // A NaN offset (a division by zero in app code) stays at the top rather than poisoning layout.
        let y = offset.y.isNaN ? lowest : min(max(offset.y, lowest), highest)
        contentOffset = CGPoint(x: offset.x.isNaN ? 0 : offset.x, y: y)
        updateDisplayedCells()
        delegate?.listViewDidScroll(self)
    }

    /// Scrolls to the end of the content, as a user flicking to the bottom would.
    public func scrollToBottom() {
        setContentOffset(CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
    }

    /// Scrolls so the row at `indexPath` is at the top of the visible area (or as close as the content allows).
    public func scrollToRow(at indexPath: IndexPath) {
        layoutIfNeeded()
        guard let row = layout?.rows.first(where: { $0.indexPath == indexPath }) else {
            fatalError("attempt to scroll to invalid index path: \(indexPath)")
        }
        setContentOffset(CGPoint(x: 0, y: row.minY))
    }
}
