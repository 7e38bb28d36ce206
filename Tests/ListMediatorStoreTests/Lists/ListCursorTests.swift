import Foundation
import Testing

@testable import ListMediatorStore

struct ListCursorTests {
    /// SQLite binds a NaN as NULL, which compares with nothing: a read from such a cursor would
    /// come back empty, as if the list ended there.
    @Test
    func aPageFromACursorWithANaNSortKeyIsRefusedRatherThanReadAsEmpty() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.readings()
        let neverWritten = try StoredList<Reading>(name: "never") { .real($0.value) }
        try store.write { try $0.upsert([Reading(id: 1, value: 1), Reading(id: 2, value: 2)], into: list) }
        let cursor = ListCursor(sortKey: .real(.nan), id: 1)
        for anchor in [PageAnchor.after(cursor), .before(cursor)] {
            #expect(throws: StoreError.invalidSortKey(list: "readings", id: "1")) {
                try store.page(of: list, from: anchor, limit: 10)
            }
            #expect(throws: StoreError.invalidSortKey(list: "never", id: "1")) {
                try store.page(of: neverWritten, from: anchor, limit: 10)
            }
            try store.write { transaction in
                #expect(throws: StoreError.invalidSortKey(list: "readings", id: "1")) {
                    try transaction.page(of: list, from: anchor, limit: 10)
                }
                #expect(throws: StoreError.invalidSortKey(list: "never", id: "1")) {
                    try transaction.page(of: neverWritten, from: anchor, limit: 10)
                }
                // A refused read is not a failed write: the transaction goes on and commits.
                try transaction.upsert([Reading(id: 3, value: 3)], into: list)
            }
        }
        #expect(try store.count(of: list) == 3)
    }

    @Test
    func cursorsWithEveryOtherSortKeyStillPage() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try ListStore.open(folder.storeURL)
        let list = try Lists.readings()
        try store.write { try $0.upsert([Reading(id: 1, value: -1), Reading(id: 2, value: 2)], into: list) }
        let afterMinusInfinity = try store.page(
            of: list, from: .after(ListCursor(sortKey: .real(-.infinity), id: 0)), limit: 10)
        #expect(afterMinusInfinity.items.map(\.id) == [1, 2])
        let beforeText = try store.page(of: list, from: .before(ListCursor(sortKey: .text(""), id: 0)), limit: 10)
        #expect(beforeText.items.map(\.id) == [1, 2])
    }
}
