import Foundation
import ListMediator
import Testing

struct ListDifferenceTests {
    @Test func changeCountAddsUpEveryStage() {
        let changeset = ListDifference(from: [DiffRow(1), DiffRow(2, 0)], to: [DiffRow(2, 1), DiffRow(3)])
        // Delete 1 and reload 2, then insert 3.
        #expect(changeset.changeCount == 3)
        #expect(!changeset.isEmpty)
    }

    @Test func stagesAlwaysComeInTheDocumentedOrder() {
        let changeset = ListDifference(
            from: sections([(0, [1, 2]), (1, [3]), (2, [4])]),
            to: sections([(2, [4, 1]), (3, [9]), (0, [2, 5])]))
        #expect(
            changeset.stages.map(\.kind) == [.deletionsAndReloads, .sectionInsertionsAndMoves, .rowInsertionsAndMoves])
    }

    @Test func canBeComputedOffTheMainActor() async {
        let old = (0..<100).map { DiffRow($0) }
        let new = Array(old.reversed())
        let changeset = await Task.detached { ListDifference(from: old, to: new) }.value
        #expect(changeset.finalSections[0].items == new)
        #expect(changeset.stages.map(\.update.movedRows.count) == [99])
    }
}
