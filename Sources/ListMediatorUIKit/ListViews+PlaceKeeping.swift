@_spi(Backends) import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// The user's place through a batch update (ListContentAnchor): taken from UIKit's own layout
// before the data changes, and put back by moving the content offset right after UIKit's
// performBatchUpdates call, in the same turn of the run loop, so nothing is drawn in between.

extension TableListView {
    /// Where the user is, from the table's rows on screen; `nil` when ``contentAnchor`` keeps
    /// the content offset. Called while the data is still the one the table shows.
    func visiblePlace() -> VisiblePlace? {
        guard contentAnchor != .contentOffset else { return nil }
        let rows = (tableView.indexPathsForVisibleRows ?? []).sorted()
        return VisiblePlace(
            anchor: contentAnchor, geometry: scrollGeometry,
            rows: rows.map { (indexPath: $0, minY: self.tableView.rectForRow(at: $0).minY) },
            canAnchor: { self.dataSourceFeatures?.anchoring?.listView(self, canAnchorRowAt: $0) ?? true })
    }

    /// Moves the content offset so the user is back at `place` once the update `checked` is laid
    /// out, and tells the delegate of rows it inserted out of sight below.
    func keep(_ place: VisiblePlace?, after checked: CheckedBatchUpdate) {
        guard let place else { return }
        let mapping = checked.makeMapping()
        tableView.layoutIfNeeded()
        let y = place.contentOffsetY(after: mapping, in: scrollGeometry) { self.tableView.rectForRow(at: $0).minY }
        if let y { tableView.contentOffset = CGPoint(x: tableView.contentOffset.x, y: y) }
        tellOfRowsInsertedBelow(place, by: checked, mapping: mapping)
    }
}

extension CollectionListView {
    /// Where the user is, from the collection's items on screen; `nil` when ``contentAnchor``
    /// keeps the content offset. Called while the data is still the one the view shows.
    func visiblePlace() -> VisiblePlace? {
        guard contentAnchor != .contentOffset else { return nil }
        let items = collectionView.indexPathsForVisibleItems.sorted()
        return VisiblePlace(
            anchor: contentAnchor, geometry: scrollGeometry,
            rows: items.compactMap { indexPath in
                self.collectionView.layoutAttributesForItem(at: indexPath).map { (indexPath, $0.frame.minY) }
            },
            canAnchor: { self.dataSourceFeatures?.anchoring?.listView(self, canAnchorRowAt: $0) ?? true })
    }

    /// Moves the content offset so the user is back at `place` once the update `checked` is laid
    /// out, and tells the delegate of rows it inserted out of sight below.
    func keep(_ place: VisiblePlace?, after checked: CheckedBatchUpdate) {
        guard let place else { return }
        let mapping = checked.makeMapping()
        collectionView.layoutIfNeeded()
        let y = place.contentOffsetY(after: mapping, in: scrollGeometry) {
            self.collectionView.layoutAttributesForItem(at: $0)?.frame.minY
        }
        if let y { collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: y) }
        tellOfRowsInsertedBelow(place, by: checked, mapping: mapping)
    }
}

extension FeatureKeepingListView {
    /// Tells the delegate how many rows of items `checked` inserted below the rows on screen of a
    /// list anchored to its bottom and scrolled up, if any.
    func tellOfRowsInsertedBelow(
        _ place: VisiblePlace, by checked: CheckedBatchUpdate, mapping: BatchUpdate.IndexPathMapping
    ) {
        let below = place.rowsInsertedBelow(by: checked, mapping: mapping) {
            self.dataSourceFeatures?.anchoring?.listView(self, canAnchorRowAt: $0) ?? true
        }
        if below > 0 { delegateFeatures?.scrolling?.listView(self, didInsertRowsBelowVisibleArea: below) }
    }
}
