import Foundation
import ListMediator
import Testing

/// What the diff finds and how it stages it, case by case; the randomised suite covers
/// the space between.
struct StagedChangesetAlgorithmTests {
    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func equalListsGiveNoStages() {
        let list = sections([(0, [1, 2, 3]), (1, [4])])
        let changeset = StagedChangeset(from: list, to: list)
        #expect(changeset.isEmpty)
        #expect(changeset.changeCount == 0)
        #expect(changeset.duplicates.isEmpty)
    }

    @Test func deletionsComeFirstInOldCoordinatesAndInsertionsLastInNewOnes() {
        let changeset = StagedChangeset(
            from: [DiffRow(1), DiffRow(2), DiffRow(3)], to: [DiffRow(9), DiffRow(1), DiffRow(3)])
        #expect(changeset.stages.map(\.kind) == [.deletionsAndReloads, .rowInsertionsAndMoves])
        #expect(changeset.stages[0].update == BatchUpdate(deletedRows: [path(0, 1)]))
        #expect(changeset.stages[0].sections == sections([(0, [1, 3])]))
        #expect(changeset.stages[1].update == BatchUpdate(insertedRows: [path(0, 0)]))
        #expect(changeset.stages[1].sections == sections([(0, [9, 1, 3])]))
    }

    @Test func contentChangesReloadAtTheOldPositionWithTheNewValue() {
        let changeset = StagedChangeset(from: [DiffRow(1), DiffRow(2)], to: [DiffRow(1), DiffRow(2, 5)])
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].update == BatchUpdate(reloadedRows: [path(0, 1)]))
        #expect(changeset.stages[0].sections[0].items == [DiffRow(1), DiffRow(2, 5)])
    }

    @Test func movingOneRowToTheFrontMovesOnlyThatRow() {
        let changeset = StagedChangeset(from: (1...6).map { DiffRow($0) }, to: [6, 1, 2, 3, 4, 5].map { DiffRow($0) })
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 5), to: path(0, 0))])])
    }

    @Test func movingOneRowToTheEndMovesOnlyThatRow() {
        let changeset = StagedChangeset(from: (1...6).map { DiffRow($0) }, to: [2, 3, 4, 5, 6, 1].map { DiffRow($0) })
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 0), to: path(0, 5))])])
    }

    @Test func aRowMovedAcrossSurvivingSectionsIsOneMove() {
        let changeset = StagedChangeset(
            from: sections([(0, [1, 2]), (1, [3])]), to: sections([(0, [1]), (1, [2, 3])]))
        #expect(changeset.stages.map(\.kind) == [.rowInsertionsAndMoves])
        #expect(changeset.stages[0].update == BatchUpdate(movedRows: [.init(from: path(0, 1), to: path(1, 0))]))
    }

    @Test func anUpdatedRowThatMovesIsReloadedBeforeItMoves() {
        let changeset = StagedChangeset(from: [DiffRow(1), DiffRow(2)], to: [DiffRow(2, 7), DiffRow(1)])
        #expect(changeset.stages.map(\.kind) == [.deletionsAndReloads, .rowInsertionsAndMoves])
        #expect(changeset.stages[0].update == BatchUpdate(reloadedRows: [path(0, 1)]))
        #expect(changeset.stages[1].update.movedRows.count == 1)
        #expect(changeset.stages[1].update.reloadedRows.isEmpty)
    }

    @Test func aRowLeavingADeletedSectionIsDeletedWithItAndInsertedAgain() {
        let changeset = StagedChangeset(from: sections([(0, [1]), (1, [2, 3])]), to: sections([(0, [1, 3])]))
        #expect(changeset.stages[0].update == BatchUpdate(deletedSections: [1]))
        #expect(changeset.stages[1].update == BatchUpdate(insertedRows: [path(0, 1)]))
    }

    @Test func aRowJoiningAnInsertedSectionArrivesWithTheSection() {
        let changeset = StagedChangeset(from: sections([(0, [1, 2])]), to: sections([(0, [1]), (5, [2])]))
        #expect(changeset.stages.map(\.kind) == [.deletionsAndReloads, .sectionInsertionsAndMoves])
        #expect(changeset.stages[0].update == BatchUpdate(deletedRows: [path(0, 1)]))
        #expect(changeset.stages[1].update == BatchUpdate(insertedSections: [1]))
        #expect(changeset.stages[1].sections == sections([(0, [1]), (5, [2])]))
    }

    @Test func swappedSectionsMoveOneSectionAndKeepTheirRows() {
        let changeset = StagedChangeset(from: sections([(0, [1]), (1, [2])]), to: sections([(1, [2]), (0, [1])]))
        #expect(changeset.stages.map(\.kind) == [.sectionInsertionsAndMoves])
        #expect(changeset.stages[0].update.movedSections.count == 1)
        #expect(changeset.stages[0].update.changeCount == 1)
    }

    @Test func everythingDeletedIsOneStageOfSectionDeletions() {
        let changeset = StagedChangeset(from: sections([(0, [1]), (1, [2, 3])]), to: [])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [0, 1])])
        #expect(changeset.stages[0].sections.isEmpty)
    }

    @Test func everythingInsertedIsOneStageOfSectionInsertions() {
        let changeset = StagedChangeset(from: [], to: sections([(0, [1]), (1, [])]))
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedSections: [0, 1])])
    }

    @Test func aRepeatedIdentityIsReportedAndTheExtraCopyInserted() {
        let changeset = StagedChangeset(from: [DiffRow(1), DiffRow(2)], to: [DiffRow(1), DiffRow(2), DiffRow(1)])
        #expect(changeset.duplicates.items == [DiffRow(1)])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedRows: [path(0, 2)])])
    }

    @Test func identitiesRepeatedInTheOldListAreReportedAndTheExtraCopiesDeleted() {
        let changeset = StagedChangeset(from: [DiffRow(1), DiffRow(1), DiffRow(1)], to: [DiffRow(1)])
        #expect(changeset.duplicates.items.map(\.id) == [1])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedRows: [path(0, 1), path(0, 2)])])
    }

    @Test func repeatedSectionIdentifiersAreReportedAndTreatedAsDifferentSections() {
        let changeset = StagedChangeset(from: sections([(0, [1])]), to: sections([(0, [1]), (0, [2])]))
        #expect(changeset.duplicates.sectionIdentifiers == [0])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedSections: [1])])
    }

    @Test func theLastStageHoldsTheCallersNewSections() {
        let new = sections([(1, [3, 2]), (0, [])])
        let changeset = StagedChangeset(from: sections([(0, [1, 2]), (1, [3])]), to: new)
        #expect(changeset.stages.last?.sections == new)
        #expect(changeset.finalSections == new)
        #expect(changeset.rowCountsBefore == [2, 1])
    }
}
