import Foundation
import ListMediator
import Testing

@testable import ListMediatorStore

/// The page loader a paging controller calls, asked directly, request by request.
struct StorePageLoaderTests {
    let folder: TemporaryFolder
    let store: ListStore
    let list: StoredList<Article>

    init() throws {
        folder = try TemporaryFolder()
        store = try ListStore.open(folder.storeURL).store
        list = try Lists.articles()
        try store.write { [list] in try $0.upsert(articles(0..<100), into: list) }
    }

    @Test
    func aRequestFromACursorWithANaNSortKeyFailsRatherThanEndingTheList() async throws {
        let load = store.pageLoader(for: list, pageSize: 10)
        // "a50" is stored: even a reload around it is refused, whether or not its item is there.
        for id in ["a50", "gone"] {
            let cursor = ListCursor(sortKey: .real(.nan), id: id)
            for kind in [LoadRequest.nextPage, .previousPage, .firstPage, .refresh] {
                await #expect(throws: StoreError.invalidSortKey(list: "articles", id: "\"\(id)\"")) {
                    _ = try await load(PageRequest(kind, cursor: cursor))
                }
            }
        }
    }

    @Test(arguments: [0, -1, -3, Int.min])
    func aLoaderWithAPageSizeBelowOneFailsEveryRequestWithInvalidCount(pageSize: Int) async throws {
        let load = store.pageLoader(for: list, pageSize: pageSize)
        let cursor = list.cursor(for: Article(id: "a50", rank: 50))
        let requests = [
            PageRequest(.firstPage, cursor: nil), PageRequest(.firstPage, cursor: cursor),
            PageRequest(.refresh, cursor: cursor), PageRequest(.nextPage, cursor: cursor),
            PageRequest(.previousPage, cursor: cursor),
        ]
        for request in requests {
            await #expect(throws: StoreError.invalidCount(pageSize, reason: "a page holds 1 item or more")) {
                _ = try await load(request)
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 9, 10, 50])
    func aReloadAroundAnItemHoldsExactlyAPageWithTheItemInItsMiddle(pageSize: Int) async throws {
        let load = store.pageLoader(for: list, pageSize: pageSize)
        let anchor = list.cursor(for: Article(id: "a50", rank: 50))
        // One more after the item than before it when the size is even: the list reads downwards.
        let first = 50 - (pageSize - 1) / 2
        for kind in [LoadRequest.firstPage, .refresh] {
            let page = try await load(PageRequest(kind, cursor: anchor))
            #expect(page.items == articles(first..<first + pageSize), "\(kind)")
            #expect(page.previousCursor == list.cursor(for: try #require(page.items.first)))
            #expect(page.nextCursor == list.cursor(for: try #require(page.items.last)))
        }
    }

    @Test
    func aReloadAroundAnItemNearAnEndStopsAtThatEndWithAWholePage() async throws {
        let load = store.pageLoader(for: list, pageSize: 10)
        let nearStart = try await load(PageRequest(.firstPage, cursor: list.cursor(for: Article(id: "a1", rank: 1))))
        #expect(nearStart.items == articles(0..<10) && nearStart.previousCursor == nil)
        #expect(nearStart.nextCursor == list.cursor(for: Article(id: "a9", rank: 9)))
        let last = try await load(PageRequest(.firstPage, cursor: list.cursor(for: Article(id: "a99", rank: 99))))
        #expect(last.items == articles(90..<100) && last.nextCursor == nil)
        #expect(last.previousCursor == list.cursor(for: Article(id: "a90", rank: 90)))

        try store.write { [list] in try $0.deleteItems(withIDs: (5..<100).map { "a\($0)" }, from: list) }
        let short = try await load(PageRequest(.firstPage, cursor: list.cursor(for: Article(id: "a2", rank: 2))))
        #expect(short.items == articles(0..<5) && short.previousCursor == nil && short.nextCursor == nil)
    }

    @Test(arguments: [1, 2, 7])
    func pagesFromAReloadAroundAnItemCoverTheListOnceInBothDirections(pageSize: Int) async throws {
        let load = store.pageLoader(for: list, pageSize: pageSize)
        let page = try await load(PageRequest(.firstPage, cursor: list.cursor(for: Article(id: "a50", rank: 50))))
        var items = page.items
        var top = page.previousCursor
        while let cursor = top {
            let previous = try await load(PageRequest(.previousPage, cursor: cursor))
            #expect(previous.items.count == pageSize || previous.previousCursor == nil)
            items = previous.items + items
            top = previous.previousCursor
        }
        var bottom = page.nextCursor
        while let cursor = bottom {
            let next = try await load(PageRequest(.nextPage, cursor: cursor))
            #expect(next.items.count == pageSize || next.nextCursor == nil)
            items += next.items
            bottom = next.nextCursor
        }
        #expect(items == articles(0..<100))
    }
}
