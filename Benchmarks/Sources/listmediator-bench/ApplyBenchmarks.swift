import Foundation
@_spi(Testing) import ListMediator

/// `apply.overhead`: what the library adds to a diff when a data source applies it — staging,
/// validation against UIKit's rules, index-path mapping, the data swaps and the walk up the
/// update chain — measured on a view that only records what it is told, so no view's own work
/// is in the figure.
///
/// The subject applies the `diff.linear` mix (10% deleted, 10% inserted, 2% moved, 10% of the
/// rest changed in content) and back to a flat data source inside a composite (below a one-row
/// header) inside a list view mediator, shown by ``RecordingListView``; the baseline `diff`
/// computes the bare `ListDifference` of the same two changes, identified and compared the same
/// way, in the same run. `ratio_to_diff` is the subject over the bare diff.
///
/// The bench's code is the main actor's (the target's default isolation), as the types it
/// times are.
enum ApplyBenchmarks {
    static let suite = BenchmarkSuite(
        name: "apply",
        cases: [
            ("apply.overhead", { [10_000, 100_000].map { overheadCase(n: $0) } }),
            ("apply.record", { [10_000, 100_000].map { recordCase(n: $0) } }),
            ("apply.nochange", { [10_000, 100_000].map { noChangeCase(n: $0) } }),
            ("apply.async.main", { [10_000, 100_000].map { asyncMainCase(n: $0) } }),
        ])

    typealias Rows = FlatDataSource<BenchRow, RecordingListView>

    /// `items` in a flat data source inside a composite (below a one-row header) inside a list
    /// view mediator, shown by a ``RecordingListView``: the chain of `apply.overhead`.
    @MainActor
    static func showInChain(_ items: [BenchRow]) -> (Rows, RecordingListView) {
        let rows = Rows(items: items, cellProvider: noCells)
        let header = Rows(items: [BenchRow(id: -1, value: 0)], cellProvider: noCells)
        let mediator = ListViewMediator(wrapping: CompositeDataSource<RecordingListView>([header, rows]))
        let view = RecordingListView()
        view.currentDataSource = mediator
        return (rows, view)
    }

    @MainActor static var noCells: CellProvider<BenchRow, RecordingListView> {
        CellProvider { _, _, _ in fatalError("the recording list view asks for no cells") }
    }

    static func overheadCase(n: Int) -> BenchmarkCase {
        let (old, new) = DiffWorkloads.linear(n: n, contentUpdates: true)
        let (rows, view) = showInChain(old)
        let applying: () -> Int = {
            let changes =
                rows.apply(new, reloadPolicy: .alwaysAnimate).animatedStageCount
                &+ rows.apply(old, reloadPolicy: .alwaysAnimate).animatedStageCount
            // An apply the view did not animate would measure a reload, not the chain.
            guard view.reloadCount == 1, rows.placement != nil else {
                fatalError("the apply benchmark's data source did not animate on the view")
            }
            return changes
        }
        let diffing: () -> Int = {
            ListDifference(from: old, to: new).changeCount &+ ListDifference(from: new, to: old).changeCount
        }
        return BenchmarkCase(
            n: n, subject: applying, baselines: [("diff", diffing)],
            ratioBaseline: "diff", operations: (2, "apply"), countsAllocations: true)
    }

    /// `apply.record`: what the view's record of its last updates costs an apply — the
    /// `apply.overhead` chain with the record on (its default 32 updates) against the same chain
    /// with it off (capacity 0), in the same run (`ratio_to_record off`, the target being at most
    /// 1.03). Once the ring is full a recorded update replaces the oldest, keeping the counts
    /// and changes the update already made, so the allocations of the two are the same.
    static func recordCase(n: Int) -> BenchmarkCase {
        let (old, new) = DiffWorkloads.linear(n: n, contentUpdates: true)
        func applying(recordCapacity: Int) -> () -> Int {
            let (rows, view) = showInChain(old)
            view.updateRecord.capacity = recordCapacity
            return {
                let changes =
                    rows.apply(new, reloadPolicy: .alwaysAnimate).animatedStageCount
                    &+ rows.apply(old, reloadPolicy: .alwaysAnimate).animatedStageCount
                guard view.reloadCount == 1, view.updateRecord.isEnabled == (recordCapacity > 0) else {
                    fatalError("the record benchmark's data source did not animate on the view")
                }
                return changes
            }
        }
        return BenchmarkCase(
            n: n, subject: applying(recordCapacity: ListUpdateRecord.defaultCapacity),
            baselines: [("record off", applying(recordCapacity: 0))],
            ratioBaseline: "record off", operations: (2, "apply"), countsAllocations: true)
    }

    /// `apply.nochange`: applying items equal to those shown (a refresh that brought the same
    /// page) through a mediator, a composite and a switching data source, against comparing the
    /// two arrays with `==` (`ratio_to_comparison`, the target being at most 2). The items are
    /// equal copies in their own storage, applied in turn, so every apply compares them all. (A
    /// full diff as a second baseline, run between the rounds, would evict the items from the
    /// caches before each apply and double its time: compare with the build before instead.)
    static func noChangeCase(n: Int) -> BenchmarkCase {
        let (old, _) = DiffWorkloads.linear(n: n, contentUpdates: true)
        let copy = old.map { $0 }
        let (rows, view) = {
            let rows = Rows(items: old, cellProvider: noCells)
            let header = Rows(items: [BenchRow(id: -1, value: 0)], cellProvider: noCells)
            let other = Rows(items: [], cellProvider: noCells)
            let switcher = SwitchingDataSource<RecordingListView>([rows, other])
            let mediator = ListViewMediator(wrapping: CompositeDataSource<RecordingListView>([header, switcher]))
            let view = RecordingListView()
            view.currentDataSource = mediator
            return (rows, view)
        }()
        let applying: () -> Int = {
            let unchanged = rows.apply(copy) == .unchanged && rows.apply(old) == .unchanged
            guard unchanged, view.reloadCount == 1, view.recordedChangeCount == 0, rows.placement != nil else {
                fatalError("the no-change benchmark's apply changed the view")
            }
            return rows.items.count
        }
        let comparing: () -> Int = { (old == copy ? 1 : 0) &+ (copy == old ? 1 : 0) }
        return BenchmarkCase(
            n: n, subject: applying,
            baselines: [("comparison", comparing)],
            ratioBaseline: "comparison", operations: (2, "apply"), countsAllocations: true)
    }

    /// `apply.async.main`: the main actor's share of an `applyAndWait` of the `diff.linear` mix
    /// through the chain of `apply.overhead` — everything it does once its diff, computed and
    /// checked against UIKit's rules off the main actor, comes back: the check that the data is
    /// still the diff's, the view's comparison of the checked counts with its own, index-path
    /// mapping, the data swaps and the walk up the chain. Timed as
    /// applying the precomputed differences, against computing them (`ratio_to_diff`, the
    /// target being at most 0.25 at 100,000 rows).
    static func asyncMainCase(n: Int) -> BenchmarkCase {
        let (old, new) = DiffWorkloads.linear(n: n, contentUpdates: true)
        // Checked off the main actor, as `applyAndWait` checks them with the diff.
        let forth = ListDifference(
            from: [DiffableSection(identifier: 0, items: old)], to: [DiffableSection(identifier: 0, items: new)]
        ).checkingStages()
        let back = ListDifference(
            from: forth.finalSections, to: [DiffableSection(identifier: 0, items: old)]
        ).checkingStages()
        let (rows, view) = showInChain(old)
        // The differences hold the very storage each applies to, so each apply animates.
        let applying: () -> Int = {
            let changes =
                rows.apply(forth, reloadPolicy: .alwaysAnimate).animatedStageCount
                &+ rows.apply(back, reloadPolicy: .alwaysAnimate).animatedStageCount
            guard view.reloadCount == 1, changes > 0 else {
                fatalError("the async-main benchmark's differences did not animate (stale or reloaded)")
            }
            return changes
        }
        let diffing: () -> Int = {
            ListDifference(from: old, to: new).changeCount &+ ListDifference(from: new, to: old).changeCount
        }
        return BenchmarkCase(
            n: n, subject: applying, baselines: [("diff", diffing)],
            ratioBaseline: "diff", operations: (2, "apply"), countsAllocations: true)
    }
}
