import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTesting
import Testing

/// A list that pages from the store while a sync fills the store from a server: offline it
/// shows what is kept, with the server's failure apart from the list's own state.
@MainActor
final class ListSyncTests {
    let folder: TemporaryFolder
    let list: StoredList<Article>
    let server = FakeServer(ranks: 0..<35)
    var store: ListStore
    var sync: ListSync<Article>
    var screen: SyncedScreen

    init() throws {
        folder = try TemporaryFolder()
        list = try Lists.articles()
        store = try ListStore(fileURL: folder.storeURL) { _ in }
        sync = ListSync(store: store, list: list, pageSize: 10) { [server] in try await server.load($0) }
        screen = SyncedScreen(sync: sync)
    }

    /// The app starts again: a new store object on the same file, a new sync and screen.
    func restart(maximumCacheAge: Duration? = nil) throws {
        screen = SyncedScreen(sync: sync)  // releases the old screen's observation first
        store = try ListStore(fileURL: folder.storeURL) { _ in }
        sync = ListSync(store: store, list: list, pageSize: 10, maximumCacheAge: maximumCacheAge) { [server] in
            try await server.load($0)
        }
        screen = SyncedScreen(sync: sync)
    }

    @Test func anEmptyStoreOpensFromTheServerAndKeepsItsPageWithItsCursors() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()

        #expect(screen.ranks == Array(0..<10))
        #expect(try store.allItems(of: list).map(\.rank) == Array(0..<10))
        #expect(try store.remoteKey(for: .end, of: list)?.cursor == .text("after:10"))
        #expect(try store.remoteKey(for: .start, of: list)?.cursor == nil)
        #expect(sync.remoteStates.description == "refresh idle, start exhausted, end idle")
    }

    @Test func scrollingPastTheStoreFetchesTheServersNextPagesUntilItsEnd() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        while screen.paging.loadNextPage() { await screen.settle() }

        #expect(screen.ranks == Array(0..<35))
        #expect(try store.allItems(of: list).map(\.rank) == Array(0..<35))
        #expect(screen.paging.state(at: .bottom).description == "exhausted")
        #expect(sync.remoteStates.end.description == "exhausted")
        #expect(await server.requests.count == 4, "a refresh and three pages")
    }

    @Test func aFreshCacheOpensAfterARestartWithoutAskingTheServer() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        try restart(maximumCacheAge: .seconds(600))

        screen.paging.loadFirstPage()
        await screen.settle()

        #expect(screen.ranks == Array(0..<10))
        #expect(await server.requests.count == 1, "only the first opening asked the server")
    }

    @Test func aStaleCacheShowsAtOnceAndTheRefreshBehindItReachesTheList() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        try restart(maximumCacheAge: nil)
        await server.retitle(rank: 0, as: "Edited on the server")
        await server.holdNextRequest()

        screen.paging.loadFirstPage()
        await screen.settle()
        #expect(screen.ranks == Array(0..<10), "the cache, before the server answers")
        #expect(sync.remoteStates.refresh.isLoading)

        await server.release()
        await screen.until { screen.articles.items.first?.title == "Edited on the server" }
        #expect(screen.articles.items.first?.title == "Edited on the server")
        #expect(screen.ranks == Array(0..<10))
        #expect(sync.remoteStates.refresh.description == "idle")
    }

    @Test func offlineTheCacheShowsWithTheServersFailureAndARetry() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        try restart()
        await server.setOffline(true)

        screen.paging.loadFirstPage()
        await screen.settle()
        await screen.until { sync.remoteStates.refresh.error != nil }

        #expect(screen.ranks == Array(0..<10), "the list, not an error screen")
        #expect(screen.paging.state.error == nil)
        #expect(sync.remoteStates.refresh.error is FakeServer.Offline)

        await server.setOffline(false)
        #expect(sync.retry())
        await screen.until { sync.remoteStates.refresh.description == "idle" }
        #expect(sync.remoteStates.refresh.description == "idle")
        #expect(!sync.retry(), "nothing left to retry")
    }

    @Test func offlinePastTheCacheTheEndShowsTheFailureAndItsRetryLoadsOn() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        await server.setOffline(true)

        screen.paging.loadNextPage()
        await screen.settle()
        #expect(screen.paging.state(at: .bottom).error is FakeServer.Offline)
        #expect(sync.remoteStates.end.error is FakeServer.Offline)
        #expect(screen.ranks == Array(0..<10))

        await server.setOffline(false)
        #expect(screen.paging.retry(at: .bottom))
        await screen.settle()
        #expect(screen.ranks == Array(0..<20))
        #expect(sync.remoteStates.end.description == "idle")
    }

    @Test func anEmptyStoreOfflineShowsTheFailure() async throws {
        await server.setOffline(true)
        screen.paging.loadFirstPage()
        await screen.settle()

        #expect(screen.paging.state.error is FakeServer.Offline)
        #expect(screen.ranks.isEmpty)
    }

    @Test func theUsersRefreshWaitsForTheServerAndReplacesTheStoredList() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        screen.paging.loadNextPage()
        await screen.settle()
        await server.remove(rank: 3)

        screen.paging.refresh()
        await screen.settle()

        #expect(!screen.ranks.contains(3), "gone on the server, gone from the list")
        #expect(try store.allItems(of: list).map(\.rank) == Array(0..<3) + Array(4..<11))
        #expect(try store.remoteKey(for: .end, of: list)?.cursor == .text("after:10"))
    }

    @Test func aJumpPastTheStoredItemsAsksTheServerForThePageAroundThePlace() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()

        screen.paging.loadFirstPage(around: list.cursor(for: Article(id: "a30", rank: 30)))
        await screen.settle()

        #expect(screen.ranks == Array(25..<35))
        #expect(await server.requests.last?.anchor == list.cursor(for: Article(id: "a30", rank: 30)))
        #expect(try store.allItems(of: list).map(\.rank) == Array(25..<35), "the stored list replaced, no gap")
        #expect(try store.remoteKey(for: .start, of: list)?.cursor == .text("before:25"))
    }

    @Test func aPageThatArrivesAfterARefreshStartedIsNotWritten() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        await server.holdNextRequest()
        screen.paging.loadNextPage()
        await screen.until { await server.isHolding }

        screen.paging.refresh()  // wins over the page: the list asks the server again
        await screen.settle()
        await server.release()
        await screen.settle()
        try await Task.sleep(for: .milliseconds(20))

        #expect(try store.allItems(of: list).map(\.rank) == Array(0..<10), "the refresh's page alone")
        #expect(try store.remoteKey(for: .end, of: list)?.cursor == .text("after:10"))
    }

    @Test(arguments: [false, true])
    func aPageThatArrivesAfterARefreshLeavesTheEndsStateAsTheRefreshLeftIt(failing: Bool) async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        await server.holdNextRequest()
        screen.paging.loadNextPage()
        await screen.until { await server.isHolding }
        // The refresh finds nothing after its page: the end is exhausted.
        await server.answerNext(with: RemotePage(items: articles(0..<10), nextCursor: nil))
        screen.paging.refresh()
        await screen.settle()
        #expect(sync.remoteStates.end.description == "exhausted")

        await server.setOffline(failing)
        await server.release()
        await screen.settle()
        try await Task.sleep(for: .milliseconds(20))

        #expect(
            sync.remoteStates.end.description == "exhausted",
            "the old list's page, \(failing ? "failed" : "dropped"), says nothing of the new list's end")
    }

    @Test func serverPagesThatSortBeforeTheListsLastItemAreAskedForUntilOneSortsAfterIt() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        // A draft the app keeps past everything the server has sent so far.
        let draft = Article(id: "draft", rank: 1000)
        try store.write { try $0.upsert([draft], into: list) }
        try restart(maximumCacheAge: .seconds(600))
        screen.paging.loadFirstPage(around: list.cursor(for: draft))
        await screen.settle()
        #expect(screen.ranks == Array(1..<10) + [1000])

        screen.paging.loadNextPage()
        await screen.settle()

        #expect(screen.paging.state(at: .bottom).description == "exhausted", "not the cursor it asked with, again")
        #expect(screen.ranks == Array(1..<35) + [1000], "the server's pages shown where they sort, before the draft")
        #expect(await server.requests.count == 4, "the first refresh and the three pages left")
    }

    @Test func aServerPageThatRepeatsAnIdentityWritesNothing() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        await server.answerNext(
            with: RemotePage(items: articles([10, 10]), nextCursor: .text("after:12")))

        screen.paging.loadNextPage()
        await screen.settle()

        let error = try #require(sync.remoteStates.end.error as? StoreError)
        #expect(error == .duplicateIdentity(list: "articles", id: "\"a10\""))
        #expect(try store.allItems(of: list).map(\.rank) == Array(0..<10))
        #expect(try store.remoteKey(for: .end, of: list)?.cursor == .text("after:10"), "the cursor kept too")
    }

    @Test func aServerPageOutOfOrderWritesNothing() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        await server.answerNext(with: RemotePage(items: articles([12, 11]), nextCursor: .text("after:13")))

        screen.paging.loadNextPage()
        await screen.settle()

        #expect(sync.remoteStates.end.error as? StoreError == .outOfOrder(list: "articles", id: "\"a11\""))
        #expect(try store.allItems(of: list).map(\.rank) == Array(0..<10))
    }

    @Test func aServerThatRepeatsItsCursorIsRefused() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        await server.answerNext(with: RemotePage(items: articles(10..<20), nextCursor: .text("after:10")))

        screen.paging.loadNextPage()
        await screen.settle()

        #expect(sync.remoteStates.end.error as? ListSyncError == .repeatedCursor(at: .end))
        #expect(try store.allItems(of: list).map(\.rank) == Array(0..<10))
    }
}

/// A screen showing the synced list on a headless table view.
@MainActor
final class SyncedScreen {
    let articles = FlatDataSource<Article, HeadlessTableView>(items: [], cellProvider: .text(\.title))
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 200))
    let paging: PagingController<Article, ListCursor<String>, HeadlessTableView>
    let mediator: ListViewMediator<HeadlessTableView>
    let storeUpdates: ListObservation

    init(sync: ListSync<Article>) {
        paging = PagingController(items: articles, loadPage: sync.pageLoader)
        mediator = ListViewMediator(wrapping: articles, loader: paging)
        mediator.top.threshold = 0
        mediator.top.prefetchDistance = nil
        mediator.bottom.threshold = 0
        mediator.bottom.prefetchDistance = nil
        tableView.currentDataSource = mediator
        tableView.trapsOnRejectedBatchUpdate = true
        storeUpdates = sync.keepUpdated(paging)
    }

    var ranks: [Int] { articles.items.map(\.rank) }

    /// Waits until no page loads.
    func settle() async {
        for _ in 0..<100 {
            if let task = paging.loadingTask {
                await task.value
            } else {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    /// Waits, up to a second, for `condition`.
    func until(_ condition: () async -> Bool) async {
        for _ in 0..<200 where !(await condition()) {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
