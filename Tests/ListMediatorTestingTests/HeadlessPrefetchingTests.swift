import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The headless view's prefetching: the rows just below the screen are announced before they
/// come on it, as items, and those left behind unseen are cancelled.
@MainActor
struct HeadlessPrefetchingTests {
    /// 40 rows of 44 points in a 440-point view: rows 0–9 on screen.
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 440))
    let items = FlatDataSource<Int, HeadlessTableView>(items: Array(0..<40), cellProvider: .text { "\($0)" })

    init() {
        tableView.prefetchingDistance = 5
        tableView.currentDataSource = items
    }

    @Test func theRowsBelowTheScreenAreAnnouncedAsItemsBeforeTheyShow() {
        var prefetched: [[Int]] = []
        items.onPrefetch = { prefetched.append($0) }
        tableView.layoutIfNeeded()
        #expect(prefetched == [[10, 11, 12, 13, 14]])

        tableView.setContentOffset(CGPoint(x: 0, y: 88))  // rows 2–11 on screen
        #expect(prefetched == [[10, 11, 12, 13, 14], [15, 16]])
        #expect(tableView.prefetchCalls.count == 2, "rows that came on screen are not cancelled")
    }

    @Test func rowsLeftBehindUnseenAreCancelled() {
        var cancelled: [[Int]] = []
        items.onCancelPrefetching = { cancelled.append($0) }
        tableView.layoutIfNeeded()

        tableView.setContentOffset(CGPoint(x: 0, y: 880))  // rows 20–29: 10–14 were never seen
        #expect(cancelled == [[10, 11, 12, 13, 14]])
        #expect(tableView.prefetchCalls.last == .prefetch((30..<35).map { IndexPath(row: $0, section: 0) }))
    }

    @Test func withoutADistanceNothingIsPrefetched() {
        tableView.prefetchingDistance = 0
        var prefetched = 0
        items.onPrefetch = { _ in prefetched += 1 }
        tableView.scrollToBottom()
        #expect(prefetched == 0)
        #expect(tableView.prefetchCalls.isEmpty)
    }
}
