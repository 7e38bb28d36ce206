import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

/// Data that shows what was shown is recognised by a comparison before any identity is hashed;
/// what the difference says must not change: no stages, and the same report of repeated
/// identities, made when it is read.
struct ListDifferenceUnchangedTests {
    struct Row: Identifiable, Hashable {
        let id: Int
        var value = 0
    }

    /// The full diff, which rules made of closures always run.
    func fullDiff(_ old: [DiffableSection<Int, Row>], _ new: [DiffableSection<Int, Row>]) -> ListDifference<Int, Row> {
        ListDifference(from: old, to: new, identifiedBy: \.id, isContentEqual: ==)
    }

    @Test func randomListsWithRepeatsDiffAndReportAsTheFullDiffDoes() {
        var random = SplitMix64(seed: 0x0C0FFEE)
        for _ in 0..<2_000 {
            let sectionCount = Int(random.next() % 4)
            let old = (0..<sectionCount).map { _ in
                DiffableSection(
                    identifier: Int(random.next() % 3),
                    items: (0..<Int(random.next() % 6)).map { _ in Row(id: Int(random.next() % 5)) })
            }
            // Half the time the same data in new storage; otherwise one row's content changed.
            var new = old.map { DiffableSection(identifier: $0.identifier, items: $0.items.map { $0 }) }
            let edits = random.next() % 2 == 0
            if edits, let section = new.indices.first(where: { !new[$0].items.isEmpty }) {
                new[section].items[0].value += 1
            }
            let fast = ListDifference(from: old, to: new)
            let full = fullDiff(old, new)
            #expect(fast.stages == full.stages, "\(old) → \(new)")
            #expect(fast.duplicates == full.duplicates, "\(old) → \(new)")
            #expect(fast.isEmpty == !edits || new.allSatisfy { $0.items.isEmpty })
        }
    }

    @Test func anUnchangedListReportsItsRepeatsWhenAskedAndEqualsTheFullDiff() {
        let list = [Row(id: 1), Row(id: 2), Row(id: 1)]
        let changeset = ListDifference(from: list, to: list.map { $0 })

        #expect(changeset.isEmpty)
        #expect(changeset.duplicates.items == [Row(id: 1)])
        #expect(
            changeset
                == fullDiff(
                    [DiffableSection(identifier: 0, items: list)], [DiffableSection(identifier: 0, items: list)]))
    }

    @Test func aReportSetByHandReplacesTheDeferredOne() {
        var changeset = ListDifference(from: [1, 1], to: [1, 1])
        changeset.duplicates = .init()
        #expect(changeset.duplicates.isEmpty)
    }

    @Test func anUnchangedListSentToAnotherTaskReportsThere() async {
        let list = [1, 2, 2, 3]
        let changeset = ListDifference(from: list, to: list)
        let report = await Task.detached { changeset.duplicates.items }.value
        #expect(report == [2])
    }
}
