import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// UIKit's questions and events, translated to the core's data source and delegate.

extension CollectionListView: UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    /// The data source's section index titles, or `nil` (no index) when it gives none. The
    /// collection view asks for them when it reloads.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
        let titles = dataSourceFeatures?.sectionIndex?.checkedSectionIndexTitles(in: self) ?? []
        return titles.isEmpty ? nil : titles.map(\.title)
    }

    /// The first item of the section the data source gave the title at `index` — of the first
    /// section after it with items, when it has none.
    public func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        let titles = dataSourceFeatures?.sectionIndex?.checkedSectionIndexTitles(in: self) ?? []
        let section = titles.indices.contains(index) ? titles[index].section : 0
        let sections = collectionView.numberOfSections
        let withItems = (section..<max(section, sections)).first { collectionView.numberOfItems(inSection: $0) > 0 }
        return IndexPath(item: 0, section: withItems ?? section)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource?.listView(self, numberOfRowsInSection: section) ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let dataSource else {
            fatalError("the collection view asked for the cell at \(indexPath), but its list view has no data source")
        }
        return dataSource.listView(self, cellForRowAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryView(ofKind: kind, at: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        dataSourceFeatures?.moving?.listView(self, canMoveRowAt: indexPath) ?? false
    }

    /// The collection view shows the item at its new place already: the data source follows,
    /// with no batch update.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        // A drag and drop within the collection view that UIKit handles as a reorder has landed:
        // the drop that may follow moves nothing again.
        draggedRow?.hasLanded = true
        recordUserMove(from: sourceIndexPath, to: destinationIndexPath)
        dataSourceFeatures?.moving?.listView(self, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

extension CollectionListView: UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        delegate?.listView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    /// A collection view cannot redirect a selection: one the core's delegate redirects or refuses
    /// does not happen.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let delegate else { return true }
        return delegate.listView(self, willSelectRowAt: indexPath) == indexPath
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate?.listView(self, didSelectRowAt: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        delegate?.listView(self, didDeselectRowAt: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        delegate?.listView(self, performPrimaryActionForRowAt: indexPath)
    }

    /// A two-finger pan selects items when the item's data source lets it.
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        delegateFeatures?.multipleSelection?.listView(self, shouldBeginMultipleSelectionInteractionAt: indexPath)
            ?? false
    }

    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        delegateFeatures?.multipleSelection?.listView(self, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// Where a dragged item lands: the core's answer for the item's place when the drag began,
    /// which keeps it among its own data source's items.
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        delegateFeatures?.moving?.listView(
            self, targetIndexPathForMoveFromRowAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        delegate?.listView(self, willDisplay: cell, forRowAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        delegate?.listView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        delegateFeatures?.scrolling?.listViewDidScroll(self)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        delegateFeatures?.scrolling?.listViewWillBeginDragging(self)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        delegateFeatures?.scrolling?.listViewDidEndDragging(self, willDecelerate: decelerate)
    }
}
