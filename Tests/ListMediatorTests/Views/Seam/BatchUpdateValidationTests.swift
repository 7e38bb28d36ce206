import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// One test per UIKit batch-update rule: each feeds a violating update to a
/// `HeadlessTableView` showing the "before" counts, checks the error and UIKit's wording, and
/// most check a valid neighbour passes. Every update is also checked with the pure
/// `BatchUpdate.validate`, which must agree with the view.
@MainActor
struct BatchUpdateValidationTests {
    /// A data source that reports whatever row counts the test sets.
    final class RowCountsDataSource: ListViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in listView: HeadlessTableView) -> Int { counts.count }
        func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
            listView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func registerCells(in listView: HeadlessTableView) {
            listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Row")
        }
    }

    private func error(
        _ update: BatchUpdate, before: [Int], after: [Int],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> BatchUpdateError? {
        var pure: BatchUpdateError?
        do { try update.validate(rowCountsBefore: before, rowCountsAfter: after) } catch { pure = error }

        let tableView = HeadlessTableView()
        let dataSource = RowCountsDataSource(before)
        tableView.currentDataSource = dataSource
        var shown: BatchUpdateError?
        do {
            try tableView.performBatchUpdates(update, animated: true) { dataSource.counts = after }
        } catch {
            shown = error
        }
        #expect(shown == pure, "HeadlessTableView and BatchUpdate.validate disagree", sourceLocation: sourceLocation)
        #expect(tableView.performedBatchUpdates == (shown == nil ? [update] : []), sourceLocation: sourceLocation)
        #expect(
            (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:)) == after,
            "the view shows the data source's counts either way", sourceLocation: sourceLocation)
        return shown
    }

    private func row(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    // MARK: Counts

    @Test func rowCountThatIgnoresAnInsertIsRejectedWithUIKitsMessage() {
        let failure = error(BatchUpdate(insertedRows: [row(3, 0)]), before: [3], after: [5])
        #expect(
            failure
                == .invalidNumberOfRows(
                    section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(
            failure?.description
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                + "section after the update (5) must be equal to the number of rows contained in that section before "
                + "the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, "
                + "0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
                + "moved out).")
        #expect(error(BatchUpdate(insertedRows: [row(3, 0)]), before: [3], after: [4]) == nil)
    }

    @Test func rowCountMustAccountForRowsMovedBetweenSections() {
        let move = BatchUpdate(movedRows: [.init(from: row(0, 0), to: row(2, 1))])
        #expect(error(move, before: [2, 2], after: [1, 3]) == nil)
        #expect(
            error(BatchUpdate(movedRows: [.init(from: row(0, 0), to: row(1, 1))]), before: [2, 2], after: [2, 2])
                == .invalidNumberOfRows(
                    section: 0, after: 2, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1))
    }

    @Test func sectionCountThatIgnoresADeleteIsRejected() {
        let failure = error(BatchUpdate(deletedSections: [1]), before: [1, 1, 1], after: [1, 1, 1])
        #expect(failure == .invalidNumberOfSections(after: 3, before: 3, inserted: 0, deleted: 1))
        #expect(
            failure?.description
                == "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (3) must be equal to the number of sections contained in the table view before "
                + "the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        #expect(error(BatchUpdate(deletedSections: [1]), before: [1, 1, 1], after: [1, 1]) == nil)
    }

    @Test func insertedAndReloadedSectionsMayHaveAnyRowCount() {
        let update = BatchUpdate(insertedSections: [0], reloadedSections: [1])
        #expect(error(update, before: [4, 2, 7], after: [9, 4, 0, 7]) == nil)
    }

    @Test func movedSectionCarriesItsRowCountAndItsRowChanges() {
        let update = BatchUpdate(
            movedSections: [.init(from: 0, to: 2)], deletedRows: [row(0, 0)], insertedRows: [row(0, 2), row(1, 2)])
        #expect(error(update, before: [3, 5, 6], after: [5, 6, 4]) == nil)
        #expect(
            error(update, before: [3, 5, 6], after: [5, 6, 3])
                == .invalidNumberOfRows(
                    section: 2, after: 3, before: 3, inserted: 2, deleted: 1, movedIn: 0, movedOut: 0))
    }

    // MARK: Sections out of range

    @Test func deletingASectionThatDidNotExistIsRejected() {
        let failure = error(BatchUpdate(deletedSections: [2]), before: [1, 1], after: [1])
        #expect(failure == .sectionOutOfRange(.delete, section: 2, sectionCount: 2))
        #expect(failure?.description == "attempt to delete section 2, but there are only 2 sections before the update")
    }

    @Test func insertingASectionBeyondTheNewEndIsRejected() {
        let failure = error(BatchUpdate(insertedSections: [3]), before: [1], after: [1, 1])
        #expect(failure == .sectionOutOfRange(.insert, section: 3, sectionCount: 2))
        #expect(failure?.description == "attempt to insert section 3, but there are only 2 sections after the update")
    }

    @Test func reloadingASectionThatDidNotExistIsRejected() {
        let failure = error(BatchUpdate(reloadedSections: [-1]), before: [1], after: [1])
        #expect(failure == .sectionOutOfRange(.reload, section: -1, sectionCount: 1))
        #expect(failure?.description == "attempt to reload section -1, but there are only 1 sections before the update")
    }

    @Test func movingASectionFromOrToOutsideTheListIsRejected() {
        let source = error(BatchUpdate(movedSections: [.init(from: 5, to: 0)]), before: [1, 1], after: [1, 1])
        #expect(source == .sectionOutOfRange(.move, section: 5, sectionCount: 2))
        #expect(source?.description == "attempt to move section 5, but there are only 2 sections before the update")
        let destination = error(BatchUpdate(movedSections: [.init(from: 0, to: 2)]), before: [1, 1], after: [1, 1])
        #expect(destination == .sectionOutOfRange(.moveDestination, section: 2, sectionCount: 2))
        #expect(
            destination?.description == "attempt to move to section 2, but there are only 2 sections after the update")
    }

    // MARK: Section conflicts

    @Test func deletingAndReloadingTheSameSectionIsRejected() {
        let failure = error(BatchUpdate(deletedSections: [0], reloadedSections: [0]), before: [1, 1], after: [1])
        #expect(failure == .conflictingSectionOperations(.delete, .reload, section: 0))
        #expect(failure?.description == "attempt to delete and reload the same section (0)")
    }

    @Test func movingASectionThatIsDeletedIsRejected() {
        let update = BatchUpdate(deletedSections: [0], movedSections: [.init(from: 0, to: 1)])
        let failure = error(update, before: [1, 1], after: [1])
        #expect(failure == .conflictingSectionOperations(.delete, .move, section: 0))
        #expect(failure?.description == "attempt to delete and move the same section (0)")
    }

    @Test func reloadingAndMovingTheSameSectionIsRejected() {
        let update = BatchUpdate(reloadedSections: [0], movedSections: [.init(from: 0, to: 1)])
        let failure = error(update, before: [1, 1], after: [1, 1])
        #expect(failure == .conflictingSectionOperations(.reload, .move, section: 0))
        #expect(failure?.description == "attempt to reload and move the same section (0)")
    }

    @Test func movingTheSameSectionTwiceIsRejected() {
        let update = BatchUpdate(movedSections: [.init(from: 0, to: 1), .init(from: 0, to: 2)])
        let failure = error(update, before: [1, 1, 1], after: [1, 1, 1])
        #expect(failure == .conflictingSectionOperations(.move, .move, section: 0))
        #expect(failure?.description == "attempt to move section 0 more than once in the same update")
    }

    @Test func insertingASectionWhereAnotherIsMovedToIsRejected() {
        let update = BatchUpdate(insertedSections: [1], movedSections: [.init(from: 0, to: 1)])
        let failure = error(update, before: [1, 1], after: [1, 1, 1])
        #expect(failure == .conflictingSectionOperations(.insert, .moveDestination, section: 1))
        #expect(failure?.description == "attempt to insert and move to the same section (1)")
    }

    @Test func deletingTheSameSectionTwiceIsRejected() {
        let failure = error(BatchUpdate(deletedSections: [1, 1]), before: [1, 1, 1], after: [1])
        #expect(failure == .conflictingSectionOperations(.delete, .delete, section: 1))
        #expect(failure?.description == "attempt to delete section 1 more than once in the same update")
    }

    // MARK: Rows out of range

    @Test func deletingARowBeyondTheOldEndIsRejected() {
        let failure = error(BatchUpdate(deletedRows: [row(3, 0)]), before: [3], after: [2])
        #expect(failure == .rowOutOfRange(.delete, row(3, 0), rowCount: 3))
        #expect(
            failure?.description
                == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
    }

    @Test func insertingARowBeyondTheNewEndIsRejected() {
        let failure = error(BatchUpdate(insertedRows: [row(5, 0)]), before: [3], after: [4])
        #expect(failure == .rowOutOfRange(.insert, row(5, 0), rowCount: 4))
        #expect(
            failure?.description
                == "attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after the update")
    }

    @Test func reloadingARowBeyondTheOldEndIsRejected() {
        let failure = error(BatchUpdate(reloadedRows: [row(1, 0)]), before: [1], after: [1])
        #expect(failure == .rowOutOfRange(.reload, row(1, 0), rowCount: 1))
        #expect(
            failure?.description
                == "attempt to reload row 1 from section 0 which only contains 1 rows before the update")
    }

    @Test func movingARowFromOrToOutsideItsSectionIsRejected() {
        let source = error(BatchUpdate(movedRows: [.init(from: row(2, 0), to: row(0, 0))]), before: [2], after: [2])
        #expect(source == .rowOutOfRange(.move, row(2, 0), rowCount: 2))
        #expect(
            source?.description == "attempt to move row 2 from section 0 which only contains 2 rows before the update")
        let destination = error(
            BatchUpdate(movedRows: [.init(from: row(0, 0), to: row(2, 0))]), before: [2], after: [2])
        #expect(destination == .rowOutOfRange(.moveDestination, row(2, 0), rowCount: 2))
        #expect(
            destination?.description
                == "attempt to move a row to row 2 of section 0, but there are only 2 rows in section 0 after the update"
        )
    }

    @Test func changingARowOfASectionThatDoesNotExistIsRejected() {
        let deletion = error(BatchUpdate(deletedRows: [row(0, 4)]), before: [1, 1], after: [1, 1])
        #expect(deletion == .rowInMissingSection(.delete, row(0, 4), sectionCount: 2))
        #expect(
            deletion?.description
                == "attempt to delete row 0 from section 4, but there are only 2 sections before the update")
        let insertion = error(BatchUpdate(insertedRows: [row(0, 1)]), before: [1], after: [2])
        #expect(insertion == .rowInMissingSection(.insert, row(0, 1), sectionCount: 1))
        #expect(
            insertion?.description
                == "attempt to insert row 0 into section 1, but there are only 1 sections after the update")
    }

    // MARK: Row conflicts

    @Test func rowsThatDifferOnlyAbove2To32AreNotTakenForOneRow() {
        // Validation tells rows apart by packing section and row into one integer; rows of 2³²
        // or more are checked exactly instead.
        let huge = 1 << 32
        let update = BatchUpdate(deletedRows: [row(0, 1), row(huge, 1)])
        #expect(error(update, before: [1, huge + 1], after: [1, huge - 1]) == nil)
        let twice = BatchUpdate(deletedRows: [row(huge, 1), row(huge, 1)])
        #expect(
            error(twice, before: [1, huge + 1], after: [1, huge - 1])
                == .conflictingRowOperations(.delete, .delete, row(huge, 1)))
    }

    @Test func aRowTargetedTwiceIsFoundAmongFewChangesInALongListAndManyInAShortOne() {
        // A few changes among 100,000 rows are sorted; many among a few rows marked in a bitmap.
        let few = BatchUpdate(deletedRows: [row(70_000, 1), row(3, 0), row(70_000, 1)])
        #expect(
            error(few, before: [10, 99_990], after: [9, 99_989])
                == .conflictingRowOperations(.delete, .delete, row(70_000, 1)))
        #expect(
            error(BatchUpdate(deletedRows: [row(3, 0), row(70_000, 1)]), before: [10, 99_990], after: [9, 99_989])
                == nil)
        let many = BatchUpdate(insertedRows: (0..<6).map { row($0, 1) } + [row(4, 1)])
        #expect(error(many, before: [2, 0], after: [2, 7]) == .conflictingRowOperations(.insert, .insert, row(4, 1)))
        #expect(error(BatchUpdate(insertedRows: (0..<7).map { row($0, 1) }), before: [2, 0], after: [2, 7]) == nil)
    }

    @Test func deletingAndReloadingTheSameRowIsRejected() {
        let failure = error(BatchUpdate(deletedRows: [row(1, 0)], reloadedRows: [row(1, 0)]), before: [3], after: [2])
        #expect(failure == .conflictingRowOperations(.delete, .reload, row(1, 0)))
        #expect(
            failure?.description
                == "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
    }

    @Test func deletingAndMovingTheSameRowIsRejected() {
        let update = BatchUpdate(deletedRows: [row(0, 0)], movedRows: [.init(from: row(0, 0), to: row(1, 0))])
        let failure = error(update, before: [3], after: [2])
        #expect(failure == .conflictingRowOperations(.delete, .move, row(0, 0)))
        #expect(
            failure?.description
                == "attempt to delete and move the same index path (<NSIndexPath> {length = 2, path = 0 - 0})")
    }

    @Test func movingTheSameRowTwiceIsRejected() {
        let update = BatchUpdate(movedRows: [
            .init(from: row(0, 0), to: row(1, 0)), .init(from: row(0, 0), to: row(2, 0)),
        ])
        let failure = error(update, before: [3], after: [3])
        #expect(failure == .conflictingRowOperations(.move, .move, row(0, 0)))
        #expect(
            failure?.description
                == "attempt to move the same index path more than once (<NSIndexPath> {length = 2, path = 0 - 0})")
    }

    @Test func insertingWhereARowIsMovedToIsRejected() {
        let update = BatchUpdate(insertedRows: [row(1, 0)], movedRows: [.init(from: row(0, 0), to: row(1, 0))])
        let failure = error(update, before: [3], after: [4])
        #expect(failure == .conflictingRowOperations(.insert, .moveDestination, row(1, 0)))
        #expect(
            failure?.description
                == "attempt to insert and move to the same index path (<NSIndexPath> {length = 2, path = 0 - 1})")
    }

    @Test func insertingTheSameRowTwiceIsRejected() {
        let failure = error(BatchUpdate(insertedRows: [row(0, 0), row(0, 0)]), before: [1], after: [3])
        #expect(failure == .conflictingRowOperations(.insert, .insert, row(0, 0)))
        #expect(
            failure?.description
                == "attempt to insert the same index path more than once (<NSIndexPath> {length = 2, path = 0 - 0})")
    }

    @Test func reloadingAndMovingTheSameRowIsRejected() {
        let update = BatchUpdate(reloadedRows: [row(0, 0)], movedRows: [.init(from: row(0, 0), to: row(1, 0))])
        let failure = error(update, before: [2], after: [2])
        #expect(failure == .conflictingRowOperations(.reload, .move, row(0, 0)))
        #expect(
            failure?.description
                == "attempt to reload and move the same index path (<NSIndexPath> {length = 2, path = 0 - 0})")
    }

    @Test func movingTwoRowsToTheSamePlaceIsRejected() {
        let update = BatchUpdate(movedRows: [
            .init(from: row(0, 0), to: row(2, 0)), .init(from: row(1, 0), to: row(2, 0)),
        ])
        let failure = error(update, before: [3], after: [3])
        #expect(failure == .conflictingRowOperations(.moveDestination, .moveDestination, row(2, 0)))
        #expect(
            failure?.description
                == "attempt to move to the same index path more than once (<NSIndexPath> {length = 2, path = 0 - 2})")
    }

    // MARK: Rows inside changed sections

    @Test func deletingRowsOfADeletedSectionIsAcceptedAsFetchedResultsControllerReportsIt() {
        // A section's last object is deleted: NSFetchedResultsController reports the row and the section.
        let update = BatchUpdate(deletedSections: [0], deletedRows: [row(0, 0)])
        #expect(error(update, before: [1, 2], after: [2]) == nil)
    }

    @Test func insertingRowsIntoAnInsertedSectionIsAcceptedAsFetchedResultsControllerReportsIt() {
        let update = BatchUpdate(insertedSections: [1], insertedRows: [row(0, 1)])
        #expect(error(update, before: [1], after: [1, 1]) == nil)
    }

    @Test func deletingARowBeyondTheEndOfADeletedSectionIsStillRejected() {
        let update = BatchUpdate(deletedSections: [0], deletedRows: [row(4, 0)])
        #expect(error(update, before: [2, 1], after: [1]) == .rowOutOfRange(.delete, row(4, 0), rowCount: 2))
    }

    @Test func reloadingARowOfADeletedSectionIsRejected() {
        let failure = error(BatchUpdate(deletedSections: [0], reloadedRows: [row(0, 0)]), before: [2, 1], after: [1])
        #expect(failure == .rowInChangedSection(.reload, row(0, 0), sectionOperation: .delete))
        #expect(
            failure?.description == "attempt to reload row 0 from section 0, which is being deleted in the same update")
    }

    @Test func movingARowOutOfADeletedSectionIsRejected() {
        let update = BatchUpdate(deletedSections: [0], movedRows: [.init(from: row(0, 0), to: row(0, 0))])
        let failure = error(update, before: [1, 1], after: [2])
        #expect(failure == .rowInChangedSection(.move, row(0, 0), sectionOperation: .delete))
        #expect(
            failure?.description == "attempt to move row 0 from section 0, which is being deleted in the same update")
    }

    @Test func reloadingARowOfAReloadedSectionIsRejected() {
        let update = BatchUpdate(reloadedSections: [0], reloadedRows: [row(0, 0)])
        let failure = error(update, before: [1], after: [1])
        #expect(failure == .rowInChangedSection(.reload, row(0, 0), sectionOperation: .reload))
        #expect(
            failure?.description == "attempt to reload row 0 from section 0, which is being reloaded in the same update"
        )
    }

    @Test func insertingARowIntoAReloadedSectionIsRejected() {
        // Section 1 before is reloaded; after deleting section 0 it is section 0.
        let update = BatchUpdate(deletedSections: [0], reloadedSections: [1], insertedRows: [row(0, 0)])
        let failure = error(update, before: [1, 1], after: [2])
        #expect(failure == .rowInChangedSection(.insert, row(0, 0), sectionOperation: .reload))
        #expect(
            failure?.description == "attempt to insert row 0 into section 0, which is being reloaded in the same update"
        )
    }

    @Test func movingARowIntoAnInsertedSectionIsRejected() {
        let update = BatchUpdate(insertedSections: [1], movedRows: [.init(from: row(0, 0), to: row(0, 1))])
        let failure = error(update, before: [2], after: [1, 1])
        #expect(failure == .rowInChangedSection(.moveDestination, row(0, 1), sectionOperation: .insert))
        #expect(
            failure?.description
                == "attempt to move a row to row 0 of section 1, which is being inserted in the same update")
    }

    // MARK: Valid mixes

    @Test func updateMixingEveryKindOfChangeConsistentlyIsAccepted() {
        // Before: s0 deleted, s1 moved to 3, s2 reloaded, s3 untouched.
        // After: s0 inserted, s1 is the reloaded s2, s2 is the old s3, s3 the moved s1.
        let update = BatchUpdate(
            deletedSections: [0],
            insertedSections: [0],
            reloadedSections: [2],
            movedSections: [.init(from: 1, to: 3)],
            deletedRows: [row(0, 3)],
            insertedRows: [row(1, 2)],
            reloadedRows: [row(1, 3)],
            movedRows: [.init(from: row(2, 3), to: row(0, 3)), .init(from: row(0, 1), to: row(0, 2))])
        #expect(error(update, before: [5, 2, 4, 3], after: [7, 9, 3, 2]) == nil)
    }

    @Test func emptyUpdateOfAnUnchangedListIsAccepted() {
        #expect(error(BatchUpdate(), before: [3, 0, 2], after: [3, 0, 2]) == nil)
        #expect(BatchUpdate().isEmpty)
    }
}
