import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting

/// An item of the diff benchmarks: a unique identity and a value that content updates
/// change, like a model row with an id and mutable fields.
struct IdentifiedBenchRow<ID: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    var id: ID
    var value: Int
}

/// The rows most benchmarks use: integer identities.
typealias BenchRow = IdentifiedBenchRow<Int>

/// The common mix: of *n* old items 10% are deleted, 10% new ones inserted, 2%
/// moved and, optionally, 10% of the rest updated in content.
enum DiffWorkloads {
    /// Old and new flat lists of `n` items.
    static func linear(n: Int, contentUpdates: Bool) -> (old: [BenchRow], new: [BenchRow]) {
        let old = (0..<n).map { BenchRow(id: $0, value: 0) }
        let sections = mix(
            [old], sectionCount: 1, crossSectionMoves: false, contentUpdates: contentUpdates, seed: UInt64(n))
        return (old, sections[0])
    }

    /// The same lists as ``linear(n:contentUpdates:)``, the integer identity `i` replaced by
    /// `identities[i]`, so every identity type diffs exactly the same changes.
    ///
    /// The new list gets its own copy of every identity, as data decoded afresh from a
    /// server would: an identity that lives on the heap is then compared by its contents,
    /// not found equal because both lists share one buffer.
    static func linear<ID>(n: Int, contentUpdates: Bool, identities: [ID], copy: (ID) -> ID) -> (
        old: [IdentifiedBenchRow<ID>], new: [IdentifiedBenchRow<ID>]
    ) {
        let (old, new) = linear(n: n, contentUpdates: contentUpdates)
        return (
            old.map { IdentifiedBenchRow(id: identities[$0.id], value: $0.value) },
            new.map { IdentifiedBenchRow(id: copy(identities[$0.id]), value: $0.value) }
        )
    }

    /// How many identities ``linear(n:contentUpdates:identities:copy:)`` needs: the old
    /// items' and the inserted ones'.
    static func identityCount(n: Int) -> Int { n + n / 10 }

    /// Old and new lists of `sectionCount` sections sharing `n` items, with moves across sections.
    static func sectioned(n: Int, sectionCount: Int) -> (
        old: [DiffableSection<Int, BenchRow>], new: [DiffableSection<Int, BenchRow>]
    ) {
        let perSection = n / sectionCount
        let old = (0..<sectionCount).map { section in
            (section * perSection..<(section + 1) * perSection).map { BenchRow(id: $0, value: 0) }
        }
        let new = mix(old, sectionCount: sectionCount, crossSectionMoves: true, contentUpdates: true, seed: 7)
        return (
            old.enumerated().map { DiffableSection(identifier: $0.offset, items: $0.element) },
            new.enumerated().map { DiffableSection(identifier: $0.offset, items: $0.element) }
        )
    }

    /// Applies the mix: every surviving item keeps a sort key from its old position; moved and
    /// inserted items get random keys (and, across sections, a random section); sorting by
    /// key gives the new order without quadratic array inserts.
    private static func mix(
        _ old: [[BenchRow]], sectionCount: Int, crossSectionMoves: Bool, contentUpdates: Bool, seed: UInt64
    ) -> [[BenchRow]] {
        var random = SplitMix64(seed: seed)  // the same generator as the tests, so every run diffs the same lists
        let total = old.reduce(0) { $0 + $1.count }
        var keyed = [[(key: UInt64, row: BenchRow)]](repeating: [], count: sectionCount)
        for (section, rows) in old.enumerated() {
            for (position, row) in rows.enumerated() {
                let dice = random.next() % 100
                if dice < 10 { continue }  // deleted
                var row = row
                if contentUpdates, random.next() % 10 == 0 { row.value += 1 }
                if dice < 12 {
                    let target = crossSectionMoves ? Int(random.next() % UInt64(sectionCount)) : section
                    keyed[target].append((random.next() % UInt64(2 * rows.count + 1), row))
                } else {
                    keyed[section].append((UInt64(2 * position + 1), row))
                }
            }
        }
        for index in 0..<total / 10 {
            let section = Int(random.next() % UInt64(sectionCount))
            let count = UInt64(old[section].count)
            keyed[section].append((random.next() % (2 * count + 1), BenchRow(id: total + index, value: 0)))
        }
        return keyed.map { $0.sorted { $0.key < $1.key }.map(\.row) }
    }
}
