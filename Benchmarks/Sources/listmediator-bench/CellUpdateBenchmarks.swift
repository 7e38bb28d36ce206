import Foundation
import ListMediator
import ListMediatorTesting
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif

/// `cells.update.*`: a collection-sized update — 10,000 items, 3% of them changed in content —
/// shown with the changed rows updated in place (the subject, the default) against the same
/// update with the rows reloaded (`reload`, `ReloadPolicy.changedRows(.reload)`), in the same
/// run, on a view tall enough to show 200 rows at once, as a grid of thumbnails does.
///
/// `headless` applies to a `HeadlessTableView`; `standin` to a `CollectionListView` over the
/// UIKit stand-in's `UICollectionView`, where a reload costs a second batch. Each run applies
/// the change and back. The extra fields count, for one run, the cells each way asked the data
/// source for and the cells it made.
enum CellUpdateBenchmarks {
    static let suite = BenchmarkSuite(
        name: "cells",
        cases: [
            ("cells.update.headless", { [headlessCase()] }),
            ("cells.update.standin", { [standInCase()] }),
            ("cells.reconfigure", { [reconfigureCase()] }),
        ])

    static let itemCount = 10_000

    /// The items, and the same items with every 33rd one changed in content (3%).
    static let versions: (old: [BenchRow], new: [BenchRow]) = {
        let old = (0..<itemCount).map { BenchRow(id: $0, value: 0) }
        let new = old.map { $0.id % 33 == 0 ? BenchRow(id: $0.id, value: 1) : $0 }
        return (old, new)
    }()

    static func headlessCase() -> BenchmarkCase {
        let (old, new) = versions
        func make() -> (FlatDataSource<BenchRow, HeadlessTableView>, HeadlessTableView) { headlessList(showing: old) }
        let inPlace = make()
        let reloading = make()
        func run(
            _ items: FlatDataSource<BenchRow, HeadlessTableView>, _ view: HeadlessTableView, _ policy: ReloadPolicy
        )
            -> Int
        {
            let changes =
                items.apply(new, reloadPolicy: policy).animatedStageCount
                &+ items.apply(old, reloadPolicy: policy).animatedStageCount
            view.layoutIfNeeded()
            return changes &+ view.createdCellCount
        }
        let counts = {
            () -> [(String, Double)] in
            let (items, view) = make()
            let created = view.createdCellCount
            _ = run(items, view, .alwaysAnimate)
            let (reloadItems, reloadView) = make()
            let reloadCreated = reloadView.createdCellCount
            _ = run(reloadItems, reloadView, .alwaysAnimate.changedRows(.reload))
            return [
                ("cells_updated_in_place", Double(view.reconfiguredCellCount)),
                ("cells_made", Double(view.createdCellCount - created)),
                ("reload_cells_made", Double(reloadView.createdCellCount - reloadCreated)),
            ]
        }()
        var benchmark = BenchmarkCase(
            n: itemCount,
            subject: { run(inPlace.0, inPlace.1, .alwaysAnimate) },
            baselines: [("reload", { run(reloading.0, reloading.1, .alwaysAnimate.changedRows(.reload)) })],
            ratioBaseline: "reload", operations: (2, "apply"), countsAllocations: true)
        benchmark.extraFields = counts
        return benchmark
    }

    static func standInCase() -> BenchmarkCase {
        let (old, new) = versions
        final class Cell: UICollectionViewCell {
            var text: String?
        }
        func make() -> (FlatDataSource<BenchRow, CollectionListView>, UICollectionView) {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 200 * 44),
                collectionViewLayout: UICollectionViewLayout())
            let listView = CollectionListView(collectionView: collectionView)
            let items = FlatDataSource<BenchRow, CollectionListView>(
                items: old,
                cellProvider: .registered(Cell.self) { cell, row in cell.text = "\(row.id) \(row.value)" })
            listView.currentDataSource = items
            _ = collectionView.visibleCells
            retained.append(listView)
            return (items, collectionView)
        }
        let inPlace = make()
        let reloading = make()
        func run(
            _ items: FlatDataSource<BenchRow, CollectionListView>, _ view: UICollectionView, _ policy: ReloadPolicy
        )
            -> Int
        {
            let changes =
                items.apply(new, reloadPolicy: policy).animatedStageCount
                &+ items.apply(old, reloadPolicy: policy).animatedStageCount
            return changes &+ view.visibleCells.count
        }
        let counts = {
            () -> [(String, Double)] in
            let (items, view) = make()
            let batches = view.performedBatchUpdates.count
            _ = run(items, view, .alwaysAnimate)
            let (reloadItems, reloadView) = make()
            let reloadBatches = reloadView.performedBatchUpdates.count
            _ = run(reloadItems, reloadView, .alwaysAnimate.changedRows(.reload))
            return [
                ("cells_updated_in_place", Double(view.reconfiguredCellCount)),
                ("batches", Double(view.performedBatchUpdates.count - batches)),
                ("reload_batches", Double(reloadView.performedBatchUpdates.count - reloadBatches)),
            ]
        }()
        var benchmark = BenchmarkCase(
            n: itemCount,
            subject: { run(inPlace.0, inPlace.1, .alwaysAnimate) },
            baselines: [("reload", { run(reloading.0, reloading.1, .alwaysAnimate.changedRows(.reload)) })],
            ratioBaseline: "reload", operations: (2, "apply"), countsAllocations: true)
        benchmark.extraFields = counts
        return benchmark
    }

    /// The list views the stand-in's collection views show through: a collection view holds its
    /// data source weakly, as UIKit does, so something must keep them for the run.
    @MainActor static var retained: [CollectionListView] = []

    /// `cells.reconfigure`: 10 of 10,000 items' cells updated in place with no change of data
    /// (`reconfigureItems(withIDs:)`), against applying the same items with those 10 reported
    /// changed — what an app did before, with `isContentEqual` saying false. The ids are spread
    /// over the list, so most are off screen and skipped. Allocations must not grow with the
    /// rows left out.
    static func reconfigureCase() -> BenchmarkCase {
        let (old, _) = versions
        let touched = Set(stride(from: 0, to: itemCount, by: itemCount / 10))
        func make() -> (FlatDataSource<BenchRow, HeadlessTableView>, HeadlessTableView) { headlessList(showing: old) }
        let reconfiguring = make()
        let applying = make()
        return BenchmarkCase(
            n: itemCount,
            subject: {
                reconfiguring.0.reconfigureItems(withIDs: touched)
                guard reconfiguring.1.performedBatchUpdates.isEmpty else {
                    fatalError("reconfiguring items performed a batch update")
                }
                return reconfiguring.1.reconfiguredCellCount
            },
            baselines: [
                (
                    "apply_changed",
                    {
                        applying.0.apply(
                            old, identifiedBy: \.id, isContentEqual: { old, _ in !touched.contains(old.id) },
                            reloadPolicy: .alwaysAnimate
                        ).animatedStageCount &+ applying.1.reconfiguredCellCount
                    }
                )
            ],
            ratioBaseline: "apply_changed", operations: (1, "reconfigure"), countsAllocations: true)
    }

    /// `items` in a flat data source on a headless view 200 rows tall, laid out.
    static func headlessList(showing items: [BenchRow]) -> (
        FlatDataSource<BenchRow, HeadlessTableView>, HeadlessTableView
    ) {
        let view = HeadlessTableView(boundsSize: CGSize(width: 390, height: 200 * 44))
        let list = FlatDataSource<BenchRow, HeadlessTableView>(
            items: items, cellProvider: .text { "\($0.id) \($0.value)" })
        view.currentDataSource = list
        view.layoutIfNeeded()
        return (list, view)
    }
}
