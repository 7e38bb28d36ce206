/// What ``ListViewMediator`` needs from a pull-to-refresh control: whether it is spinning, a
/// way to start and stop it from code, and the user's pull.
///
/// A `UIRefreshControl` adapter reports its `.valueChanged` event to ``refreshControlDelegate``;
/// `HeadlessRefreshControl` in `ListMediatorTesting` plays a user's pull in tests.
@MainActor
public protocol RefreshControl: AnyObject {
    /// Whether the control shows that a refresh is running.
    var isRefreshing: Bool { get }

    /// The object told when the user pulls to refresh. Conforming types hold it weakly, as UIKit
    /// holds targets.
    var refreshControlDelegate: (any RefreshControlDelegate)? { get set }

    /// Shows the control refreshing, as when code starts a refresh. Reports nothing to the delegate.
    func beginRefreshing()

    /// Hides the control once the refresh is over. Reports nothing to the delegate.
    func endRefreshing()
}

/// The user's side of a ``RefreshControl``.
@MainActor
public protocol RefreshControlDelegate: AnyObject {
    /// The user pulled the list down far enough: the control is refreshing now
    /// (`UIRefreshControl`'s `.valueChanged` event).
    func refreshControlDidRequestRefresh(_ refreshControl: any RefreshControl)
}
