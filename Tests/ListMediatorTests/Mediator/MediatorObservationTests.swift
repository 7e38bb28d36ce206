import Foundation
import ListMediator
import ListMediatorTesting
import Observation
import Testing

/// A SwiftUI view that reads a mediator's or a paging controller's loading is updated when it
/// changes: the properties are observable as an `@Observable` model's are.
@MainActor
struct MediatorObservationTests {
    /// Counts the changes `withObservationTracking` reports for what `read` reads, until the first.
    @MainActor
    final class ChangeCounter {
        var changes = 0

        func track(_ read: @escaping () -> Void) {
            withObservationTracking(read) { [self] in
                MainActor.assumeIsolated { changes += 1 }
            }
        }
    }

    @Test func observersOfIsLoadingHearALoadStartAndEnd() {
        let list = MediatedList(count: 3)
        let counter = ChangeCounter()
        counter.track { _ = list.mediator.isLoading }

        list.mediator.startLoading(.nextPage)

        #expect(counter.changes == 1)
        counter.track { _ = list.mediator.isLoading }
        list.mediator.stopLoading()
        #expect(counter.changes == 2)
        #expect(!list.mediator.isLoading)
    }

    @Test func observersOfTheLoadingRowHearAFailure() {
        let list = MediatedList(count: 3)
        list.mediator.startLoading(.nextPage)
        let counter = ChangeCounter()
        counter.track { _ = list.mediator.bottom.loadingRow }

        list.mediator.stopLoading(failure: "Offline")

        #expect(counter.changes == 1)
        #expect(list.mediator.bottom.loadingRow == .failed(message: "Offline"))
    }

    @Test func observersOfTheBackgroundHearTheEmptyListShown() {
        let list = MediatedList(count: 0)
        list.mediator.startLoading(.firstPage)
        list.mediator.backgroundViewProvider = { _ in HeadlessBackgroundView(text: "Nothing") }
        list.mediator.hasNextPage = false
        let counter = ChangeCounter()
        counter.track { _ = list.mediator.background }

        list.mediator.stopLoading()

        #expect(counter.changes == 1)
        #expect(list.mediator.background == .empty)
    }

    @Test func readingWhatDidNotChangeIsNotToldOfOtherSettings() {
        let list = MediatedList(count: 3)
        let counter = ChangeCounter()
        counter.track { _ = list.mediator.isLoading }

        list.mediator.bottom.threshold = 40
        list.mediator.showsEndOfList = true

        #expect(counter.changes == 0)
    }

    @Test func observersOfAPagingControllersStateHearThePageArrive() async {
        let list = PagedList()
        list.paging.loadFirstPage()
        let counter = ChangeCounter()
        counter.track { _ = list.paging.state }

        await list.respond(0..<20, nextCursor: 20)

        #expect(counter.changes == 1)
        #expect(list.paging.state.description == "idle")
    }

    @Test func observersOfAPagingControllersStateHearItStopBeingTheLoader() async {
        let list = PagedList()
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: nil)
        #expect(list.paging.state.description == "exhausted")
        let counter = ChangeCounter()
        counter.track { _ = list.paging.state }

        list.mediator.loader = nil

        #expect(counter.changes == 1)
        #expect(list.paging.state.description == "idle")
    }

    @Test func observersOfTheLoadingRowHearTheEndOfTheListShown() {
        let list = MediatedList(count: 3)
        list.mediator.hasNextPage = false
        let counter = ChangeCounter()
        counter.track { _ = list.mediator.bottom.loadingRow }

        list.mediator.showsEndOfList = true

        #expect(counter.changes == 1)
        #expect(list.mediator.bottom.loadingRow == .endOfList)
    }

    @Test func anUpdateOfTheOwnersItemsWithNoLoadTellsObserversNothing() {
        let list = MediatedList(count: 3)
        list.mediator.hasNextPage = false  // else the short list asks for the next page
        let counter = ChangeCounter()
        counter.track {
            _ = list.mediator.isLoading
            _ = list.mediator.bottom.loadingRow
        }

        list.items.apply(MediatedList.rows(0..<5))

        #expect(counter.changes == 0)
    }

    @Test func observersOfAPagingControllersStateHearItBecomeTheLoader() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 440))
        let items = FlatDataSource<PagedProduct, HeadlessTableView>(items: [], cellProvider: .text { "\($0.id)" })
        let paging = PagingController(items: items) { _ in Page<PagedProduct, Int>(items: [], nextCursor: nil) }
        let mediator = ListViewMediator(wrapping: items)
        tableView.currentDataSource = mediator
        let counter = ChangeCounter()
        counter.track { _ = paging.state }

        mediator.loader = paging
        paging.loadFirstPage()

        #expect(counter.changes == 1)
        #expect(paging.state.description == "loading the first page")
    }
}
