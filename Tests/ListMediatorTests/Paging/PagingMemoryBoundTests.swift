import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A paging controller with a limit on the items it keeps loaded: pages far from the screen are
/// dropped from the other end and loaded again when the user scrolls back, the place kept.
@MainActor
struct PagingMemoryBoundTests {
    let list = PagedList()

    /// Pages of 20 items at a time, each with cursors both ways: the page at `n` holds n..<n+20.
    private func respond(at start: Int) async {
        await list.respond(start..<(start + 20), previousCursor: start > 0 ? start : nil, nextCursor: start + 20)
    }

    @Test func pagesFarAboveTheScreenAreDroppedAndTheTopLoadsThemAgain() async {
        list.paging.maximumLoadedItemCount = 60
        list.paging.loadFirstPage()
        await respond(at: 0)
        for start in [20, 40, 60] {
            list.tableView.scrollToBottom()
            await list.settle()
            await respond(at: start)
        }
        await list.settle()

        #expect(list.shownIDs.first == 20, "the first page went: \(list.shownIDs.first ?? -1)")
        #expect(list.shownIDs.count <= 80)
        #expect(list.mediator.hasPreviousPage)
        #expect(list.paging.previousCursor == 20)

        // Back at the top, the dropped page comes again, above what the user sees.
        let bottomBefore = list.shownIDs.last
        list.tableView.setContentOffset(.zero)
        await list.settle()
        #expect(list.backend.requestedKinds.last == .previousPage)
        #expect(list.backend.requestedCursors.last == 20)
        await list.respond(0..<20, previousCursor: nil, nextCursor: 20)

        #expect(list.shownIDs.first == 0)
        #expect(list.shownIDs.last.map { $0 < (bottomBefore ?? 0) } ?? false, "a page went from the bottom instead")
        #expect(list.mediator.hasNextPage)
    }

    /// A chat: the newest messages first, older pages above as the user reads up, each of them
    /// (as the article asks) with its next cursor too when `olderPagesGiveNextCursor`. Returns
    /// the messages shown once four pages are loaded and the user is at the top.
    private func readAChatUp(olderPagesGiveNextCursor: Bool) async -> [Int] {
        list.paging.maximumLoadedItemCount = 60
        list.paging.loadFirstPage()
        await list.respond(80..<100, previousCursor: 80, nextCursor: nil)
        for start in [60, 40, 20] {
            list.tableView.setContentOffset(.zero)
            await list.settle()
            #expect(list.backend.requestedKinds.last == .previousPage)
            await list.respond(
                start..<(start + 20), previousCursor: start > 0 ? start : nil,
                nextCursor: olderPagesGiveNextCursor ? start + 20 : nil)
        }
        await list.settle()
        return list.shownIDs
    }

    @Test func aChatReadFarUpDropsItsNewestPagesWhenItsOlderPagesGiveTheirNextCursor() async {
        let shown = await readAChatUp(olderPagesGiveNextCursor: true)

        #expect(shown.last.map { $0 < 99 } ?? false, "the newest page stayed: \(shown.last ?? -1)")
        #expect(shown.count <= 80)
        #expect(list.mediator.hasNextPage)
        #expect(list.paging.nextCursor == 80)

        // Back at the bottom, the newest page comes again from the cursor the older page gave.
        list.tableView.scrollToBottom()
        await list.settle()
        #expect(list.backend.requestedKinds.last == .nextPage)
        #expect(list.backend.requestedCursors.last == 80)
    }

    @Test func aChatWhoseOlderPagesGiveNoNextCursorKeepsItsNewestPages() async {
        let shown = await readAChatUp(olderPagesGiveNextCursor: false)

        // As documented: nothing could load the newest page again, so it stays.
        #expect(shown.last == 99)
        #expect(shown.count == 80)
        #expect(!list.mediator.hasNextPage)
    }

    @Test func noPageWithAnItemOnScreenIsDropped() async {
        list.paging.maximumLoadedItemCount = 10  // less than the screen shows
        list.paging.loadFirstPage()
        await respond(at: 0)
        list.tableView.scrollToBottom()
        await list.settle()
        await respond(at: 20)

        #expect(list.shownIDs == Array(0..<40), "both pages hold or neighbour rows on screen")
    }

    /// Answers every request as a server of pages of `pageSize` items would, each with both
    /// cursors, until none is left or `limit` are answered; returns how many were.
    private func serve(pagesOf pageSize: Int, upTo limit: Int) async -> Int {
        var answered = 0
        while answered < limit {
            await list.settle()
            guard let request = list.backend.pendingRequests.first else { break }
            let cursor = request.cursor ?? 0
            let start = request.kind == .previousPage ? cursor - pageSize : cursor
            await list.respond(start..<(start + pageSize), previousCursor: start, nextCursor: start + pageSize)
            answered += 1
        }
        return answered
    }

    @Test func aLimitTooSmallForTheScreenAndTheReachOfItsLoadsGivesWayInsteadOfTradingPages() async {
        // Pages of 5 rows, half a screen; a limit of 20 would keep the screen and a few rows,
        // so each page at one end would bring the other within reach of a load.
        list.paging.maximumLoadedItemCount = 20
        list.paging.loadFirstPage(around: 500)
        let answered = await serve(pagesOf: 5, upTo: 60)

        #expect(answered < 20, "the ends kept trading pages: \(list.backend.requestedKinds.suffix(6))")
        #expect(list.backend.pendingRequests.isEmpty)
        #expect(list.mediator.hasPreviousPage && list.mediator.hasNextPage)
        // Scrolling on still drops pages far behind the screen.
        for _ in 0..<8 {
            list.tableView.scrollToBottom()
            _ = await serve(pagesOf: 5, upTo: 1)
        }
        #expect(
            list.shownIDs.first.map { $0 > 480 } ?? false, "nothing went from the top: \(list.shownIDs.first ?? -1)")
    }

    @Test func withoutALimitEveryPageStays() async {
        list.paging.loadFirstPage()
        await respond(at: 0)
        for start in [20, 40, 60] {
            list.tableView.scrollToBottom()
            await list.settle()
            await respond(at: start)
        }
        #expect(list.shownIDs.first == 0)
        #expect(list.shownIDs.count >= 80)
    }

    @Test func anEndWhoseLoadFailedKeepsItsPagesUntilItsRetry() async {
        list.paging.maximumLoadedItemCount = 60
        list.paging.loadFirstPage(around: 100)
        await list.respond(100..<120, previousCursor: 100, nextCursor: 120)
        // At the top of what is loaded, the list asks for the page above, which fails.
        #expect(list.backend.requestedKinds.last == .previousPage)
        await list.fail()
        guard case .failed = list.paging.state(at: .top) else {
            Issue.record("the top is \(list.paging.state(at: .top)), not failed")
            return
        }
        for start in [120, 140, 160] {
            list.tableView.scrollToBottom()
            await list.settle()
            await respond(at: start)
        }

        #expect(list.shownIDs.first == 100, "the pages below the failed top stay")
        #expect(list.shownIDs.count == 80)
    }

    @Test func aPageWhoseCursorRepeatsStillMakesTheFarEndGiveWay() async {
        list.paging.maximumLoadedItemCount = 60
        list.paging.loadFirstPage()
        await respond(at: 0)
        for start in [20, 40] {
            list.tableView.scrollToBottom()
            await list.settle()
            await respond(at: start)
        }
        list.tableView.scrollToBottom()
        await list.settle()
        // The backend answers the page at 60 with the cursor it was asked for: shown, then failed.
        await list.respond(60..<80, previousCursor: 60, nextCursor: 60)

        guard case .failed = list.paging.state(at: .bottom) else {
            Issue.record("the bottom is \(list.paging.state(at: .bottom)), not failed")
            return
        }
        #expect(list.shownIDs.first == 20, "the first page went: \(list.shownIDs.first ?? -1)")
        #expect(list.mediator.hasPreviousPage)
    }
}
