// A refresh started from code as the user's pull starts one, for SwiftUI's `refreshable`, whose
// control spins until the action returns.

extension ListViewMediator {
    /// Refreshes as the user's pull on the refresh control does, and returns when that refresh
    /// ends: the action of SwiftUI's `refreshable` above a list the mediator drives.
    ///
    /// ```swift
    /// CollectionList(feed.mediator)
    ///     .refreshable { await feed.mediator.pullToRefresh() }
    /// ```
    ///
    /// The same rules as a pull apply: refused (returning at once) while another load runs or the
    /// mediator is shown by no list view; while the refresh runs, the loading row is hidden,
    /// ``isRefreshing`` is `true`, and a ``refreshControl``, if any, shows it. It ends as any
    /// load ends — ``stopLoading(updatesList:)``, ``stopLoading(failure:updatesList:)``, the
    /// ``loader`` replaced — and then this returns. Cancelling the calling task returns at once;
    /// the refresh runs on.
    public func pullToRefresh() async {
        guard refreshControl?.isRefreshing != true, let attempt = refreshByPull() else { return }
        refreshControl?.beginRefreshing()
        await loadEndWaiters.wait(for: attempt, in: loading)
    }
}
