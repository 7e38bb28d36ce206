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
///
/// Every store here is opened on a copy of its own of a file of ``StoreBenchmarkFiles``: the
/// files stay as built for the cases that read them, and no two connections write one file.
enum StoreUpdateBenchmarks {
    /// The items a list shows.
    static let shownCount = 200
    /// Writes of `store.change` per timed run: one write takes a fraction of a millisecond.
    static let changesPerRun = 16

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
            subject: { (0..<changesPerRun).reduce(0) { sum, _ in sum &+ changingLarge() } },
            baselines: [
                ("small_file", { (0..<changesPerRun).reduce(0) { sum, _ in sum &+ changingSmall() } }),
                ("bare_write", { (0..<changesPerRun).reduce(0) { sum, _ in sum &+ changingBare() } }),
            ],
            extraFields: [("shown_items", Double(shownCount))],
            operationsPerRun: changesPerRun, ratioBaseline: "small_file", countsAllocations: true)
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
}
