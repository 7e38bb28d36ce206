import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Random pairs of flat and grouped children that share a random part of their identities —
/// none, all, one side empty, any overlap, now and then a repeated item — switched with
/// `select(_:movingItemsBy:)` under `.alwaysAnimate`, alone or between other sections, there
/// and back, with the hidden child applying in between.
///
/// Every switch must be animated, never rejected or reloaded, leave the view showing exactly
/// the incoming child, and move each row both children show once with its cell, deleting
/// and inserting only the rest. A container of the test's own above the tree lays the view
/// out after every batch update, so the rows shown between the stages are checked too. Every case has its own seed, printed on failure: replay it
/// with `checkCase(seed:)`.
@MainActor
struct SwitchingMovingItemsRandomizedTests {
    nonisolated static let cases: UInt64 = 2_000

    @Test func switchingMovesSharedRowsWithTheirCellsAndShowsExactlyTheIncomingChild() {
        checkSeededCases(0..<Self.cases) { Self.checkCase(seed: $0) }
    }

    /// Runs one random case; returns what went wrong, or `nil`.
    static func checkCase(seed: UInt64) -> String? {
        var builder = TreeBuilder(seed: seed)
        let (firstValues, secondValues) = valuePair(using: &builder)
        let first = builder.leaf(of: .int, values: firstValues)
        let second = builder.leaf(of: .int, values: secondValues)
        let switcher = builder.switcher([first, second], selected: 0)
        // Alone, or below and above other sections, so the switch is offset.
        let above = (0..<builder.int(below: 3)).map { _ in builder.leaf(of: .word, values: builder.values(of: .word)) }
        let below = (0..<builder.int(below: 3)).map { _ in builder.leaf(of: .word, values: builder.values(of: .word)) }
        let root = above.isEmpty && below.isEmpty ? switcher : builder.composite(above + [switcher] + below)
        let sectionOffset = above.reduce(0) { $0 + $1.expectedSectionCount }
        let run = NestingRun(root: root, builder: builder, checksStages: true)
        let context = "the tree \(root.treeDescription)"

        if let failure = run.check() { return "\(failure) on showing \(context)" }
        if let failure = switchMovingItems(to: 1, in: switcher, at: sectionOffset, run: run) {
            return "switching to the second child: \(failure); \(context)"
        }
        if run.builder.chance(1, in: 2) {
            let newValues = run.builder.related(to: first.values, of: .int)
            let count = run.tableView.performedBatchUpdates.count
            let outcome = first.apply(newValues)
            if outcome != .notDisplayed || run.tableView.performedBatchUpdates.count != count {
                return "the hidden first child applied \(newValues): \(outcome as Any); \(context)"
            }
        }
        if let failure = switchMovingItems(to: 0, in: switcher, at: sectionOffset, run: run) {
            return "switching back to the first child \(first.treeDescription): \(failure); \(context)"
        }
        // The switch is over: the first child's own changes reach the view again.
        let newValues = run.builder.related(to: first.values, of: .int)
        let count = run.tableView.performedBatchUpdates.count
        let outcome = first.apply(newValues)
        let performed = run.tableView.performedBatchUpdates.count - count
        if outcome != (performed == 0 ? .unchanged : .animated(stageCount: performed)) {
            return "the first child applied \(newValues) after the switches: \(outcome as Any); \(context)"
        }
        return run.check().map { "after the first child applied \(newValues): \($0); \(context)" }
    }

    /// Two value lists over one small range: disjoint, the same set, one empty, or any overlap;
    /// a fifth of the time one of them repeats a value.
    static func valuePair(using builder: inout TreeBuilder) -> ([Int], [Int]) {
        let universe = Array(0..<TreeNode.intRange).shuffled(using: &builder.random)
        var shared = builder.int(below: 6)
        var onlyFirst = builder.int(below: TreeNode.intRange - shared + 1)
        var onlySecond = builder.int(below: TreeNode.intRange - shared - onlyFirst + 1)
        switch builder.int(below: 5) {
        case 0: shared = 0
        case 1: (onlyFirst, onlySecond) = (0, 0)
        case 2 where builder.chance(1, in: 2): (shared, onlyFirst) = (0, 0)
        case 2: (shared, onlySecond) = (0, 0)
        default: break
        }
        let secondOnly = universe[shared + onlyFirst..<shared + onlyFirst + onlySecond]
        var first = Array(universe[0..<shared + onlyFirst]).shuffled(using: &builder.random)
        var second = Array(universe[0..<shared] + secondOnly).shuffled(using: &builder.random)
        if builder.chance(1, in: 5) {
            if builder.chance(1, in: 2), let value = first.randomElement(using: &builder.random) {
                first.insert(value, at: builder.int(below: first.count + 1))
            } else if let value = second.randomElement(using: &builder.random) {
                second.insert(value, at: builder.int(below: second.count + 1))
            }
        }
        return (first, second)
    }

    /// Switches `switcher` to child `index` moving items by value, and checks the switch.
    static func switchMovingItems(to index: Int, in node: TreeNode, at sectionOffset: Int, run: NestingRun) -> String? {
        guard case .switcher(let switcher) = node.source else { fatalError("\(node.name) is not a switcher") }
        let (outgoing, incoming) = (node.children[node.selected], node.children[index])
        let cellsBefore = run.cellsByUniqueText(of: outgoing, at: sectionOffset)
        let count = run.tableView.performedBatchUpdates.count
        // Between the stages the outgoing sections keep their headers and the incoming ones
        // have theirs: both children's, the incoming child's, or (before any is inserted) the
        // outgoing child's, between the sections above and below the switcher.
        let headers = run.root.expectedHeaders
        let (above, outgoingHeaders) = (headers.prefix(sectionOffset), outgoing.expectedHeaders)
        let below = headers.dropFirst(sectionOffset + outgoingHeaders.count)
        let stages = [outgoingHeaders + incoming.expectedHeaders, incoming.expectedHeaders, outgoingHeaders].map {
            Array(above + $0 + below)
        }
        run.stageCheck = { [unowned run] in
            let shown = (0..<run.tableView.numberOfSections).map {
                run.probe!.listView(run.tableView, titleForHeaderInSection: $0)
            }
            return stages.contains(shown) ? nil : "the headers are \(shown), not one of \(stages)"
        }
        defer { run.stageCheck = nil }
        let outcome = switcher.select(index, movingItemsBy: { (value: Int) in value }, reloadPolicy: .alwaysAnimate)
        node.selected = index
        let updates = run.tableView.performedBatchUpdates[count...]
        // Two grouped children with no items have no sections: there is nothing to animate.
        let nothingShown = outgoing.expectedSections.isEmpty && incoming.expectedSections.isEmpty
        if outcome != (nothingShown ? .unchanged : .animated(stageCount: updates.count))
            || updates.isEmpty != nothingShown
        {
            return "\(outcome) in \(updates.count) updates"
        }
        if let failure = run.check() { return failure }
        let cellsAfter = run.cellsByUniqueText(of: incoming, at: sectionOffset)
        for (text, cell) in cellsAfter where cellsBefore[text].map({ $0 !== cell }) ?? false {
            return "the row \(text) got a new cell instead of moving"
        }
        let (old, new) = (Set(outgoing.values), Set(incoming.values))
        guard old.count == outgoing.values.count, new.count == incoming.values.count else { return nil }
        // Without repeats every shared row moves once and nothing else does.
        let moved = updates.reduce(0) { $0 + $1.movedRows.count }
        let inserted = updates.reduce(0) { $0 + $1.insertedRows.count }
        let deleted = updates.reduce(0) { $0 + $1.deletedRows.count }
        let reloaded = updates.reduce(0) { $0 + $1.reloadedRows.count }
        if moved != old.intersection(new).count || inserted != new.subtracting(old).count
            || deleted != old.subtracting(new).count || reloaded != 0
        {
            return "rows moved \(moved), inserted \(inserted), deleted \(deleted), reloaded \(reloaded) in "
                + updates.map(describe).joined(separator: " / ")
        }
        return nil
    }
}
