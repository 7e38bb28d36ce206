import ListMediator

/// The pull-to-refresh control of a ``TerminalListView``: a key stands in for the pull, and
/// while the refresh runs the list shows a line above its rows, as a table view shows the
/// spinner above its content.
///
/// Like `UIRefreshControl`, it reports only the user's pull (``pullToRefresh()``) to its
/// delegate, never ``beginRefreshing()`` or ``endRefreshing()`` called from code.
///
/// ```swift
/// let refreshControl = TerminalRefreshControl()
/// listView.refreshControl = refreshControl
/// mediator.refreshControl = refreshControl
/// refreshControl.pullToRefresh()   // on the refresh key
/// ```
@MainActor
public final class TerminalRefreshControl: RefreshControl {
    public private(set) var isRefreshing = false
    public weak var refreshControlDelegate: (any RefreshControlDelegate)?
    /// What the line above the rows says while refreshing.
    public var title = "Refreshing…"

    /// The list showing the control, told when it starts or stops refreshing so it redraws.
    weak var listView: TerminalListView?

    /// Creates a control that is not refreshing.
    public init() {}

    /// The user asks for a refresh: the list scrolls to its top, as a pull starts there, and the
    /// control starts refreshing and reports it. A pull while it already refreshes does
    /// nothing, as the spinner is showing.
    public func pullToRefresh() {
        guard !isRefreshing else { return }
        listView?.setContentOffset(.zero)
        setRefreshing(true)
        refreshControlDelegate?.refreshControlDidRequestRefresh(self)
    }

    public func beginRefreshing() {
        setRefreshing(true)
    }

    public func endRefreshing() {
        setRefreshing(false)
    }

    private func setRefreshing(_ refreshing: Bool) {
        guard refreshing != isRefreshing else { return }
        isRefreshing = refreshing
        listView?.setNeedsDisplay()
    }
}
