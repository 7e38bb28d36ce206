import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

/// The randomized proof of `ListDifferenceRandomizedTests`, for lists of thousands of small
/// sections: there the diff finds an item's section through a map built for that case
/// (from 4,096 sections on), not the search the small cases use, and moved items jump
/// far between sections. Every case passes UIKit's rules and ends with the new data.
@MainActor
struct ListDifferenceManySectionsTests {
    /// Enough sections that the diff maps items to sections instead of searching.
    nonisolated static let sectionCount = 5_000
    nonisolated static let seeds: [UInt64] = Array(0..<6)

    /// How the new sections come from the old ones.
    enum Change: CaseIterable, Sendable {
        /// Sections and rows deleted, inserted and moved, content changed, and 300 more rows
        /// moved to random sections.
        case edit
        /// Every row moved to a random section.
        case scatter
        /// An edit of sections in which about one identifier and one identity in fifty repeat.
        case editWithRepeats
    }

    @Test(arguments: Change.allCases, seeds)
    func thousandsOfSmallSectionsApplyCleanlyEndWithTheNewDataAndReportRepeats(change: Change, seed: UInt64) {
        var random = SplitMix64(seed: 0x5EC7_0000 | seed)
        let old: DiffSections
        let new: DiffSections
        switch change {
        case .edit:
            old = ManySections.unique(sectionCount: Self.sectionCount, using: &random)
            new = ManySections.moveRows(of: RandomSections.edit(old, using: &random), count: 300, using: &random)
        case .scatter:
            old = ManySections.unique(sectionCount: Self.sectionCount, using: &random)
            new = RandomSections.scatter(old, using: &random)
        case .editWithRepeats:
            old = ManySections.repeating(sectionCount: Self.sectionCount, using: &random)
            new = RandomSections.edit(old, using: &random)
        }
        #expect(ListDifferenceRandomizedTests.check(from: old, to: new) == nil, "\(change) seed \(seed)")
        #expect(ListDifference(from: old, to: old).isEmpty, "\(change) seed \(seed)")
    }
}

/// Lists of many small sections.
enum ManySections {
    /// `sectionCount` sections of 0 to 3 rows, identifiers and identities all distinct.
    static func unique(sectionCount: Int, using random: inout SplitMix64) -> DiffSections {
        var nextRow = 0
        return (0..<sectionCount).map { identifier in
            DiffableSection(
                identifier: identifier,
                items: (0..<Int(random.next() % 4)).map { _ in
                    nextRow += 1
                    return DiffRow(nextRow, Int(random.next() % 2))
                })
        }
    }

    /// Like ``unique(sectionCount:using:)``, but about one section identifier and one row
    /// identity in fifty repeats an earlier one.
    static func repeating(sectionCount: Int, using random: inout SplitMix64) -> DiffSections {
        var sections = unique(sectionCount: sectionCount, using: &random)
        for index in sections.indices where index > 0 && random.next() % 50 == 0 {
            sections[index].identifier = Int(random.next() % UInt64(index))
        }
        let identities = sections.flatMap(\.items).map(\.id)
        for index in sections.indices {
            for row in sections[index].items.indices where random.next() % 50 == 0 {
                sections[index].items[row].id = identities[Int(random.next() % UInt64(identities.count))]
            }
        }
        return sections
    }

    /// `sections` with `count` rows moved to random places in random sections.
    static func moveRows(of sections: DiffSections, count: Int, using random: inout SplitMix64) -> DiffSections {
        var sections = sections
        guard !sections.isEmpty else { return sections }
        for _ in 0..<count {
            let from = Int(random.next() % UInt64(sections.count))
            guard !sections[from].items.isEmpty else { continue }
            let row = sections[from].items.remove(at: Int(random.next() % UInt64(sections[from].items.count)))
            let to = Int(random.next() % UInt64(sections.count))
            sections[to].items.insert(row, at: Int(random.next() % UInt64(sections[to].items.count + 1)))
        }
        return sections
    }
}
