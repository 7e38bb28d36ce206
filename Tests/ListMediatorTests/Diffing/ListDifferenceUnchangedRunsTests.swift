import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

/// The rows at both ends of each section that show the same before and after are left out of
/// the diff. With unique identities the changeset is exactly the full diff's (the closure form,
/// which leaves nothing out); with repeated ones it still applies cleanly and the report of
/// repeats is the full diff's.
@MainActor
struct ListDifferenceUnchangedRunsTests {
    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    /// The full diff, which the closure form always runs.
    static func fullDiff(_ old: DiffSections, _ new: DiffSections) -> ListDifference<Int, DiffRow> {
        ListDifference(from: old, to: new, identifiedBy: \.id, isContentEqual: ==)
    }

    @Test(arguments: [UInt64(16), 17])
    func localEditsOfUniqueDataDiffExactlyAsTheFullDiffAndApplyCleanly(batch: UInt64) {
        checkSeededCases((0..<4_000).lazy.map { batch << 32 | $0 }, Self.checkLocalEdit(seed:))
    }

    /// A local edit of random data (repeats now and then); returns what went wrong, or `nil`.
    static func checkLocalEdit(seed: UInt64) -> String? {
        var random = SplitMix64(seed: seed)
        let (old, new) = localEdit(using: &random)
        if let failure = ListDifferenceRandomizedTests.check(from: old, to: new) { return failure }
        let isUnique = [old, new].allSatisfy { sections in
            let ids = sections.flatMap(\.items).map(\.id)
            return Set(ids).count == ids.count && Set(sections.map(\.identifier)).count == sections.count
        }
        let changeset = ListDifference(from: old, to: new)
        let full = fullDiff(old, new)
        if isUnique, changeset != full {
            return "\(changeset.stages.map { describe($0.update) }) instead of "
                + "\(full.stages.map { describe($0.update) }); old \(describe(old)) new \(describe(new))"
        }
        return nil
    }

    /// Longer sections than the main randomised suite's, changed in one to three places: long
    /// unchanged runs, sections equal but moved, content changed next to a run, and now and
    /// then a copy of an identity shown elsewhere.
    static func localEdit(using random: inout SplitMix64) -> (old: DiffSections, new: DiffSections) {
        var nextID = 0
        let old = (0..<Int(1 + random.next() % 4)).map { section in
            DiffableSection(
                identifier: section,
                items: (0..<Int(random.next() % 24)).map { _ in
                    nextID += 1
                    return DiffRow(nextID, 0)
                })
        }
        var new = old
        for _ in 0..<Int(1 + random.next() % 3) {
            let section = Int(random.next() % UInt64(new.count))
            let count = new[section].items.count
            let row = Int(random.next() % UInt64(count + 1))
            switch random.next() % 6 {
            case 0 where row < count: new[section].items.remove(at: row)
            case 1 where row < count: new[section].items[row].content += 1
            case 2: new[section].items.insert(DiffRow(1_000 + Int(random.next() % 100), 0), at: row)
            case 3 where row < count:
                let moved = new[section].items.remove(at: row)
                let target = Int(random.next() % UInt64(new.count))
                new[target].items.insert(moved, at: Int(random.next() % UInt64(new[target].items.count + 1)))
            case 4 where new.count > 1:
                new.swapAt(section, Int(random.next() % UInt64(new.count)))
            case 5 where nextID > 0:
                // A copy of an identity shown elsewhere.
                new[section].items.insert(DiffRow(1 + Int(random.next() % UInt64(nextID)), 0), at: row)
            default: break
            }
        }
        return (old, new)
    }

    @Test func aSectionEqualButMovedIsOneSectionMove() {
        let old = sections([(0, [1, 2, 3]), (1, [4, 5]), (2, [6])])
        let new = sections([(1, [4, 5]), (0, [1, 2, 3]), (2, [6])])
        let changeset = ListDifference(from: old, to: new)

        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedSections: [.init(from: 0, to: 1)])])
        #expect(changeset == Self.fullDiff(old, new))
    }

    @Test func aRowOfTheSameIdentityWithOtherContentEndsTheRunAndIsReloaded() {
        let old = [DiffRow(1), DiffRow(2), DiffRow(3), DiffRow(4)]
        let new = [DiffRow(1), DiffRow(2, 5), DiffRow(3), DiffRow(4)]
        let changeset = ListDifference(from: old, to: new)

        #expect(changeset.stages.map(\.update) == [BatchUpdate(reloadedRows: [path(0, 1)])])
        #expect(changeset.stages.last?.sections.flatMap(\.items) == new)
    }

    @Test func copiesInsideAnEqualPrefixAreReportedAndTheEditStillApplies() {
        let old = sections([(0, [1, 1, 2, 3]), (1, [1, 4])])
        let new = sections([(0, [1, 1, 3, 2]), (1, [4, 1])])
        let changeset = ListDifference(from: old, to: new)

        #expect(ListDifferenceRandomizedTests.check(from: old, to: new) == nil)
        #expect(changeset.duplicates.items.map(\.id) == [1])
        #expect(changeset.duplicates == Self.fullDiff(old, new).duplicates)
    }

    @Test func aCopyAfterTheRunMatchesTheOldCopyOutsideItNotTheOneInside() {
        // The first 1 is in the run at the start; the moved row's neighbour must not be matched
        // with it, but with the 1 that was further down.
        let changeset = ListDifference(from: [1, 2, 1, 3], to: [1, 1, 3, 4])

        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedRows: [path(0, 1)], insertedRows: [path(0, 3)])])
    }

    @Test func applyingALocalEditThroughADataSourceTouchesOnlyTheEditedRows() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 10_000))
        let dataSource = FlatDataSource(items: (0..<100).map { DiffRow($0) }, cellProvider: .text { "\($0)" })
        tableView.currentDataSource = dataSource
        tableView.layoutIfNeeded()
        var edited = dataSource.items
        edited[50].content = 1
        edited.remove(at: 60)

        let outcome = dataSource.apply(edited)

        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.performedBatchUpdates.map(\.deletedRows) == [[path(0, 60)]])
        #expect(tableView.performedBatchUpdates.map(\.reconfiguredRows) == [[path(0, 50)]])
        #expect(tableView.visibleCells.compactMap(\.text) == edited.map { "\($0)" })
    }
}
