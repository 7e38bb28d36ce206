import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// `mediator.top` and `mediator.bottom`: each end's settings and state in one value.
@MainActor
struct MediatorEndsTests {
    /// 30 rows of 44 points in a 440-point view, with earlier pages to load above.
    let list = MediatedList(count: 30, height: 440)

    @Test func eachEndStartsWithOneScreenAsItsThresholdAndTenRowsAsItsPrefetchDistance() {
        for end in [list.mediator.top, list.mediator.bottom] {
            #expect(end.threshold == nil)
            #expect(end.prefetchDistance == 10)
        }
    }

    @Test func settingOneEndLeavesTheOtherAsItWas() {
        list.mediator.top.threshold = 120
        list.mediator.bottom.prefetchDistance = nil

        #expect(list.mediator.top.threshold == 120)
        #expect(list.mediator.bottom.threshold == nil)
        #expect(list.mediator.top.prefetchDistance == 10)
        #expect(list.mediator.bottom.prefetchDistance == nil)
        #expect(list.mediator.end(.top).threshold == 120, "end(_:) is the same end")
    }

    @Test func anEndKeptAsideReadsTheMediatorAsItIsNowNotAsItWas() async {
        let bottom = list.mediator.bottom
        #expect(bottom.loadingRow == nil)
        #expect(bottom.loadingSection == nil)

        list.mediator.startLoading(.nextPage)

        #expect(bottom.loadingRow == .loading)
        #expect(bottom.loadingSection == 1)
        #expect(list.mediator.top.loadingRow == nil)
    }

    @Test func anEndSaysItsPageIsScheduledUntilTheNextTurnAsksForIt() async {
        list.tableView.scrollToBottom()

        #expect(list.mediator.bottom.isPageScheduled)
        #expect(!list.mediator.top.isPageScheduled)
        await Task.yield()
        #expect(!list.mediator.bottom.isPageScheduled)
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func theTopsThresholdDecidesHowNearTheStartThePreviousPageIsAskedFor() async {
        list.mediator.hasNextPage = false
        list.tableView.setContentOffset(CGPoint(x: 0, y: 600))
        list.mediator.hasPreviousPage = true
        list.mediator.top.threshold = 100

        list.tableView.setContentOffset(CGPoint(x: 0, y: 150))
        await Task.yield()
        #expect(list.delegate.requests.isEmpty, "150 points from the start is farther than 100")

        list.tableView.setContentOffset(CGPoint(x: 0, y: 99))
        await Task.yield()
        #expect(list.delegate.requests == [.previousPage])
    }
}
