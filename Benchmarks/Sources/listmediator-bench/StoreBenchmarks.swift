import Foundation
import ListMediatorStore

/// The SQLite store, on a file of a million rows built once per run (``StoreBenchmarkFiles``).
///
/// - `store.page`: a page of 50 items read by cursor from the middle of the million
///   (`page(of:from: .after(cursor), limit: 50)`, the list's default compact coding, the items
///   reading their own fields), against
///   the same `SELECT` stepped through SQLite's C API on a connection of its own (`sqlite_c`:
///   the 51 rows the store reads, their identity, sort key and body bytes, nothing decoded;
///   `ratio`, the target of 1.5); against the same query on a table with a column for each of
///   the item's properties, making the 50 items from their columns (`sqlite_c_columns`: an app
///   that keeps its rows without the store); against the same page read through `Codable`
///   (`store_codable`: the same rows as `CodableRankedRow`, which is not ``CompactCodable``);
///   and against the same page of the same items stored as JSON (`store_json`).
/// - `store.open`: opening the store on the million-row file and reading its first page of 50
///   (then closing it), against the same on a file of 10,000 rows, with the default
///   configuration: whether opening costs more for a larger file. Target 1.5.
/// - `store.open.checked`: the same open of the million-row file with
///   `checksIntegrityOnOpen` on, against it off: what the integrity check costs an open.
/// - `store.change` and `store.sync`: writes reaching a list that follows the store
///   (``StoreUpdateBenchmarks``).
enum StoreBenchmarks {
    /// Each case is built just before it runs and released after, with the store it opened: a
    /// store still open on a file makes the next open of that file cheaper (SQLite shares the
    /// open file and its log index between connections, and only the last one to close
    /// checkpoints), which an app opening its store at launch never sees.
    static let suite = BenchmarkSuite(name: "store") {
        [
            PendingBenchmark(name: "store.page", make: pageCase),
            PendingBenchmark(name: "store.open", make: openCase),
            PendingBenchmark(name: "store.open.checked", make: checkedOpenCase),
            PendingBenchmark(name: "store.change", make: StoreUpdateBenchmarks.changeCase),
            PendingBenchmark(name: "store.sync", make: StoreUpdateBenchmarks.syncCase),
        ]
    }

    static let pageSize = 50

    /// The store's keyset query for a page after a cursor, as `ListTableSQL.after` writes it.
    static let pageAfterSQL: String = {
        let columns = "SELECT id, sort_key, body FROM \"\(StoreBenchmarkFiles.tableName)\""
        return "\(columns) WHERE sort_key = ?1 AND id > ?2 UNION ALL \(columns) WHERE sort_key > ?1 "
            + "ORDER BY sort_key, id LIMIT ?3"
    }()

    /// The same keyset query on the plain table, its columns `id, rank, title`.
    static let plainPageAfterSQL: String = {
        let columns = "SELECT id, rank, title FROM \"\(StoreBenchmarkFiles.plainTableName)\""
        return "\(columns) WHERE rank = ?1 AND id > ?2 UNION ALL \(columns) WHERE rank > ?1 ORDER BY rank, id LIMIT ?3"
    }()

    static func pageCase() -> BenchmarkCase {
        let url = StoreBenchmarkFiles.large
        let list = StoreBenchmarkFiles.list
        let store = open(url)
        let middle = StoreBenchmarkFiles.row(StoreBenchmarkFiles.largeCount / 2)
        let cursor = list.cursor(for: middle)
        let reader = SQLitePageReader(path: url.path, sql: pageAfterSQL)
        let plainReader = SQLitePageReader(path: url.path, sql: plainPageAfterSQL)
        // The store reads one row more than the page to learn whether the list goes on.
        let rowCount = pageSize + 1

        func readingThePage() -> Int {
            do {
                let page = try store.page(of: list, from: .after(cursor), limit: pageSize)
                return page.items.count &+ Int(page.items[0].id)
            } catch {
                fatalError("the store benchmark's page read failed: \(error)")
            }
        }
        let expected = (middle.id + 1...middle.id + Int64(pageSize)).map { $0 }
        guard (try? store.page(of: list, from: .after(cursor), limit: pageSize))?.items.map(\.id) == expected else {
            fatalError("the store benchmark's page is not the \(pageSize) rows after the middle")
        }
        return BenchmarkCase(
            n: StoreBenchmarkFiles.largeCount,
            subject: readingThePage,
            baselines: [
                (
                    "sqlite_c",
                    {
                        reader.readRows(after: middle.rank, id: middle.id, rowCount: rowCount) { _, _, _, body in
                            body.count &+ Int(body.first ?? 0)
                        }
                    }
                ),
                (
                    "sqlite_c_columns",
                    {
                        var items: [RankedRow] = []
                        items.reserveCapacity(pageSize)
                        let checksum = plainReader.readRows(after: middle.rank, id: middle.id, rowCount: rowCount) {
                            position, id, rank, title in
                            guard position < pageSize else { return title.count }
                            items.append(RankedRow(id: id, rank: rank, title: String(decoding: title, as: UTF8.self)))
                            return 0
                        }
                        return checksum &+ items.count &+ Int(items[0].id)
                    }
                ),
                (
                    "store_codable",
                    {
                        do {
                            let page = try store.page(
                                of: StoreBenchmarkFiles.codableList, from: .after(cursor),
                                limit: pageSize)
                            return page.items.count &+ Int(page.items[0].id)
                        } catch {
                            fatalError("the store benchmark's Codable page read failed: \(error)")
                        }
                    }
                ),
                (
                    "store_json",
                    {
                        do {
                            let page = try store.page(
                                of: StoreBenchmarkFiles.jsonList, from: .after(cursor), limit: pageSize)
                            return page.items.count &+ Int(page.items[0].id)
                        } catch {
                            fatalError("the store benchmark's JSON page read failed: \(error)")
                        }
                    }
                ),
            ],
            ratioBaseline: "sqlite_c", countsAllocations: true)
    }

    static func openCase() -> BenchmarkCase {
        let (large, small) = (StoreBenchmarkFiles.large, StoreBenchmarkFiles.small)
        return BenchmarkCase(
            n: StoreBenchmarkFiles.largeCount,
            subject: openingAndReadingTheFirstPage(large),
            baselines: [("small_file", openingAndReadingTheFirstPage(small))],
            extraFields: [
                ("file_bytes", StoreBenchmarkFiles.size(of: large)),
                ("small_file_bytes", StoreBenchmarkFiles.size(of: small)),
            ],
            ratioBaseline: "small_file", countsAllocations: true)
    }

    static func checkedOpenCase() -> BenchmarkCase {
        let large = StoreBenchmarkFiles.large
        return BenchmarkCase(
            n: StoreBenchmarkFiles.largeCount,
            subject: openingAndReadingTheFirstPage(
                large, configuration: ListStore.Configuration(checksIntegrityOnOpen: true)),
            baselines: [("unchecked", openingAndReadingTheFirstPage(large))],
            extraFields: [("file_bytes", StoreBenchmarkFiles.size(of: large))],
            ratioBaseline: "unchecked")
    }

    /// Opens the store at `url`, reads its first page and closes it again (the store is
    /// released when the closure returns, which closes its connections).
    private static func openingAndReadingTheFirstPage(
        _ url: URL, configuration: ListStore.Configuration = ListStore.Configuration()
    ) -> () -> Int {
        {
            let store = open(url, configuration: configuration)
            do {
                return try store.page(of: StoreBenchmarkFiles.list, from: .start, limit: pageSize).items.count
            } catch {
                fatalError("the store benchmark's first page read failed: \(error)")
            }
        }
    }

    static func open(
        _ url: URL, configuration: ListStore.Configuration = ListStore.Configuration()
    ) -> ListStore {
        do {
            return try ListStore(fileURL: url, configuration: configuration) { diagnostic in
                fatalError("the store benchmark's file was moved aside: \(diagnostic)")
            }
        } catch {
            fatalError("the store benchmark could not open \(url.path): \(error)")
        }
    }
}
