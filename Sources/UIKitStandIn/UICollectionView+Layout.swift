import Foundation

// Items laid out as a list of 44-point rows (a flow layout) or as a compositional layout's
// sections describe them, the cells on screen, selection.

extension UICollectionView {
    /// The heights a flow layout gives each section's header and footer; none for other layouts.
    var supplementaryHeights: (header: CGFloat, footer: CGFloat) {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return (0, 0) }
        return (flow.headerReferenceSize.height, flow.footerReferenceSize.height)
    }

    /// The height of everything laid out: headers, items and footers.
    var contentHeight: CGFloat {
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            return compositionalLayoutPass(compositional).contentHeight
        }
        let (header, footer) = supplementaryHeights
        return CGFloat(itemCounts.reduce(0, +)) * Self.itemHeight + CGFloat(itemCounts.count) * (header + footer)
    }

    /// Shows the cells and supplementary views of what is on screen, telling the delegate about
    /// the cells, as UIKit's layout pass does.
    func layOutCells() {
        loadDataIfNeeded()
        let (visible, visibleSupplementary) =
            if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
                visibleElements(of: compositionalLayoutPass(compositional))
            } else {
                visibleFlowElements()
            }
        let wanted = Set(visible)
        for (indexPath, cell) in displayedCells where !wanted.contains(indexPath) {
            displayedCells[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        layOutSupplementaryViews(visibleSupplementary)
        guard let dataSource else { return }
        for indexPath in visible where displayedCells[indexPath] == nil {
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.isSelected = selectedItems.contains(indexPath)
            displayedCells[indexPath] = cell
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// The items and supplementary views a flow layout puts on screen: full-width 44-point items,
    /// and the headers and footers its reference sizes ask for.
    private func visibleFlowElements() -> (items: [IndexPath], supplementary: [(kind: String, section: Int)]) {
        let (headerHeight, footerHeight) = supplementaryHeights
        var visible: [IndexPath] = []
        var visibleSupplementary: [(kind: String, section: Int)] = []
        var y: CGFloat = 0
        func isVisible(_ height: CGFloat) -> Bool {
            height > 0 && y + height > contentOffset.y && y < contentOffset.y + bounds.height
        }
        for (section, count) in itemCounts.enumerated() {
            if isVisible(headerHeight) { visibleSupplementary.append((Self.elementKindSectionHeader, section)) }
            y += headerHeight
            for item in 0..<count {
                if isVisible(Self.itemHeight) { visible.append(IndexPath(item: item, section: section)) }
                y += Self.itemHeight
            }
            if isVisible(footerHeight) { visibleSupplementary.append((Self.elementKindSectionFooter, section)) }
            y += footerHeight
        }
        return (visible, visibleSupplementary)
    }

    /// The items and supplementary views of `pass` that intersect the visible area.
    private func visibleElements(of pass: CompositionalLayoutPass)
        -> (items: [IndexPath], supplementary: [(kind: String, section: Int)])
    {
        let visibleArea = CGRect(origin: contentOffset, size: bounds.size)
        func isVisible(_ frame: CGRect) -> Bool {
            frame.width > 0 && frame.height > 0 && frame.intersects(visibleArea)
        }
        return (
            pass.items.filter { isVisible($0.frame) }.map(\.indexPath),
            pass.supplementaryElements.filter { isVisible($0.frame) }.map { ($0.kind, $0.section) }
        )
    }

    /// Where a compositional layout put the item at `indexPath`, or `nil` for another layout.
    /// Not UIKit: tests read it as `layoutAttributesForItem(at:)?.frame`.
    public func frameForItem(at indexPath: IndexPath) -> CGRect? {
        guard let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        loadDataIfNeeded()
        return compositionalLayoutPass(compositional).items.first { $0.indexPath == indexPath }?.frame
    }

    /// Keeps the supplementary views still on screen, asks the data source for those that came on
    /// it, and makes the others reusable.
    private func layOutSupplementaryViews(_ visible: [(kind: String, section: Int)]) {
        var kept: [ShownSupplementaryView<UICollectionReusableView>] = []
        for shown in displayedSupplementaryViews {
            if visible.contains(where: { $0.kind == shown.kind && $0.section == shown.section }) {
                kept.append(shown)
            } else {
                endDisplaying(shown)
            }
        }
        guard let dataSource else {
            displayedSupplementaryViews = kept
            return
        }
        displayedSupplementaryViews = visible.map { element in
            if let shown = kept.first(where: { $0.kind == element.kind && $0.section == element.section }) {
                return shown
            }
            let view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: element.kind, at: IndexPath(item: 0, section: element.section))
            return ShownSupplementaryView(kind: element.kind, section: element.section, view: view)
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

    /// `indexPath(for:)`: where a cell on screen is, or `nil` for a cell that is not.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layOutCells()
        return displayedCells.first { $0.value === cell }?.key
    }

    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Whether several items may be selected now.
    var allowsSeveralSelectedItems: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        if !allowsSeveralSelectedItems {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        selectedItems.insert(indexPath)
        displayedCells[indexPath]?.isSelected = true
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        displayedCells[indexPath]?.isSelected = false
    }

    // MARK: Not UIKit: a user's actions, for tests

    /// Plays a tap on the item at `indexPath`: asks `shouldHighlightItemAt` (an item that does
    /// not highlight is not selected); where several items may be selected, a tap on a selected
    /// one deselects it; otherwise asks `shouldSelectItemAt`,
    /// deselects the previous item where only one may be selected and selects this one, telling
    /// the delegate, as UIKit does.
    public func simulateTap(at indexPath: IndexPath) {
        loadDataIfNeeded()
        guard itemCounts.indices.contains(indexPath.section),
            (0..<itemCounts[indexPath.section]).contains(indexPath.item)
        else { fatalError("attempt to tap item \(indexPath), but the collection view has item counts \(itemCounts)") }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        if allowsSeveralSelectedItems, selectedItems.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        // UIKit's primary action: after the selection, selected or not, unless the tap extends a
        // selection of several.
        defer {
            if !allowsSeveralSelectedItems { delegate?.collectionView(self, performPrimaryActionForItemAt: indexPath) }
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsSeveralSelectedItems {
            for previous in selectedItems.sorted() where previous != indexPath {
                deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectedItems.insert(indexPath)
        displayedCells[indexPath]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Plays a two-finger pan across the items at `indexPaths`, as UIKit's multiple selection
    /// interaction: asks the delegate whether it begins on the first (nothing happens when it
    /// does not), tells it the interaction began, selects each item crossed that is not selected
    /// yet as a tap would, and tells it the interaction ended. Returns whether it began.
    @discardableResult
    public func simulateTwoFingerPan(across indexPaths: [IndexPath]) -> Bool {
        loadDataIfNeeded()
        guard let first = indexPaths.first,
            delegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: first) ?? false
        else { return false }
        delegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: first)
        for indexPath in indexPaths where !selectedItems.contains(indexPath) { simulateTap(at: indexPath) }
        delegate?.collectionViewDidEndMultipleSelectionInteraction(self)
        return true
    }
}
