import ListMediator
import Testing

struct DiffableSectionTests {
    @Test func sectionsOfHashableItemsAreDiffedAsSectionsNotAsAFlatListOfSections() {
        // DiffableSection is deliberately not Hashable, so this resolves to the sectioned diff.
        let old = [DiffableSection(identifier: "a", items: [1, 2])]
        let new = [DiffableSection(identifier: "a", items: [2, 3])]
        let changeset = ListDifference(from: old, to: new)
        #expect(changeset.finalSections == new)
        #expect(changeset.changeCount == 2)
    }

    @Test func sectionsAreEqualWhenIdentifierAndItemsAre() {
        #expect(DiffableSection(identifier: 1, items: ["x"]) == DiffableSection(identifier: 1, items: ["x"]))
        #expect(DiffableSection(identifier: 1, items: ["x"]) != DiffableSection(identifier: 2, items: ["x"]))
        #expect(DiffableSection(identifier: 1, items: ["x"]) != DiffableSection(identifier: 1, items: ["y"]))
    }
}
