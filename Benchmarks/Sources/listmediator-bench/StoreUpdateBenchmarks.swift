import Foundation
import ListMediatorStore

/// Writes reaching a list that follows the store (``FollowedStoreList``: a paging controller on
/// a headless table view, `store.keepUpdated(_:from:)`), each made on the main actor, so the list
/// has taken it in — the touched rows read by identity, merged into the items shown, the
/// difference applied to the data source and the view — when `write` returns.
///
/// - `store.change`: one item changed (`upsert` of a shown item with another title, the title
///   alternating so that every write changes it) in the million-row file, shown by a list of
///   200 items opened around it in the middle, against the same on the 10,000-row file
///   (`small_file`; ratio, target 1.5), and against the bare write of the same item on a copy
///   of the million-row file that no list follows (`bare_write`), which says what the list adds.
///   Times are per write.
/// - `store.sync`: a network page written and shown as `ListSync` writes one — one `write` that
///   upserts 50 new items sorting after the last one and sets the remote key at the end — into
///   a copy of the 10,000-row file, shown by a list of 200 items that reaches the list's end,
///   so the 50 items appear at its bottom; then a second `write` deletes them, so every run
///   starts from the same store. Baselines, each on a copy of the same file of its own:
///   `sqlite_c`, the same 50 rows (identity, sort key, no section key, the compact body the
///   store writes, read back from a store that wrote it) upserted with the store's SQL through
///   SQLite's C API in one transaction and deleted in a second (``SQLiteRowWriter``; ratio,
///   target 1.5); `store_write`, the same two writes through a store that no list follows;
///   `store_write_json`, the same into a list of the same items stored as JSON;
///   `store_write_read`, the same as `store_write` with the rows each write touched read back
///   by identity after it (`items(withIDs:in:)`), as the list following the store reads them.
///   Times are per page written and removed.
///
/// Every store here is opened on a copy of its own of a file of ``StoreBenchmarkFiles``: the
/// files stay as built for the cases that read them, and no two connections write one file.
///
/// A timed run is one write (one page written and removed), the shortest run there is: on a
/// shared machine a run is now and then stopped for a scheduler slice (4 ms here, HZ = 250) while
/// another process runs, or pays for a checkpoint of the write-ahead log, and runs of 16 writes
/// (of 4 pages) were hit so often that whole medians moved by up to 2×. On a busy machine, give
/// the cases more repetitions (`--repetitions 31`) so that fewer than half of them are hit.
enum StoreUpdateBenchmarks {
    /// The items a list shows.
    static let shownCount = 200
    /// The items of a network page.
    static let networkPageSize = 50

    static func changeCase() -> BenchmarkCase {
        let largeURL = StoreBenchmarkFiles.copy(of: StoreBenchmarkFiles.large, named: "change-large.sqlite")
        let smallURL = StoreBenchmarkFiles.copy(of: StoreBenchmarkFiles.small, named: "change-small.sqlite")
        let bareURL = StoreBenchmarkFiles.copy(of: StoreBenchmarkFiles.large, named: "change-bare.sqlite")
        let largeItem = StoreBenchmarkFiles.row(StoreBenchmarkFiles.largeCount / 2)
        let smallItem = StoreBenchmarkFiles.row(StoreBenchmarkFiles.smallCount / 2)
        let large = FollowedStoreList(
            store: StoreBenchmarks.open(largeURL), pageSize: shownCount, around: largeItem)
        let small = FollowedStoreList(
            store: StoreBenchmarks.open(smallURL), pageSize: shownCount, around: smallItem)
        let bare = StoreBenchmarks.open(bareURL)

        let changingLarge = changing(largeItem, in: large.store, shownBy: large)
        let changingSmall = changing(smallItem, in: small.store, shownBy: small)
        checkChange(of: largeItem, by: changingLarge, shownBy: large)
        checkChange(of: smallItem, by: changingSmall, shownBy: small)
        let changingBare = changing(largeItem, in: bare, shownBy: nil)
        return BenchmarkCase(
            n: StoreBenchmarkFiles.largeCount,
            subject: changingLarge,
            baselines: [("small_file", changingSmall), ("bare_write", changingBare)],
            extraFields: [("shown_items", Double(shownCount))],
            ratioBaseline: "small_file", countsAllocations: true)
    }

    /// A write that changes `item`'s title in `store`, to one title and back on alternate calls;
    /// returns a checksum of the title written.
    ///
    /// With a `list` following the store, the write holds it — a list no one holds stops
    /// following the store, and the write would be timed bare — and fails the run unless the
    /// item's row shows the new title once the write returns (a read of one row).
    private static func changing(
        _ item: RankedRow, in store: ListStore, shownBy list: FollowedStoreList?
    ) -> () -> Int {
        let shownIndex = list.map { list in
            guard let index = list.items.items.firstIndex(where: { $0.id == item.id }) else {
                fatalError("the store benchmark's list does not show item \(item.id)")
            }
            return index
        }
        var writes = 0
        return {
            writes += 1
            var changed = item
            if !writes.isMultiple(of: 2) { changed.title += " (edited)" }
            do {
                try store.write { try $0.upsert([changed], into: StoreBenchmarkFiles.list) }
            } catch {
                fatalError("the store benchmark's change failed: \(error)")
            }
            if let list, let shownIndex, list.items.items[shownIndex].title != changed.title {
                fatalError("the store benchmark's change of item \(item.id) did not reach its list")
            }
            return changed.title.utf8.count
        }
    }

    /// Fails the run unless two writes of `change` each reach `list` as one batch update, with
    /// the item's row and its cell on screen showing the new title: the benchmark would
    /// otherwise time a no-op, or a reload.
    private static func checkChange(of item: RankedRow, by change: () -> Int, shownBy list: FollowedStoreList) {
        for _ in 0..<2 {
            let before = list.viewUpdateCounts
            let shownTitle = list.items.items.first { $0.id == item.id }?.title
            _ = change()
            let title = list.items.items.first { $0.id == item.id }?.title
            let cells = list.tableView.visibleCells.map(\.text)
            guard let title, title != shownTitle, cells.contains(title), !cells.contains(shownTitle),
                list.items.items.count == shownCount,
                list.viewUpdateCounts == (before.batchUpdates + 1, before.reloads)
            else {
                fatalError("the store benchmark's change of item \(item.id) did not reach its list as one update")
            }
        }
    }

    static func syncCase() -> BenchmarkCase {
        let smallURL = StoreBenchmarkFiles.small
        let list = StoreBenchmarkFiles.list
        let followedURL = StoreBenchmarkFiles.copy(of: smallURL, named: "sync-followed.sqlite")
        let bareURL = StoreBenchmarkFiles.copy(of: smallURL, named: "sync-bare.sqlite")
        let baselineURL = StoreBenchmarkFiles.copy(of: smallURL, named: "sync-sqlite.sqlite")
        let lastItem = StoreBenchmarkFiles.row(StoreBenchmarkFiles.smallCount - 1)
        let followed = FollowedStoreList(
            store: StoreBenchmarks.open(followedURL), pageSize: shownCount, around: lastItem)
        guard followed.paging.nextCursor == nil else {
            fatalError("the store benchmark's list opened at the last item does not reach the list's end")
        }
        let bare = StoreBenchmarks.open(bareURL)
        let writer = SQLiteRowWriter(path: baselineURL.path, table: StoreBenchmarkFiles.tableName)

        let page = (0..<networkPageSize).map { StoreBenchmarkFiles.row(StoreBenchmarkFiles.smallCount + $0) }
        let ids = page.map(\.id)
        // The bodies the store writes for the page, read back from a store that wrote them.
        _ = writing(page, in: bare)
        let bodies = SQLiteRowWriter.bodies(ofIDs: ids, in: bareURL.path, table: StoreBenchmarkFiles.tableName)
        _ = removing(page, from: bare)
        let rows = zip(page, bodies).map { item, body in
            SQLiteRowWriter.Row(id: item.id, sortKey: item.rank, sectionKey: list.sectionKey(of: item), body: body)
        }

        checkSync(of: page, shownBy: followed)
        guard writer.upsert(rows) == networkPageSize, writer.delete(ids) == networkPageSize else {
            fatalError("the baseline did not write and delete its \(networkPageSize) rows")
        }
        return BenchmarkCase(
            n: networkPageSize,
            subject: { writingAndRemoving(page, in: followed.store, shownBy: followed) },
            baselines: [
                ("sqlite_c", { writer.upsert(rows) &+ writer.delete(ids) }),
                ("store_write", { writingAndRemoving(page, in: bare, shownBy: nil) }),
                (
                    "store_write_json",
                    { writingAndRemoving(page, in: bare, shownBy: nil, list: StoreBenchmarkFiles.jsonList) }
                ),
                (
                    "store_write_read",
                    {
                        writing(page, in: bare) &+ readingBack(page, from: bare) &+ removing(page, from: bare)
                            &+ readingBack(page, from: bare)
                    }
                ),
            ],
            ratioBaseline: "sqlite_c", countsAllocations: true)
    }

    /// Writes `page` into `store` as `ListSync` writes a page at the end — its items and the
    /// remote key beyond it, keeping the key's last refresh — then deletes its items again.
    ///
    /// With a `list` following the store, it fails the run unless the list grew by the page and
    /// shrank back (a count read after each write).
    private static func writingAndRemoving(
        _ page: [RankedRow], in store: ListStore, shownBy list: FollowedStoreList?,
        list storedList: StoredList<RankedRow> = StoreBenchmarkFiles.list
    ) -> Int {
        let written = writing(page, in: store, list: storedList)
        if let list, list.items.items.count != shownCount + page.count {
            fatalError("the store benchmark's page did not reach its list")
        }
        let removed = removing(page, from: store, list: storedList)
        if let list, list.items.items.count != shownCount {
            fatalError("the store benchmark's page was not removed from its list")
        }
        return written &+ removed
    }

    private static func writing(
        _ page: [RankedRow], in store: ListStore, list: StoredList<RankedRow> = StoreBenchmarkFiles.list
    ) -> Int {
        do {
            try store.write { transaction in
                try transaction.upsert(page, into: list, ordering: .ascending)
                let refreshed = try transaction.remoteKey(for: .end, of: list)?.lastRefresh
                try transaction.setRemoteKey(
                    RemoteKey(cursor: .text("next-page-token"), lastRefresh: refreshed), for: .end, of: list)
            }
        } catch {
            fatalError("the store benchmark's page write failed: \(error)")
        }
        return page.count
    }

    /// The items of `page` that `store` holds, read by identity as a list that follows the
    /// store reads the rows a write touched; returns how many there were.
    private static func readingBack(_ page: [RankedRow], from store: ListStore) -> Int {
        do {
            return try store.items(withIDs: page.lazy.map(\.id), in: StoreBenchmarkFiles.list).count
        } catch {
            fatalError("the store benchmark could not read its page back: \(error)")
        }
    }

    private static func removing(
        _ page: [RankedRow], from store: ListStore, list: StoredList<RankedRow> = StoreBenchmarkFiles.list
    ) -> Int {
        do {
            try store.write { try $0.deleteItems(withIDs: page.lazy.map(\.id), from: list) }
        } catch {
            fatalError("the store benchmark's page removal failed: \(error)")
        }
        return page.count
    }

    /// Fails the run unless writing `page` shows its items at the bottom of `list`, as one batch
    /// update, and removing them takes them away again.
    private static func checkSync(of page: [RankedRow], shownBy list: FollowedStoreList) {
        let shown = list.items.items
        let before = list.viewUpdateCounts
        _ = writing(page, in: list.store)
        guard list.items.items == shown + page,
            list.viewUpdateCounts == (before.batchUpdates + 1, before.reloads)
        else {
            fatalError("the store benchmark's page did not appear at the bottom of its list as one update")
        }
        _ = removing(page, from: list.store)
        guard list.items.items == shown, list.viewUpdateCounts == (before.batchUpdates + 2, before.reloads) else {
            fatalError("the store benchmark's page was not removed from its list as one update")
        }
    }

}
