import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Infinite scroll reads the content size the view has measured, not the estimates: rows
/// estimated too short do not ask for the next page while the real end is far, and the real
/// end asks once.
@MainActor
struct InfiniteScrollWithEstimatedHeightsTests {
    /// 20 rows estimated at 44 points that are 200 points tall, in a 660-point view.
    let list = MediatedList(count: 20, height: 660)

    init() {
        list.items.estimatedHeightForItem = { _ in 44 }
        list.items.heightForItem = { _ in 200 }
        list.mediator.bottom.threshold = 100
        list.tableView.reloadData()
        list.tableView.layoutIfNeeded()
    }

    @Test func rowsEstimatedTooShortDoNotAskForThePageWhileTheMeasuredEndIsFar() async {
        // By the estimates alone the content would be 880 points and this the very end.
        list.tableView.setContentOffset(CGPoint(x: 0, y: 600))
        await Task.yield()

        // The first screen measured 15 rows (laid out at 44 points, they filled it).
        #expect(list.tableView.scrollGeometry.contentSize.height == CGFloat(15 * 200 + 5 * 44))
        #expect(list.delegate.loadRequests.isEmpty)
    }

    @Test func theMeasuredEndAsksForTheNextPageOnce() async {
        var scrolls = 0
        while list.delegate.loadRequests.isEmpty, scrolls < 10 {
            list.tableView.scrollToBottom()
            await Task.yield()
            scrolls += 1
        }
        // The loading row came with the question: the view lays it out below the rows.
        list.tableView.scrollToBottom()

        #expect(list.delegate.loadRequests == [true])
        #expect(list.visibleTexts.contains("row 19"))
        // Every row measured; the loading row (44 points) below them.
        #expect(list.tableView.scrollGeometry.contentSize.height == CGFloat(20 * 200 + 44))
    }
}
