import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTesting
import Testing

/// The place the user was reading survives a restart: saved in the store, opened at again.
@MainActor
final class ReadingPlaceTests {
    let folder: TemporaryFolder
    let list: StoredList<Article>
    var store: ListStore
    var screen: StoreScreen

    init() throws {
        folder = try TemporaryFolder()
        let list = try Lists.articles()
        self.list = list
        store = try ListStore(fileURL: folder.storeURL) { _ in }
        try store.write { try $0.upsert(ListMediatorStoreTests.articles(0..<200), into: list) }
        screen = StoreScreen(store: store, list: list)
    }

    /// The app starts again: a new store object on the same file and a new screen.
    func restart() throws {
        store = try ListStore(fileURL: folder.storeURL) { _ in }
        screen = StoreScreen(store: store, list: list)
    }

    @Test func aListOpensAfterARestartWhereTheUserLeftIt() async throws {
        screen.paging.loadFirstPage()
        await screen.settle()
        while screen.articles.items.count < 60 {
            screen.paging.loadNextPage()
            await screen.settle()
        }
        screen.tableView.scrollToRow(at: IndexPath(row: 42, section: 0), at: .top, animated: false)
        try screen.paging.saveReadingPlace(in: store, of: list, offset: 7)
        #expect(try store.readingPlace(of: list)?.anchor.id == "a42")

        try restart()
        let place = screen.paging.loadFirstPage(atReadingPlaceIn: store, of: list)
        await screen.settle()
        await screen.until { screen.firstIDOnScreen == "a42" }

        #expect(place == ReadingPlace(anchor: list.cursor(for: Article(id: "a42", rank: 42)), offset: 7))
        #expect(screen.firstIDOnScreen == "a42", "the item that was at the top is at the top again")
        #expect(screen.articles.items.first?.rank ?? 0 > 0, "loaded around the place, not from the start")
        #expect(screen.paging.loadPreviousPage(), "and the list goes on above it")
    }

    @Test func aListWhosePlacedItemWasDeletedOpensAtItsPlace() async throws {
        try store.write { transaction in
            try transaction.setReadingPlace(
                ReadingPlace(anchor: list.cursor(for: Article(id: "a42", rank: 42))), of: list)
            try transaction.deleteItems(withIDs: ["a42"], from: list)
        }

        screen.paging.loadFirstPage(atReadingPlaceIn: store, of: list)
        await screen.settle()

        #expect(screen.articles.items.first?.id == "a43")
        #expect(screen.paging.previousCursor != nil)
    }

    @Test func aListWithNoSavedPlaceOpensAtTheStart() async throws {
        #expect(screen.paging.loadFirstPage(atReadingPlaceIn: store, of: list) == nil)
        await screen.settle()
        #expect(screen.articles.items.first?.id == "a0")
    }

    @Test func nothingIsSavedWhenNoItemIsOnScreen() throws {
        try screen.paging.saveReadingPlace(in: store, of: list)
        #expect(try store.readingPlace(of: list) == nil)
    }

    @Test func aPlaceSavedForAnotherKindOfIdentityIsAClearError() throws {
        try store.write {
            try $0.setReadingPlace(ReadingPlace(anchor: ListCursor(sortKey: .integer(1), id: "a1")), of: list)
        }
        let integers = try StoredList<Reading>(name: "articles") { .real($0.value) }

        #expect {
            _ = try store.readingPlace(of: integers)
        } throws: { error in
            guard case .decodingFailed(list: "articles", id: "\"a1\"", _) = error as? StoreError else { return false }
            return true
        }
    }
}

/// A screen showing a stored list on a headless table view, following the store.
@MainActor
final class StoreScreen {
    let articles = FlatDataSource<Article, HeadlessTableView>(items: [], cellProvider: .text(\.title))
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 200))
    let paging: PagingController<Article, ListCursor<String>, HeadlessTableView>
    let mediator: ListViewMediator<HeadlessTableView>
    let storeUpdates: ListObservation

    init(store: ListStore, list: StoredList<Article>) {
        paging = PagingController(items: articles, loadPage: store.pageLoader(for: list, pageSize: 20))
        mediator = ListViewMediator(wrapping: articles, loader: paging)
        mediator.top.threshold = 0
        mediator.top.prefetchDistance = nil
        mediator.bottom.threshold = 0
        mediator.bottom.prefetchDistance = nil
        tableView.currentDataSource = mediator
        tableView.trapsOnRejectedBatchUpdate = true
        storeUpdates = store.keepUpdated(paging, from: list)
    }

    var firstIDOnScreen: String? {
        tableView.indexPathsForVisibleRows.first.flatMap { articles.item(at: $0)?.id }
    }

    /// Waits until no page loads.
    func settle() async {
        for _ in 0..<100 {
            if let task = paging.loadingTask {
                await task.value
            } else {
                await Task.yield()
            }
        }
    }

    /// Waits, up to a second, for `condition`.
    func until(_ condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
