import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A `UIRefreshControl` as the mediator's `RefreshControl`: installed as the
/// table's `refreshControl`, with the user's pull (`.valueChanged`) reported to the mediator.
///
/// ```swift
/// mediator.refreshControl = RefreshControlBinding(installedIn: tableView)
/// ```
@MainActor
public final class RefreshControlBinding: RefreshControl {
    /// The UIKit control.
    public let control: UIRefreshControl
    public weak var refreshControlDelegate: (any RefreshControlDelegate)?

    /// Wraps `control` and reports its `.valueChanged` events.
    public init(control: UIRefreshControl = UIRefreshControl()) {
        self.control = control
        control.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.refreshControlDelegate?.refreshControlDidRequestRefresh(self)
            }, for: .valueChanged)
    }

    /// A new control, set as `scrollView`'s `refreshControl` (not added as a subview, which
    /// UIKit does not support for table views since iOS 10).
    public convenience init(installedIn scrollView: UIScrollView) {
        self.init()
        scrollView.refreshControl = control
    }

    public var isRefreshing: Bool { control.isRefreshing }

    public func beginRefreshing() {
        control.beginRefreshing()
    }

    public func endRefreshing() {
        control.endRefreshing()
    }
}
