import Foundation
import ListMediator

extension HeadlessTableView {
    func invalidateLayout(discardingCells: Bool = false) {
        layout = nil
        if discardingCells {
            let discarded = displayedCells
            displayedCells = []
            for (indexPath, cell) in discarded { endDisplaying(cell, at: indexPath) }
        }
    }

    /// Tells the delegate that `cell`, shown at `indexPath`, left the screen, then makes it
    /// reusable: in that order, so the delegate sees the cell still showing its row.
    func endDisplaying(_ cell: HeadlessTableViewCell, at indexPath: IndexPath) {
        delegate?.listView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
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
            y += headerHeight(inSection: section)
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let height = delegate?.listView(self, heightForRowAt: indexPath) ?? rowHeight
                guard height >= 0 else {
                    fatalError("heightForRowAt \(indexPath) returned \(height); it must not be negative")
                }
                layout.rows.append(.init(indexPath: indexPath, minY: y, maxY: y + height))
                y += height
            }
            y += footerHeight(inSection: section)
        }
        layout.contentHeight = y
        return layout
    }

    /// The delegate's header height, or UIKit's default: the section header height when the
    /// section has a header title, none otherwise. The title is asked for only when needed.
    private func headerHeight(inSection section: Int) -> CGFloat {
        let height =
            delegate?.listView(self, heightForHeaderInSection: section)
            ?? (dataSource?.listView(self, titleForHeaderInSection: section) != nil ? sectionHeaderHeight : 0)
        guard height >= 0 else {
            fatalError("heightForHeaderInSection \(section) returned \(height); it must not be negative")
        }
        return height
    }

    /// The delegate's footer height, or UIKit's default, as ``headerHeight(inSection:)``.
    private func footerHeight(inSection section: Int) -> CGFloat {
        let height =
            delegate?.listView(self, heightForFooterInSection: section)
            ?? (dataSource?.listView(self, titleForFooterInSection: section) != nil ? sectionFooterHeight : 0)
        guard height >= 0 else {
            fatalError("heightForFooterInSection \(section) returned \(height); it must not be negative")
        }
        return height
    }

    func updateDisplayedCells() {
        guard let layout, let dataSource else { return }
        let top = contentOffset.y
        let visible = layout.rows(intersecting: top, top + boundsSize.height).filter { $0.maxY > $0.minY }
        let wanted = Set(visible.map(\.indexPath))
        var kept: [IndexPath: HeadlessTableViewCell] = [:]
        for (indexPath, cell) in displayedCells {
            if wanted.contains(indexPath) {
                kept[indexPath] = cell
            } else {
                // Before any new cell is dequeued, so this one cannot be showing another row yet.
                endDisplaying(cell, at: indexPath)
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
}
