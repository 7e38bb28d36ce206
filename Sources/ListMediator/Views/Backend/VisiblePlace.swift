import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where the user is in a list, taken before a batch update, to put them back after it as a
/// ``ListContentAnchor`` says: the rows on screen that may hold the place (those that stand for
/// an item, see ``ListViewAnchoringDataSource/listView(_:canAnchorRowAt:)``) with the distance of each
/// from the top of the visible area, and whether the list was scrolled to its bottom. Every
/// backend takes it the same way from its own geometry, and asks it for the content offset to
/// set after the update.
///
/// A list scrolled to its very top whose first row is an item stays at the top: rows added there
/// show, as a feed's new posts after a refresh. With a loading row (or a loading footer's
/// section) above the items, as above a chat's older messages, the first item holds the place.
@_spi(Backends) public struct VisiblePlace {
    /// The rows on screen, top to bottom, with each one's top minus the content offset.
    private var rows: [(indexPath: IndexPath, distanceFromOffset: CGFloat)]
    /// Whether the bottom of the content was in view (within half a point).
    private let wasAtBottom: Bool
    /// Whether the list stays at its very top (an item first, scrolled to it): what arrives above
    /// shows. Only a list anchored to its bottom keeps its rows then, to count what arrives below.
    private let staysAtTop: Bool
    private let anchor: ListContentAnchor

    /// The place in `geometry` of the rows on screen, `rows` (their index paths and the top of
    /// each in the content, top to bottom), of which `canAnchor` says which may hold it; `nil`
    /// when there is nothing to keep: `anchor` keeps the content offset, the list is at its top
    /// with an item first, or no item is on screen and the list is not held at its bottom.
    /// - Complexity: O(*v*) for *v* rows on screen; one allocation, none per row (an array
    /// rather than any sequence: unspecialized across modules, a generic sequence's elements cost
    /// an allocation each, measured with `page.prepend.place`).
    @_spi(Backends) public init?(
        anchor: ListContentAnchor, geometry: ScrollGeometry,
        rows: [(indexPath: IndexPath, minY: CGFloat)], canAnchor: (IndexPath) -> Bool
    ) {
        guard anchor != .contentOffset else { return nil }
        let offset = geometry.contentOffset.y
        let wasAtBottom = geometry.distanceToBottom <= 0.5
        var anchoring: [(indexPath: IndexPath, distanceFromOffset: CGFloat)] = []
        anchoring.reserveCapacity(rows.count)
        var staysAtTop = false
        for row in rows where canAnchor(row.indexPath) {
            // At the very top with an item as the list's first row: the top stays, and what
            // arrives above shows. A loading row (or its footer) above the items is no such top.
            if anchoring.isEmpty, row.indexPath == IndexPath(row: 0, section: 0), geometry.distanceToTop <= 0.5,
                !(anchor == .bottom && wasAtBottom)
            {
                // Anchored to the bottom, the rows still say what arrives below them.
                guard anchor == .bottom else { return nil }
                staysAtTop = true
            }
            anchoring.append((row.indexPath, row.minY - offset))
        }
        let rows = anchoring
        guard !rows.isEmpty || (anchor == .bottom && wasAtBottom) else { return nil }
        self.anchor = anchor
        self.rows = rows
        self.wasAtBottom = wasAtBottom
        self.staysAtTop = staysAtTop
    }

    /// Whether the update `mapping` maps moves the first row holding the place (or removes it):
    /// rows changed above it, and the offset will move. A UIKit backend then shows the batch
    /// without animation, so the rows on screen do not slide from where the offset left them.
    package func isShifted(by mapping: BatchUpdate.IndexPathMapping) -> Bool {
        guard !staysAtTop, let first = rows.first else { return false }
        return mapping.newIndexPath(for: first.indexPath) != first.indexPath
    }

    /// The content offset's `y` that keeps the place once the update mapped by `mapping` is
    /// shown and laid out (`geometry` after it, `minY` the top of a row in the new content): the
    /// first row on screen that the update kept at the same distance from the top of the visible
    /// area — or, anchored to the bottom and at the bottom before, the bottom of the content —
    /// clamped to the range the content scrolls. `nil` when nothing on screen was kept, or the
    /// offset is right already.
    /// - Complexity: O(*v* log *c*) for *v* rows on screen and *c* changes.
    @_spi(Backends) public func contentOffsetY(
        after mapping: BatchUpdate.IndexPathMapping, in geometry: ScrollGeometry,
        minY: (IndexPath) -> CGFloat?
    ) -> CGFloat? {
        let lowest = -geometry.contentInset.top
        let highest = max(
            lowest, geometry.contentSize.height + geometry.contentInset.bottom - geometry.boundsSize.height)
        guard !staysAtTop else { return nil }
        var wanted: CGFloat?
        if anchor == .bottom, wasAtBottom {
            wanted = highest
        } else {
            for row in rows {
                guard let newIndexPath = mapping.newIndexPath(for: row.indexPath), let top = minY(newIndexPath)
                else { continue }
                wanted = top - row.distanceFromOffset
                break
            }
        }
        guard let wanted else { return nil }
        let clamped = min(max(wanted, lowest), highest)
        return clamped == geometry.contentOffset.y ? nil : clamped
    }

    /// How many rows standing for items (`canAnchor`, asked in the numbering after the update)
    /// the update `checked` inserted below the rows on screen, when the list is anchored to its
    /// bottom and the user had scrolled up from it: the rows a chat counts as new messages below
    /// ("↓ 3 new"). 0 otherwise — at the bottom, the new rows scroll into view.
    /// - Complexity: O(*i* + *v*) for *i* inserted rows (those of inserted sections included)
    ///   and *v* rows on screen.
    package func rowsInsertedBelow(
        by checked: CheckedBatchUpdate, mapping: BatchUpdate.IndexPathMapping, canAnchor: (IndexPath) -> Bool
    ) -> Int {
        guard anchor == .bottom, !wasAtBottom,
            let lowest = rows.reversed().lazy.compactMap({ mapping.newIndexPath(for: $0.indexPath) }).first
        else { return 0 }
        var count = 0
        for row in checked.update.insertedRows where row > lowest && canAnchor(row) { count += 1 }
        for section in checked.update.insertedSections where section > lowest.section {
            for row in 0..<checked.rowCountsAfter[section] where canAnchor(IndexPath(row: row, section: section)) {
                count += 1
            }
        }
        return count
    }
}
