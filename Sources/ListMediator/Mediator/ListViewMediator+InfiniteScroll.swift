import Foundation

// Infinite scroll and pull-to-refresh: the two ways the user starts a load.

extension ListViewMediator {
    /// Schedules the next page when the bottom of the visible area is within
    /// ``loadMoreThreshold`` of the end of the content and nothing stops it: no load running or
    /// scheduled, no failure waiting for a retry, pages left, and some content to scroll past.
    ///
    /// Called on every scroll event, so it does constant work and allocates nothing until it
    /// schedules.
    ///
    /// - Parameter countingAnEmptyList: whether an empty list asks too: right after a load that
    ///   left it empty with pages left. Otherwise an empty list waits for the owner's first load,
    ///   or for the owner's load after it cleared the list.
    func loadMoreIfNeeded(countingAnEmptyList: Bool = false) {
        guard loading.allowsInfiniteScroll, hasMorePages, let listView = placement?.listView else {
            return
        }
        loadMoreIfNeeded(in: listView, countingAnEmptyList: countingAnEmptyList)
    }

    /// ``loadMoreIfNeeded(countingAnEmptyList:)`` for a view at hand, as on a scroll event: no walk
    /// up the hosts to find it.
    func loadMoreIfNeeded(in listView: View, countingAnEmptyList: Bool = false) {
        guard loading.allowsInfiniteScroll, hasMorePages,
            isNearTheEnd(in: listView, countingAnEmptyList: countingAnEmptyList)
        else { return }
        scheduleNextPage()
    }

    /// Whether the bottom of the visible area is within ``loadMoreThreshold`` of the end of the
    /// content, which an empty list counts as only when `countingAnEmptyList`.
    func isNearTheEnd(in listView: View, countingAnEmptyList: Bool) -> Bool {
        let geometry = listView.scrollGeometry
        guard geometry.contentSize.height > 0 || countingAnEmptyList else { return false }
        return geometry.distanceToBottom < loadMoreThreshold ?? geometry.boundsSize.height
    }

    /// Asks for the next page on the main actor's next turn.
    ///
    /// The rule for every load the mediator starts on its own — infinite scroll, prefetching,
    /// the check after a load ends or after the owner's update: it never starts inside the call
    /// that made it wanted (a view's scroll or prefetch callback, the app's `stopLoading` or
    /// `apply`), where asking the delegate and inserting the loading row would run inside
    /// someone else's work. The decision is made at once, so a loading row that the next page
    /// will need stays; the question waits for the next turn, and is dropped when a load the app
    /// started, or ended, took its place meanwhile.
    func scheduleNextPage() {
        perform(loading.scheduleNextPage())
    }

    func startScheduledNextPageOnTheNextTurn() {
        Task { @MainActor [weak self] in self?.startScheduledNextPage() }
    }

    /// Asks for the scheduled next page, unless a load the app started or ended took its place;
    /// when the delegate or loader refuses it, a loading row kept for it goes. The list is not
    /// checked again then: the refusal is the answer for this page, and the next scroll or update
    /// asks again.
    func startScheduledNextPage() {
        guard loading.takeScheduledNextPage(), !startLoading(.nextPage) else { return }
        perform(loading.nextPageRefused())
    }
}

extension ListViewMediator: RefreshControlDelegate {
    /// The user pulled to refresh: asks the delegate to reload, unless a page is loading (the
    /// pull is refused and the control stops at once). While the refresh runs, the loading row is
    /// hidden and loading more is refused; ``stopLoading(updatesList:)`` ends it.
    public func refreshControlDidRequestRefresh(_ refreshControl: any RefreshControl) {
        // Refused, or ended inside the question: the control stops (if the ending did not stop it).
        if refreshByPull() == nil, refreshControl.isRefreshing { refreshControl.endRefreshing() }
    }

    /// Asks for a refresh as the user's pull does: the loading row hidden while it runs.
    /// - Returns: the load's attempt (see `LoadingStateMachine.Question`) while it still runs
    ///   after the question; `nil` when it was refused or ended inside the question.
    func refreshByPull() -> Int? {
        guard let listView = placement?.listView,
            let question = loading.ask(
                .refresh, byPull: true, byLoader: loader != nil, rowCountAtStart: rowCountToAnnounce(in: listView)),
            answer(question, in: listView, updatesList: true), loading.isRunning(attempt: question.attempt)
        else { return nil }
        return question.attempt
    }
}

// Prefetching: the owner's rows go to the owner; a prefetch near the end of the list starts the
// next page.

extension ListViewMediator {
    public func listView(_ listView: View, prefetchRowsAt indexPaths: [IndexPath]) {
        forEachOwner(of: indexPaths, in: listView) { route, local in
            dataSource(at: route).listView(listView, prefetchRowsAt: local)
        }
        guard let nextPagePrefetchDistance, loading.allowsInfiniteScroll, hasMorePages,
            indexPaths.contains(where: { isOwnerRow($0, withinLast: nextPagePrefetchDistance, in: listView) })
        else { return }
        // Not inside the view's prefetching: on the next turn.
        scheduleNextPage()
    }

    /// Whether `indexPath` is one of the owner's last `count` rows.
    /// - Complexity: O(*s*) for the *s* owner sections after the row's.
    private func isOwnerRow(_ indexPath: IndexPath, withinLast count: Int, in listView: View) -> Bool {
        guard indexPath.count == 2, indexPath.section < ownerSectionCount, !isLoadingSection(indexPath.section)
        else { return false }
        var rowsAfter = dataSource.listView(listView, numberOfRowsInSection: indexPath.section) - indexPath.row - 1
        var section = indexPath.section + 1
        while rowsAfter < count, section < ownerSectionCount {
            rowsAfter += dataSource.listView(listView, numberOfRowsInSection: section)
            section += 1
        }
        return rowsAfter < count
    }
}
