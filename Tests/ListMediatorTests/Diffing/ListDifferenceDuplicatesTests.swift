import Foundation
import ListMediator
import Testing

/// Repeated identities: copies in an unchanged run at either end of a section keep their place;
/// among the others, the k-th occurrence of an identity among the new items matches the k-th
/// among the old ones, in flat order across sections (the closure form, which leaves no run out,
/// matches every copy that way), so equal data never animates.
struct ListDifferenceDuplicatesTests {
    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func equalFlatDataWithDuplicatesGivesNoChanges() {
        let changeset = ListDifference(from: [0, 0, 0, 0], to: [0, 0, 0, 0])
        #expect(changeset.isEmpty)
        #expect(changeset.duplicates.items == [0])
    }

    @Test func equalSectionedDataWithDuplicatesGivesNoChanges() {
        // Identity 1 repeats within and across sections, 2 across them, and section 0 twice.
        let list = sections([(0, [1, 1, 2]), (3, [2, 1]), (0, [1, 4])])
        let changeset = ListDifference(from: list, to: list)
        #expect(changeset.isEmpty)
        #expect(changeset.duplicates.sectionIdentifiers == [0])
        #expect(changeset.duplicates.items.map(\.id) == [1, 2])
    }

    @Test func aRowMovedPastTwoCopiesIsTheOnlyMove() {
        let changeset = ListDifference(from: ["a", "a", "b"], to: ["b", "a", "a"])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 2), to: path(0, 0))])])
    }

    @Test func aRowAndACopyTradingPlacesIsOneMove() {
        let changeset = ListDifference(from: ["a", "b", "a"], to: ["a", "a", "b"])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 2), to: path(0, 1))])])
    }

    @Test func theCopyWhoseContentChangedIsTheOneReloaded() {
        let changeset = ListDifference(
            from: [DiffRow(1), DiffRow(1), DiffRow(1)], to: [DiffRow(1), DiffRow(1, 5), DiffRow(1)])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(reloadedRows: [path(0, 1)])])
        #expect(changeset.stages.map { $0.sections.flatMap(\.items) } == [[DiffRow(1), DiffRow(1, 5), DiffRow(1)]])
    }

    @Test func theSecondCopyMatchesTheSecondEvenAcrossADeletion() {
        let changeset = ListDifference(from: ["a", "b", "a"], to: ["a", "a"])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedRows: [path(0, 1)])])
    }

    @Test func extraCopiesOnTheNewSideAreInsertedAfterTheMatchedOnes() {
        let changeset = ListDifference(from: ["a", "b", "a"], to: ["a", "b", "a", "a"])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedRows: [path(0, 3)])])
    }

    @Test func copiesAreCountedInFlatOrderAcrossSections() {
        // The first copy of 1 moves from section 0 to section 1; the second stays in section 1.
        let changeset = ListDifference(
            from: sections([(0, [1, 2]), (1, [1])]), to: sections([(0, [2]), (1, [1, 1])]),
            identifiedBy: \.id, isContentEqual: ==)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 0), to: path(1, 0))])])
    }

    @Test func aCopyInAnUnchangedRunKeepsItsPlace() {
        // Section 1 starts as it did, so its copy of 1 stays first; the other copy joins after it.
        let changeset = ListDifference(
            from: sections([(0, [1, 2, 3, 4]), (1, [1, 5, 6, 7])]),
            to: sections([(0, [2, 3, 4]), (1, [1, 1, 5, 6, 7])]))
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedRows: [.init(from: path(0, 0), to: path(1, 1))])])
        #expect(changeset.duplicates.items.map(\.id) == [1])
    }

    @Test func copiesBeforeAndAfterAnEditKeepTheirPlaces() {
        let changeset = ListDifference(from: ["a", "a", "b", "a", "a"], to: ["a", "a", "c", "a", "a"])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedRows: [path(0, 2)], insertedRows: [path(0, 2)])])
        #expect(changeset.duplicates.items == ["a"])
    }

    @Test func repeatedSectionIdentifiersMatchFirstWithFirstAndSecondWithSecond() {
        let changeset = ListDifference(
            from: sections([(0, [1]), (5, []), (0, [2])]), to: sections([(0, [1]), (0, [2])]))
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [1])])
        #expect(changeset.duplicates.sectionIdentifiers == [0])
    }

    @Test(.timeLimit(.minutes(1)))
    func aHundredThousandCopiesOfOneValueTakeLinearTime() {
        let copies = [Int](repeating: 7, count: 100_000)
        #expect(ListDifference(from: copies, to: copies).isEmpty)

        // The last 50,000 copies are an unchanged run at the end: they stay, the first ones go.
        let changeset = ListDifference(from: copies, to: [8] + copies.prefix(50_000))
        #expect(changeset.stages.map(\.update.insertedRows) == [[path(0, 0)]])
        #expect(changeset.stages.map(\.update.deletedRows) == [(0..<50_000).map { path(0, $0) }])
        #expect(changeset.stages.map(\.update.movedRows.count) == [0])
        #expect(changeset.duplicates.items == [7])
    }
}
