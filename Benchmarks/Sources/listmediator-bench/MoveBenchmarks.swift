import Foundation
import ListMediator

/// A user's move of a row from one data source of a composite into another, against a move
/// within one data source of the same rows.
///
/// - `move.across`: a composite of two flat data sources of 50,000 items each, shown by a
///   ``RecordingListView``; each run asks where a drop lands (as UIKit asks while the user
///   drags) and moves the item at row 25,000 of the first to row 25,000 of the second, then back
///   — two moves, as UIKit reports them with `moveRowAt` after showing them. Baseline `within`:
///   the same two moves inside one flat data source of 100,000 items, from row 25,000 to row
///   75,000 and back. Neither may make a batch update or a reload: the batch work of a move is
///   none, whatever the lists' length; what remains is moving the items in their arrays.
enum MoveBenchmarks {
    static let suite = BenchmarkSuite(name: "move", cases: [("move.across", { [acrossCase()] })])

    typealias Items = FlatDataSource<Int, RecordingListView>

    static let half = 50_000

    @MainActor static var noCells: CellProvider<Int, RecordingListView> {
        CellProvider { _, _, _ in fatalError("the recording list view asks for no cells") }
    }

    static func acrossCase() -> BenchmarkCase {
        let first = Items(items: Array(0..<half), cellProvider: noCells)
        let second = Items(items: Array(half..<2 * half), cellProvider: noCells)
        for column in [first, second] {
            column.onGiveAway = { _, _ in }
            column.canReceiveItem = { _, _ in true }
        }
        let composite = CompositeDataSource<RecordingListView>([first, second])
        let one = Items(items: Array(0..<2 * half), cellProvider: noCells)
        one.onMove = { _, _, _ in }
        let views = (RecordingListView(), RecordingListView())
        views.0.currentDataSource = composite
        views.1.currentDataSource = one

        func move(
            in dataSource: some ListViewMovingDataSource<RecordingListView> & ListViewMovingDelegate,
            on view: RecordingListView,
            from source: IndexPath, to proposed: IndexPath
        ) {
            let destination = dataSource.listView(
                view, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            guard destination == proposed else { fatalError("the move benchmark's drop landed at \(destination)") }
            dataSource.listView(view, moveRowAt: source, to: destination)
        }
        func requireNoBatchWork(_ view: RecordingListView) {
            guard view.recordedChangeCount == 0, view.reloadCount == 1 else {
                fatalError("a move made a batch update or a reload")
            }
        }
        let across: () -> Int = {
            move(
                in: composite, on: views.0, from: IndexPath(row: half / 2, section: 0),
                to: IndexPath(row: half / 2, section: 1))
            move(
                in: composite, on: views.0, from: IndexPath(row: half / 2, section: 1),
                to: IndexPath(row: half / 2, section: 0))
            requireNoBatchWork(views.0)
            return first.items[half / 2] + second.items.count
        }
        let within: () -> Int = {
            move(
                in: one, on: views.1, from: IndexPath(row: half / 2, section: 0),
                to: IndexPath(row: 3 * half / 2, section: 0))
            move(
                in: one, on: views.1, from: IndexPath(row: 3 * half / 2, section: 0),
                to: IndexPath(row: half / 2, section: 0))
            requireNoBatchWork(views.1)
            return one.items[half / 2] + one.items.count
        }
        return BenchmarkCase(
            n: 2 * half, subject: across, baselines: [("within", within)], ratioBaseline: "within",
            operations: (2, "move"), countsAllocations: true)
    }
}
