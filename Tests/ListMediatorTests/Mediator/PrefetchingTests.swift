import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The mediator and prefetching: the owner's rows reach the owner, and a prefetch of one of
/// the last rows starts the next page.
@MainActor
struct PrefetchingTests {
    /// 30 rows in a 440-point view.
    let list = MediatedList(count: 30, height: 440)

    /// Prefetches `rows`, then lets the main actor turn, when a next page it wanted starts.
    func prefetch(_ rows: Range<Int>) async {
        list.mediator.listView(list.tableView, prefetchRowsAt: rows.map { IndexPath(row: $0, section: 0) })
        await Task.yield()
    }

    @Test func aPrefetchOfOneOfTheLastTenRowsStartsTheNextPage() async {
        await prefetch(10..<20)
        #expect(list.delegate.loadRequests.isEmpty, "row 19 has ten rows after it")

        await prefetch(20..<21)
        #expect(list.delegate.loadRequests == [true])
        #expect(list.mediator.bottom.loadingRow == .loading)
    }

    @Test func theDistanceCanBeSetOrTurnedOff() async {
        list.mediator.bottom.prefetchDistance = 3
        await prefetch(20..<26)
        #expect(list.delegate.loadRequests.isEmpty)
        await prefetch(27..<28)
        #expect(list.delegate.loadRequests == [true])

        let off = MediatedList(count: 30, height: 440)
        off.mediator.bottom.prefetchDistance = nil
        off.mediator.listView(off.tableView, prefetchRowsAt: [IndexPath(row: 29, section: 0)])
        await Task.yield()
        #expect(off.delegate.loadRequests.isEmpty)
    }

    @Test func aPrefetchStartsNothingAfterAFailureOrTheLastPage() async {
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(failure: "offline")
        await prefetch(25..<30)
        #expect(list.delegate.loadRequests == [true], "a failure waits for its retry")

        list.mediator.retry()
        list.mediator.hasNextPage = false
        list.mediator.stopLoading()
        await prefetch(25..<30)
        #expect(list.delegate.loadRequests == [true, true])
    }

    @Test func theOwnersRowsReachTheOwnerAsItems() {
        var prefetched: [String] = []
        list.items.onPrefetch = { prefetched += $0 }
        list.mediator.startLoading(.nextPage)  // the loading row's section is below the owner's

        list.mediator.listView(
            list.tableView, prefetchRowsAt: [IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 1)])

        #expect(prefetched == ["row 3"])
    }

    @Test func aViewThatPrefetchesStartsThePageBeforeInfiniteScrollWould() async {
        list.tableView.prefetchingDistance = 10
        // Rows 10–19 on screen, 20–29 prefetched: infinite scroll alone waits for row 20.
        list.tableView.setContentOffset(CGPoint(x: 0, y: 440))
        await Task.yield()

        #expect(list.tableView.scrollGeometry.distanceToBottom >= 440, "a screen or more from the end")
        #expect(list.delegate.loadRequests == [true])
    }
}
