import Foundation
@_spi(Backends) import ListMediator

extension HeadlessTableView {
    /// Lays out rows that are not laid out yet, but asks for no cells: reading the geometry of a
    /// laid-out view allocates nothing.
    public var scrollGeometry: ScrollGeometry {
        layoutRowsIfNeeded()
        return ScrollGeometry(
            contentOffset: contentOffset,
            contentSize: CGSize(width: boundsSize.width, height: layout.contentHeight),
            boundsSize: boundsSize,
            contentInset: contentInset)
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
        delegateFeatures?.scrolling?.listViewDidScroll(self)
    }

    /// Scrolls to the end of the content, as a user flicking to the bottom would.
    public func scrollToBottom() {
        setContentOffset(CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
    }

    /// Scrolls so the row at `indexPath` is at the top of the visible area (or as close as the content allows).
    public func scrollToRow(at indexPath: IndexPath) {
        scrollToRow(at: indexPath, at: .top, animated: false)
    }

    /// Scrolls so the row at `indexPath` is at `position` in the visible area, as far as the
    /// content can scroll, as UIKit's `scrollToRow(at:at:animated:)` does, and tells the delegate.
    /// Scrolling is immediate, animated or not.
    /// - Precondition: the row exists.
    public func scrollToRow(at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let row = layout.row(at: indexPath) else {
            fatalError("attempt to scroll to invalid index path: \(indexPath)")
        }
        let y = position.contentOffsetY(forRowFrom: row.minY, to: row.maxY, in: scrollGeometry)
        // As UIKit, no scroll event when nothing moves.
        guard y != contentOffset.y else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: y))
    }
}

extension HeadlessTableView {
    /// Where the user is, to keep through an update as ``contentAnchor`` says; `nil` when it keeps
    /// the content offset. Read from the rows laid out, and laying out nothing: the data may
    /// already be the update's, and a table never laid out (nothing on screen yet) has no place
    /// to keep. Keeping a place lays the table out again after the update, so the next one finds
    /// its rows.
    func visiblePlace() -> VisiblePlace? {
        guard contentAnchor != .contentOffset else { return nil }
        // An unfinished layout does not know where the content ends: not at its bottom, then.
        let contentHeight = layout.isComplete ? layout.contentHeight : .infinity
        let geometry = ScrollGeometry(
            contentOffset: contentOffset, contentSize: CGSize(width: boundsSize.width, height: contentHeight),
            boundsSize: boundsSize, contentInset: contentInset)
        let top = contentOffset.y
        return VisiblePlace(
            anchor: contentAnchor, geometry: geometry,
            rows: layout.rows(intersecting: top, top + boundsSize.height).filter { $0.maxY > $0.minY }.map {
                (indexPath: $0.indexPath, minY: $0.minY)
            },
            canAnchor: { [unowned self] in dataSourceFeatures?.anchoring?.listView(self, canAnchorRowAt: $0) ?? true })
    }

    /// Puts the user back at `place`, taken before the update `checked` (mapped by `mapping`), as
    /// ``contentAnchor`` says: the content offset moves by what changed above the rows on screen,
    /// in the same update, and the delegate hears of the scroll as a scroll view's does.
    /// - Returns: how many rows of items the update inserted out of sight below, in a list
    ///   anchored to its bottom, for the delegate once the update is shown.
    func keep(_ place: VisiblePlace?, after checked: CheckedBatchUpdate, mapping: BatchUpdate.IndexPathMapping)
        -> Int
    {
        guard let place else { return 0 }
        let geometry = scrollGeometry
        if let y = place.contentOffsetY(after: mapping, in: geometry, minY: { layout.row(at: $0)?.minY }) {
            contentOffset = CGPoint(x: contentOffset.x, y: y)
            delegateFeatures?.scrolling?.listViewDidScroll(self)
        }
        return place.rowsInsertedBelow(by: checked, mapping: mapping) { [unowned self] in
            dataSourceFeatures?.anchoring?.listView(self, canAnchorRowAt: $0) ?? true
        }
    }
}
