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
        func listView(_ listView: TableListView, mediator: ListViewMediator<TableListView>, shouldLoadMore more: Bool)
            -> Bool
        {
            loadRequests.append(more)
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

    @Test func theLoadingRowIsAUITableViewCellReadingLoading() {
        table.tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
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

    @Test func aPageAppendedUnderTheLoadingRowAnimatesOnUIKit() {
        table.tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        items.append(contentsOf: (30..<40).map { "row \($0)" })
        mediator.hasMorePages = false  // the last page
        mediator.stopLoading()

        #expect(table.rowCounts == [40])
        #expect(table.tableView.reloadCount == 1)
    }

    @Test func tappingAFailedRowRetries() {
        table.tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        mediator.stopLoading(failure: "Offline")
        #expect(table.visibleTexts.last == "Offline — tap to retry")

        table.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(owner.loadRequests == [true, true])
    }

    @Test func theLoadingRowCannotBeSelectedOnUIKit() {
        table.tableView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        table.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }
}
