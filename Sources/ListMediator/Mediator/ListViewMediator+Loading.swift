import Foundation

// Starting and stopping loads, and the loading row that shows them: each public call is a
// transition of the loading state (LoadingStateMachine) and the work it asks for.

extension ListViewMediator {
    /// Asks the delegate (or the ``loader``) to load what `request` asks for, and shows the
    /// loading row while it loads.
    ///
    /// Refused — nobody is asked — while a load or a refresh runs, for ``LoadRequest/nextPage``
    /// when ``hasNextPage`` is `false`, for ``LoadRequest/previousPage`` when
    /// ``hasPreviousPage`` is `false`, and while the mediator is shown by no list view.
    /// Starting after a failed load at the same end replaces the failure. A
    /// ``LoadRequest/refresh`` of a list with no rows asks for ``LoadRequest/firstPage``, which
    /// shows the loading row.
    ///
    /// - Parameters:
    ///   - request: what to load.
    ///   - updatesList: whether the loading row is inserted now, animated. Pass `false` to let it
    ///     arrive with your next update of the data source (or its next reload): in one batch
    ///     with it for the row below the list; the row above (a previous page's) follows that
    ///     update in a batch of its own.
    /// - Returns: whether a load started: the delegate or loader accepted.
    @discardableResult
    public func startLoading(_ request: LoadRequest, updatesList: Bool = true) -> Bool {
        guard let listView = placement?.listView else { return false }
        // Everything again, for a list with no rows, is its first page: with the loading row.
        let isEmpty = request == .refresh && dataSource.rowCounts(in: listView).allSatisfy { $0 == 0 }
        return start(isEmpty ? .firstPage : request, in: listView, updatesList: updatesList)
    }

    /// Starts `request` as it is — a retry repeats the request that failed.
    func start(_ request: LoadRequest, in listView: View, updatesList: Bool = true) -> Bool {
        guard refreshControl?.isRefreshing != true, !request.isMore || loading.hasMorePages(at: request.edge),
            let question = loading.ask(
                request, byPull: false, byLoader: loader != nil, rowCountAtStart: rowCountToAnnounce(in: listView))
        else { return false }
        return answer(question, in: listView, updatesList: updatesList)
    }

    /// Ends the running load: removes its loading row (or a failure's), ends the refresh control's
    /// refreshing, and — when what is shown now leaves less than the bottom's ``End/threshold``
    /// below the visible area — asks for the next page (for a previous page, when less than the
    /// top's is left above it, the previous one). With no load running, the
    /// rows at both ends go.
    ///
    /// Call it once the loaded data is shown, so the mediator measures the new content.
    ///
    /// - Parameter updatesList: whether the loading row is deleted now, animated. Pass `false` to
    ///   let it leave with your next update of the data source, in one batch.
    public func stopLoading(updatesList: Bool = true) {
        // Measured before the transition: laying the view out may call the app, which may read
        // the mediator's state.
        var nearItsEdge = false
        if updatesList, let edge = loading.edgeFinishingMaySchedule, let listView = placement?.listView {
            nearItsEdge = isNear(edge, in: listView, countingAnEmptyList: true)
        }
        perform(loading.finish(updatesList: updatesList, isNearItsEdge: nearItsEdge))
    }

    /// Ends the running load as failed: the loading row of its end shows `message`, and selecting
    /// it (or ``retry(at:)``) starts the same load again. Infinite scroll at that end holds still
    /// until then — the other end goes on — and nothing already shown is removed.
    ///
    /// - Parameters:
    ///   - message: what went wrong, in words for the user.
    ///   - updatesList: whether the row changes now, animated, or with your next update.
    public func stopLoading(failure message: String, updatesList: Bool = true) {
        stopLoading(failure: message, error: nil, updatesList: updatesList)
    }

    /// ``stopLoading(failure:updatesList:)`` with the error the loader failed with, which the
    /// loading state keeps for ``PagingController/state``.
    func stopLoading(failure message: String, error: (any Error)?, updatesList: Bool = true) {
        perform(loading.fail(message: message, error: error, updatesList: updatesList))
    }

    /// Does what a transition of the loading state asks, in the order ``LoadingStateMachine/Effects``
    /// gives: the one place the mediator acts on its loading.
    func perform(_ effects: LoadingStateMachine.Effects) {
        if case .finished(let load)? = effects.announcement {
            announceFinishedLoad(load.request, rowCountAtStart: load.rowCountAtStart)
        }
        if effects.schedulesAnnouncement {
            Task { @MainActor [weak self] in
                guard let self, let ended = loading.takeEndedLoadToAnnounce() else { return }
                announceFinishedLoad(ended.request, rowCountAtStart: ended.rowCountAtStart)
            }
        }
        if let edge = effects.schedulesPage { startScheduledPageOnTheNextTurn(at: edge) }
        if effects.endsRefreshing || effects.showsRow {
            presenter.render(endingRefresh: effects.endsRefreshing, rowsAndBackground: effects.showsRow)
        }
        // A failure is heard once its row shows it.
        if case .failed(let message)? = effects.announcement, let announcer = placement?.listView.announcer {
            announcer.announceForAccessibility(texts.loadFailed(message))
        }
        if let countingAnEmptyList = effects.checksTheEnds {
            loadMoreIfNeeded(countingAnEmptyList: countingAnEmptyList)
        }
    }

    /// Tells VoiceOver users what the finished load did: how many items it added to the
    /// `rowCountAtStart` rows there were, or that the list was refreshed. A load that added
    /// nothing says nothing.
    func announceFinishedLoad(_ request: LoadRequest, rowCountAtStart: Int) {
        guard let listView = placement?.listView, let announcer = listView.announcer else { return }
        switch request {
        case .refresh:
            announcer.announceForAccessibility(texts.refreshed)
        case .firstPage:
            let shown = ownerRowCount(in: listView)
            if shown > 0 { announcer.announceForAccessibility(texts.listLoaded(shown)) }
        case .nextPage, .previousPage:
            let added = ownerRowCount(in: listView) - rowCountAtStart
            if added > 0 { announcer.announceForAccessibility(texts.itemsLoaded(added)) }
        }
    }

    /// The owner's row count to count a load's new rows from, when it starts: counted before
    /// asking, since a delegate may load and stop within its answer, and only for an
    /// announcement someone hears.
    func rowCountToAnnounce(in listView: View) -> Int {
        listView.announcer != nil ? ownerRowCount(in: listView) : 0
    }

    /// The number of rows the owner's data source has now.
    func ownerRowCount(in listView: View) -> Int {
        (0..<dataSource.numberOfSections(in: listView)).reduce(0) {
            $0 + dataSource.listView(listView, numberOfRowsInSection: $1)
        }
    }

    /// Starts a failed load again — the one below the list, else the one above it; does nothing
    /// unless a load failed. See ``retry(at:)``.
    /// - Returns: whether a load started.
    @discardableResult
    public func retry() -> Bool {
        guard let edge = loading.failedEdge else { return false }
        return retry(at: edge)
    }

    /// Starts the failed load at `edge` again, as selecting its loading row does; does nothing
    /// unless that end's last load failed.
    /// - Returns: whether a load started.
    @discardableResult
    public func retry(at edge: ListEdge) -> Bool {
        guard let request = loading.failedRequest(at: edge), let listView = placement?.listView else { return false }
        return start(request, in: listView)
    }

    // MARK: Internals

    /// Asks the loader or the delegate `question`, holding infinite scroll still meanwhile, and
    /// acts on the answer.
    func answer(_ question: LoadingStateMachine.Question, in listView: View, updatesList: Bool) -> Bool {
        let accepted =
            if let loader, question.byLoader {
                loader.mediator(self, shouldLoad: question.request)
            } else {
                delegate?.listView(listView, mediator: self, shouldLoad: question.request) ?? false
            }
        let (answered, effects) = loading.answer(accepted, to: question, updatesList: updatesList)
        perform(effects)
        switch answered {
        case .endedWhileAsking: return accepted
        case .refused: return false
        case .accepted: return true
        }
    }

    /// Forgets the running load so another can start, leaving the loading row as it is for the
    /// next load to take over.
    func abandonLoad() {
        perform(loading.abandon())
    }

    /// Ends the running load, which no one will end now (its loader was replaced): the loading
    /// row goes and the refresh control stops.
    func dropLoad() {
        perform(loading.drop())
    }

    /// Asks the ``backgroundViewProvider`` again for the background shown, and for whether it
    /// gives one while the first page loads: for a screen whose empty list reads differently as
    /// its own state changes — "Type to search" before a search, "No results" after one.
    public func reloadBackground(animated: Bool = true) {
        presenter.reloadBackground(animated: animated)
    }
}

extension ListView {
    /// This view, when it speaks to an assistive technology that listens now; `nil` when nobody
    /// would hear an announcement.
    fileprivate var announcer: (any AnnouncingListView)? {
        guard let announcing = self as? any AnnouncingListView, announcing.isAnnouncingForAccessibility else {
            return nil
        }
        return announcing
    }
}
