import Foundation

// Infinite scroll and pull-to-refresh: the two ways the user starts a load.

extension ListViewMediator {
    /// Schedules the next page when the bottom of the visible area is within the bottom's
    /// ``End/threshold`` of the end of the content, and the previous page when the top is
    /// within the top's of the start, when nothing stops it: no load running, no
    /// failure at that end waiting for a retry, pages left there, and some content to scroll past.
    ///
    /// Called on every scroll event, so it does constant work and allocates nothing until it
    /// schedules.
    ///
    /// - Parameter countingAnEmptyList: whether an empty list asks too: right after a load that
    ///   left it empty with pages left. Otherwise an empty list waits for the owner's first load,
    ///   or for the owner's load after it cleared the list.
    func loadMoreIfNeeded(countingAnEmptyList: Bool = false) {
        guard loading.allowsInfiniteScroll(at: .bottom) || loading.allowsInfiniteScroll(at: .top),
            let listView = placement?.listView
        else { return }
        loadMoreIfNeeded(in: listView, countingAnEmptyList: countingAnEmptyList)
    }

    /// ``loadMoreIfNeeded(countingAnEmptyList:)`` for a view at hand, as on a scroll event: no walk
    /// up the hosts to find it.
    func loadMoreIfNeeded(in listView: View, countingAnEmptyList: Bool = false) {
        let allowed = PerEnd(
            top: loading.allowsInfiniteScroll(at: .top), bottom: loading.allowsInfiniteScroll(at: .bottom))
        // The geometry read once, and only when a page may load.
        guard allowed.top || allowed.bottom,
            let edge = trigger.edgeToLoad(
                at: listView.scrollGeometry, allowed: allowed, countingAnEmptyList: countingAnEmptyList)
        else { return }
        schedulePage(at: edge)
    }

    /// Whether the visible area is within `edge`'s ``End/threshold`` of that end of the content,
    /// which an empty list counts as only when `countingAnEmptyList`.
    func isNear(_ edge: ListEdge, in listView: View, countingAnEmptyList: Bool) -> Bool {
        trigger.isNear(edge, at: listView.scrollGeometry, countingAnEmptyList: countingAnEmptyList)
    }

    /// Asks for the page at `edge` on the main actor's next turn.
    ///
    /// The rule for every load the mediator starts on its own — infinite scroll, prefetching,
    /// the check after a load ends or after the owner's update: it never starts inside the call
    /// that made it wanted (a view's scroll or prefetch callback, the app's `stopLoading` or
    /// `apply`), where asking the delegate and inserting the loading row would run inside
    /// someone else's work. The decision is made at once, so a loading row that the page will
    /// need stays; the question waits for the next turn, and is dropped when a load the app
    /// started, or ended, took its place meanwhile.
    func schedulePage(at edge: ListEdge) {
        perform(loading.schedulePage(at: edge))
    }

    func startScheduledPageOnTheNextTurn(at edge: ListEdge) {
        Task { @MainActor [weak self] in self?.startScheduledPage(at: edge) }
    }

    /// Asks for the scheduled page at `edge`, unless a load the app started or ended took its
    /// place; when the delegate or loader refuses it, a loading row kept for it goes. The list is
    /// not checked again then: the refusal is the answer for this page, and the next scroll or
    /// update asks again.
    func startScheduledPage(at edge: ListEdge) {
        guard loading.takeScheduledPage(at: edge), !startLoading(.morePages(at: edge)) else { return }
        perform(loading.scheduledPageRefused(at: edge))
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
// next page, near its start the previous page.

extension ListViewMediator {
    public func listView(_ listView: View, prefetchRowsAt indexPaths: [IndexPath]) {
        forEachOwner(of: indexPaths, in: listView) { route, local in
            features(at: route).prefetching?.listView(listView, prefetchRowsAt: local)
        }
        let edge = trigger.edgeToLoad(
            prefetching: indexPaths, of: dataSource, in: listView,
            ownerIndexPath: { ownerIndexPath(for: $0, in: listView) }, allows: { loading.allowsInfiniteScroll(at: $0) })
        // Not inside the view's prefetching: on the next turn.
        if let edge { schedulePage(at: edge) }
    }

    /// `indexPath`, one of the view's, in the owner's numbers; `nil` for a loading row's.
    private func ownerIndexPath(for indexPath: IndexPath, in listView: View) -> IndexPath? {
        guard indexPath.count == 2, let route = route(forSection: indexPath.section, in: listView),
            route.target.childIndex == Self.ownerPosition
        else { return nil }
        return IndexPath(row: indexPath.row, section: route.section)
    }
}
