import Foundation
import ListMediator
import Testing

struct ListDifferenceInitializersTests {
    struct Note: Identifiable, Equatable {
        var id: String
        var text: String
    }

    @Test func identifiableEquatableItemsAreMatchedByIDAndReloadedWhenUnequal() {
        let changeset = ListDifference(from: [Note(id: "a", text: "x")], to: [Note(id: "a", text: "y")])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(reloadedRows: [IndexPath(row: 0, section: 0)])])
    }

    @Test func hashableItemsAreTheirOwnIdentityAndNeverReload() {
        let changeset = ListDifference(from: ["a", "b"], to: ["b", "c"])
        #expect(changeset.stages.allSatisfy { $0.update.reloadedRows.isEmpty })
        #expect(changeset.changeCount == 2)
    }

    @Test func identifiableHashableItemsAreMatchedByID() {
        let changeset = ListDifference(from: [DiffRow(1, 0)], to: [DiffRow(1, 1)])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(reloadedRows: [IndexPath(row: 0, section: 0)])])
    }

    @Test func customIdentityAndContentClosuresAreUsed() {
        let changeset = ListDifference(
            from: ["apple", "avocado"], to: ["Apple", "banana"], identifiedBy: { $0.lowercased() },
            isContentEqual: ==)
        #expect(changeset.stages.map(\.kind) == [.deletionsAndReloads, .rowInsertionsAndMoves])
        #expect(changeset.stages[0].update.reloadedRows == [IndexPath(row: 0, section: 0)])
        #expect(changeset.stages[0].update.deletedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func sectionedItemsUseTheSameRules() {
        let changeset = ListDifference(
            from: [DiffableSection(identifier: "fruit", items: ["apple"])],
            to: [DiffableSection(identifier: "fruit", items: ["apple", "pear"])])
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedRows: [IndexPath(row: 1, section: 0)])])
    }
}
