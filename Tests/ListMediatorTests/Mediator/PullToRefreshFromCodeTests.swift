import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// `pullToRefresh()`: the refresh SwiftUI's `refreshable` runs, returning when it ends.
@MainActor
struct PullToRefreshFromCodeTests {
    let list = MediatedList(count: 30)

    /// Starts `pullToRefresh()` in a task and lets it ask the delegate.
    private func startPulling() async -> (task: Task<Void, Never>, hasReturned: () -> Bool) {
        final class Flag { var isSet = false }
        let returned = Flag()
        let task = Task { @MainActor [mediator = list.mediator] in
            await mediator.pullToRefresh()
            returned.isSet = true
        }
        for _ in 0..<100 where list.delegate.loadRequests.isEmpty { await Task.yield() }
        return (task, { returned.isSet })
    }

    @Test func itRefreshesAsAPullDoesAndReturnsWhenTheRefreshEnds() async {
        let (task, hasReturned) = await startPulling()
        #expect(list.delegate.loadRequests == [false])
        #expect(list.mediator.isRefreshingByPull)
        #expect(list.refreshControl.isRefreshing)
        #expect(list.mediator.bottom.loadingRow == nil)
        for _ in 0..<10 { await Task.yield() }
        #expect(!hasReturned())

        list.mediator.stopLoading()
        await task.value
        #expect(!list.refreshControl.isRefreshing)
    }

    @Test func aFailedRefreshReturnsToo() async {
        let (task, _) = await startPulling()
        list.mediator.stopLoading(failure: "Offline")
        await task.value
        #expect(list.mediator.bottom.loadingRow == .failed(message: "Offline"))
    }

    @Test func withoutARefreshControlItStillRefreshes() async {
        list.mediator.refreshControl = nil
        let (task, _) = await startPulling()
        #expect(list.mediator.isRefreshingByPull)
        list.mediator.stopLoading()
        await task.value
        #expect(!list.mediator.isRefreshingByPull)
    }

    @Test func itIsRefusedAndReturnsAtOnceWhileAPageLoads() async {
        list.mediator.startLoading(.nextPage)
        await list.mediator.pullToRefresh()
        #expect(list.delegate.loadRequests == [true])
        #expect(list.mediator.runningRequest == .nextPage)
        #expect(!list.refreshControl.isRefreshing)
    }

    @Test func aRefreshTheDelegateRefusesReturnsAtOnce() async {
        list.delegate.acceptsLoads = false
        await list.mediator.pullToRefresh()
        #expect(list.delegate.loadRequests == [false])
        #expect(!list.refreshControl.isRefreshing)
        #expect(!list.mediator.isLoading)
    }

    @Test func aRefreshEndedWhileTheDelegateIsAskedReturnsAtOnceWithTheControlStill() async {
        list.delegate.onLoadRequest = { mediator, _ in mediator.stopLoading() }
        await list.mediator.pullToRefresh()
        #expect(list.delegate.loadRequests == [false])
        #expect(!list.refreshControl.isRefreshing)
    }

    @Test func cancellingReturnsAndTheRefreshRunsOn() async {
        let (task, _) = await startPulling()
        task.cancel()
        await task.value
        #expect(list.mediator.isRefreshingByPull)
        list.mediator.stopLoading()
        #expect(!list.mediator.isRefreshingByPull)
    }

    @Test func aSecondCallWhileTheFirstRunsIsRefused() async {
        let (first, _) = await startPulling()
        await list.mediator.pullToRefresh()
        #expect(list.delegate.loadRequests == [false])
        list.mediator.stopLoading()
        await first.value
    }
}
