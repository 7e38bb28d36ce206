import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// What the list shows behind its rows when it has none: the empty state once nothing loads,
/// and a first page that failed, full size with its retry, instead of a retry row below nothing.
@MainActor
struct BackgroundStatesTests {
    /// An empty mediated list whose owner gives a background view for each state.
    let list = MediatedList(count: 0)

    init() {
        list.mediator.backgroundViewProvider = { [mediator = list.mediator] background in
            switch background {
            case .loading: nil  // the loading row, as for later pages
            case .empty: HeadlessBackgroundView(text: "No products")
            case .failed(let message):
                HeadlessBackgroundView(text: "Couldn't load the products", detailText: message) { mediator.retry() }
            }
        }
    }

    var shownText: String? { list.tableView.backgroundView?.text }

    @Test func anEmptyListThatLoadsNothingShowsTheEmptyStateAtOnce() {
        #expect(list.mediator.background == .empty)
        #expect(shownText == "No products")
        #expect(list.tableView.backgroundViewChanges.map(\.animated) == [false], "set with the provider, not faded in")
    }

    @Test func loadingTheFirstPageHidesTheEmptyStateAndShowsTheLoadingRow() {
        list.mediator.startLoading(.firstPage)

        #expect(list.mediator.background == nil)
        #expect(list.tableView.backgroundView == nil)
        #expect(list.visibleTexts == ["Loading…"])
        #expect(list.tableView.backgroundViewChanges.last?.animated == true)
    }

    @Test func aFirstPageWithRowsLeavesNoBackground() {
        list.mediator.startLoading(.firstPage)
        list.items.apply(MediatedList.rows(0..<3))
        list.mediator.hasNextPage = false
        list.mediator.stopLoading()

        #expect(list.tableView.backgroundView == nil)
        #expect(list.visibleTexts == ["row 0", "row 1", "row 2"])
    }

    @Test func anEmptyFirstPageOnTheLastPageShowsTheEmptyState() {
        list.mediator.startLoading(.firstPage)
        list.mediator.hasNextPage = false
        list.mediator.stopLoading()

        #expect(shownText == "No products")
        #expect(list.rowCounts == [0])
    }

    @Test func aFailedFirstPageIsShownFullSizeWithoutARetryRow() {
        list.mediator.startLoading(.firstPage)
        list.mediator.stopLoading(failure: "The network is offline")

        #expect(list.mediator.background == .failed(message: "The network is offline"))
        #expect(shownText == "Couldn't load the products")
        #expect(list.tableView.backgroundView?.detailText == "The network is offline")
        #expect(list.rowCounts == [0], "no retry row below the failure")
        #expect(list.tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func retryingFromTheFailedStateLoadsTheFirstPageAgain() {
        list.mediator.startLoading(.firstPage)
        list.mediator.stopLoading(failure: "offline")

        list.tableView.backgroundView?.tapRetry()

        #expect(list.delegate.loadRequests == [false, false])
        #expect(list.mediator.bottom.loadingRow == .loading)
        #expect(list.tableView.backgroundView == nil)
        #expect(list.visibleTexts == ["Loading…"])
    }

    @Test func aFailedNextPageBelowRowsIsARetryRowAsBefore() {
        list.items.apply(MediatedList.rows(0..<3))
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(failure: "offline")

        #expect(list.mediator.background == nil)
        #expect(list.tableView.backgroundView == nil)
        #expect(list.visibleTexts.last == "offline — tap to retry")
    }

    @Test func theOwnerEmptyingOrFillingTheListBringsOrTakesTheEmptyState() {
        list.mediator.hasNextPage = false  // so the short list loads nothing more
        list.items.apply(MediatedList.rows(0..<2))
        #expect(list.tableView.backgroundView == nil)

        list.items.apply([])
        #expect(shownText == "No products")
        #expect(list.tableView.backgroundViewChanges.last?.animated == true)
    }

    @Test func withoutAProviderAFailedFirstPageKeepsItsRetryRow() {
        let plain = MediatedList(count: 0)
        plain.mediator.startLoading(.firstPage)
        plain.mediator.stopLoading(failure: "offline")

        #expect(plain.mediator.background == nil)
        #expect(plain.tableView.backgroundViewChanges.isEmpty)
        #expect(plain.visibleTexts == ["offline — tap to retry"])
    }

    @Test func eachChangeOfStateChangesTheViewOnceAndNoOtherUpdateDoes() {
        list.mediator.startLoading(.firstPage)
        list.mediator.stopLoading(failure: "offline")
        list.tableView.backgroundView?.tapRetry()
        list.items.apply(MediatedList.rows(0..<2))
        list.mediator.stopLoading()
        list.items.apply(MediatedList.rows(0..<4))

        #expect(
            list.tableView.backgroundViewChanges.map { $0.view?.text }
                == ["No products", nil, "Couldn't load the products", nil])
    }

    @Test func aFailureBelowRowsBecomesTheBackgroundWhenTheOwnerEmptiesTheList() {
        list.items.apply(MediatedList.rows(0..<3))
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(failure: "offline")
        #expect(list.visibleTexts.last == "offline — tap to retry")

        list.items.apply([])

        #expect(shownText == "Couldn't load the products")
        #expect(list.rowCounts == [0], "the retry row went with it")
        #expect(list.tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func aFailedFirstPageBecomesARetryRowWhenTheOwnerShowsRows() {
        list.mediator.startLoading(.firstPage)
        list.mediator.stopLoading(failure: "offline")

        list.items.apply(MediatedList.rows(0..<2))

        #expect(list.tableView.backgroundView == nil)
        #expect(list.visibleTexts == ["row 0", "row 1", "offline — tap to retry"])
        #expect(list.mediator.bottom.loadingRow == .failed(message: "offline"))
    }

    @Test func aMediatorTakenOffTheViewTakesItsBackgroundWithIt() {
        #expect(shownText == "No products")

        list.tableView.currentDataSource = FlatDataSource(items: ["other"], cellProvider: .text { $0 })

        #expect(list.tableView.backgroundView == nil)
        #expect(list.visibleTexts == ["other"])
    }

    @Test func aMediatorInsideAContainerLeavesTheBackgroundAloneAndShowsFailuresAsRows() {
        let tableView = HeadlessTableView()
        let owner = RecordingMediatorDelegate()
        let mediator = ListViewMediator(
            wrapping: FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 }), delegate: owner)
        mediator.backgroundViewProvider = { _ in HeadlessBackgroundView(text: "state") }
        tableView.currentDataSource = CompositeDataSource([
            FlatDataSource(items: ["pinned"], cellProvider: .text { $0 }), mediator,
        ])
        mediator.startLoading(.firstPage)
        mediator.stopLoading(failure: "offline")

        #expect(mediator.background == nil)
        #expect(tableView.backgroundViewChanges.isEmpty)
        #expect(tableView.visibleCells.map(\.text) == ["pinned", "offline — tap to retry"])
    }

    @Test func aNewProviderMakesTheViewAgain() {
        list.mediator.backgroundViewProvider = { _ in HeadlessBackgroundView(text: "Nothing yet") }
        #expect(shownText == "Nothing yet")
    }

    @Test func aLoadingBackgroundShowsInsteadOfTheLoadingRowWhileTheFirstPageLoads() {
        let list = MediatedList(count: 0)
        var asked = 0
        list.mediator.backgroundViewProvider = { background in
            if case .loading = background { asked += 1 }
            return switch background {
            case .loading: HeadlessBackgroundView(text: "Loading the products…")
            case .empty: HeadlessBackgroundView(text: "No products")
            case .failed(let message): HeadlessBackgroundView(text: message)
            }
        }

        list.mediator.startLoading(.firstPage)
        #expect(list.mediator.background == .loading)
        #expect(list.tableView.backgroundView?.text == "Loading the products…")
        #expect(list.visibleTexts.isEmpty, "no loading row below nothing")
        #expect(list.tableView.rejectedBatchUpdates.isEmpty)

        list.items.apply(["a", "b"])
        list.mediator.stopLoading()
        #expect(list.mediator.background == nil)
        #expect(list.tableView.backgroundView == nil)
        // Two rows do not fill the view: the next page is scheduled, and a list with rows shows
        // its loading row.
        #expect(list.mediator.bottom.isPageScheduled)
        #expect(list.visibleTexts == ["a", "b", "Loading…"])
        #expect(asked == 1, "the provider is asked for the loading view once")
    }

    @Test func aPullToRefreshOnAnEmptyListShowsTheRefreshControlNotTheLoadingBackground() {
        let list = MediatedList(count: 0)
        list.mediator.backgroundViewProvider = { background in
            if case .loading = background { return HeadlessBackgroundView(text: "Loading…") }
            return nil
        }

        list.refreshControl.pullToRefresh()

        #expect(list.mediator.isRefreshingByPull)
        #expect(list.mediator.background == nil)
    }

    @Test func reloadBackgroundAsksTheProviderAgain() {
        var text = "Type to search"
        list.mediator.backgroundViewProvider = { background in
            if case .empty = background { return HeadlessBackgroundView(text: text) }
            return nil
        }
        text = "No results"

        list.mediator.reloadBackground(animated: false)

        #expect(shownText == "No results")
    }
}
