import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The observable model with pages before the first: previous pages go above the items, start
/// when one of the first items appears, and each end keeps its own state.
@MainActor
struct PagedItemsBothWaysTests {
    let backend = FakePageBackend()
    let feed: PagedItems<PagedItem, Int>

    init() {
        feed = PagedItems(loadPage: backend.loader)
    }

    func items(_ ids: ClosedRange<Int>) -> [PagedItem] { ids.map { PagedItem(id: $0, version: 0) } }

    func settle() async {
        for _ in 0..<100 {
            await Task.yield()
            let waitsForRequest = feed.state.isLoading && backend.liveRequests.isEmpty
            if !backend.hasUndeliveredAnswers && !waitsForRequest { return }
        }
        Issue.record("the model's tasks did not settle")
    }

    func answer(_ items: [PagedItem], previousCursor: Int? = nil, nextCursor: Int?) async {
        backend.answer(
            backend.requests.last!,
            with: .success(Page(items: items, previousCursor: previousCursor, nextCursor: nextCursor)))
        await settle()
    }

    func fail() async {
        backend.answer(backend.requests.last!, with: .failure(Offline()))
        await settle()
    }

    /// The first page: items 10...19, with pages before (at 10) and after (at 20).
    func openInTheMiddle() async {
        feed.loadFirstPage()
        await settle()
        await answer(items(10...19), previousCursor: 10, nextCursor: 20)
    }

    @Test func aPreviousPageGoesAboveTheItemsAndMovesOnlyThePreviousCursor() async {
        await openInTheMiddle()
        #expect(feed.state(at: .top).description == "idle")

        #expect(feed.loadPreviousPage())
        await settle()
        #expect(feed.state.description == "loading the previous page")
        #expect(backend.requests.last?.pageRequest == PageRequest(.previousPage, cursor: 10))
        await answer(items(5...10), previousCursor: 5, nextCursor: 11)

        #expect(feed.items.map(\.id) == Array(5...19), "the repeated item 10 is shown once")
        #expect(feed.previousCursor == 5 && feed.nextCursor == 20)
    }

    @Test func oneOfTheFirstItemsAppearingStartsThePreviousPageAndTheLastOnesTheNextFirst() async {
        await openInTheMiddle()
        feed.itemDidAppear(feed.items[9])
        await settle()
        #expect(backend.requests.last?.pageRequest.kind == .nextPage, "the bottom comes first, as a mediator's")
        await answer(items(20...29), nextCursor: nil)

        feed.itemDidDisappear(feed.items[9])
        feed.itemDidAppear(feed.items[4])
        await settle()

        #expect(backend.requests.last?.pageRequest.kind == .previousPage)
        await answer(items(0...9), previousCursor: nil, nextCursor: 10)
        #expect(feed.items.map(\.id) == Array(0...29))
        #expect(feed.state.description == "exhausted")
    }

    @Test func aFailureAtTheTopWaitsForItsRetryWhileTheBottomLoads() async {
        await openInTheMiddle()
        feed.loadPreviousPage()
        await settle()
        await fail()

        #expect(feed.state(at: .top).error is Offline)
        #expect(!feed.loadPreviousPage())
        #expect(feed.loadNextPage())
        await settle()
        await answer(items(20...21), nextCursor: 22)
        #expect(feed.state(at: .top).error is Offline)
        #expect(feed.state(at: .bottom).description == "idle")

        #expect(feed.retry(at: .top))
        await settle()
        #expect(backend.requests.last?.pageRequest == PageRequest(.previousPage, cursor: 10))
        await answer(items(8...9), previousCursor: nil, nextCursor: 10)
        #expect(feed.items.map(\.id) == Array(8...21))
    }

    @Test func theFirstPageOpensAroundAnAnchorAndARefreshAroundTheFirstItemOnScreen() async {
        feed.refreshCursor = { $0.id }
        #expect(feed.loadFirstPage(around: 42))
        await settle()
        #expect(backend.requests.last?.pageRequest == PageRequest(.firstPage, cursor: 42))
        await answer(items(40...49), previousCursor: 40, nextCursor: 50)

        feed.itemDidAppear(feed.items[3])
        feed.itemDidAppear(feed.items[4])
        #expect(feed.refresh())
        await settle()

        #expect(backend.requests.last?.pageRequest == PageRequest(.refresh, cursor: 43))
        backend.cancelWaitingRequests()
        await settle()
    }
}
