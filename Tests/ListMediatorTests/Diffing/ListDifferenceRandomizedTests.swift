import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

/// The diff's proof: for random old and new sections — duplicates, empty sections,
/// everything deleted or inserted, heavy cross-section moves — every stage passes
/// HeadlessTableView's UIKit rules, replays (with UIKit's semantics) into exactly the
/// stage's data, and the list ends up showing the new data row for row.
///
/// 100,000 cases in all, each small so the suite stays fast in debug builds; every case
/// has its own seed, printed on failure: replay it with `checkCase(seed:)`. Another 20,000
/// cases of data full of duplicates also check that data diffed against itself changes
/// nothing; replay those with `checkDuplicateCase(seed:)`.
@MainActor
struct ListDifferenceRandomizedTests {
    nonisolated static let casesPerBatch = 12_500
    nonisolated static let batches: [UInt64] = Array(0..<8)

    @Test(arguments: batches)
    func randomChangesetsApplyCleanlyAndEndWithTheNewData(batch: UInt64) {
        Self.run(batch: batch, cases: Self.casesPerBatch, Self.checkCase(seed:))
    }

    /// Batches of their own, so their seeds never repeat the main suite's.
    nonisolated static let duplicateBatches: [UInt64] = Array(8..<12)
    nonisolated static let casesPerDuplicateBatch = 5_000

    /// With most identities and section identifiers repeated, data diffed against itself
    /// changes nothing, and a diff to other data still applies cleanly and ends with it.
    @Test(arguments: duplicateBatches)
    func dataFullOfDuplicatesDiffsToNothingAgainstItselfAndAppliesCleanlyToAnythingElse(batch: UInt64) {
        Self.run(batch: batch, cases: Self.casesPerDuplicateBatch, Self.checkDuplicateCase(seed:))
    }

    /// Runs `cases` cases of a batch, each with its own seed, stopping at the third failure.
    static func run(batch: UInt64, cases: Int, _ check: (UInt64) -> String?) {
        checkSeededCases((0..<UInt64(cases)).lazy.map { batch << 32 | $0 }, check)
    }

    /// Runs one random case; returns what went wrong, or `nil`.
    static func checkCase(seed: UInt64) -> String? {
        var random = SplitMix64(seed: seed)
        let (old, new) = RandomSections.pair(using: &random)
        return check(from: old, to: new)
    }

    /// Runs one random case of duplicate-heavy data; returns what went wrong, or `nil`.
    static func checkDuplicateCase(seed: UInt64) -> String? {
        var random = SplitMix64(seed: seed)
        let (old, new) = RandomSections.duplicateHeavyPair(using: &random)
        let unchanged = ListDifference(from: old, to: old)
        if !unchanged.isEmpty {
            return "\(describe(old)) against itself gives \(unchanged.stages.map { describe($0.update) })"
        }
        return check(from: old, to: new)
    }

    /// Applies the diff from `old` to `new` to a HeadlessTableView showing `old`; returns
    /// what went wrong, or `nil`.
    static func check(from old: DiffSections, to new: DiffSections) -> String? {
        let changeset = ListDifference(from: old, to: new)

        // Tall enough to show every row: the cells on screen before the update are kept
        // through it as UIKit keeps them, so the final check sees a missing reload or a
        // wrong move as a cell showing the wrong row.
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 1_000_000))
        let dataSource = DiffSectionsDataSource(old)
        tableView.currentDataSource = dataSource
        tableView.layoutIfNeeded()
        // The cell of every row the diff changes in content, by the item's identity: updated in
        // place, it must still be that row's cell at the end.
        let changedRows =
            changeset.stages.first.map { $0.kind == .deletionsAndReloads ? $0.update.reloadedRows : [] } ?? []
        // Every row is on screen, so the visible cells are the rows' cells in order.
        let cellsBefore = tableView.visibleCells
        let oldStarts = old.reduce(into: [0]) { $0.append($0.last! + $1.items.count) }
        let cellsOfChangedItems = Dictionary(
            (cellsBefore.count == oldStarts.last ? changedRows : []).map {
                (old[$0.section].items[$0.row].id, cellsBefore[oldStarts[$0.section] + $0.row])
            },
            uniquingKeysWith: { first, _ in first })
        var before = old
        var replayFailure: String?
        let outcome = tableView.performBatchUpdates(stagedBy: changeset, reloadPolicy: .alwaysAnimate) { data in
            dataSource.sections = data
        }
        for stage in changeset.stages where replayFailure == nil {
            do {
                try BatchUpdateSimulator.check(stage.update, before: before, after: stage.sections)
            } catch {
                replayFailure =
                    "\(stage.kind) \(describe(stage.update)) does not turn \(describe(before)) into "
                    + "\(describe(stage.sections)): \(error)"
            }
            before = stage.sections
        }
        let context = "old \(describe(old)) new \(describe(new))"
        if case .reloaded(let reason) = outcome { return "reloaded (\(reason)); \(context)" }
        if let replayFailure { return "\(replayFailure); \(context)" }
        if changeset.stages.isEmpty != (outcome == .unchanged) { return "outcome \(outcome); \(context)" }
        if tableView.reloadCount != 1 { return "the view reloaded \(tableView.reloadCount) times; \(context)" }
        if tableView.performedBatchUpdates != changeset.stages.map({ $0.update.reconfiguringReloadedRows() }) {
            return "the view performed other updates than the stages, changed rows updated in place; \(context)"
        }
        guard dataSource.sections == new else { return "data \(describe(dataSource.sections)); \(context)" }
        let shownCounts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        guard shownCounts == new.map(\.items.count) else { return "view counts \(shownCounts); \(context)" }
        let shownRows = tableView.visibleCells.map { $0.text ?? "nothing" }
        let expectedRows = new.flatMap(\.items).map { "\($0)" }
        if shownRows != expectedRows {
            return "the list shows \(shownRows) instead of \(expectedRows); \(context)"
        }
        // Repeated identities are matched in an order of the diff's choosing: only unique ones are checked.
        var occurrences: [Int: Int] = [:]
        for item in (old + new).flatMap(\.items) { occurrences[item.id, default: 0] += 1 }
        let cellsAfter = tableView.visibleCells
        for (item, cell) in zip(new.flatMap(\.items), cellsAfter) where occurrences[item.id] == 2 {
            if let kept = cellsOfChangedItems[item.id], cell !== kept {
                return "item \(item.id), changed in place, is shown by another cell than before; \(context)"
            }
        }
        return checkDuplicatesAreReported(changeset, old: old, new: new).map { "\($0); \(context)" }
    }

    /// Every identity that occurs twice on one side is reported exactly once, and no other.
    static func checkDuplicatesAreReported(
        _ changeset: ListDifference<Int, DiffRow>, old: DiffSections, new: DiffSections
    )
        -> String?
    {
        func repeated<T: Hashable>(_ values: [T]) -> Set<T> {
            var seen: Set<T> = []
            return Set(values.filter { !seen.insert($0).inserted })
        }
        let expectedItems = repeated(old.flatMap(\.items).map(\.id)).union(repeated(new.flatMap(\.items).map(\.id)))
        let expectedSections = repeated(old.map(\.identifier)).union(repeated(new.map(\.identifier)))
        let reportedItems = changeset.duplicates.items.map(\.id)
        if Set(reportedItems) != expectedItems || reportedItems.count != expectedItems.count {
            return "duplicate items reported \(reportedItems), expected \(expectedItems.sorted())"
        }
        let reportedSections = changeset.duplicates.sectionIdentifiers
        if Set(reportedSections) != expectedSections || reportedSections.count != expectedSections.count {
            return "duplicate sections reported \(reportedSections), expected \(expectedSections.sorted())"
        }
        return nil
    }

    @Test func theSameSeedReplaysTheSameCase() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        #expect(RandomSections.pair(using: &first) == RandomSections.pair(using: &second))
    }
}

/// Random pairs of old and new sections, small enough to check a hundred thousand of.
enum RandomSections {
    static func pair(using random: inout SplitMix64) -> (old: DiffSections, new: DiffSections) {
        switch random.next() % 10 {
        case 0:
            // Unrelated lists over few identities: collisions, duplicates, anything.
            return (independent(using: &random), independent(using: &random))
        case 1:
            // Everything deleted or everything inserted.
            let sections = unique(using: &random)
            return random.next() % 2 == 0 ? (sections, []) : ([], sections)
        case 2:
            // Every row moves to another section.
            let old = unique(using: &random)
            return (old, scatter(old, using: &random))
        case 3, 4:
            // An edit without content changes or section changes: the single-batch path.
            let old = unique(using: &random)
            return (old, edit(old, changesContent: false, changesSections: false, using: &random))
        default:
            // An edit of the old list: the usual case, sometimes with duplicates mixed in.
            let old = random.next() % 4 == 0 ? independent(using: &random) : unique(using: &random)
            return (old, edit(old, using: &random))
        }
    }

    /// Up to 5 sections with identifiers in 0..<6 and rows with identities in 0..<12.
    static func independent(using random: inout SplitMix64) -> DiffSections {
        (0..<Int(random.next() % 6)).map { _ in
            DiffableSection(
                identifier: Int(random.next() % 6),
                items: (0..<Int(random.next() % 6)).map { _ in
                    DiffRow(Int(random.next() % 12), Int(random.next() % 2))
                })
        }
    }

    /// Up to 5 sections with identifiers in 0..<3 and rows with identities in 0..<4: nearly
    /// every identity repeats, within and across sections.
    static func duplicateHeavy(using random: inout SplitMix64) -> DiffSections {
        (0..<Int(random.next() % 6)).map { _ in
            DiffableSection(
                identifier: Int(random.next() % 3),
                items: (0..<Int(random.next() % 8)).map { _ in
                    DiffRow(Int(random.next() % 4), Int(random.next() % 2))
                })
        }
    }

    /// Duplicate-heavy old data and new data that is unrelated, the same rows scattered, or
    /// an edit of it.
    static func duplicateHeavyPair(using random: inout SplitMix64) -> (old: DiffSections, new: DiffSections) {
        let old = duplicateHeavy(using: &random)
        switch random.next() % 3 {
        case 0: return (old, duplicateHeavy(using: &random))
        case 1: return (old, scatter(old, using: &random))
        default: return (old, edit(old, using: &random))
        }
    }

    /// Up to 5 sections with distinct identifiers and rows with distinct identities.
    static func unique(using random: inout SplitMix64) -> DiffSections {
        var nextRow = 0
        let sectionIDs = Array(0..<8).shuffled(using: &random).prefix(Int(random.next() % 6))
        return sectionIDs.map { id in
            DiffableSection(
                identifier: id,
                items: (0..<Int(random.next() % 7)).map { _ in
                    nextRow += 1
                    return DiffRow(nextRow, Int(random.next() % 2))
                })
        }
    }

    /// The same rows, redistributed over the same sections in random order.
    static func scatter(_ old: DiffSections, using random: inout SplitMix64) -> DiffSections {
        guard !old.isEmpty else { return old }
        var new = old.map { DiffableSection(identifier: $0.identifier, items: [DiffRow]()) }
        for row in old.flatMap(\.items).shuffled(using: &random) {
            new[Int(random.next() % UInt64(new.count))].items.append(row)
        }
        return new.shuffled(using: &random)
    }

    /// Deletes, inserts, moves (within and across sections), content changes, section
    /// deletions, insertions and moves, and now and then a duplicate.
    static func edit(
        _ old: DiffSections, changesContent: Bool = true, changesSections: Bool = true,
        using random: inout SplitMix64
    ) -> DiffSections {
        var new = old.filter { _ in !changesSections || random.next() % 6 != 0 }
        if changesSections, random.next() % 4 == 0 { new.shuffle(using: &random) }
        for _ in 0..<(changesSections ? Int(random.next() % 3) : 0) {
            let section = DiffableSection(identifier: Int(random.next() % 10), items: [DiffRow]())
            new.insert(section, at: Int(random.next() % UInt64(new.count + 1)))
        }
        guard !new.isEmpty else { return new }
        func randomSection(_ random: inout SplitMix64) -> Int { Int(random.next() % UInt64(new.count)) }
        for section in new.indices {
            new[section].items = new[section].items.compactMap { row in
                switch random.next() % 8 {
                case 0: return nil
                case 1: return changesContent ? DiffRow(row.id, row.content + 1) : row
                default: return row
                }
            }
        }
        for _ in 0..<Int(random.next() % 5) {
            let from = randomSection(&random)
            guard !new[from].items.isEmpty else { continue }
            let row = new[from].items.remove(at: Int(random.next() % UInt64(new[from].items.count)))
            let to = randomSection(&random)
            new[to].items.insert(row, at: Int(random.next() % UInt64(new[to].items.count + 1)))
        }
        for _ in 0..<Int(random.next() % 4) {
            let to = randomSection(&random)
            // Identities from 100 up are new; below 40 they may repeat an old one.
            let id = random.next() % 5 == 0 ? Int(random.next() % 40) : 100 + Int(random.next() % 1000)
            new[to].items.insert(DiffRow(id, 0), at: Int(random.next() % UInt64(new[to].items.count + 1)))
        }
        return new
    }
}
