import Foundation
@_spi(Backends) import ListMediator

extension HeadlessTableView {
    /// Lays every row out again at the next layout pass, as after a reload or a change of
    /// geometry; `discardingCells` also takes every cell off screen, as a reload does.
    func invalidateLayout(discardingCells: Bool = false) {
        layout.discardAll()
        measuredHeights = [:]
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
    func invalidateLayout(after update: BatchUpdate, mapping: BatchUpdate.IndexPathMapping) {
        guard let position = HeadlessTableLayout.Position(firstAffectedBy: update) else {
            layout.discardAll()
            measuredHeights = [:]
            return
        }
        layout.discard(from: position)
        keepMeasuredHeights(through: update, mapping: mapping)
    }

    /// Moves the measured heights of the rows `update` keeps to their new index paths, as UIKit
    /// keeps a surviving row's height; reloaded and reconfigured rows, whose content changed, are
    /// measured again.
    private func keepMeasuredHeights(through update: BatchUpdate, mapping: BatchUpdate.IndexPathMapping) {
        guard !measuredHeights.isEmpty else { return }
        let remeasured = Set(update.reloadedRows + update.reconfiguredRows)
        var kept: [IndexPath: CGFloat] = [:]
        for (indexPath, height) in measuredHeights where !remeasured.contains(indexPath) {
            if let newIndexPath = mapping.newIndexPath(for: indexPath) { kept[newIndexPath] = height }
        }
        measuredHeights = kept
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
            rowCounts: rowCounts, columns: columnCount(inSection:), headerHeight: headerHeight(inSection:),
            rowHeight: layoutHeight(ofRowAt:), footerHeight: footerHeight(inSection:))
        layout = building
    }

    /// The columns the data source's layout of `section` asks for; 1 when it gives none.
    private func columnCount(inSection section: Int) -> Int {
        let environment = HeadlessLayoutEnvironment(containerSize: boundsSize)
        return dataSource?.listView(self, layoutForSection: section, environment: environment)?.columns ?? 1
    }

    /// The height a row is laid out at: its estimate when there is one (the delegate's, or
    /// ``estimatedRowHeight``), to be measured when the row comes on screen; otherwise its final
    /// height, asked now. A self-sizing row has no final height before its cell exists, so it is
    /// estimated at 44 points when nothing else estimates it.
    private func layoutHeight(ofRowAt indexPath: IndexPath) -> HeadlessTableLayout.RowHeight {
        if let measured = measuredHeights[indexPath] { return .init(value: measured) }
        if let estimate = delegate?.listView(self, estimatedHeightForRowAt: indexPath),
            estimate != Self.automaticDimension, estimate != 0
        {
            guard estimate >= 0 else {
                fatalError("estimatedHeightForRowAt \(indexPath) returned \(estimate); it must not be negative")
            }
            return .init(value: estimate, isEstimated: true)
        }
        if estimatedRowHeight > 0 { return .init(value: estimatedRowHeight, isEstimated: true) }
        guard let height = fixedHeight(ofRowAt: indexPath) else {
            return .init(value: Self.defaultFittingHeight, isEstimated: true)
        }
        return .init(value: height)
    }

    /// The delegate's row height, or ``rowHeight``; `nil` when it is ``automaticDimension``, for
    /// the cell to say.
    private func fixedHeight(ofRowAt indexPath: IndexPath) -> CGFloat? {
        let height = delegate?.listView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == Self.automaticDimension { return nil }
        guard height >= 0 else {
            fatalError("heightForRowAt \(indexPath) returned \(height); it must not be negative")
        }
        return height
    }

    /// The height of a cell that sizes itself and gives no ``HeadlessTableViewCell/fittingHeight``:
    /// a default table cell's.
    static var defaultFittingHeight: CGFloat { 44 }

    /// Gives each row on screen that was laid out at an estimate its final height, now that its
    /// cell is there; returns whether any line's height changed.
    ///
    /// A row whose top is above the visible area moves the content offset by what it changes, as
    /// UIKit does, so the rows on screen stay where the user sees them.
    private func measureDisplayedRows() -> Bool {
        // A delegate that updated the list while answering leaves it to the next layout pass.
        guard layout.isComplete else { return false }
        var changed = false
        for (indexPath, cell) in displayedCells {
            guard let row = layout.row(at: indexPath), row.isEstimated else { continue }
            let height = fixedHeight(ofRowAt: indexPath) ?? cell.fittingHeight ?? Self.defaultFittingHeight
            guard height >= 0 else {
                fatalError("the cell at \(indexPath) has a fitting height of \(height); it must not be negative")
            }
            measuredHeights[indexPath] = height
            let change = layout.setMeasuredHeight(height, forRowAt: indexPath)
            guard change != 0 else { continue }
            changed = true
            if row.minY < contentOffset.y { contentOffset.y += change }
        }
        if changed { clampContentOffset() }
        return changed
    }

    /// Brings the content offset back within the content, as a scroll view does when its content
    /// changes size under it.
    private func clampContentOffset() {
        let lowest = -contentInset.top
        let highest = max(lowest, layout.contentHeight + contentInset.bottom - boundsSize.height)
        contentOffset.y = min(max(contentOffset.y, lowest), highest)
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

    /// Shows the cells of the rows on screen, then measures those laid out at an estimate; when
    /// that changes the layout, shows the cells of the rows now on screen, until nothing moves.
    func updateDisplayedCells() {
        guard layout.isComplete, dataSource != nil else { return }
        // Each pass measures every estimated row on screen, so the passes end once the rows on
        // screen are all measured; the bound only guards against a cell whose height flips.
        defer { updatePrefetchedRows() }
        // Rows measured before an update keep their heights; the rest of the content is estimated
        // anew and may be shorter than where the screen was.
        if !measuredHeights.isEmpty { clampContentOffset() }
        for _ in 0..<Self.maximumMeasuringPasses {
            showCellsOfVisibleRows()
            guard measureDisplayedRows() else { return }
        }
        showCellsOfVisibleRows()
    }

    private static var maximumMeasuringPasses: Int { 16 }

    private func showCellsOfVisibleRows() {
        guard let dataSource else { return }
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
            cell.isSelected = rowSelection.indexPaths.contains(row.indexPath)
            delegate?.listView(self, willDisplay: cell, forRowAt: row.indexPath)
            return (row.indexPath, cell)
        }
    }

    /// Where the row at `indexPath` is in the content, as `UITableView.rectForRow(at:)`: in a
    /// section laid out in columns, its column's share of the width.
    ///
    /// - Precondition: `indexPath` is a row the view shows.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutRowsIfNeeded()
        guard let row = layout.row(at: indexPath) else {
            fatalError("rectForRow(at:) asked for \(indexPath), which is not a row the table view shows")
        }
        let columns = layout.sections[indexPath.section].columns
        let width = boundsSize.width / CGFloat(columns)
        let column = CGFloat(indexPath.row % columns)
        return CGRect(x: column * width, y: row.minY, width: width, height: row.maxY - row.minY)
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
