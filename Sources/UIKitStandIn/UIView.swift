import Foundation

/// `UIEdgeInsets`: distances from the edges of a rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIResponder`: the first-responder part the bindings use.
@MainActor
open class UIResponder: NSObject {
    /// Whether the responder is first responder (editing, for a search bar).
    open private(set) var isFirstResponder = false

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        isFirstResponder = true
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        isFirstResponder = false
        return true
    }
}

/// `UIView`: a rectangle on screen.
@MainActor
open class UIView: UIResponder {
    /// Setting a new size resizes the subviews by their ``autoresizingMask``.
    open var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            for subview in subviews { subview.resize(forSuperviewSizeChangedFrom: oldValue.size, to: frame.size) }
        }
    }
    /// `UIView.autoresizingMask`: how the view follows its superview's size, as UIKit does it —
    /// on each axis the change is shared among the flexible parts (margins and size) in
    /// proportion to their lengths.
    open var autoresizingMask: AutoresizingMask = []
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var isHidden = false
    /// `accessibilityLabel` (UIKit's is `NSObject`'s; views are what the bindings label).
    open var accessibilityLabel: String?
    /// `accessibilityTraits` (UIKit's is `NSObject`'s).
    open var accessibilityTraits: UIAccessibilityTraits = []
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        self.frame = frame
    }

    /// `UIView.window`: the window the view is in, through its superviews, or `nil` while it is
    /// in none (off screen).
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }

    /// Lays out the view now if a layout is pending.
    open func layoutIfNeeded() {}

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func addSubview(_ view: UIView) {
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
    }

    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    private func resize(forSuperviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        let horizontal = Self.resized(
            start: frame.minX, length: frame.width, containerLength: oldSize.width,
            change: newSize.width - oldSize.width,
            flexible: (
                autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                autoresizingMask.contains(.flexibleRightMargin)
            ))
        let vertical = Self.resized(
            start: frame.minY, length: frame.height, containerLength: oldSize.height,
            change: newSize.height - oldSize.height,
            flexible: (
                autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                autoresizingMask.contains(.flexibleBottomMargin)
            ))
        frame = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
    }

    /// One axis of autoresizing: `change` shared among the flexible parts — the margin before,
    /// the length, the margin after — in proportion to their lengths (equally when all are 0).
    private static func resized(
        start: CGFloat, length: CGFloat, containerLength: CGFloat, change: CGFloat,
        flexible: (before: Bool, length: Bool, after: Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        let parts = [
            (flexible.before, start), (flexible.length, length), (flexible.after, containerLength - start - length),
        ]
        let flexibleParts = parts.filter(\.0)
        guard change != 0, !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? change * parts[index].1 / total : change / CGFloat(flexibleParts.count)
        }
        return (start + share(0), length + share(1))
    }

    /// `UIView.AnimationOptions`: the transition the bindings use.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// `UIView.transition(with:duration:options:animations:completion:)`: the stand-in has no
    /// screen, so the change happens at once and the completion runs with `true`. Not UIKit:
    /// ``transitionCount`` counts the transitions asked of `view`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        view.transitionCount += 1
        animations?()
        completion?(true)
    }

    /// Not UIKit: how many animated transitions were asked of this view.
    public internal(set) var transitionCount = 0

    /// `UIView.performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}

/// `UIWindow`: the root of the views on screen.
@MainActor
open class UIWindow: UIView {}

/// `UIScrollView`: the scrolling part of a table view.
@MainActor
open class UIScrollView: UIView {
    /// Set through `setContentOffset(_:animated:)`, which tells the delegate.
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// The insets the content is laid out with: the stand-in has no safe area, so ``contentInset``.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// `UIScrollView.refreshControl`.
    open var refreshControl: UIRefreshControl?

    /// Moves the content and reports the scroll to the subclass's delegate.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        didScroll()
    }

    /// Where a subclass tells its delegate `scrollViewDidScroll(_:)`.
    open func didScroll() {}
}

/// `UIScrollViewDelegate`: the scroll events the bindings use.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

extension CGRect {
    /// `CGRect.inset(by:)`: the rectangle made smaller by `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
