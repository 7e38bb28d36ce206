import Foundation
import Testing

@testable import ListMediatorStore

#if canImport(SQLite3)
    import SQLite3
#else
    import CSQLite
#endif

/// The keyset queries of a list whose items share one sort key: each must seek to the cursor's
/// place among the ties, not to the first of them, whichever kind its identities are.
struct ListTableSQLTests {
    /// A store whose list holds `tieCount` items with sort key 0, then 10 with sort key 1,
    /// identities ordered as their numbers.
    private struct Ties {
        let folder: TemporaryFolder
        let store: ListStore
        let sql: ListTableSQL
        let table: String
        let index: String
        /// The cursor of the item numbered `number`, as bound parameters.
        let cursor: (Int) -> [SQLValue]
        /// The identities of a page after the item numbered `number`, read through the store.
        let idsAfter: (Int, Int) throws -> [String]

        static let tieCount = 2_000

        init(_ kind: StoreIdentityKind) throws {
            folder = try TemporaryFolder()
            let store = try ListStore.open(folder.storeURL).store
            self.store = store
            let numbers = 0..<(Self.tieCount + 10)
            func sortKey(_ number: Int) -> Int { number < Self.tieCount ? 0 : 1 }
            switch kind {
            case .integer:
                let list = try Lists.readings()
                try store.write {
                    try $0.upsert(numbers.map { Reading(id: $0, value: Double(sortKey($0))) }, into: list)
                }
                (sql, table, index) = (list.sql, "list_readings", "index_readings_order")
                cursor = { [.real(Double(sortKey($0))), .integer(Int64($0))] }
                idsAfter = { number, limit in
                    let cursor = ListCursor(sortKey: .real(Double(sortKey(number))), id: number)
                    return try store.page(of: list, from: .after(cursor), limit: limit).items.map { String($0.id) }
                }
            case .text:
                // Zero-padded, so the identities' byte order is their numbers' order.
                func id(_ number: Int) -> String { "a" + String(String(number + 100_000).dropFirst()) }
                let list = try Lists.articles()
                try store.write { try $0.upsert(numbers.map { Article(id: id($0), rank: sortKey($0)) }, into: list) }
                (sql, table, index) = (list.sql, "list_articles", "index_articles_order")
                cursor = { [.integer(Int64(sortKey($0))), .text(id($0))] }
                idsAfter = { number, limit in
                    let cursor = ListCursor(sortKey: .integer(Int64(sortKey(number))), id: id(number))
                    return try store.page(of: list, from: .after(cursor), limit: limit).items.map {
                        String(Int($0.id.dropFirst())!)
                    }
                }
            }
        }

        /// The keyset queries, by name, with the parameters each takes after the cursor.
        var keysetQueries: [(name: String, sql: String, limit: [SQLValue])] {
            [
                ("after", sql.after, [.integer(6)]), ("atOrAfter", sql.atOrAfter, [.integer(6)]),
                ("before", sql.before, [.integer(6)]), ("existsAtOrBefore", sql.existsAtOrBefore, []),
                ("existsAtOrAfter", sql.existsAtOrAfter, []),
            ]
        }
    }

    @Test(arguments: [StoreIdentityKind.integer, .text])
    func everyKeysetQuerySeeksTheOrderIndexOnBothColumns(kind: StoreIdentityKind) throws {
        let ties = try Ties(kind)
        try ties.store.withWriterConnection { connection throws in
            for query in ties.keysetQueries {
                let plan = try connection.explainQueryPlan(query.sql)
                let steps = plan.split(separator: "\n").filter { $0.contains(ties.table) }
                #expect(!steps.isEmpty, "\(query.name): \(plan)")
                for step in steps {
                    #expect(step.hasPrefix("SEARCH \(ties.table) USING"), "\(query.name) scans: \(plan)")
                    #expect(step.contains(ties.index), "\(query.name) leaves the order index: \(plan)")
                }
                // A seek on the sort key alone would start at the first of the ties and step
                // through all of them to the cursor's identity.
                let seeksBothColumns = steps.contains { step in
                    step.contains("(sort_key=? AND id") || step.contains("(sort_key,id)")
                }
                #expect(seeksBothColumns, "\(query.name) seeks the sort key alone: \(plan)")
                #expect(!plan.contains("TEMP B-TREE"), "\(query.name) sorts: \(plan)")
            }
        }
    }

    @Test(arguments: [StoreIdentityKind.integer, .text])
    func aKeysetQueryDeepAmongTiesCostsWhatOneAtTheirStartCosts(kind: StoreIdentityKind) throws {
        let ties = try Ties(kind)
        try ties.store.withWriterConnection { connection throws in
            for query in ties.keysetQueries {
                // Each cursor is 10 items from one end of the ties: a page after it and a page
                // before it read as many rows at both, so only the seek differs.
                let nearStart = try virtualMachineSteps(query.sql, ties.cursor(10) + query.limit, on: connection)
                let nearEnd = try virtualMachineSteps(
                    query.sql, ties.cursor(Ties.tieCount - 11) + query.limit, on: connection)
                #expect(
                    max(nearStart, nearEnd) <= 2 * min(nearStart, nearEnd) + 20,
                    "\(query.name): \(nearStart) steps near the start of the ties, \(nearEnd) near their end")
            }
        }
    }

    @Test(arguments: [StoreIdentityKind.integer, .text])
    func aPageAfterACursorAmongTiesGoesOnWithTheNextTiesThenTheNextSortKey(kind: StoreIdentityKind) throws {
        let ties = try Ties(kind)
        let last = Ties.tieCount - 1
        #expect(try ties.idsAfter(last - 3, 5) == (last - 2...last + 2).map(String.init))
        #expect(try ties.idsAfter(last, 3) == (last + 1...last + 3).map(String.init))
        #expect(try ties.idsAfter(Ties.tieCount + 9, 3).isEmpty)
    }

    /// The virtual machine steps SQLite takes to run `sql` to completion with `values` bound:
    /// a measure of the rows it visits that does not depend on the machine's speed.
    private func virtualMachineSteps(_ sql: String, _ values: [SQLValue], on connection: Connection) throws -> Int32 {
        try connection.withStatement(sql) { statement throws(StoreError) in
            try statement.bind(values)
            _ = sqlite3_stmt_status(statement.handle, SQLITE_STMTSTATUS_VM_STEP, 1)
            while try statement.step() {}
            return sqlite3_stmt_status(statement.handle, SQLITE_STMTSTATUS_VM_STEP, 0)
        }
    }
}
