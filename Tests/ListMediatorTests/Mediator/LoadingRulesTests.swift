import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct LoadingRulesTests {
    @Test func startingWhileAPageLoadsIsRefusedWithoutAskingTheDelegate() {
        let list = MediatedList()
        #expect(list.mediator.startLoading(.nextPage))
        #expect(!list.mediator.startLoading(.nextPage))
        #expect(!list.mediator.startLoading(.refresh))
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func aLoadTheDelegateRefusesShowsNoRow() {
        let list = MediatedList(count: 2)
        list.delegate.acceptsLoads = false
        #expect(!list.mediator.startLoading(.nextPage))
        #expect(!list.mediator.isLoading)
        #expect(list.rowCounts == [2])
    }

    @Test func aMediatorNoViewShowsStartsNothing() {
        let delegate = RecordingMediatorDelegate()
        let mediator = ListViewMediator(
            wrapping: FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 }),
            delegate: delegate)
        #expect(!mediator.startLoading(.refresh))
        #expect(delegate.loadRequests.isEmpty)
    }

    @Test func aDelegateThatFinishesInsideTheCallLeavesNoRowBehind() {
        let list = MediatedList(count: 20)
        list.delegate.onLoadRequest = { mediator, _ in mediator.stopLoading() }
        #expect(list.mediator.startLoading(.nextPage))
        #expect(!list.mediator.isLoading)
        #expect(list.rowCounts == [20])
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func aFailedLoadShowsItsMessageInTheRowAndKeepsWhatWasShown() {
        let list = MediatedList(count: 2)
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(failure: "Offline")

        #expect(list.mediator.bottom.loadingRow == .failed(message: "Offline"))
        #expect(list.tableView.performedBatchUpdates.last == BatchUpdate(reloadedRows: [IndexPath(row: 0, section: 1)]))
        #expect(list.visibleTexts == ["row 0", "row 1", "Offline — tap to retry"])
        #expect(!list.mediator.isLoading)
    }

    @Test func tappingTheFailedRowRetriesTheSameLoad() {
        let list = MediatedList(count: 2)
        list.mediator.startLoading(.refresh)
        list.mediator.stopLoading(failure: "Offline")

        list.tableView.tapRow(at: IndexPath(row: 0, section: 1))

        #expect(list.delegate.loadRequests == [false, false])
        #expect(list.mediator.bottom.loadingRow == .loading)
        #expect(list.visibleTexts.last == "Loading…")
    }

    @Test func retryDoesNothingUnlessALoadFailed() {
        let list = MediatedList()
        #expect(!list.mediator.retry())
        list.mediator.startLoading(.nextPage)
        #expect(!list.mediator.retry())
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func aRetryTheDelegateRefusesKeepsTheFailureShown() {
        let list = MediatedList(count: 2)
        list.mediator.startLoading(.nextPage)
        list.mediator.stopLoading(failure: "Offline")
        list.delegate.acceptsLoads = false

        #expect(!list.mediator.retry())
        #expect(list.mediator.bottom.loadingRow == .failed(message: "Offline"))
        #expect(list.mediator.retry() == false)
    }

    @Test func noMorePagesRefusesLoadingMoreButNotReloading() {
        let list = MediatedList(count: 2)
        list.mediator.hasNextPage = false
        #expect(!list.mediator.startLoading(.nextPage))
        #expect(list.mediator.startLoading(.refresh))
        #expect(list.mediator.hasNextPage)
        #expect(list.delegate.loadRequests == [false])
    }
}

@MainActor
struct StoppingWhenIdleTests {
    @Test func stoppingWhenNothingLoadsChangesNothing() {
        let list = MediatedList(count: 30)
        let updatesBefore = list.tableView.performedBatchUpdates.count
        list.mediator.stopLoading()
        #expect(list.tableView.performedBatchUpdates.count == updatesBefore)
        #expect(list.rowCounts == [30])
        #expect(list.delegate.loadRequests.isEmpty)
    }

    @Test func aFailureReportedWhenNothingLoadsOffersToLoadTheNextPage() {
        let list = MediatedList(count: 30)
        list.mediator.stopLoading(failure: "Offline")
        #expect(list.mediator.bottom.loadingRow == .failed(message: "Offline"))
        list.mediator.retry()
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func wrappingADataSourceAViewAlreadyShowsIsRefusedWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                let items = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
                tableView.currentDataSource = items
                _ = ListViewMediator(wrapping: items)
            }
        }
    }
}
