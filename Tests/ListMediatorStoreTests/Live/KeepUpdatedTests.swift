import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTesting
import Testing

/// Writes reach a list that pages from the store by themselves, as animated batches, and only
/// inside the run of the list it shows.
@MainActor
struct KeepUpdatedTests {
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
        mediator.bottom.threshold = 0
        mediator.bottom.prefetchDistance = nil
        tableView.currentDataSource = mediator
        tableView.trapsOnRejectedBatchUpdate = true
        // Ranks 0, 10, 20, … leave room for items written between them.
        try store.write {
            try $0.upsert(ListMediatorStoreTests.articles(stride(from: 0, to: 1000, by: 10)), into: list)
        }
    }

    @Test func anItemWrittenInsideTheShownRunAppearsInItsPlaceAsOneInsertion() async throws {
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()
        let batches = tableView.performedBatchUpdates.count

        try store.write { try $0.upsert([Article(id: "new", rank: 45)], into: list) }
        await until { articles.items.count == 11 }

        #expect(articles.items.map(\.rank) == [0, 10, 20, 30, 40, 45, 50, 60, 70, 80, 90])
        #expect(tableView.performedBatchUpdates.count == batches + 1, "one animated batch")
        #expect(tableView.numberOfRows(inSection: 0) == 11)
        withExtendedLifetime(updates) {}
    }

    @Test func aWriteOnTheMainActorIsShownWhenItReturnsAndOneFromATaskSoonAfter() async throws {
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()

        try store.write { try $0.upsert([Article(id: "sent", rank: 15)], into: list) }
        #expect(articles.items.map(\.id).contains("sent"), "shown before write returned")

        let (sharedStore, sharedList) = (store, list)
        try await Task.detached {
            try sharedStore.write { try $0.deleteItems(withIDs: ["sent"], from: sharedList) }
        }.value
        await until { !articles.items.map(\.id).contains("sent") }
        #expect(!articles.items.map(\.id).contains("sent"))
        withExtendedLifetime(updates) {}
    }

    @Test func aWrittenItemIsShownAsAReadReturnsItNotAsTheAppHeldIt() async throws {
        let notes = try StoredList<Note>(name: "notes") { .integer(Int64($0.id)) }
        let shown = FlatDataSource<Note, HeadlessTableView>(items: [], cellProvider: .text(\.text))
        let paging = PagingController(items: shown, loadPage: store.pageLoader(for: notes, pageSize: 10))
        mediator.loader = nil
        tableView.currentDataSource = ListViewMediator(wrapping: shown, loader: paging)
        let updates = store.keepUpdated(paging, from: notes)
        paging.loadFirstPage()
        await settleAll(paging)

        try store.write { try $0.upsert([Note(id: 1, text: "one", draft: "not stored")], into: notes) }

        #expect(shown.items == [Note(id: 1, text: "one", draft: nil)], "the draft is not part of what is stored")
        withExtendedLifetime(updates) {}
    }

    @Test func anItemWrittenPastTheShownRunComesWithItsPageOnce() async throws {
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()

        try store.write { try $0.upsert([Article(id: "later", rank: 95)], into: list) }
        try store.write { try $0.upsert([Article(id: "inside", rank: 5)], into: list) }
        await until { articles.items.count == 11 }
        #expect(!articles.items.contains { $0.id == "later" }, "past the last item shown: the next page brings it")

        paging.loadNextPage()
        await settle()
        #expect(articles.items.map(\.rank).prefix(13) == [0, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 100])
        #expect(Set(articles.items.map(\.id)).count == articles.items.count)
        withExtendedLifetime(updates) {}
    }

    @Test func aListReadToItsEndShowsAnItemWrittenPastItsLastOne() async throws {
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()
        while paging.loadNextPage() { await settle() }
        #expect(articles.items.count == 100)

        try store.write { try $0.upsert([Article(id: "sent", rank: 5000)], into: list) }
        await until { articles.items.count == 101 }

        #expect(articles.items.last?.id == "sent", "a message sent at the bottom of a chat read to the end")
        withExtendedLifetime(updates) {}
    }

    @Test func anItemWrittenWhereTheLastItemShownWasDeletedIsShownNotSkipped() async throws {
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()
        try store.write { try $0.deleteItems(withIDs: ["a90"], from: list) }
        await until { articles.items.count == 9 }

        // Past the last item shown now, but before the place the next page starts from (a90's).
        try store.write { try $0.upsert([Article(id: "new", rank: 85)], into: list) }
        await until { articles.items.count == 10 }
        #expect(articles.items.map(\.rank) == [0, 10, 20, 30, 40, 50, 60, 70, 80, 85])

        paging.loadNextPage()
        await settle()
        #expect(articles.items.map(\.rank).prefix(11) == [0, 10, 20, 30, 40, 50, 60, 70, 80, 85, 100])
        withExtendedLifetime(updates) {}
    }

    @Test func anEmptyListShowsTheFirstItemWrittenToIt() async throws {
        try store.write { try $0.deleteAllItems(of: list) }
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()
        #expect(articles.items.isEmpty)

        try store.write { try $0.upsert([Article(id: "first", rank: 1)], into: list) }
        await until { !articles.items.isEmpty }
        #expect(articles.items.map(\.id) == ["first"])
        withExtendedLifetime(updates) {}
    }

    @Test func deletionsEditsAndMovesReachTheRowsTheyTouch() async throws {
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()

        try store.write { transaction in
            try transaction.deleteItems(withIDs: ["a20"], from: list)
            try transaction.upsert([Article(id: "a30", rank: 30, title: "Edited")], into: list)
            // Moved out of the run shown, and into it.
            try transaction.upsert([Article(id: "a50", rank: 505), Article(id: "a500", rank: 55)], into: list)
        }
        await until { articles.items.contains { $0.id == "a500" } }

        #expect(articles.items.map(\.id) == ["a0", "a10", "a30", "a40", "a500", "a60", "a70", "a80", "a90"])
        #expect(articles.items.first { $0.id == "a30" }?.title == "Edited")
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.text == "Edited")
        withExtendedLifetime(updates) {}
    }

    @Test func aWriteThatEmptiesTheListReloadsItAroundTheFirstItemOnScreen() async throws {
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()
        while articles.items.count < 60 {
            paging.loadNextPage()
            await settle()
        }
        tableView.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
        let firstOnScreen = try #require(tableView.indexPathsForVisibleRows.first).row

        // A refresh from the network: everything replaced, the item on screen among the new.
        try store.write { transaction in
            try transaction.deleteAllItems(of: list)
            try transaction.upsert(ListMediatorStoreTests.articles(stride(from: 300, to: 600, by: 10)), into: list)
        }
        await until { articles.items.first?.rank != 0 }
        await settle()

        let shown = articles.items.map(\.rank)
        #expect(shown.contains(firstOnScreen * 10), "reloaded around the item that was on screen")
        #expect(!shown.contains(0), "nothing kept from before the write")
        #expect(shown == shown.sorted())
        withExtendedLifetime(updates) {}
    }

    @Test func aPageReadBeforeAWriteDoesNotBringBackWhatTheWriteRemoved() async throws {
        let gate = PageGate()
        let loader = store.pageLoader(for: list, pageSize: 10)
        let gated = PagingController(items: articles) { request in
            let page = try await loader(request)
            await gate.wait()
            return page
        }
        mediator.loader = gated
        let updates = store.keepUpdated(gated, from: list)
        gated.loadFirstPage()
        await gate.untilWaiting()
        gate.open()
        await settleAll(gated)
        gated.loadNextPage()
        await gate.untilWaiting()

        // The next page (100…190) has been read; the write deletes one of its items before it arrives.
        try store.write { try $0.deleteItems(withIDs: ["a150"], from: list) }
        await Task.yield()
        try await Task.sleep(for: .milliseconds(20))
        gate.open()
        await settleAll(gated)
        await until { !articles.items.contains { $0.id == "a150" } }

        #expect(!articles.items.contains { $0.id == "a150" })
        #expect(articles.items.count == 19)
        withExtendedLifetime(updates) {}
    }

    @Test func aCancelledObservationLeavesTheListAlone() async throws {
        let updates = store.keepUpdated(paging, from: list)
        paging.loadFirstPage()
        await settle()
        updates.cancel()

        try store.write { try $0.upsert([Article(id: "new", rank: 45)], into: list) }
        try await Task.sleep(for: .milliseconds(50))
        #expect(articles.items.count == 10)
    }

    @available(macOS 14.0, *)
    @Test func aPagedItemsModelFollowsTheStoreToo() async throws {
        let model = PagedItems<Article, ListCursor<String>>(loadPage: store.pageLoader(for: list, pageSize: 10))
        let updates = store.keepUpdated(model, from: list)
        model.loadFirstPage()
        while let task = model.loadingTask { await task.value; if !model.state.isLoading { break } }

        try store.write { transaction in
            try transaction.upsert([Article(id: "new", rank: 45)], into: list)
            try transaction.deleteItems(withIDs: ["a0"], from: list)
        }
        await until { model.items.count == 10 && model.items.first?.id == "a10" }
        #expect(model.items.map(\.rank) == [10, 20, 30, 40, 45, 50, 60, 70, 80, 90])
        withExtendedLifetime(updates) {}
    }

    /// Waits until no page loads.
    func settle() async {
        await settleAll(paging)
    }

    func settleAll<Item>(_ paging: PagingController<Item, ListCursor<Item.ID>, HeadlessTableView>) async {
        for _ in 0..<100 {
            if let task = paging.loadingTask {
                await task.value
            } else {
                await Task.yield()
            }
        }
    }

    /// Waits, up to a second, for the store's changes to reach the list.
    func until(_ condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// Holds pages back until a test lets them through, one at a time.
@MainActor
final class PageGate {
    private var waiting: CheckedContinuation<Void, Never>?

    func wait() async {
        await withCheckedContinuation { waiting = $0 }
    }

    func untilWaiting() async {
        while waiting == nil { try? await Task.sleep(for: .milliseconds(1)) }
    }

    func open() {
        waiting?.resume()
        waiting = nil
    }
}

/// An item with a property its coding leaves out: what a read returns has none.
struct Note: Codable, Identifiable, Sendable, Equatable {
    var id: Int
    var text: String
    var draft: String?

    enum CodingKeys: String, CodingKey {
        case id, text
    }
}
