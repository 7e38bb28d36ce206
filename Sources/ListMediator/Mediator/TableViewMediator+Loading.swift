import Foundation

// Starting and stopping loads, and the loading row that shows them.

extension TableViewMediator {
    /// Asks the delegate to load and shows the loading row while it does: the next page when
    /// `more` is `true`, everything again when `false` (the first load, for example).
    ///
    /// Refused — the delegate is not asked — while a load or a refresh runs, when `more` is `true`
    /// and ``hasMorePages`` is `false`, and while the mediator is shown by no list view. Starting
    /// after a failed load retries it.
    ///
    /// - Parameters:
    ///   - more: whether to load the next page (`true`) or reload (`false`).
    ///   - updatesList: whether the loading row is inserted now, animated. Pass `false` to let it
    ///     arrive with your next update of the data source (or its next reload), in one batch.
    /// - Returns: whether a load started: the delegate accepted.
    @discardableResult
    public func startLoadingMore(_ more: Bool, updatesList: Bool = true) -> Bool {
        guard canStartLoading, !more || hasMorePages, let listView = placement?.listView else { return false }
        attemptCount += 1
        let attempt = attemptCount
        let previous = activity
        activity = .loading(more: more, attempt: attempt)
        let accepted = askToLoad(more, in: listView)
        // The delegate may have ended the load inside the call; then that is the state to keep.
        guard activity == .loading(more: more, attempt: attempt) else { return accepted }
        guard accepted else {
            activity = previous
            return false
        }
        if !more { hasMorePages = true }
        setLoadingRow(.loading, updatesList: updatesList)
        return true
    }

    /// Ends the running load: removes the loading row (or a failure's), ends the refresh control's
    /// refreshing, and — when what is shown now leaves less than ``loadMoreThreshold`` below the
    /// visible area — asks for the next page.
    ///
    /// Call it once the loaded data is shown, so the mediator measures the new content.
    ///
    /// - Parameter updatesList: whether the loading row is deleted now, animated. Pass `false` to
    ///   let it leave with your next update of the data source, in one batch.
    public func stopLoading(updatesList: Bool = true) {
        endRefreshing()
        let endsALoad = isLoading
        activity = .idle
        wantedRow = nil
        // Without updating the list, the page is not shown yet: the check comes with the owner's
        // update that shows it.
        guard updatesList else {
            isAwaitingTheEndedLoadsPage = endsALoad
            return
        }
        // Checked before the row goes, so that when the next page starts at once the row stays
        // instead of blinking out and back in; and again after, as the row's own height may be
        // what kept the end of the content far enough. A load that left the list empty with
        // pages left (an empty page with more to come) is followed at once too.
        loadMoreIfNeeded(countingAnEmptyList: endsALoad)
        showWantedRow()
        if wantedRow == nil { loadMoreIfNeeded(countingAnEmptyList: endsALoad) }
    }

    /// Ends the running load as failed: the loading row shows `message`, and selecting it (or
    /// ``retry()``) starts the same load again. Infinite scroll holds still until then, and
    /// nothing already shown is removed.
    ///
    /// - Parameters:
    ///   - message: what went wrong, in words for the user.
    ///   - updatesList: whether the row changes now, animated, or with your next update.
    public func stopLoading(failure message: String, updatesList: Bool = true) {
        endRefreshing()
        let more: Bool
        switch activity {
        case .loading(let loadingMore, _): more = loadingMore
        case .refreshing: more = false
        case .failed(let failedMore): more = failedMore
        case .idle: more = true
        }
        activity = .failed(more: more)
        setLoadingRow(.failed(message: message), updatesList: updatesList)
    }

    /// Starts the failed load again; does nothing unless the last load failed.
    /// - Returns: whether a load started.
    @discardableResult
    public func retry() -> Bool {
        guard case .failed(let more) = activity else { return false }
        return startLoadingMore(more)
    }

    // MARK: Internals

    /// Forgets the running load so another can start, leaving the loading row as it is for the
    /// next load to take over.
    func abandonLoad() {
        endRefreshing()
        activity = .idle
    }

    /// Lets `handler` decide loads instead of the delegate, as a ``PagingController`` does.
    /// - Returns: the number that ``loadHandlerWasReleased(_:)`` takes.
    func decideLoads(with handler: @escaping (_ more: Bool) -> Bool) -> Int {
        loadHandlerNumber += 1
        loadHandler = handler
        return loadHandlerNumber
    }

    /// The ``PagingController`` that decided this mediator's loads is gone, and with it the load
    /// it was running, which no one will end: the mediator ends it (the loading row goes, the
    /// refresh control stops) and its delegate decides loads again. Nothing happens when a later
    /// controller has taken over since.
    func loadHandlerWasReleased(_ number: Int) {
        if loadHandlerNumber == number { loadHandler = nil }
        // Its load ends even when a later controller has taken over the decisions meanwhile.
        guard runningLoadHandlerNumber == number else { return }
        runningLoadHandlerNumber = nil
        switch activity {
        case .loading, .refreshing:
            abandonLoad()
            setLoadingRow(nil, updatesList: true)
        case .idle, .failed: break
        }
    }

    /// Whether nothing runs that a new load would overlap.
    var canStartLoading: Bool {
        switch activity {
        case .idle, .failed: refreshControl?.isRefreshing != true
        case .loading, .refreshing: false
        }
    }

    /// Asks the delegate, holding infinite scroll still meanwhile.
    func askToLoad(_ more: Bool, in listView: View) -> Bool {
        isAskingDelegate = true
        defer { isAskingDelegate = false }
        if let loadHandler {
            runningLoadHandlerNumber = loadHandlerNumber
            return loadHandler(more)
        }
        runningLoadHandlerNumber = nil
        return delegate?.listView(listView, mediator: self, shouldLoadMore: more) ?? false
    }

    func endRefreshing() {
        if let refreshControl, refreshControl.isRefreshing { refreshControl.endRefreshing() }
    }

    /// Makes the loading row show `row` (`nil`: no row), now or with the owner's next update.
    func setLoadingRow(_ row: LoadingRow?, updatesList: Bool) {
        wantedRow = row
        if updatesList { showWantedRow() }
    }

    /// Brings the view's loading row to ``wantedRow`` in one animated batch update.
    func showWantedRow() {
        guard shownRow != wantedRow else { return }
        guard let host, let placement = host.placement(of: self) else {
            shownRow = wantedRow
            return
        }
        let sectionCount = dataSource.numberOfSections(in: placement.listView)
        let update = loadingRowUpdate(sectionBefore: sectionCount, sectionAfter: sectionCount)
        do {
            try host.performBatchUpdates(
                update, from: self, animated: loadingRowAnimation, updateData: showWantedRowData, completion: nil)
        } catch {
            // The view reloaded after refusing; make sure it asks the mediator's current state.
            shownRow = wantedRow
            host.reloadData(from: self)
        }
    }

    /// The data swap of a loading-row change: from now on the data source questions see it.
    func showWantedRowData() {
        shownRow = wantedRow
    }

    /// The changes that take the view's loading row from ``shownRow`` to ``wantedRow``, with the
    /// owner's sections counted `sectionBefore` before the update and `sectionAfter` after it.
    func loadingRowUpdate(sectionBefore: Int, sectionAfter: Int) -> BatchUpdate {
        switch (shownRow, wantedRow) {
        case (nil, nil): BatchUpdate()
        case (nil, .some): BatchUpdate(insertedSections: [sectionAfter])
        case (.some, nil): BatchUpdate(deletedSections: [sectionBefore])
        case (.some(let shown), .some(let wanted)):
            shown == wanted ? BatchUpdate() : BatchUpdate(reloadedRows: [IndexPath(row: 0, section: sectionBefore)])
        }
    }
}
