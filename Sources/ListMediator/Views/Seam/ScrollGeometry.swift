import Foundation

// On Apple platforms CGPoint and CGSize come from CoreGraphics, and a default argument may use
// only what its own file imports (`.zero` below); on Linux Foundation declares them.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Distances from the edges of a scroll view's content to the edges of its visible area,
/// as UIKit's `UIEdgeInsets`.
public struct ListEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets with the given distances.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = ListEdgeInsets()
}

/// A snapshot of a list view's scroll state: everything infinite scroll and
/// visible-row logic need, as one `Sendable` value.
public struct ScrollGeometry: Sendable {
    /// The point of the content shown at the top-left corner of the bounds.
    public var contentOffset: CGPoint
    /// The size of the whole scrollable content.
    public var contentSize: CGSize
    /// The size of the visible area.
    public var boundsSize: CGSize
    /// Extra space around the content, as set by the app or by safe areas.
    public var contentInset: ListEdgeInsets

    /// Creates scroll geometry from its parts.
    public init(
        contentOffset: CGPoint = .zero,
        contentSize: CGSize = .zero,
        boundsSize: CGSize = .zero,
        contentInset: ListEdgeInsets = .zero
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.contentInset = contentInset
    }

    /// How far the bottom of the visible area is from the end of the content, insets included.
    /// Zero or less means the user has scrolled to the end.
    ///
    /// - Complexity: O(1).
    public var distanceToBottom: CGFloat {
        contentSize.height + contentInset.bottom - (contentOffset.y + boundsSize.height)
    }

    /// How far the top of the visible area is from the start of the content, insets included.
    /// Zero or less means the user has scrolled to the start.
    ///
    /// - Complexity: O(1).
    public var distanceToTop: CGFloat {
        contentOffset.y + contentInset.top
    }
}

// Apple's SDKs declare CGPoint and CGSize Hashable only from iOS 18 and macOS 15, so the
// conformance is spelled out over their components: the same on every platform and OS version.
extension ScrollGeometry: Hashable {
    public static func == (lhs: ScrollGeometry, rhs: ScrollGeometry) -> Bool {
        lhs.contentOffset.x == rhs.contentOffset.x && lhs.contentOffset.y == rhs.contentOffset.y
            && lhs.contentSize.width == rhs.contentSize.width && lhs.contentSize.height == rhs.contentSize.height
            && lhs.boundsSize.width == rhs.boundsSize.width && lhs.boundsSize.height == rhs.boundsSize.height
            && lhs.contentInset == rhs.contentInset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentOffset.x)
        hasher.combine(contentOffset.y)
        hasher.combine(contentSize.width)
        hasher.combine(contentSize.height)
        hasher.combine(boundsSize.width)
        hasher.combine(boundsSize.height)
        hasher.combine(contentInset)
    }
}
