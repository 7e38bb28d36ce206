import Foundation
import ListMediator
import ListMediatorTesting
import Observation
import Testing

/// Paging as an observable model, with no list view: the rules of `PagingController`, from the
/// same implementation, driven the way a SwiftUI list drives them (rows appearing, a pull).
@MainActor
struct PagedItemsTests {
    let backend = FakePageBackend()
    let feed: PagedItems<PagedItem, Int>

    init() {
        feed = PagedItems(loadPage: backend.loader)
    }

    func items(_ ids: ClosedRange<Int>) -> [PagedItem] { ids.map { PagedItem(id: $0, version: 0) } }

    /// Yields until the model's tasks have handled every answer and, when it loads, asked for
    /// its page.
    func settle() async {
        for _ in 0..<100 {
            await Task.yield()
            let waitsForRequest = feed.state.isLoading && backend.liveRequests.isEmpty
            if !backend.hasUndeliveredAnswers && !waitsForRequest { return }
        }
        Issue.record("the model's tasks did not settle")
    }

    /// Answers the newest request with `items`, ending at `nextCursor`, and waits for the model.
    func answer(_ items: [PagedItem], nextCursor: Int?) async {
        backend.answer(backend.requests.last!, with: .success(Page(items: items, nextCursor: nextCursor)))
        await settle()
    }

    /// Answers what still waits, so no continuation outlives the test.
    func finish() async {
        backend.cancelWaitingRequests()
        await settle()
    }

    @Test func theFirstPageShowsItsItemsAndTheNextPageAddsOnlyItemsNotShown() async {
        #expect(feed.loadFirstPage())
        await settle()
        #expect(feed.state.description == "loading the first page")
        #expect(backend.requests.map(\.pageRequest.cursor) == [nil])

        await answer(items(0...2), nextCursor: 3)
        #expect(feed.items.map(\.id) == [0, 1, 2])
        #expect(feed.nextCursor == 3)

        #expect(feed.loadNextPage())
        await settle()
        #expect(backend.requests.last?.pageRequest.cursor == 3)
        await answer(items(2...4), nextCursor: 5)
        #expect(feed.items.map(\.id) == [0, 1, 2, 3, 4])
        #expect(feed.state.description == "idle")
    }

    @Test func oneLoadRunsAtATime() async {
        feed.loadFirstPage()
        await settle()
        #expect(!feed.loadFirstPage())
        #expect(!feed.loadNextPage())
        #expect(backend.requests.count == 1)
        await finish()
    }

    @Test func aPageThatArrivesAfterARefreshIsDroppedAndItsTaskCancelled() async {
        feed.loadFirstPage()
        await settle()
        await answer(items(0...1), nextCursor: 2)
        feed.loadNextPage()
        await settle()
        let nextPage = backend.requests[1]
        let nextPageTask = feed.loadingTask

        #expect(feed.refresh())
        await settle()
        #expect(nextPageTask?.isCancelled == true)
        #expect(feed.state.description == "refreshing")
        backend.answer(nextPage, with: .success(Page(items: items(5...6), nextCursor: 7)))
        await settle()

        #expect(feed.items.map(\.id) == [0, 1])
        #expect(feed.state.description == "refreshing")
        await answer(items(8...9), nextCursor: nil)
        #expect(feed.items.map(\.id) == [8, 9])
        #expect(feed.state.description == "exhausted")
    }

    @Test func aFailedPageKeepsWhatIsShownAndARetryAsksForTheSamePage() async {
        feed.loadFirstPage()
        await settle()
        await answer(items(0...1), nextCursor: 2)
        feed.loadNextPage()
        await settle()
        backend.answer(backend.requests[1], with: .failure(PageLoadFailure(serial: 2)))
        await settle()

        #expect(feed.state.error is PageLoadFailure)
        #expect(feed.items.map(\.id) == [0, 1])
        #expect(!feed.loadNextPage(), "after a failure only a retry loads")
        #expect(feed.retry())
        await settle()
        #expect(backend.requests.map(\.pageRequest.cursor) == [nil, 2, 2])
        #expect(feed.state.description == "loading the next page")
        await finish()
    }

    @Test func afterTheLastPageNothingMoreLoads() async {
        feed.loadFirstPage()
        await settle()
        await answer(items(0...2), nextCursor: nil)

        #expect(feed.state.description == "exhausted")
        #expect(!feed.loadNextPage())
        feed.itemDidAppear(feed.items[2])
        #expect(backend.requests.count == 1)
        #expect(!feed.retry())
    }

    @Test func anItemAppearingNearTheEndStartsTheNextPageAndOneFarFromItDoesNot() async {
        feed.prefetchDistance = 2
        feed.loadFirstPage()
        await settle()
        await answer(items(0...9), nextCursor: 10)

        feed.itemDidAppear(feed.items[5])
        #expect(backend.requests.count == 1)
        feed.itemDidAppear(feed.items[8])
        await settle()
        #expect(backend.requests.count == 2)
        #expect(feed.state.description == "loading the next page")
        await finish()
    }

    @Test func aPageOfRepeatsWhileTheEndIsOnScreenLoadsTheNextOne() async {
        feed.loadFirstPage()
        await settle()
        await answer(items(0...2), nextCursor: 3)
        // The rows appear as the page shows, the last among them: the next page starts.
        for item in feed.items { feed.itemDidAppear(item) }
        await settle()
        #expect(backend.requests.count == 2)

        // Nothing new, so no row appears; the end is still on screen, so the page after starts.
        await answer(items(1...2), nextCursor: 4)
        #expect(feed.items.map(\.id) == [0, 1, 2])
        #expect(backend.requests.map(\.pageRequest.cursor) == [nil, 3, 4])
        await finish()
    }

    /// A pull as `refreshable` makes it, once a first page of two items is shown, and whether it
    /// returned.
    final class Pull {
        var task: Task<Void, Never>?
        var hasReturned = false
    }

    func pullAfterAFirstPage() async -> Pull {
        feed.loadFirstPage()
        await settle()
        await answer(items(0...1), nextCursor: 2)
        let pull = Pull()
        pull.task = Task {
            await feed.pullToRefresh()
            pull.hasReturned = true
        }
        await settle()
        return pull
    }

    @Test func aPullRefreshesAndReturnsOnceTheRefreshedPageIsShown() async {
        let pull = await pullAfterAFirstPage()

        #expect(feed.state.description == "refreshing")
        #expect(backend.requests.last?.pageRequest.cursor == nil)
        #expect(!pull.hasReturned)
        await answer(items(3...4), nextCursor: nil)
        await pull.task?.value
        #expect(pull.hasReturned)
        #expect(feed.items.map(\.id) == [3, 4])
    }

    @Test func aPullReturnsWhenALaterRefreshReplacesItsRefreshThoughItsLoaderNeverAnswers() async {
        let pull = await pullAfterAFirstPage()
        let pulled = backend.requests.last!

        #expect(feed.refresh())
        await settle()

        #expect(pull.hasReturned, "the pull's refresh was replaced: the spinner above it stops")
        #expect(!pulled.isAnswered, "its loader has not answered")
        await answer(items(5...6), nextCursor: nil)
        #expect(feed.items.map(\.id) == [5, 6])
        await finish()  // answers the abandoned load too, so a pull that still waits returns
        await pull.task?.value
    }

    @Test func aPullWhileAPageLoadsIsRefusedAndReturnsAtOnce() async {
        feed.loadFirstPage()
        await settle()

        await feed.pullToRefresh()

        #expect(backend.requests.count == 1)
        #expect(feed.state.description == "loading the first page")
        await finish()
    }

    @Test func aPageWhoseNextCursorIsItsOwnIsShownThenEndsAsFailed() async {
        feed.loadFirstPage()
        await settle()
        await answer(items(0...2), nextCursor: 3)
        feed.loadNextPage()
        await settle()

        await answer(items(3...4), nextCursor: 3)

        #expect(feed.items.map(\.id) == [0, 1, 2, 3, 4])
        #expect(feed.state.description.hasPrefix("failed"))
        guard case .failed(let error) = feed.state else { return }
        #expect(error as? PagingError == .cursorRepeats("3"))
        #expect(!feed.loadNextPage(), "no next page until a retry")
        await finish()
    }

    @Test func theOwnersChangeStaysAndARemovedItemMayComeBackWithALaterPage() async {
        feed.loadFirstPage()
        await settle()
        await answer(items(0...2), nextCursor: 3)

        feed.update { $0.removeAll { $0.id == 1 } }
        #expect(feed.items.map(\.id) == [0, 2])
        feed.loadNextPage()
        await settle()
        await answer(items(1...3), nextCursor: nil)

        #expect(feed.items.map(\.id) == [0, 2, 1, 3])
    }

    @Test func observersOfItemsAndStateHearAPageArrive() async {
        feed.loadFirstPage()
        await settle()
        var changes = 0
        withObservationTracking {
            _ = feed.items
            _ = feed.state
        } onChange: {
            MainActor.assumeIsolated { changes += 1 }
        }

        await answer(items(0...1), nextCursor: nil)

        #expect(changes == 1)
    }

    @Test func eventsTellTheStatesAndHowManyItemsALoadBrought() async {
        var events: [String] = []
        feed.events.add(backend, handler: { _, event in events.append(event.description) })
        feed.loadFirstPage()
        await settle()
        await answer(items(0...2), nextCursor: nil)

        #expect(events == ["loading the first page", "exhausted, 3 new"])
    }
}
