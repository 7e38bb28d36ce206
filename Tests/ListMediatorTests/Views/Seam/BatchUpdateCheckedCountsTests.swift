import Foundation
@_spi(Testing) @_spi(Backends) import ListMediator
import ListMediatorTesting
import Testing

/// An asynchronous apply checks its stages against UIKit's rules off the main actor; the view
/// then only compares counts. The shortcut holds only while the counts are the ones checked and
/// the update is the one checked: anything else is checked row by row again.
@MainActor
struct BatchUpdateCheckedCountsTests {
    private func row(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    /// Deletes row 1 of a section of 3 (the data source's only section).
    let deletion = BatchUpdate(deletedRows: [IndexPath(row: 1, section: 0)]).checked(before: [3], after: [2])

    @Test func anUpdateThatBreaksARuleIsNotMarked() {
        let invalid = BatchUpdate(deletedRows: [row(5, 0)]).checked(before: [3], after: [2])
        #expect(invalid.checkedCounts == nil)
        #expect(deletion.checkedCounts?.before == [3])
    }

    @Test func theCountsHoldWhereTheDataSourceIsPlacedAndTheOtherSectionsKeepTheirs() throws {
        // Below a one-section header, above a two-section footer.
        let shifted = deletion.offsettingSections(by: 1)
        #expect(shifted.deletedRows == [row(1, 1)])
        let counts = try #require(shifted.checkedCounts)

        #expect(counts.hold(viewBefore: [4, 3, 1, 1], viewAfter: [4, 2, 1, 1]))
        #expect(!counts.hold(viewBefore: [4, 3, 1, 1], viewAfter: [5, 2, 1, 1]), "a header that changed")
        #expect(!counts.hold(viewBefore: [4, 3, 1], viewAfter: [4, 2, 1, 1]), "a footer section more")
        #expect(!counts.hold(viewBefore: [3, 4, 1, 1], viewAfter: [3, 2, 1, 1]), "other counts at the offset")
        #expect(
            !counts.hold(viewBefore: [3], viewAfter: [2]), "the data source placed further down than there are sections"
        )
    }

    @Test func aCheckedUpdateOnCountsThatNoLongerHoldIsCheckedRowByRow() {
        // The data source's section has 1 row now, not 3: row 1 is not there to delete.
        #expect(throws: BatchUpdateError.rowOutOfRange(.delete, row(1, 0), rowCount: 1)) {
            try deletion.validate(rowCountsBefore: [1], rowCountsAfter: [0])
        }
    }

    @Test func changingACheckedUpdateDropsTheMark() {
        var changed = deletion
        changed.deletedRows.append(row(1, 0))
        #expect(changed.checkedCounts == nil)
        #expect(throws: BatchUpdateError.conflictingRowOperations(.delete, .delete, row(1, 0))) {
            try changed.validate(rowCountsBefore: [3], rowCountsAfter: [1])
        }
        var inserted = deletion
        inserted.insertedRows = [row(0, 0)]
        #expect(inserted.checkedCounts == nil)
    }

    @Test func updatingReloadedRowsInPlaceKeepsTheMarkAndTheMarkIsNotPartOfTheValue() {
        let reload = BatchUpdate(reloadedRows: [row(0, 0)]).checked(before: [2], after: [2])
        #expect(reload.reconfiguringReloadedRows().checkedCounts?.after == [2])
        #expect(reload == BatchUpdate(reloadedRows: [row(0, 0)]))
        #expect(reload.hashValue == BatchUpdate(reloadedRows: [row(0, 0)]).hashValue)
    }

    @Test func everyStageOfADifferenceIsCheckedOnTheDataBeforeAndAfterIt() {
        let old = sections([(0, [1, 2]), (1, [3])])
        let new = sections([(1, [3, 1]), (2, [4])])
        let difference = ListDifference(from: old, to: new).checkingStages()

        #expect(difference.stages.count > 1)
        var before = old.map(\.items.count)
        for stage in difference.stages {
            let after = stage.sections.map(\.items.count)
            #expect(stage.update.checkedCounts?.before == before)
            #expect(stage.update.checkedCounts?.after == after)
            before = after
        }
    }

    @Test func aLargeApplyAndWaitThroughAContainerIsCheckedOffTheMainActorAndShownAsBefore() async {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 100_000))
        let header = FlatDataSource(items: ["header"], cellProvider: .text { $0 })
        let rows = FlatDataSource(items: Array(0..<600), cellProvider: .text { "\($0)" })
        tableView.currentDataSource = CompositeDataSource<HeadlessTableView>([header, rows])
        tableView.layoutIfNeeded()
        let new = Array(0..<600).filter { $0 % 7 != 0 } + Array(1_000..<1_050)

        let outcome = await rows.applyAndWait(
            new, identifiedBy: { $0 }, isContentEqual: { _, _ in true }, offMainActorThreshold: 0)

        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.performedBatchUpdates.first?.deletedRows.first == row(0, 1))
        // It reached the view checked, placed below the header: the view compared counts only.
        #expect(tableView.performedBatchUpdates.first?.checkedCounts?.sectionOffset == 1)
        #expect(tableView.visibleCells.compactMap(\.text) == ["header"] + new.map { "\($0)" })
    }
}
