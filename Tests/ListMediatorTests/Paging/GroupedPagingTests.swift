import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A paged feed grouped into sections: posts by day.
@MainActor
struct GroupedPagingTests {
    struct Post: Identifiable, Equatable, Sendable {
        let id: String
        let day: Int
        var title = ""
    }

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 2_000))
    let posts = GroupedDataSource<Post, Int, HeadlessTableView>(
        items: [], sectionKey: \.day, sectionOrder: <, headerTitle: { "Day \($0)" }, cellProvider: .text(\.id))

    /// A server of two pages; asked for the first page again, a refresh with a changed post and
    /// a new day.
    @MainActor
    final class Server {
        var firstPagesServed = 0

        func serve(_ request: PageRequest<Int>) -> Page<Post, Int> {
            guard request.cursor != nil else {
                firstPagesServed += 1
                if firstPagesServed > 1 {
                    return Page(
                        items: [Post(id: "z", day: 0), Post(id: "a", day: 1, title: "edited"), Post(id: "c", day: 2)],
                        nextCursor: nil)
                }
                return Page(
                    items: [Post(id: "a", day: 1), Post(id: "b", day: 1), Post(id: "c", day: 2)], nextCursor: 1)
            }
            // Day 2 goes on; b comes again (a repeat, dropped); day 3 starts.
            return Page(items: [Post(id: "d", day: 2), Post(id: "b", day: 1), Post(id: "e", day: 3)], nextCursor: nil)
        }
    }

    func settle(
        _ paging: PagingController<Post, Int, HeadlessTableView>, _ mediator: ListViewMediator<HeadlessTableView>
    )
        async
    {
        for _ in 0..<200 where paging.state.isLoading || mediator.bottom.isPageScheduled { await Task.yield() }
    }

    /// The feed on screen with both pages loaded: the first page does not fill the view, so the
    /// next one follows on its own.
    func loadedFeed() async -> (PagingController<Post, Int, HeadlessTableView>, ListViewMediator<HeadlessTableView>) {
        let server = Server()
        let paging = PagingController(items: posts) { @MainActor request in server.serve(request) }
        let mediator = ListViewMediator(wrapping: posts, loader: paging)
        tableView.currentDataSource = mediator
        paging.loadFirstPage()
        await settle(paging, mediator)
        return (paging, mediator)
    }

    var shown: [[String]] { posts.sections.map { $0.items.map(\.id) } }

    @Test func aNextPagesFirstDayJoinsTheLastSectionAndRepeatsAreDropped() async {
        let (_, mediator) = await loadedFeed()

        #expect(shown == [["a", "b"], ["c", "d"], ["e"]])
        #expect(posts.sections.map(\.key) == [1, 2, 3])
        #expect(!mediator.hasNextPage, "the last page came")
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.visibleCells.map(\.text) == ["a", "b", "c", "d", "e"])
    }

    @Test func aRefreshReplacesThePostsUpdatingTheChangedOneAndAddingADay() async {
        let (paging, mediator) = await loadedFeed()

        paging.refresh()
        await settle(paging, mediator)

        #expect(shown == [["z"], ["a"], ["c"]])
        #expect(posts.sections.flatMap(\.items).first { $0.id == "a" }?.title == "edited")
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }
}
