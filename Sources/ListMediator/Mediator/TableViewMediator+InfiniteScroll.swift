import Foundation

// Infinite scroll and pull-to-refresh: the two ways the user starts a load.

extension TableViewMediator {
    /// Asks for the next page when the bottom of the visible area is within ``loadMoreThreshold``
    /// of the end of the content and nothing stops it: no load running, no failure waiting for a
    /// retry, pages left, and some content to scroll past.
    ///
    /// Called on every scroll event, so it does constant work and allocates nothing.
    ///
    /// - Parameter countingAnEmptyList: whether an empty list asks too: right after a load that
    ///   left it empty with pages left. Otherwise an empty list waits for the owner's first load,
    ///   or for the owner's load after it cleared the list.
    func loadMoreIfNeeded(countingAnEmptyList: Bool = false) {
        guard case .idle = activity, hasMorePages, !isAskingDelegate, let listView = placement?.listView else {
            return
        }
        loadMoreIfNeeded(in: listView, countingAnEmptyList: countingAnEmptyList)
    }

    /// ``loadMoreIfNeeded(countingAnEmptyList:)`` for a view at hand, as on a scroll event: no walk
    /// up the hosts to find it.
    func loadMoreIfNeeded(in listView: View, countingAnEmptyList: Bool = false) {
        guard case .idle = activity, hasMorePages, !isAskingDelegate else { return }
        let geometry = listView.scrollGeometry
        guard geometry.contentSize.height > 0 || countingAnEmptyList else { return }
        if geometry.distanceToBottom < loadMoreThreshold ?? geometry.boundsSize.height {
            startLoadingMore(true)
        }
    }
}

extension TableViewMediator: RefreshControlDelegate {
    /// The user pulled to refresh: asks the delegate to reload, unless a page is loading (the
    /// pull is refused and the control stops at once). While the refresh runs, the loading row is
    /// hidden and loading more is refused; ``stopLoading(updatesList:)`` ends it.
    public func refreshControlDidRequestRefresh(_ refreshControl: any RefreshControl) {
        guard !isLoading, let listView = placement?.listView else {
            refreshControl.endRefreshing()
            return
        }
        attemptCount += 1
        let attempt = attemptCount
        let previous = activity
        activity = .refreshing(attempt: attempt)
        let accepted = askToLoad(false, in: listView)
        guard activity == .refreshing(attempt: attempt) else { return }
        guard accepted else {
            activity = previous
            refreshControl.endRefreshing()
            return
        }
        hasMorePages = true
        setLoadingRow(nil, updatesList: true)
    }
}
