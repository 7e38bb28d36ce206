import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The table view mediator on a UIKit table: the loading row, pull-to-refresh through
/// `UIRefreshControl` and infinite scroll from `scrollViewDidScroll`.
@MainActor
struct MediatorOnUIKitTests {
    final class Owner: ListViewMediatorDelegate {
        typealias View = TableListView
        var loadRequests: [Bool] = []
        func listView(
            _ listView: TableListView, mediator: ListViewMediator<TableListView>, shouldLoad request: LoadRequest
        )
            -> Bool
        {
            loadRequests.append(request.isMore)
            return true
        }
    }

    let table = UIKitTable()
    let owner = Owner()
    let items = FlatDataSource(items: (0..<30).map { "row \($0)" }, cellProvider: .text { $0 })
    let mediator: ListViewMediator<TableListView>
    let refresh: RefreshControlBinding

    init() {
        mediator = ListViewMediator(wrapping: items, delegate: owner)
        refresh = RefreshControlBinding(installedIn: table.tableView)
        mediator.refreshControl = refresh
        table.listView.currentDataSource = mediator
    }

    @Test func theRefreshControlIsTheTablesRefreshControlNotASubview() {
        #expect(table.tableView.refreshControl === refresh.control)
    }

    @Test func theLoadingRowIsAUITableViewCellReadingLoading() async {
        table.tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        await Task.yield()
        #expect(owner.loadRequests == [true])
        #expect(table.rowCounts == [30, 1])
        #expect(table.visibleTexts.last == "Loading…")
        #expect(table.tableView.performedBatchUpdates.last?.update == BatchUpdate(insertedSections: [1]))
    }

    @Test func aPullOnTheUIRefreshControlAsksForAReloadAndStopLoadingEndsIt() {
        refresh.control.simulatePullToRefresh()
        #expect(owner.loadRequests == [false])
        #expect(refresh.isRefreshing)

        mediator.stopLoading()
        #expect(!refresh.control.isRefreshing)
    }

    @Test func aPageAppendedUnderTheLoadingRowAnimatesOnUIKit() async {
        table.tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        await Task.yield()
        items.append(contentsOf: (30..<40).map { "row \($0)" })
        mediator.hasNextPage = false  // the last page
        mediator.stopLoading()

        #expect(table.rowCounts == [40])
        #expect(table.tableView.reloadCount == 1)
    }

    @Test func tappingAFailedRowRetries() async {
        table.tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        await Task.yield()
        mediator.stopLoading(failure: "Offline")
        #expect(table.visibleTexts.last == "Offline — tap to retry")

        table.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(owner.loadRequests == [true, true])
    }

    @Test func theLoadingRowCannotBeSelectedOnUIKit() async {
        table.tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        await Task.yield()  // the next page, and its loading row, start on the main actor's next turn
        table.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }
}

/// The mediator's empty and failed states as the table's and collection view's background view.
@MainActor
struct BackgroundViewOnUIKitTests {
    final class StateView: UIView {
        let text: String
        init(_ text: String) {
            self.text = text
            super.init(frame: .zero)
        }
    }

    final class Owner: ListViewMediatorDelegate {
        typealias View = TableListView

        func listView(
            _ listView: TableListView, mediator: ListViewMediator<TableListView>, shouldLoad request: LoadRequest
        )
            -> Bool
        { true }
    }

    @Test func theTablesBackgroundViewFollowsTheMediatorAndCrossFades() {
        let table = UIKitTable()
        let owner = Owner()
        let items = FlatDataSource<String, TableListView>(items: [], cellProvider: .text { $0 })
        let mediator = ListViewMediator(wrapping: items, delegate: owner)
        mediator.backgroundViewProvider = { background in
            switch background {
            case .loading: nil
            case .empty: StateView("No products")
            case .failed(let message): StateView(message)
            }
        }
        table.listView.currentDataSource = mediator
        #expect((table.tableView.backgroundView as? StateView)?.text == "No products")
        #expect(table.tableView.transitionCount == 0, "the first state is set, not faded in")

        mediator.startLoading(.firstPage)
        mediator.stopLoading(failure: "offline")

        #expect((table.tableView.backgroundView as? StateView)?.text == "offline")
        #expect(table.tableView.transitionCount == 2, "loading, then the failure, each cross-faded")
        #expect(table.rowCounts == [0])
    }

    @Test func aCollectionViewShowsTheSameStates() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let items = FlatDataSource<String, CollectionListView>(
            items: [], cellProvider: .registered(UICollectionViewCell.self) { _, _ in })
        let mediator = ListViewMediator(
            wrapping: items, loadingRow: .cell(.registered(UICollectionViewCell.self) { _, _ in }))
        mediator.backgroundViewProvider = { _ in StateView("Nothing here") }
        listView.currentDataSource = mediator

        #expect((collectionView.backgroundView as? StateView)?.text == "Nothing here")
        items.apply(["a"])
        #expect(collectionView.backgroundView == nil)
    }

    @Test func aCollectionViewsPlainLoadingRowReadsAsATableViewsDoes() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let items = FlatDataSource<String, CollectionListView>(
            items: ["a"], cellProvider: .registered(UICollectionViewCell.self) { _, _ in })
        let mediator = ListViewMediator(wrapping: items)
        listView.currentDataSource = mediator

        mediator.stopLoading(failure: "Offline")
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell

        let content = cell?.contentConfiguration as? UIListContentConfiguration
        #expect(content?.text == LoadingRow.failed(message: "Offline").text)
        #expect(cell?.accessibilityLabel == content?.text)
        #expect(cell?.accessibilityTraits.contains(.button) == true, "a failed row retries")
    }
}

/// UIKit's prefetching reaches the data sources as items, and the mediator's next page.
@MainActor
struct PrefetchingOnUIKitTests {
    @Test func theTablesPrefetchingReachesTheOwnerAndStartsTheNextPage() async {
        let table = UIKitTable()
        let owner = BackgroundViewOnUIKitTests.Owner()
        let items = FlatDataSource<String, TableListView>(items: (0..<30).map(String.init), cellProvider: .text { $0 })
        var prefetched: [String] = []
        items.onPrefetch = { prefetched += $0 }
        let mediator = ListViewMediator(wrapping: items, delegate: owner)
        table.listView.currentDataSource = mediator
        #expect(table.tableView.prefetchDataSource === table.listView)

        table.listView.tableView(table.tableView, prefetchRowsAt: [IndexPath(row: 12, section: 0)])
        #expect(prefetched == ["12"])
        #expect(!mediator.isLoading)

        table.listView.tableView(table.tableView, prefetchRowsAt: [IndexPath(row: 25, section: 0)])
        #expect(!mediator.isLoading, "never inside the view's prefetching")
        await Task.yield()
        #expect(mediator.isLoading)
    }

    @Test func theCollectionViewsPrefetchingAndItsCancellationReachTheItems() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let items = FlatDataSource<String, CollectionListView>(
            items: ["a", "b"], cellProvider: .registered(UICollectionViewCell.self) { _, _ in })
        var calls: [String] = []
        items.onPrefetch = { calls.append("prefetch \($0)") }
        items.onCancelPrefetching = { calls.append("cancel \($0)") }
        listView.currentDataSource = items
        #expect(collectionView.prefetchDataSource === listView)

        listView.collectionView(collectionView, prefetchItemsAt: [IndexPath(item: 1, section: 0)])
        listView.collectionView(collectionView, cancelPrefetchingForItemsAt: [IndexPath(item: 1, section: 0)])

        #expect(calls == ["prefetch [\"b\"]", "cancel [\"b\"]"])
    }
}

/// What VoiceOver gets on UIKit: the loading row's label and traits, and posted announcements.
@MainActor
struct AccessibilityOnUIKitTests {
    @Test func theLoadingRowIsLabelledAFailedOneIsAButtonAndLoadsAreAnnounced() {
        UIAccessibility.postedAnnouncements = []
        UIAccessibility.isVoiceOverRunning = true
        defer { UIAccessibility.isVoiceOverRunning = false }
        let table = UIKitTable()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(table.tableView)
        let owner = BackgroundViewOnUIKitTests.Owner()
        let items = FlatDataSource<String, TableListView>(items: ["a"], cellProvider: .text { $0 })
        let mediator = ListViewMediator(wrapping: items, delegate: owner)
        table.listView.currentDataSource = mediator

        mediator.startLoading(.nextPage)
        let loading = table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
        #expect(loading?.accessibilityLabel == "Loading…")
        #expect(loading?.accessibilityTraits == .staticText)

        mediator.stopLoading(failure: "offline")
        let failed = table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
        #expect(failed?.accessibilityLabel == "offline — tap to retry")
        #expect(failed?.accessibilityTraits == .button)
        #expect(UIAccessibility.postedAnnouncements == ["Loading failed: offline. Retry is available."])

        table.tableView.removeFromSuperview()
        mediator.retry()
        mediator.stopLoading(failure: "offline")
        #expect(UIAccessibility.postedAnnouncements.count == 1, "a list off screen says nothing")
    }
}
