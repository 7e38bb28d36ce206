import Foundation
import ListMediator

/// `diff.*`: the staged diff against the baselines, measured in the same run.
///
/// - `floor`: the irreducible hashing work of any identity-based O(n) diff on the standard
///   library — a `Dictionary` (capacity reserved) from identity to index over the old and
///   over the new items, then every new item looked up in the old one. Always built from
///   the workload's own identity type.
/// - `stdlib`: `difference(from:).inferringMoves()` on the identities (Myers, O(n·d)),
///   left out at 1,000,000 items: it takes about 4 s at 100,000 and grows with n·d, so one
///   run there would take minutes, far past the 30 s limit.
/// - `orderedset`: swift-collections' `OrderedSet.difference(from:)` on the identities (see
///   ``OrderedSetBaseline``).
/// - `flat`: for many sections, the diff of the same items laid out as one flat list, so
///   the row says what the sections themselves cost.
///
/// The `Int` rows compare with all the other diffs; the `String`, `UUID` and many-section
/// rows, which ask how the engine holds up with other identities and layouts, with the
/// floor (and the flat diff) only, so the suite stays within minutes.
///
/// The baselines diff identities only, so they do no content comparison; the subject does.
enum DiffBenchmarks {
    static let suite = BenchmarkSuite(
        name: "diff",
        makePendingCases: {
            var cases: [PendingBenchmark] = []
            for n in [1_000, 10_000, 100_000, 1_000_000] {
                for contentUpdates in [true, false] {
                    cases.append(
                        PendingBenchmark(name: contentUpdates ? "diff.linear" : "diff.linear.no_updates") {
                            let (old, new) = DiffWorkloads.linear(n: n, contentUpdates: contentUpdates)
                            return linearCase(
                                old: old, new: new, comparesWithOtherDiffs: true, measuresMemory: n == 1_000_000)
                        })
                }
            }
            cases.append(
                PendingBenchmark(name: "diff.sectioned") {
                    let (old, new) = DiffWorkloads.sectioned(n: 100_000, sectionCount: 100)
                    return sectionedCase(old: old, new: new)
                })
            cases += identityCases(
                kind: "string", identities: DiffIdentities.strings(count:), copy: DiffIdentities.copy)
            cases += identityCases(kind: "uuid", identities: DiffIdentities.uuids(count:)) { $0 }
            let manySections = [
                ("diff.sectioned.one_row", 1_000_000, 1_000_000), ("diff.sectioned.ten_rows", 100_000, 10_000),
            ]
            for (name, n, sectionCount) in manySections {
                cases.append(
                    PendingBenchmark(name: name) {
                        let (old, new) = DiffWorkloads.sectioned(n: n, sectionCount: sectionCount)
                        return manySectionsCase(old: old, new: new)
                    })
            }
            return cases
        })

    /// The sizes of the `String` and `UUID` rows.
    static let identitySizes = [10_000, 100_000, 1_000_000]

    /// `diff.linear.<kind>` and `diff.linear.<kind>.no_updates` at every identity size: the
    /// `Int` workload with each identity replaced by one from `identities`.
    ///
    /// Each case makes the identities it needs when it runs: `identities` gives the same
    /// first ones whatever the count, and a million strings kept for the whole suite would
    /// sit in memory while the other rows are timed.
    static func identityCases<ID: Hashable & Sendable>(
        kind: String, identities makeIdentities: @escaping (Int) -> [ID],
        copy: @escaping (ID) -> ID
    ) -> [PendingBenchmark] {
        let names = ["diff.linear.\(kind)", "diff.linear.\(kind).no_updates"]
        var cases: [PendingBenchmark] = []
        for n in identitySizes {
            for (name, contentUpdates) in zip(names, [true, false]) {
                cases.append(
                    PendingBenchmark(name: name) {
                        let identities = makeIdentities(DiffWorkloads.identityCount(n: n))
                        let (old, new) = DiffWorkloads.linear(
                            n: n, contentUpdates: contentUpdates, identities: identities, copy: copy)
                        return linearCase(
                            old: old, new: new, comparesWithOtherDiffs: false, measuresMemory: n == 1_000_000)
                    })
            }
        }
        return cases
    }

    /// The largest size at which the standard library's O(n·d) diff is run.
    static let largestStdlibSize = 100_000

    /// A flat diff against the floor and, when `comparesWithOtherDiffs`, the stdlib and
    /// OrderedSet diffs.
    static func linearCase<ID: Hashable & Sendable>(
        old: [IdentifiedBenchRow<ID>], new: [IdentifiedBenchRow<ID>], comparesWithOtherDiffs: Bool,
        measuresMemory: Bool
    ) -> BenchmarkCase {
        let subject = { checksum(ListDifference(from: old, to: new)) }
        let floor = { hashFloor([old], [new]) }
        var baselines: [(name: String, run: () -> Int)] = [("floor", floor)]
        if comparesWithOtherDiffs {
            let oldIDs = old.map(\.id)
            let newIDs = new.map(\.id)
            if old.count <= largestStdlibSize {
                baselines.append(("stdlib", { newIDs.difference(from: oldIDs).inferringMoves().count }))
            }
            baselines.append(OrderedSetBaseline.make(old: oldIDs, new: newIDs))
        }
        var extraFields: [(name: String, value: Double)] = []
        if measuresMemory {
            extraFields = memoryFields(subject: subject, floor: floor)
        }
        return BenchmarkCase(n: old.count, subject: subject, baselines: baselines, extraFields: extraFields)
    }

    static func sectionedCase(old: [DiffableSection<Int, BenchRow>], new: [DiffableSection<Int, BenchRow>])
        -> BenchmarkCase
    {
        let oldItems = old.map(\.items)
        let newItems = new.map(\.items)
        let oldIDs = oldItems.joined().map(\.id)
        let newIDs = newItems.joined().map(\.id)
        let baselines: [(name: String, run: () -> Int)] = [
            ("floor", { hashFloor(oldItems, newItems) }),
            ("stdlib", { newIDs.difference(from: oldIDs).inferringMoves().count }),
        ]
        return BenchmarkCase(
            n: oldIDs.count,
            subject: { checksum(ListDifference(from: old, to: new)) },
            baselines: baselines + [OrderedSetBaseline.make(old: oldIDs, new: newIDs)])
    }

    /// Many small sections against the floor and the flat diff of the same items.
    static func manySectionsCase(
        old: [DiffableSection<Int, BenchRow>], new: [DiffableSection<Int, BenchRow>]
    ) -> BenchmarkCase {
        let oldItems = old.map(\.items)
        let newItems = new.map(\.items)
        let oldFlat = Array(oldItems.joined())
        let newFlat = Array(newItems.joined())
        return BenchmarkCase(
            n: oldFlat.count,
            subject: { checksum(ListDifference(from: old, to: new)) },
            baselines: [
                ("floor", { hashFloor(oldItems, newItems) }),
                ("flat", { checksum(ListDifference(from: oldFlat, to: newFlat)) }),
            ])
    }

    /// The hash floor over items in sections, keyed by the items' own identity type.
    static func hashFloor<ID: Hashable>(_ old: [[IdentifiedBenchRow<ID>]], _ new: [[IdentifiedBenchRow<ID>]]) -> Int {
        var oldIndex = [ID: Int](minimumCapacity: old.reduce(0) { $0 + $1.count })
        var newIndex = [ID: Int](minimumCapacity: new.reduce(0) { $0 + $1.count })
        var index = 0
        for section in old {
            for row in section {
                oldIndex[row.id] = index
                index += 1
            }
        }
        index = 0
        for section in new {
            for row in section {
                newIndex[row.id] = index
                index += 1
            }
        }
        var found = 0
        for section in new {
            for row in section {
                if let oldPosition = oldIndex[row.id] { found &+= oldPosition }
            }
        }
        return found &+ oldIndex.count &+ newIndex.count
    }

    /// Something derived from the whole result, so the optimiser keeps all of it.
    static func checksum<SectionIdentifier, Item>(_ changeset: ListDifference<SectionIdentifier, Item>) -> Int {
        changeset.stages.reduce(0) { $0 &+ $1.update.changeCount &+ $1.sections.count }
    }

    /// Peak extra memory of one run of the subject and of the floor, in bytes.
    static func memoryFields(subject: () -> Int, floor: () -> Int) -> [(name: String, value: Double)] {
        guard let subjectBytes = PeakMemory.measure(subject), let floorBytes = PeakMemory.measure(floor) else {
            return []
        }
        return [
            ("peak_extra_bytes", Double(subjectBytes)),
            ("floor_peak_extra_bytes", Double(floorBytes)),
            ("memory_ratio_to_floor", floorBytes > 0 ? Double(subjectBytes) / Double(floorBytes) : 0),
        ]
    }
}
