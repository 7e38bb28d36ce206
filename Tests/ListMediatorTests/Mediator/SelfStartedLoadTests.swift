import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The rule for the loads the mediator starts on its own — infinite scroll, prefetching, the
/// check after a load ends or after the owner's update: the decision is made at once, the
/// question is asked on the main actor's next turn, never inside the call that made it wanted.
@MainActor
struct SelfStartedLoadTests {
    let list = MediatedList(count: 30, height: 440)

    @Test func aScrollNearTheEndAsksNothingInsideTheScrollEventAndAsksOnTheNextTurn() async {
        let batchCount = list.tableView.performedBatchUpdates.count

        list.tableView.scrollToBottom()

        #expect(list.delegate.loadRequests.isEmpty)
        #expect(list.tableView.performedBatchUpdates.count == batchCount)
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])
        #expect(list.tableView.performedBatchUpdates.last == BatchUpdate(insertedSections: [1]))
    }

    @Test func endingALoadNeverAsksForTheNextPageInsideTheCallAndKeepsTheRowForIt() async {
        let short = MediatedList(count: 0, height: 440)
        short.mediator.startLoading(.refresh)
        short.items.apply(MediatedList.rows(0..<3))
        let batchCount = short.tableView.performedBatchUpdates.count

        short.mediator.stopLoading()

        #expect(short.delegate.loadRequests == [false])
        #expect(!short.mediator.isLoading)
        #expect(short.visibleTexts == ["row 0", "row 1", "row 2", "Loading…"])
        await Task.yield()
        #expect(short.delegate.loadRequests == [false, true])
        #expect(short.mediator.isLoading)
        #expect(short.tableView.performedBatchUpdates.count == batchCount)
    }

    @Test func aPrefetchNearTheEndAsksOnTheNextTurnNotInsideThePrefetching() async {
        list.mediator.listView(list.tableView, prefetchRowsAt: [IndexPath(row: 29, section: 0)])
        #expect(list.delegate.loadRequests.isEmpty)
        #expect(list.mediator.bottom.loadingRow == nil)
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func aLoadTheAppStartsBeforeTheTurnComesTakesTheScheduledPagesPlace() async {
        list.tableView.scrollToBottom()

        #expect(list.mediator.startLoading(.refresh))
        await Task.yield()

        #expect(list.delegate.loadRequests == [false])
        #expect(list.mediator.runningRequest == .refresh)
    }

    @Test func aLoadTheAppEndsBeforeTheTurnComesDropsTheScheduledPage() async {
        list.tableView.scrollToBottom()

        list.mediator.stopLoading(failure: "Offline")
        await Task.yield()

        #expect(list.delegate.loadRequests.isEmpty)
        #expect(list.mediator.bottom.loadingRow == .failed(message: "Offline"))
    }

    @Test func aRefusedNextPageTakesAwayTheRowKeptForItAndIsAskedOnce() async {
        let short = MediatedList(count: 0, height: 440)
        short.mediator.startLoading(.refresh)
        short.items.apply(MediatedList.rows(0..<3))
        short.mediator.stopLoading()
        short.delegate.acceptsLoads = false

        for _ in 0..<5 { await Task.yield() }

        // Asked once for the page, refused with the row kept: the row goes, and the delegate is
        // not asked again for the same page (the next scroll or update asks).
        #expect(short.delegate.loadRequests == [false, true])
        #expect(short.mediator.bottom.loadingRow == nil)
        #expect(short.rowCounts == [3])
        #expect(!short.mediator.isLoading && !short.mediator.bottom.isPageScheduled)
    }

    @Test func theAppMayReadTheMediatorWhileTheEndOfTheListIsMeasuredAsALoadEnds() async {
        // Row heights that read the mediator's state, asked by the layout that measuring the end
        // of the list runs: the state must not be in the middle of a change then.
        final class MediatorHolder {
            weak var mediator: ListViewMediator<HeadlessTableView>?
        }
        let holder = MediatorHolder()
        var heightsAsked = 0
        let rows = FlatDataSource<Int, HeadlessTableView>(items: [0, 1], cellProvider: .text { "\($0)" })
        rows.heightForItem = { _ in
            heightsAsked += 1
            return holder.mediator?.isLoading == true ? 60 : 50
        }
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 200))
        let delegate = RecordingMediatorDelegate()
        let mediator = ListViewMediator(wrapping: rows, delegate: delegate)
        holder.mediator = mediator
        tableView.currentDataSource = mediator
        tableView.layoutIfNeeded()
        #expect(mediator.startLoading(.nextPage))
        rows.append(contentsOf: [2, 3])
        tableView.rowHeight = 45  // the layout waits for the next look at the view
        let asked = heightsAsked

        mediator.stopLoading()

        #expect(heightsAsked > asked, "the layout asked the heights while the load ended")
        #expect(!mediator.isLoading)
        await Task.yield()
    }
}
