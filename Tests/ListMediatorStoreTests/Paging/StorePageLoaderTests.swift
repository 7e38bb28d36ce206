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
}
