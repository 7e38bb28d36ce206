import Foundation

// Rows laid out from the delegate's heights, the cells on screen, selection and scrolling.

extension UITableView {
    /// The vertical extent of every row, top to bottom.
    func rowFrames() -> [(indexPath: IndexPath, minY: CGFloat, maxY: CGFloat)] {
        layOutFrames().rows
    }

    /// The vertical extent of every row, and of every header and footer with a height, top to
    /// bottom. A self-sized header or footer is 28 points high when it has a title or a view.
    func layOutFrames() -> (
        rows: [(indexPath: IndexPath, minY: CGFloat, maxY: CGFloat)],
        headersAndFooters: [(kind: String, section: Int, minY: CGFloat, maxY: CGFloat)]
    ) {
        loadDataIfNeeded()
        var frames: [(indexPath: IndexPath, minY: CGFloat, maxY: CGFloat)] = []
        var headersAndFooters: [(kind: String, section: Int, minY: CGFloat, maxY: CGFloat)] = []
        var y: CGFloat = 0
        for (section, count) in rowCounts.enumerated() {
            let headerHeight = height(
                delegate?.tableView(self, heightForHeaderInSection: section), fixed: sectionHeaderHeight
            ) {
                hasHeaderOrFooter("header", inSection: section) ? 28 : 0
            }
            if headerHeight > 0 { headersAndFooters.append(("header", section, y, y + headerHeight)) }
            y += headerHeight
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let rowHeight = height(delegate?.tableView(self, heightForRowAt: indexPath), fixed: rowHeight) { 44 }
                frames.append((indexPath, y, y + rowHeight))
                y += rowHeight
            }
            let footerHeight = height(
                delegate?.tableView(self, heightForFooterInSection: section), fixed: sectionFooterHeight
            ) {
                hasHeaderOrFooter("footer", inSection: section) ? 28 : 0
            }
            if footerHeight > 0 { headersAndFooters.append(("footer", section, y, y + footerHeight)) }
            y += footerHeight
        }
        contentSize = CGSize(width: bounds.width, height: y)
        return (frames, headersAndFooters)
    }

    /// Whether the section has a header (or footer) title, or a view the delegate gives; a view
    /// asked for only to size the section goes back to its queue at once.
    private func hasHeaderOrFooter(_ kind: String, inSection section: Int) -> Bool {
        let title =
            kind == "header"
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        if title != nil { return true }
        if displayedHeaderFooterViews.contains(where: { $0.kind == kind && $0.section == section }) { return true }
        guard let view = headerOrFooterView(kind, inSection: section) else { return false }
        endDisplaying(ShownSupplementaryView(kind: kind, section: section, view: view))
        return true
    }

    /// The delegate's view for the header (or footer) of `section`.
    private func headerOrFooterView(_ kind: String, inSection section: Int) -> UIView? {
        kind == "header"
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
    }

    /// Returns a header or footer view that left the screen to its queue.
    func endDisplaying(_ shown: ShownSupplementaryView<UIView>) {
        guard let view = shown.view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else {
            return
        }
        headerFooterPool.enqueue(view, identifier: identifier)
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
        let frames = layOutFrames()
        let visible = frames.rows.filter { $0.maxY > top && $0.minY < top + bounds.height && $0.maxY > $0.minY }
        layOutHeadersAndFooters(frames.headersAndFooters.filter { $0.maxY > top && $0.minY < top + bounds.height })
        let wanted = Set(visible.map(\.indexPath))
        for (indexPath, cell) in displayedCells where !wanted.contains(indexPath) {
            displayedCells[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        guard let dataSource else { return }
        for (indexPath, _, _) in visible where displayedCells[indexPath] == nil {
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.isSelected = selectedRows.contains(indexPath)
            displayedCells[indexPath] = cell
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Keeps the header and footer views still on screen, asks the delegate for those that came
    /// on it (a header with a title only has no view), and makes the others reusable.
    private func layOutHeadersAndFooters(_ visible: [(kind: String, section: Int, minY: CGFloat, maxY: CGFloat)]) {
        var kept: [ShownSupplementaryView<UIView>] = []
        for shown in displayedHeaderFooterViews {
            if visible.contains(where: { $0.kind == shown.kind && $0.section == shown.section }) {
                kept.append(shown)
            } else {
                endDisplaying(shown)
            }
        }
        displayedHeaderFooterViews = visible.compactMap { element in
            if let shown = kept.first(where: { $0.kind == element.kind && $0.section == element.section }) {
                return shown
            }
            return headerOrFooterView(element.kind, inSection: element.section).map {
                ShownSupplementaryView(kind: element.kind, section: element.section, view: $0)
            }
        }
    }

    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// `rectForRow(at:)`: the row's frame in the table's content, full width.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let row = rowFrames().first(where: { $0.indexPath == indexPath }) else { return .zero }
        return CGRect(x: 0, y: row.minY, width: bounds.width, height: row.maxY - row.minY)
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

    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Whether several rows may be selected now.
    var allowsSeveralSelectedRows: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        if !allowsSeveralSelectedRows {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        displayedCells[indexPath]?.isSelected = true
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        displayedCells[indexPath]?.isSelected = false
    }

    // MARK: Not UIKit: a user's actions, for tests

    /// Plays a tap on the row at `indexPath`: asks `shouldHighlightRowAt` (a row that does not
    /// highlight is not selected); where several rows may be selected, a tap on a selected row
    /// deselects it; otherwise asks `willSelectRowAt`, deselects the previous row where only one
    /// may be selected, and selects the one the delegate allowed, telling the delegate, as UIKit does.
    public func simulateTap(at indexPath: IndexPath) {
        loadDataIfNeeded()
        guard rowCounts.indices.contains(indexPath.section), (0..<rowCounts[indexPath.section]).contains(indexPath.row)
        else { fatalError("attempt to tap row \(indexPath), but the table view has row counts \(rowCounts)") }
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        if allowsSeveralSelectedRows, selectedRows.contains(indexPath) {
            deselectRow(at: indexPath, animated: false)
            delegate?.tableView(self, didDeselectRowAt: indexPath)
            return
        }
        // UIKit's primary action: after the selection, selected or not, unless the tap extends a
        // selection of several.
        defer { if !allowsSeveralSelectedRows { delegate?.tableView(self, performPrimaryActionForRowAt: indexPath) } }
        guard let target = delegate?.tableView(self, willSelectRowAt: indexPath) ?? (delegate == nil ? indexPath : nil)
        else { return }
        if !allowsSeveralSelectedRows {
            for previous in selectedRows.sorted() where previous != target {
                deselectRow(at: previous, animated: false)
                delegate?.tableView(self, didDeselectRowAt: previous)
            }
        }
        selectedRows.insert(target)
        displayedCells[target]?.isSelected = true
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// Plays a two-finger pan across the rows at `indexPaths`, as UIKit's multiple selection
    /// interaction: asks the delegate whether it begins on the first (nothing happens when it
    /// does not), tells it the interaction began, selects each row crossed that is not selected
    /// yet as a tap would, and tells it the interaction ended. Returns whether it began.
    @discardableResult
    public func simulateTwoFingerPan(across indexPaths: [IndexPath]) -> Bool {
        guard let first = indexPaths.first,
            delegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: first) ?? false
        else { return false }
        delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: first)
        for indexPath in indexPaths where !selectedRows.contains(indexPath) { simulateTap(at: indexPath) }
        delegate?.tableViewDidEndMultipleSelectionInteraction(self)
        return true
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
