import Foundation
import ListMediator

/// The updates apps make most, against the hash floor (two `[ID: Int]` dictionaries of the same
/// items, the lookups of one in the other), in the same run:
///
/// - `diff.nochange` and `diff.nochange.uuid`: 10,000 items diffed against an equal copy in its
///   own storage (identities copied too), `Int` and `UUID` identities;
/// - `diff.sections.localedit`: 100 sections of 1,000 `UUID` items, 3 sections edited (2 rows
///   deleted, 2 inserted and 2 changed in each);
/// - `diff.flat.localedit`: 100,000 `UUID` items, 10 adjacent rows in the middle edited (3
///   deleted, 3 inserted, 4 changed).
///
/// These time the diff itself (`ListDifference(from:to:)`), which hashes every identity; a data
/// source's `apply` of unchanged items compares first and is timed by `apply.nochange`.
enum DiffLocalEditBenchmarks {
    static let suite = BenchmarkSuite(
        name: "diff-local",
        makePendingCases: {
            [
                PendingBenchmark(name: "diff.nochange") {
                    let old = (0..<10_000).map { BenchRow(id: $0, value: 0) }
                    return floorCase(old: [old], new: [old.map { $0 }])
                },
                PendingBenchmark(name: "diff.nochange.uuid") {
                    let old = DiffIdentities.uuids(count: 10_000).map { IdentifiedBenchRow(id: $0, value: 0) }
                    return floorCase(old: [old], new: [old.map { $0 }])
                },
                PendingBenchmark(name: "diff.sections.localedit") {
                    let (old, new) = sectionsWithLocalEdits()
                    return floorCase(old: old, new: new)
                },
                PendingBenchmark(name: "diff.flat.localedit") {
                    let (old, new) = flatWithLocalEdit()
                    return floorCase(old: [old], new: [new])
                },
            ]
        })

    typealias UUIDRow = IdentifiedBenchRow<UUID>

    /// 100 sections of 1,000 items; sections 10, 50 and 90 edited.
    static func sectionsWithLocalEdits() -> (old: [[UUIDRow]], new: [[UUIDRow]]) {
        let ids = DiffIdentities.uuids(count: 100_000 + 6)
        let old = (0..<100).map { section in
            (0..<1_000).map { UUIDRow(id: ids[section * 1_000 + $0], value: 0) }
        }
        var new = old.map { $0.map { $0 } }
        for (edit, section) in [10, 50, 90].enumerated() {
            new[section].removeSubrange(100..<102)
            new[section].insert(
                contentsOf: (0..<2).map { UUIDRow(id: ids[100_000 + edit * 2 + $0], value: 0) }, at: 500)
            new[section][700].value = 1
            new[section][701].value = 1
        }
        return (old, new)
    }

    /// 100,000 items; 10 adjacent rows at 50,000 edited.
    static func flatWithLocalEdit() -> (old: [UUIDRow], new: [UUIDRow]) {
        let ids = DiffIdentities.uuids(count: 100_003)
        let old = (0..<100_000).map { UUIDRow(id: ids[$0], value: 0) }
        var new = old.map { $0 }
        new.removeSubrange(50_000..<50_003)
        new.insert(contentsOf: (100_000..<100_003).map { UUIDRow(id: ids[$0], value: 0) }, at: 50_000)
        for row in 50_003..<50_007 { new[row].value = 1 }
        return (old, new)
    }

    /// The diff of `old` to `new` (sections numbered in order) against the hash floor.
    static func floorCase<ID: Hashable & Sendable>(
        old: [[IdentifiedBenchRow<ID>]], new: [[IdentifiedBenchRow<ID>]]
    ) -> BenchmarkCase {
        let oldSections = old.enumerated().map { DiffableSection(identifier: $0, items: $1) }
        let newSections = new.enumerated().map { DiffableSection(identifier: $0, items: $1) }
        return BenchmarkCase(
            n: old.reduce(0) { $0 + $1.count },
            subject: { DiffBenchmarks.checksum(ListDifference(from: oldSections, to: newSections)) },
            baselines: [("floor", { DiffBenchmarks.hashFloor(old, new) })], ratioBaseline: "floor")
    }
}
