import Foundation
import ListMediator
import Testing

/// What the diff finds and how it stages it, case by case; the randomised suite covers
/// the space between. Stages are compared as whole lists, so a wrong stage count fails an
/// expectation instead of trapping on an index.
struct ListDifferenceAlgorithmTests {
    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func equalListsGiveNoStages() {
        let list = sections([(0, [1, 2, 3]), (1, [4])])
        let changeset = ListDifference(from: list, to: list)
        #expect(changeset.isEmpty)
        #expect(changeset.changeCount == 0)
        #expect(changeset.duplicates.isEmpty)
    }

    @Test func withoutReloadsOrSectionChangesDeletionsInsertionsAndMovesAreOneBatch() {
        let changeset = ListDifference(
            from: [1, 2, 3, 4].map { DiffRow($0) }, to: [9, 4, 1, 3].map { DiffRow($0) })
        #expect(changeset.stages.map(\.kind) == [.deletionsInsertionsAndMoves])
        #expect(
            changeset.stages.map(\.update) == [
                BatchUpdate(
                    deletedRows: [path(0, 1)], insertedRows: [path(0, 0)],
                    movedRows: [.init(from: path(0, 3), to: path(0, 1))])
            ])
        #expect(changeset.stages.map(\.sections) == [sections([(0, [9, 4, 1, 3])])])
    }

    @Test func withAReloadDeletionsComeFirstInOldCoordinatesAndInsertionsLastInNewOnes() {
        let changeset = ListDifference(
            from: [DiffRow(1), DiffRow(2), DiffRow(3)], to: [DiffRow(9), DiffRow(1), DiffRow(3, 1)])
        #expect(changeset.stages.map(\.kind) == [.deletionsAndReloads, .rowInsertionsAndMoves])
        #expect(
            changeset.stages.map(\.update) == [
                BatchUpdate(deletedRows: [path(0, 1)], reloadedRows: [path(0, 2)]),
                BatchUpdate(insertedRows: [path(0, 0)]),
            ])
        #expect(
            changeset.stages.map { $0.sections.flatMap(\.items) } == [
                [DiffRow(1), DiffRow(3, 1)], [DiffRow(9), DiffRow(1), DiffRow(3, 1)],
            ])
    }

    @Test func contentChangesReloadAtTheOldPositionWithTheNewValue() {
        let changeset = ListDifference(from: [DiffRow(1), DiffRow(2)], to: [DiffRow(1), DiffRow(2, 5)])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(reloadedRows: [path(0, 1)])])
        #expect(changeset.stages.map { $0.sections.flatMap(\.items) } == [[DiffRow(1), DiffRow(2, 5)]])
    }

    @Test func movingOneRowToTheFrontMovesOnlyThatRow() {
        let changeset = ListDifference(from: (1...6).map { DiffRow($0) }, to: [6, 1, 2, 3, 4, 5].map { DiffRow($0) })
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 5), to: path(0, 0))])])
    }

    @Test func movingOneRowToTheEndMovesOnlyThatRow() {
        let changeset = ListDifference(from: (1...6).map { DiffRow($0) }, to: [2, 3, 4, 5, 6, 1].map { DiffRow($0) })
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 0), to: path(0, 5))])])
    }

    @Test func aRowMovedAcrossSurvivingSectionsIsOneMove() {
        let changeset = ListDifference(
            from: sections([(0, [1, 2]), (1, [3])]), to: sections([(0, [1]), (1, [2, 3])]))
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 1), to: path(1, 0))])])
    }

    @Test func anUpdatedRowThatMovesIsReloadedBeforeItMoves() {
        let changeset = ListDifference(from: [DiffRow(1), DiffRow(2)], to: [DiffRow(2, 7), DiffRow(1)])
        #expect(changeset.stages.map(\.kind) == [.deletionsAndReloads, .rowInsertionsAndMoves])
        #expect(
            changeset.stages.map(\.update) == [
                BatchUpdate(reloadedRows: [path(0, 1)]),
                BatchUpdate(movedRows: [.init(from: path(0, 1), to: path(0, 0))]),
            ])
    }

    @Test func aRowLeavingADeletedSectionIsDeletedWithItAndInsertedAgain() {
        let changeset = ListDifference(from: sections([(0, [1]), (1, [2, 3])]), to: sections([(0, [1, 3])]))
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [1], insertedRows: [path(0, 1)])])
    }

    @Test func aRowJoiningAnInsertedSectionArrivesWithTheSection() {
        let changeset = ListDifference(from: sections([(0, [1, 2])]), to: sections([(0, [1]), (5, [2])]))
        #expect(changeset.stages.map(\.kind) == [.deletionsAndReloads, .sectionInsertionsAndMoves])
        #expect(
            changeset.stages.map(\.update) == [
                BatchUpdate(deletedRows: [path(0, 1)]), BatchUpdate(insertedSections: [1]),
            ])
        #expect(changeset.stages.last?.sections == sections([(0, [1]), (5, [2])]))
    }

    @Test func swappedSectionsMoveOneSectionAndKeepTheirRows() {
        let changeset = ListDifference(from: sections([(0, [1]), (1, [2])]), to: sections([(1, [2]), (0, [1])]))
        #expect(changeset.stages.map(\.kind) == [.sectionInsertionsAndMoves])
        #expect(changeset.stages.map(\.update.movedSections.count) == [1])
        #expect(changeset.changeCount == 1)
    }

    @Test func everythingDeletedIsOneBatchOfSectionDeletions() {
        let changeset = ListDifference(from: sections([(0, [1]), (1, [2, 3])]), to: [])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [0, 1])])
        #expect(changeset.stages.map(\.sections.isEmpty) == [true])
    }

    @Test func everythingInsertedIsOneBatchOfSectionInsertions() {
        let changeset = ListDifference(from: [], to: sections([(0, [1]), (1, [])]))
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedSections: [0, 1])])
    }

    @Test func aRepeatedIdentityIsReportedAndTheExtraCopyInserted() {
        let changeset = ListDifference(from: [DiffRow(1), DiffRow(2)], to: [DiffRow(1), DiffRow(2), DiffRow(1)])
        #expect(changeset.duplicates.items == [DiffRow(1)])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedRows: [path(0, 2)])])
    }

    @Test func identitiesRepeatedInTheOldListAreReportedAndTheExtraCopiesDeleted() {
        let changeset = ListDifference(from: [DiffRow(1), DiffRow(1), DiffRow(1)], to: [DiffRow(1)])
        #expect(changeset.duplicates.items.map(\.id) == [1])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedRows: [path(0, 1), path(0, 2)])])
    }

    @Test func aRepeatedSectionIdentifierIsReportedAndTheExtraSectionInserted() {
        let changeset = ListDifference(from: sections([(0, [1])]), to: sections([(0, [1]), (0, [2])]))
        #expect(changeset.duplicates.sectionIdentifiers == [0])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedSections: [1])])
    }

    @Test func theLastStageHoldsTheCallersNewSections() {
        let new = sections([(1, [3, 2]), (0, [])])
        let changeset = ListDifference(from: sections([(0, [1, 2]), (1, [3])]), to: new)
        #expect(changeset.stages.last?.sections == new)
        #expect(changeset.finalSections == new)
        #expect(changeset.rowCountsBefore == [2, 1])
    }
}
