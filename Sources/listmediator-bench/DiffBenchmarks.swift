import ListMediator
import OrderedCollections

/// `diff.*`: the staged diff against the baselines, measured in the same run.
///
/// - `floor`: the irreducible hashing work of any identity-based O(n) diff on the standard
///   library — a `Dictionary` (capacity reserved) from identity to index over the old and
///   over the new items, then every new item looked up in the old one.
/// - `stdlib`: `difference(from:).inferringMoves()` on the identities (Myers, O(n·d)),
///   left out at 1,000,000 items: it takes about 4 s at 100,000 and grows with n·d, so one
///   run there would take minutes, far past the 30 s limit.
/// - `orderedset`: swift-collections' `OrderedSet.difference(from:)` on the identities.
///
/// The baselines diff identities only, so they do no content comparison; the subject does.
enum DiffBenchmarks {
    static let suite = BenchmarkSuite(name: "diff") { accepts in
        var cases: [BenchmarkCase] = []
        for n in [1_000, 10_000, 100_000, 1_000_000] {
            for contentUpdates in [true, false] {
                let name = contentUpdates ? "diff.linear" : "diff.linear.no_updates"
                guard accepts(name) else { continue }
                let (old, new) = DiffWorkloads.linear(n: n, contentUpdates: contentUpdates)
                cases.append(linearCase(name: name, old: old, new: new, measuresMemory: n == 1_000_000))
            }
        }
        if accepts("diff.sectioned") {
            let (old, new) = DiffWorkloads.sectioned(n: 100_000, sectionCount: 100)
            cases.append(sectionedCase(old: old, new: new))
        }
        return cases
    }

    /// The largest size at which the standard library's O(n·d) diff is run.
    static let largestStdlibSize = 100_000

    static func linearCase(name: String, old: [BenchRow], new: [BenchRow], measuresMemory: Bool) -> BenchmarkCase {
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        let subject = { checksum(ListDifference(from: old, to: new)) }
        let floor = { hashFloor([old], [new]) }
        var baselines: [(name: String, run: () -> Int)] = [("floor", floor)]
        if old.count <= largestStdlibSize {
            baselines.append(("stdlib", { newIDs.difference(from: oldIDs).inferringMoves().count }))
        }
        let oldSet = OrderedSet(oldIDs)
        let newSet = OrderedSet(newIDs)
        baselines.append(("orderedset", { newSet.difference(from: oldSet).count }))
        var extraFields: [(name: String, value: Double)] = []
        if measuresMemory {
            extraFields = memoryFields(subject: subject, floor: floor)
        }
        return BenchmarkCase(name: name, n: old.count, subject: subject, baselines: baselines, extraFields: extraFields)
    }

    static func sectionedCase(old: [DiffableSection<Int, BenchRow>], new: [DiffableSection<Int, BenchRow>])
        -> BenchmarkCase
    {
        let oldItems = old.map(\.items)
        let newItems = new.map(\.items)
        let oldIDs = oldItems.joined().map(\.id)
        let newIDs = newItems.joined().map(\.id)
        let oldSet = OrderedSet(oldIDs)
        let newSet = OrderedSet(newIDs)
        return BenchmarkCase(
            name: "diff.sectioned", n: oldSet.count,
            subject: { checksum(ListDifference(from: old, to: new)) },
            baselines: [
                ("floor", { hashFloor(oldItems, newItems) }),
                ("stdlib", { newIDs.difference(from: oldIDs).inferringMoves().count }),
                ("orderedset", { newSet.difference(from: oldSet).count }),
            ])
    }

    /// The hash floor over items in sections.
    static func hashFloor(_ old: [[BenchRow]], _ new: [[BenchRow]]) -> Int {
        var oldIndex = [Int: Int](minimumCapacity: old.reduce(0) { $0 + $1.count })
        var newIndex = [Int: Int](minimumCapacity: new.reduce(0) { $0 + $1.count })
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
    static func checksum<SectionIdentifier>(_ changeset: ListDifference<SectionIdentifier, BenchRow>) -> Int {
        changeset.stages.reduce(0) { $0 &+ $1.update.changeCount &+ $1.sections.count }
    }

    /// Peak extra memory of one run of the subject and of the floor, in bytes.
    static func memoryFields(subject: () -> Int, floor: () -> Int) -> [(name: String, value: Double)] {
        PeakMemory.prepare()
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
