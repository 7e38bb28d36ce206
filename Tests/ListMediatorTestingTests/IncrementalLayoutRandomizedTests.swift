import Foundation
import ListMediator
import Testing

@testable import ListMediatorTesting

/// Random lists changed by random valid batch updates: the layout a `HeadlessTableView` keeps
/// and extends after each update must equal, frame for frame, the layout of a second view that
/// lays the final data out from scratch. Every case prints its seed on failure; replay it with
/// `checkCase(seed:)`.
@MainActor
struct IncrementalLayoutRandomizedTests {
    static let caseCount: UInt64 = 1_000

    @Test func theLayoutKeptThroughRandomBatchUpdatesEqualsALayoutBuiltFromScratch() {
        var failures = 0
        for seed in 0..<Self.caseCount {
            guard let failure = Self.checkCase(seed: seed) else { continue }
            Issue.record("seed \(seed): \(failure)")
            failures += 1
            if failures == 3 { return }  // one bug fails many cases; three say enough
        }
    }

    /// Runs one random case: a list, one to three updates with or without a layout pass between
    /// them, then the comparison with a fresh layout. Returns what differs, or `nil`.
    static func checkCase(seed: UInt64) -> String? {
        var random = RandomBatchUpdates(seed: seed)
        let bounds = CGSize(width: 320, height: CGFloat(random.int(in: 20...200)))
        var sections = random.sections()
        let dataSource = RandomSectionsDataSource(sections)
        let tableView = HeadlessTableView(boundsSize: bounds)
        tableView.currentDataSource = dataSource
        tableView.setContentOffset(CGPoint(x: 0, y: random.int(in: 0...300)))

        for step in 1...random.int(in: 1...3) {
            let (update, next) = random.update(of: sections)
            do {
                try tableView.performBatchUpdates(update, animated: false) { dataSource.sections = next }
            } catch {
                return "update \(step) was rejected (\(error)): \(update)"
            }
            sections = next
            // Sometimes the next update comes before any layout pass, so the kept part shrinks twice.
            if random.chance(0.5) { _ = tableView.visibleCells }
        }
        return compare(tableView, withFreshLayoutOf: sections, bounds: bounds)
    }

    private static func compare(
        _ tableView: HeadlessTableView, withFreshLayoutOf sections: [RandomSection], bounds: CGSize
    ) -> String? {
        let freshDataSource = RandomSectionsDataSource(sections)
        let fresh = HeadlessTableView(boundsSize: bounds)
        fresh.currentDataSource = freshDataSource
        fresh.reloadData()

        let height = tableView.scrollGeometry.contentSize.height
        guard height == fresh.scrollGeometry.contentSize.height else {
            return "content height \(height), built from scratch \(fresh.scrollGeometry.contentSize.height)"
        }
        guard tableView.layout == fresh.layout else {
            return "frames \(tableView.layout.rows), built from scratch \(fresh.layout.rows)"
        }
        for offset in stride(from: CGFloat(-10), through: height + 10, by: 13) {
            tableView.setContentOffset(CGPoint(x: 0, y: offset))
            fresh.setContentOffset(CGPoint(x: 0, y: offset))
            guard tableView.indexPathsForVisibleRows == fresh.indexPathsForVisibleRows else {
                return "at offset \(offset) rows \(tableView.indexPathsForVisibleRows) are visible, "
                    + "built from scratch \(fresh.indexPathsForVisibleRows)"
            }
        }
        return nil
    }

    @Test func theRandomUpdatesAreValidAndCoverEveryKindOfChange() {
        var random = RandomBatchUpdates(seed: 1)
        var kinds = BatchUpdate()
        for _ in 0..<200 {
            let old = random.sections()
            let (update, new) = random.update(of: old)
            #expect(throws: Never.self) {
                try update.validate(
                    rowCountsBefore: old.map(\.rows.count), rowCountsAfter: new.map(\.rows.count))
            }
            kinds.deletedSections += update.deletedSections
            kinds.insertedSections += update.insertedSections
            kinds.reloadedSections += update.reloadedSections
            kinds.movedSections += update.movedSections
            kinds.deletedRows += update.deletedRows
            kinds.insertedRows += update.insertedRows
            kinds.reloadedRows += update.reloadedRows
            kinds.movedRows += update.movedRows
        }
        #expect(!kinds.deletedSections.isEmpty && !kinds.insertedSections.isEmpty)
        #expect(!kinds.reloadedSections.isEmpty && !kinds.movedSections.isEmpty)
        #expect(!kinds.deletedRows.isEmpty && !kinds.insertedRows.isEmpty)
        #expect(!kinds.reloadedRows.isEmpty && !kinds.movedRows.isEmpty)
        #expect(kinds.movedRows.contains { $0.source.section != $0.destination.section })
    }
}
