import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTesting
import Testing

/// A list view's paging controller paging from the store: the same controller and machine as a
/// network list, with the store's keyset cursors.
@MainActor
struct StorePagingControllerTests {
    let folder: TemporaryFolder
    let store: ListStore
    let list: StoredList<Article>
    let articles = FlatDataSource<Article, HeadlessTableView>(items: [], cellProvider: .text(\.title))
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 200))
    let paging: PagingController<Article, ListCursor<String>, HeadlessTableView>
    let mediator: ListViewMediator<HeadlessTableView>

    init() throws {
        folder = try TemporaryFolder()
        store = try ListStore(fileURL: folder.storeURL) { _ in }
        list = try Lists.articles()
        paging = PagingController(items: articles, loadPage: store.pageLoader(for: list, pageSize: 10))
        mediator = ListViewMediator(wrapping: articles, loader: paging)
        // Pages load when the tests ask, not as the short view scrolls near an end.
        mediator.top.threshold = 0
        mediator.top.prefetchDistance = nil
        tableView.currentDataSource = mediator
        try store.write { try $0.upsert(ListMediatorStoreTests.articles(0..<100), into: list) }
    }

    @Test func theListPagesDownFromTheStartOfTheStoreUntilItsLastItem() async throws {
        #expect(paging.loadFirstPage())
        await settle()
        #expect(articles.items.map(\.rank) == Array(0..<10))
        while paging.loadNextPage() { await settle() }

        #expect(articles.items.map(\.rank) == Array(0..<100), "each item once, in the store's order")
        #expect(paging.state(at: .bottom).description == "exhausted")
        #expect(paging.state(at: .top).description == "exhausted", "nothing sorts before the first item")
    }

    @Test func aListOpenedAtAnItemGrowsBothWaysToTheEndsOfTheStore() async throws {
        let anchor = list.cursor(for: Article(id: "a50", rank: 50))
        #expect(paging.loadFirstPage(around: anchor))
        await settle()
        #expect(articles.items.map(\.rank) == Array(46...55), "a page of 10: 4 items before the item, 5 after")

        while paging.loadPreviousPage() || paging.loadNextPage() { await settle() }
        #expect(articles.items.map(\.rank) == Array(0..<100))
    }

    @Test func aListOpenedAtAnItemThatIsGoneOpensAtItsPlace() async throws {
        try store.write { try $0.deleteItems(withIDs: ["a50"], from: list) }

        paging.loadFirstPage(around: list.cursor(for: Article(id: "a50", rank: 50)))
        await settle()
        #expect(articles.items.map(\.rank) == Array(51..<61), "the items that sort after its place")
        #expect(paging.loadPreviousPage(), "the place orders the items before it")
        await settle()
        #expect(articles.items.map(\.rank).prefix(10) == ArraySlice(Array(40..<50)))
    }

    @Test func anItemWrittenBackAtTheGonePlaceTheListOpenedAtComesWithThePageBefore() async throws {
        try store.write { try $0.deleteItems(withIDs: ["a50"], from: list) }
        paging.loadFirstPage(around: list.cursor(for: Article(id: "a50", rank: 50)))
        await settle()
        #expect(articles.items.map(\.rank) == Array(51..<61))

        // Back from the server, say, at the very place the list opened at.
        try store.write { try $0.upsert([Article(id: "a50", rank: 50)], into: list) }
        #expect(paging.loadPreviousPage())
        await settle()

        #expect(articles.items.map(\.rank) == Array(41..<61), "the page before the first item shown, the item in it")
    }

    @Test func aListOpenedAtAGonePlacePastTheLastItemOpensAtTheEndOfTheList() async throws {
        try store.write { try $0.deleteItems(withIDs: (50..<100).map { "a\($0)" }, from: list) }

        paging.loadFirstPage(around: list.cursor(for: Article(id: "a70", rank: 70)))
        await settle()

        #expect(articles.items.map(\.rank) == Array(40..<50), "the page that ends the list, not an empty one")
        #expect(paging.state(at: .bottom).description == "exhausted")
        #expect(paging.loadPreviousPage(), "and the list goes on above it")
    }

    /// Waits until no page loads and no scheduled page waits for its turn.
    func settle() async {
        for _ in 0..<100 {
            if let task = paging.loadingTask {
                await task.value
            } else {
                await Task.yield()
            }
        }
    }
}
