import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A paged list that items are dragged into and out of: the paging controller counts what the
/// list holds after the move, so a page that repeats an item dropped in adds it once, and an item
/// given away is no repeat when a page brings it back.
@MainActor
struct PagingAfterMovesAcrossTests {
    struct Post: Identifiable, Equatable, Sendable {
        let id: String
    }
    typealias Posts = FlatDataSource<Post, HeadlessTableView>

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 100))
    let inbox = Posts(items: [Post(id: "x")], cellProvider: .text(\.id))
    let feed = Posts(items: [], cellProvider: .text(\.id))

    /// Two pages: a, b, c, d first; the next repeats x and brings e.
    func loadedFeed(secondPage: [String]) async -> (
        PagingController<Post, Int, HeadlessTableView>, ListViewMediator<HeadlessTableView>
    ) {
        let paging = PagingController(items: feed) { @MainActor request in
            request.cursor == nil
                ? Page(items: ["a", "b", "c", "d"].map(Post.init), nextCursor: 1)
                : Page(items: secondPage.map(Post.init), nextCursor: nil)
        }
        let mediator = ListViewMediator(
            wrapping: CompositeDataSource<HeadlessTableView>([inbox, feed]), loader: paging)
        tableView.currentDataSource = mediator
        paging.loadFirstPage()
        await settle(paging, mediator)
        for column in [inbox, feed] {
            column.onGiveAway = { _, _ in }
            column.canReceiveItem = { _, _ in true }
        }
        return (paging, mediator)
    }

    func settle(
        _ paging: PagingController<Post, Int, HeadlessTableView>, _ mediator: ListViewMediator<HeadlessTableView>
    ) async {
        for _ in 0..<200 where paging.state.isLoading || mediator.bottom.isPageScheduled { await Task.yield() }
    }

    @Test func aPageThatRepeatsAnItemDroppedInAddsItOnce() async {
        let (paging, mediator) = await loadedFeed(secondPage: ["x", "e"])
        #expect(feed.items.map(\.id) == ["a", "b", "c", "d"])

        tableView.dragRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        paging.loadNextPage()
        await settle(paging, mediator)

        #expect(feed.items.map(\.id) == ["a", "x", "b", "c", "d", "e"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func anItemGivenAwayComesBackWithAPageThatBringsIt() async {
        let (paging, mediator) = await loadedFeed(secondPage: ["b", "e"])

        tableView.dragRow(from: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0))
        #expect(inbox.items.map(\.id) == ["b", "x"])
        paging.loadNextPage()
        await settle(paging, mediator)

        #expect(feed.items.map(\.id) == ["a", "c", "d", "b", "e"], "the page's b is no repeat any more")
    }
}
