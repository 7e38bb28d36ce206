/// How a list view animates the rows and sections a batch update changes: UIKit's
/// `UITableView.RowAnimation`, as a value the core can carry from a data source's `apply` to the
/// view.
///
/// `true` and `false` still read as before: `animated: true` is ``automatic``, `animated: false`
/// is ``none``. Backends without per-row styles (a collection view, the terminal) animate every
/// style but ``none`` their one way.
///
/// ```swift
/// products.apply(newProducts, animated: .fade)
/// ```
public enum ListAnimation: Hashable, Sendable, ExpressibleByBooleanLiteral {
    /// The style the view thinks best for each change (`UITableView.RowAnimation.automatic`).
    case automatic
    /// Rows fade in and out.
    case fade
    /// Inserted rows slide in from the right, deleted ones out to the right.
    case right
    /// Inserted rows slide in from the left, deleted ones out to the left.
    case left
    /// Rows slide in from and out to the top.
    case top
    /// Rows slide in from and out to the bottom.
    case bottom
    /// Rows expand from and collapse to the middle.
    case middle
    /// The change shows at once, with no animation.
    case none

    /// ``automatic`` for `true`, ``none`` for `false`.
    public init(booleanLiteral animated: Bool) {
        self = animated ? .automatic : .none
    }

    /// Whether the change animates at all.
    public var isAnimated: Bool { self != .none }
}
