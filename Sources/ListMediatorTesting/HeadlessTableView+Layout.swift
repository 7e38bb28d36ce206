import Foundation
import ListMediator

extension HeadlessTableView {
    /// Lays every row out again at the next layout pass, as after a reload or a change of
    /// geometry; `discardingCells` also takes every cell off screen, as a reload does.
    func invalidateLayout(discardingCells: Bool = false) {
        layout.discardAll()
        if discardingCells {
            let discarded = displayedCells
            displayedCells = []
            for (indexPath, cell) in discarded { endDisplaying(cell, at: indexPath) }
            discardDisplayedSupplementaryViews()
        }
    }

    /// Keeps the rows before the first one `update` (just accepted) can affect, and lays out only
    /// the rest at the next layout pass, so appending a page to a long list costs the page.
    ///
    /// An empty update lays everything out again: in UIKit an empty `beginUpdates()` /
    /// `endUpdates()` is how apps ask for new row heights, and they may change anywhere.
    func invalidateLayout(after update: BatchUpdate) {
        guard let position = HeadlessTableLayout.Position(firstAffectedBy: update) else {
            layout.discardAll()
            return
        }
        layout.discard(from: position)
    }

    /// Tells the delegate that `cell`, shown at `indexPath`, left the screen, then makes it
    /// reusable: in that order, so the delegate sees the cell still showing its row.
    func endDisplaying(_ cell: HeadlessTableViewCell, at indexPath: IndexPath) {
        delegate?.listView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Lays out rows and asks for the cells that became visible, as UIKit's layout pass does.
    public func layoutIfNeeded() {
        layoutRowsIfNeeded()
        updateDisplayedCells()
    }

    /// Lays out the rows not laid out yet, and asks for no cell: all that geometry needs.
    /// Allocates nothing when the layout is complete.
    func layoutRowsIfNeeded() {
        loadDataIfNeeded()
        guard !layout.isComplete else { return }
        // Extended in a local variable that alone holds the storage (no copy), so a delegate that
        // reads the view while answering a height is no simultaneous access to the property.
        var building = layout
        layout = HeadlessTableLayout()
        building.complete(
            rowCounts: rowCounts, headerHeight: headerHeight(inSection:), rowHeight: rowHeight(at:),
            footerHeight: footerHeight(inSection:))
        layout = building
    }

    /// The delegate's row height, or ``rowHeight``.
    private func rowHeight(at indexPath: IndexPath) -> CGFloat {
        let height = delegate?.listView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height >= 0 else {
            fatalError("heightForRowAt \(indexPath) returned \(height); it must not be negative")
        }
        return height
    }

    /// The delegate's header height, or UIKit's default: the section header height when the
    /// section has a header title or view, none otherwise. The title and view are asked for only
    /// when needed.
    private func headerHeight(inSection section: Int) -> CGFloat {
        let height =
            delegate?.listView(self, heightForHeaderInSection: section)
            ?? (hasSupplementary(.header, inSection: section) ? sectionHeaderHeight : 0)
        guard height >= 0 else {
            fatalError("heightForHeaderInSection \(section) returned \(height); it must not be negative")
        }
        return height
    }

    /// The delegate's footer height, or UIKit's default, as ``headerHeight(inSection:)``.
    private func footerHeight(inSection section: Int) -> CGFloat {
        let height =
            delegate?.listView(self, heightForFooterInSection: section)
            ?? (hasSupplementary(.footer, inSection: section) ? sectionFooterHeight : 0)
        guard height >= 0 else {
            fatalError("heightForFooterInSection \(section) returned \(height); it must not be negative")
        }
        return height
    }

    /// Whether `section` has a header (or footer) title or view.
    private func hasSupplementary(_ kind: SupplementaryViewKind, inSection section: Int) -> Bool {
        let title =
            kind == .header
            ? dataSource?.listView(self, titleForHeaderInSection: section)
            : dataSource?.listView(self, titleForFooterInSection: section)
        return title != nil || hasSupplementaryView(ofKind: kind, inSection: section)
    }

    func updateDisplayedCells() {
        guard layout.isComplete, let dataSource else { return }
        let top = contentOffset.y
        updateDisplayedSupplementaryViews(layout.supplementaryElements(intersecting: top, top + boundsSize.height))
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
