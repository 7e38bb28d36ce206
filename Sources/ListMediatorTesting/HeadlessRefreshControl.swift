import ListMediator

/// A `RefreshControl` with no screen that plays a user's pull, for tests on any platform.
///
/// Like `UIRefreshControl`, it reports only the user's pull (``pullToRefresh()``), never
/// ``beginRefreshing()`` or ``endRefreshing()`` called from code.
///
/// ```swift
/// let refreshControl = HeadlessRefreshControl()
/// mediator.refreshControl = refreshControl
/// refreshControl.pullToRefresh()
/// ```
@MainActor
public final class HeadlessRefreshControl: RefreshControl {
    public private(set) var isRefreshing = false
    public weak var refreshControlDelegate: (any RefreshControlDelegate)?

    /// How many times the control was ended, by code or by the mediator.
    public private(set) var endCount = 0

    /// Creates a control that is not refreshing.
    public init() {}

    /// The user pulls the list down: the control starts refreshing and reports it. A pull while it
    /// already refreshes does nothing, as the spinner is showing.
    public func pullToRefresh() {
        guard !isRefreshing else { return }
        isRefreshing = true
        refreshControlDelegate?.refreshControlDidRequestRefresh(self)
    }

    public func beginRefreshing() {
        isRefreshing = true
    }

    public func endRefreshing() {
        isRefreshing = false
        endCount += 1
    }
}
