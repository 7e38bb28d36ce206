import Foundation

// Scrolling to a row or an item, as UIKit's documentation describes it: the row is brought to
// the top, the middle or the bottom of the visible area (for a table, `none` scrolls as little
// as makes the row fully visible, and not at all when it is), and a scroll view never scrolls
// past the ends of its content. Written from the documentation, not from the core's rule, so
// that the two can disagree in a test.

extension UIScrollView {
    /// Scrolls so the content span `minY..<maxY` is where `place` puts it within the visible area
    /// (between the adjusted insets), clamped to the scrollable range of `contentHeight`.
    func scroll(
        toSpanFrom minY: CGFloat, to maxY: CGFloat, contentHeight: CGFloat, animated: Bool,
        place: (_ minY: CGFloat, _ maxY: CGFloat, _ visibleTop: CGFloat, _ visibleHeight: CGFloat) -> CGFloat
    ) {
        let insets = adjustedContentInset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        let visibleTop = place(minY, maxY, contentOffset.y + insets.top, visibleHeight)
        let offsetY = visibleTop - insets.top
        let highest = max(-insets.top, contentHeight + insets.bottom - bounds.height)
        let clamped = min(max(offsetY, -insets.top), highest)
        guard clamped != contentOffset.y else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
    }
}

extension UITableView {
    /// `scrollToRow(at:at:animated:)`.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let frames = layOutFrames()
        guard let row = frames.rows.first(where: { $0.indexPath == indexPath }) else {
            fatalError("attempt to scroll to invalid index path: \(indexPath)")
        }
        let contentHeight = max(frames.rows.last?.maxY ?? 0, frames.headersAndFooters.last?.maxY ?? 0)
        scroll(toSpanFrom: row.minY, to: row.maxY, contentHeight: contentHeight, animated: animated) {
            minY, maxY, visibleTop, visibleHeight in
            switch scrollPosition {
            case .top: return minY
            case .middle: return minY + (maxY - minY) / 2 - visibleHeight / 2
            case .bottom: return maxY - visibleHeight
            case .none:
                if minY >= visibleTop && maxY <= visibleTop + visibleHeight { return visibleTop }
                return minY < visibleTop ? minY : maxY - visibleHeight
            }
        }
    }
}

extension UICollectionView {
    /// `scrollToItem(at:at:animated:)`, for the vertical positions: `top`, `centeredVertically`
    /// or `bottom`; with none of them the item is brought to the top.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard let frame = frameOfItem(at: indexPath) else {
            fatalError("attempt to scroll to invalid index path: \(indexPath)")
        }
        scroll(toSpanFrom: frame.minY, to: frame.maxY, contentHeight: contentHeight, animated: animated) {
            minY, maxY, _, visibleHeight in
            if scrollPosition.contains(.centeredVertically) { return (minY + maxY) / 2 - visibleHeight / 2 }
            if scrollPosition.contains(.bottom) { return maxY - visibleHeight }
            return minY
        }
    }

    /// The vertical span of the item at `indexPath` in the layout, or `nil` when there is no such item.
    func frameOfItem(at indexPath: IndexPath) -> (minY: CGFloat, maxY: CGFloat)? {
        guard indexPath.section < itemCounts.count, indexPath.item < itemCounts[indexPath.section] else { return nil }
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            guard
                let frame = compositionalLayoutPass(compositional).items.first(where: { $0.indexPath == indexPath })?
                    .frame
            else { return nil }
            return (frame.minY, frame.maxY)
        }
        let (header, footer) = supplementaryHeights
        let itemsBefore = itemCounts[..<indexPath.section].reduce(0, +) + indexPath.item
        let minY = CGFloat(itemsBefore) * Self.itemHeight + CGFloat(indexPath.section) * (header + footer) + header
        return (minY, minY + Self.itemHeight)
    }
}

/// `UICollectionViewLayoutAttributes`: where the layout puts an element (its frame only).
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
}

extension UICollectionView {
    /// `layoutAttributesForItem(at:)`: the item's frame, full width for a flow layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        guard let span = frameOfItem(at: indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes()
        if let frame = frameForItem(at: indexPath) {
            attributes.frame = frame
        } else {
            attributes.frame = CGRect(x: 0, y: span.minY, width: bounds.width, height: span.maxY - span.minY)
        }
        return attributes
    }
}
