import Foundation

// Rows laid out from the delegate's heights, the cells on screen, selection and scrolling.

extension UITableView {
    /// The vertical extent of every row, top to bottom.
    func rowFrames() -> [(indexPath: IndexPath, minY: CGFloat, maxY: CGFloat)] {
        loadDataIfNeeded()
        var frames: [(indexPath: IndexPath, minY: CGFloat, maxY: CGFloat)] = []
        var y: CGFloat = 0
        for (section, count) in rowCounts.enumerated() {
            y += height(delegate?.tableView(self, heightForHeaderInSection: section), fixed: sectionHeaderHeight) {
                dataSource?.tableView(self, titleForHeaderInSection: section) == nil ? 0 : 28
            }
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let rowHeight = height(delegate?.tableView(self, heightForRowAt: indexPath), fixed: rowHeight) { 44 }
                frames.append((indexPath, y, y + rowHeight))
                y += rowHeight
            }
            y += height(delegate?.tableView(self, heightForFooterInSection: section), fixed: sectionFooterHeight) {
                dataSource?.tableView(self, titleForFooterInSection: section) == nil ? 0 : 28
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
        return frames
    }

    /// The delegate's `answer`, else the table's `fixed` height, else — when both are
    /// `automaticDimension` — the self-sized height.
    private func height(_ answer: CGFloat?, fixed: CGFloat, selfSized: () -> CGFloat) -> CGFloat {
        for candidate in [answer, fixed] {
            guard let candidate, candidate != UITableView.automaticDimension else { continue }
            guard candidate >= 0 else { fatalError("a height of \(candidate) is negative") }
            return candidate
        }
        return selfSized()
    }

    /// Lays out rows and shows the cells that are visible, telling the delegate, as UIKit's
    /// layout pass does.
    func layOutCells() {
        let top = contentOffset.y
        let visible = rowFrames().filter { $0.maxY > top && $0.minY < top + bounds.height && $0.maxY > $0.minY }
        let wanted = Set(visible.map(\.indexPath))
        for (indexPath, cell) in displayedCells where !wanted.contains(indexPath) {
            displayedCells[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        guard let dataSource else { return }
        for (indexPath, _, _) in visible where displayedCells[indexPath] == nil {
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.isSelected = indexPath == selectedRow
            displayedCells[indexPath] = cell
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        layOutCells()
        return displayedCells.keys.sorted()
    }

    public var visibleCells: [UITableViewCell] {
        layOutCells()
        return displayedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layOutCells()
        return displayedCells[indexPath]
    }

    public var indexPathForSelectedRow: IndexPath? { selectedRow }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRow == indexPath else { return }
        displayedCells[indexPath]?.isSelected = false
        selectedRow = nil
    }

    // MARK: Not UIKit: a user's actions, for tests

    /// Plays a tap on the row at `indexPath`: asks `shouldHighlightRowAt` (a row that does not
    /// highlight is not selected), then `willSelectRowAt`, deselects the previous row
    /// and selects the one the delegate allowed, telling the delegate, as UIKit does.
    public func simulateTap(at indexPath: IndexPath) {
        loadDataIfNeeded()
        guard rowCounts.indices.contains(indexPath.section), (0..<rowCounts[indexPath.section]).contains(indexPath.row)
        else { fatalError("attempt to tap row \(indexPath), but the table view has row counts \(rowCounts)") }
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        guard let target = delegate?.tableView(self, willSelectRowAt: indexPath) ?? (delegate == nil ? indexPath : nil)
        else { return }
        if let previous = selectedRow, previous != target {
            deselectRow(at: previous, animated: false)
            delegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectedRow = target
        displayedCells[target]?.isSelected = true
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// Plays a swipe to delete on the row at `indexPath` and a tap on its Delete button.
    public func simulateSwipeToDelete(at indexPath: IndexPath) {
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    }

    /// Plays a drag that scrolls the content by `distance`, telling the delegate as UIKit does.
    public func simulateDrag(by distance: CGFloat) {
        delegate?.scrollViewWillBeginDragging(self)
        setContentOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + distance), animated: false)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }
}
