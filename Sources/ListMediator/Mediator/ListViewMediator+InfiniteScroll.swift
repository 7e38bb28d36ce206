import Foundation

// Infinite scroll and pull-to-refresh: the two ways the user starts a load.

extension ListViewMediator {
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
        guard loading.allowsInfiniteScroll, hasMorePages, let listView = placement?.listView else {
            return
        }
        loadMoreIfNeeded(in: listView, countingAnEmptyList: countingAnEmptyList)
    }

    /// ``loadMoreIfNeeded(countingAnEmptyList:)`` for a view at hand, as on a scroll event: no walk
    /// up the hosts to find it.
    func loadMoreIfNeeded(in listView: View, countingAnEmptyList: Bool = false) {
        guard loading.allowsInfiniteScroll, hasMorePages else { return }
        let geometry = listView.scrollGeometry
        guard geometry.contentSize.height > 0 || countingAnEmptyList else { return }
        if geometry.distanceToBottom < loadMoreThreshold ?? geometry.boundsSize.height {
            startLoading(.nextPage)
        }
    }
}

extension ListViewMediator: RefreshControlDelegate {
    /// The user pulled to refresh: asks the delegate to reload, unless a page is loading (the
    /// pull is refused and the control stops at once). While the refresh runs, the loading row is
    /// hidden and loading more is refused; ``stopLoading(updatesList:)`` ends it.
    public func refreshControlDidRequestRefresh(_ refreshControl: any RefreshControl) {
        guard let listView = placement?.listView,
            let question = loading.ask(.refresh, byPull: true, byLoader: loader != nil)
        else {
            refreshControl.endRefreshing()
            return
        }
        _ = answer(question, in: listView, updatesList: true)
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
        startLoading(.nextPage)
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
