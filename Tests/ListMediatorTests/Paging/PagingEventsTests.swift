import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A paging controller's state can be observed — by a handler and as an async sequence — with
/// how many new items each finished load brought, so a screen shows "3 new items", a spinner in
/// its navigation bar or a full-screen error without polling.
@MainActor
struct PagingEventsTests {
    /// A screen that writes down what it hears.
    final class Screen {
        var heard: [String] = []
    }

    let list = PagedList()
    let screen = Screen()

    init() {
        list.paging.events.add(screen) { screen, event in screen.heard.append(event.description) }
    }

    @Test func aHandlerHearsEachLoadStartAndEndWithTheItemsItAdded() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.respond(20..<25, nextCursor: nil)

        #expect(
            screen.heard == [
                "loading the first page", "idle, 20 new", "loading the next page", "exhausted, 5 new",
            ])
    }

    /// Every change of state once, in order: the finished load is heard with the state it left
    /// the controller in, before the next page that follows it starts.
    @Test func aShortFirstPageIsHeardEndingBeforeTheNextPageStarts() async {
        list.paging.loadFirstPage()
        await list.respond(0..<2, nextCursor: 2)  // two rows: far from a screen, so more follow

        #expect(screen.heard == ["loading the first page", "idle, 2 new", "loading the next page"])
    }

    @Test func aFailureThenItsRetryAreHeardInOrder() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.fail()

        list.paging.retry()
        await list.respond(20..<25, nextCursor: nil)

        #expect(
            screen.heard == [
                "loading the first page", "idle, 20 new", "loading the next page", "failed: You are offline",
                "loading the next page",
                "exhausted, 5 new",
            ])
    }

    @Test func aRefreshOverAPageInFlightIsHeardOnceAndThePageNever() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.settle()

        list.paging.refresh()
        await list.settle()
        list.backend.respond((100..<105).map { PagedProduct(id: $0) }, nextCursor: 105)  // the dropped page
        await list.respond(0..<20, nextCursor: nil)

        #expect(
            screen.heard == [
                "loading the first page", "idle, 20 new", "loading the next page", "refreshing", "exhausted",
            ])
    }

    @Test func aPullIsARefreshEvenOnAnEmptyListAndALoadFirstPageOfOneIsTheFirstPage() async {
        list.refreshControl.pullToRefresh()
        #expect(list.paging.state.description == "refreshing")
        await list.fail()

        list.paging.loadFirstPage()

        #expect(list.paging.state.description == "loading the first page")
        #expect(screen.heard == ["refreshing", "failed: You are offline", "loading the first page"])
    }

    @Test func aRefreshCountsOnlyTheItemsThatWereNotShownBefore() async {
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)

        list.paging.refresh()
        await list.respond(-3..<17, nextCursor: 17)  // three new at the top, three gone at the end

        #expect(screen.heard.suffix(2) == ["refreshing", "idle, 3 new"])
        #expect(list.shownIDs.prefix(3) == [-3, -2, -1], "the handler hears once the list shows the page")
    }

    @Test func aFailureIsHeardWithItsError() async {
        list.paging.loadFirstPage()
        await list.fail()

        #expect(screen.heard == ["loading the first page", "failed: You are offline"])
        #expect(list.paging.state.error is Offline)
    }

    @Test func theEventsAreAnAsyncSequenceToo() async {
        let events = list.paging.events.changes()
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)

        var received: [String] = []
        for await event in events {
            received.append(event.description)
            if received.count == 2 { break }
        }

        #expect(received == ["loading the first page", "idle, 20 new"])
    }

    @Test func aScreenThatWentAwayHearsNothingMore() async {
        var gone: Screen? = Screen()
        list.paging.events.add(gone!) { screen, event in screen.heard.append(event.description) }
        weak let released = gone
        gone = nil

        list.paging.loadFirstPage()

        #expect(released == nil)
        #expect(list.paging.events.count == 1, "only the screen still alive")
    }
}
