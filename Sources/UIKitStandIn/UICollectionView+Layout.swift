import Foundation

// Items laid out as a list of 44-point rows, the cells on screen, selection.

extension UICollectionView {
    /// Shows the cells of the items on screen, telling the delegate, as UIKit's layout pass does.
    func layOutCells() {
        loadDataIfNeeded()
        var visible: [IndexPath] = []
        var y: CGFloat = 0
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<count {
                if y + Self.itemHeight > contentOffset.y && y < contentOffset.y + bounds.height {
                    visible.append(IndexPath(item: item, section: section))
                }
                y += Self.itemHeight
            }
        }
        let wanted = Set(visible)
        for (indexPath, cell) in displayedCells where !wanted.contains(indexPath) {
            displayedCells[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        guard let dataSource else { return }
        for indexPath in visible where displayedCells[indexPath] == nil {
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selectedItems.contains(indexPath)
            displayedCells[indexPath] = cell
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// `indexPathsForVisibleItems`, in no particular order, as UIKit's.
    public var indexPathsForVisibleItems: [IndexPath] {
        layOutCells()
        return Array(displayedCells.keys)
    }

    public var visibleCells: [UICollectionViewCell] {
        layOutCells()
        return Array(displayedCells.values)
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layOutCells()
        return displayedCells[indexPath]
    }

    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        displayedCells[indexPath]?.isSelected = false
    }

    // MARK: Not UIKit: a user's actions, for tests

    /// Plays a tap on the item at `indexPath`, with single selection: asks `shouldHighlightItemAt`
    /// (an item that does not highlight is not selected), then `shouldSelectItemAt`,
    /// deselects the previous item and selects this one, telling the delegate, as UIKit does.
    public func simulateTap(at indexPath: IndexPath) {
        loadDataIfNeeded()
        guard itemCounts.indices.contains(indexPath.section),
            (0..<itemCounts[indexPath.section]).contains(indexPath.item)
        else { fatalError("attempt to tap item \(indexPath), but the collection view has item counts \(itemCounts)") }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true,
            delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        else { return }
        for previous in selectedItems where previous != indexPath {
            deselectItem(at: previous, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: previous)
        }
        selectedItems.insert(indexPath)
        displayedCells[indexPath]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
