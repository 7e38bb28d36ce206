import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a row ends up in the visible area when a list view scrolls to it: UIKit's
/// `UITableView.ScrollPosition`, which a collection view's `UICollectionView.ScrollPosition`
/// matches vertically.
///
/// ```swift
/// messages.scrollToItem(withID: reply.id, at: .middle)
/// ```
public enum ListScrollPosition: Hashable, Sendable {
    /// As little scrolling as brings the whole row into view, none when it is in view already.
    case none
    /// The row's top at the top of the visible area.
    case top
    /// The row's middle at the middle of the visible area.
    case middle
    /// The row's bottom at the bottom of the visible area.
    case bottom

    /// The content offset's `y` that puts a row spanning `rowMinY..<rowMaxY` at this position in
    /// `geometry`'s visible area (below the top inset, above the bottom one), clamped to the range
    /// the content can scroll: the library's backends share it.
    /// - Complexity: O(1).
    package func contentOffsetY(forRowFrom rowMinY: CGFloat, to rowMaxY: CGFloat, in geometry: ScrollGeometry)
        -> CGFloat
    {
        let visibleHeight = geometry.boundsSize.height - geometry.contentInset.top - geometry.contentInset.bottom
        let visibleTop = geometry.contentOffset.y + geometry.contentInset.top
        let wanted: CGFloat =
            switch self {
            case .top: rowMinY
            case .middle: (rowMinY + rowMaxY - visibleHeight) / 2
            case .bottom: rowMaxY - visibleHeight
            case .none:
                if rowMinY < visibleTop {
                    rowMinY
                } else if rowMaxY > visibleTop + visibleHeight {
                    rowMaxY - visibleHeight
                } else {
                    visibleTop
                }
            }
        let lowest = -geometry.contentInset.top
        let highest = max(
            lowest, geometry.contentSize.height + geometry.contentInset.bottom - geometry.boundsSize.height)
        return min(max(wanted - geometry.contentInset.top, lowest), highest)
    }
}
