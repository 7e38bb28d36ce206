import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Random trees of composites and switchers over flat and grouped leaves (and now and then a
/// custom leaf), shown in a HeadlessTableView and changed at random: a leaf applies new items
/// (shown, hidden in a switcher or detached), a composite inserts, removes or moves a child, a
/// switcher selects another child, plainly or moving the items both children show, and the user
/// drags a shown leaf's row anywhere in the list or deletes one, taps one, or code selects rows.
///
/// After every change the view must have accepted every batch update and reloaded only when a
/// shown custom leaf asked it to, hold exactly the counts and rows the test's own model of the
/// tree says, every node must be placed where the model puts it (or nowhere when hidden), and
/// every leaf's selection must have followed its items (see `NestingRun+Selection.swift`).
/// Changes nobody sees must not touch the view. Every case has its own seed, printed on
/// failure: replay it with `checkCase(seed:)`.
@MainActor
struct NestedDataSourcesRandomizedTests {
    nonisolated static let casesPerBatch = 2_500
    nonisolated static let batches: [UInt64] = Array(0..<4)
    static let changesPerCase = 4

    @Test(arguments: batches)
    func randomChangesInRandomNestingsAnimateWhatIsShownNeverRejectAndReloadOnlyWhenAsked(batch: UInt64) {
        checkSeededCases((0..<UInt64(Self.casesPerBatch)).lazy.map { batch << 32 | $0 }) { Self.checkCase(seed: $0) }
    }

    /// Runs one random case; returns what went wrong, or `nil`.
    static func checkCase(seed: UInt64) -> String? {
        let run = NestingRun(seed: seed)
        if let failure = run.check() { return "\(failure) after showing \(run.root.treeDescription)" }
        for step in 0..<changesPerCase {
            let (change, failure) = run.changeSomething()
            if let failure = failure ?? run.check() {
                return "change \(step + 1), \(change): \(failure); the tree before it was "
                    + tree(seed: seed, afterChanges: step)
            }
        }
        // The view recorded every change: a fresh view replaying the record ends the same.
        if let mismatch = run.tableView.replayMismatch() { return "replaying \(run.root.treeDescription): \(mismatch)" }
        return nil
    }

    /// The tree of case `seed` after its first `count` changes, replayed for a failure message.
    static func tree(seed: UInt64, afterChanges count: Int) -> String {
        let run = NestingRun(seed: seed)
        for _ in 0..<count { _ = run.changeSomething() }
        return run.root.treeDescription
    }

    @Test func theSameSeedBuildsTheSameTreeAndChanges() {
        let first = NestingRun(seed: 7)
        let second = NestingRun(seed: 7)
        #expect(first.root.treeDescription == second.root.treeDescription)
        #expect(first.changeSomething().change == second.changeSomething().change)
    }

    @Test func aHiddenLeafThatAppliesShowsItsLatestItemsWhenItsSwitcherSelectsIt() {
        // The rule the random run checks everywhere, once by hand: a hidden child stays current.
        var builder = TreeBuilder(seed: 1)
        let shown = builder.leaf(of: .int, values: [1, 2], grouped: false)
        let hidden = builder.leaf(of: .int, values: [3], grouped: false)
        let switcher = SwitchingDataSource<HeadlessTableView>([shown.dataSource, hidden.dataSource])
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 10_000))
        tableView.currentDataSource = CompositeDataSource([
            builder.leaf(of: .word, values: [0], grouped: false).dataSource, switcher,
        ])

        #expect(hidden.apply([2, 4, 5]) == .notDisplayed)
        #expect(tableView.performedBatchUpdates.isEmpty)
        let outcome = switcher.select(1, movingItemsBy: { (value: Int) in value })

        #expect(outcome == .animated(stageCount: tableView.performedBatchUpdates.count))
        #expect(tableView.visibleCells.map(\.text) == ["ant", "2", "4", "5"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
    }
}

/// One random case: the tree, the view showing it, the subtrees removed from it, and the
/// generator that picks the next change.
@MainActor
final class NestingRun {
    /// A node of the tree as the model places it.
    struct Entry {
        let node: TreeNode
        let parent: TreeNode?
        let depth: Int
        /// Whether every switcher above selects the path to the node.
        let isShown: Bool
        /// The view's section for the node's section 0, when shown.
        let sectionOffset: Int
    }

    static let maxDepth = 3

    var builder: TreeBuilder
    let root: TreeNode
    /// The test's own container between the view and the root, if any.
    let probe: StageProbeDataSource?
    /// The batch updates the probe has seen, and the first problem it found after one.
    var probedBatchCount = 0
    var stageFailure: String?
    /// A further check after every probed batch update, from a test that knows what it expects.
    var stageCheck: (() -> String?)?
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 1_000_000))
    /// Subtrees removed from a composite, which may apply while detached or be inserted again.
    var detached: [TreeNode] = []
    /// Showing the root reloads; so does a shown custom leaf that asks for a reload, and nothing else.
    var expectedReloadCount = 1
    /// The values each diffable leaf should hold selected after the change under way.
    var expectedSelection: [ObjectIdentifier: Set<Int>] = [:]
    /// Values whose selection the change under way leaves to the diff's choice of row.
    var uncheckedSelection: [ObjectIdentifier: Set<Int>] = [:]

    /// A random tree for `seed`; every fourth seed also checks the view between stages.
    convenience init(seed: UInt64) {
        var builder = TreeBuilder(seed: seed)
        let root = builder.tree(maxDepth: Self.maxDepth)
        self.init(root: root, builder: builder, checksStages: seed % 4 == 0)
    }

    /// Shows `root`; `builder` makes the random changes from here on. With `checksStages` the
    /// view shows a ``StageProbeDataSource`` above the root, which lays it out after every batch
    /// update and checks what it shows then.
    init(root: TreeNode, builder: TreeBuilder, checksStages: Bool = false) {
        self.builder = builder
        self.root = root
        probe = checksStages ? StageProbeDataSource(root.dataSource) : nil
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = probe ?? root.dataSource
        probe?.afterBatchUpdate = { [unowned self] in checkStage() }
    }

    /// Every node of the shown tree, top to bottom, with where the model places it.
    func entries() -> [Entry] {
        var entries: [Entry] = []
        func visit(_ node: TreeNode, parent: TreeNode?, depth: Int, isShown: Bool, offset: Int) {
            entries.append(Entry(node: node, parent: parent, depth: depth, isShown: isShown, sectionOffset: offset))
            switch node.source {
            case .composite:
                var start = offset
                for child in node.children {
                    visit(child, parent: node, depth: depth + 1, isShown: isShown, offset: start)
                    start += child.expectedSectionCount
                }
            case .switcher:
                for (index, child) in node.children.enumerated() {
                    visit(
                        child, parent: node, depth: depth + 1, isShown: isShown && index == node.selected,
                        offset: offset)
                }
            default: break
            }
        }
        visit(root, parent: nil, depth: 0, isShown: true, offset: 0)
        return entries
    }

    func pick<T>(_ candidates: [T]) -> T? {
        candidates.isEmpty ? nil : candidates[builder.int(below: candidates.count)]
    }

    // MARK: Changes

    /// Makes one random change the tree allows and checks what it did to the view; returns
    /// the change and what went wrong with it, or `nil`.
    func changeSomething() -> (change: String, failure: String?) {
        while true {
            let roll = builder.int(below: 28)
            let result: (String, String?)?
            switch roll {
            case 0..<7: result = applyToLeaf(detached: false)
            case 7: result = applyToLeaf(detached: true)
            case 8..<10: result = insertChild(reinserting: false)
            case 10: result = insertChild(reinserting: true)
            case 11..<13: result = removeChild()
            case 13..<15: result = moveChild()
            case 15..<17: result = select(movingItems: false)
            case 17..<20: result = select(movingItems: true)
            case 20..<22: result = dragRowOfShownLeaf()
            case 22..<24: result = deleteRowOfShownLeaf()
            case 24..<26: result = tapRowOfShownLeaf()
            default: result = selectRowFromCode()
            }
            if let result { return result }
        }
    }

    /// What a change did to the view, in batch updates performed since `count`.
    func updates(since count: Int) -> Int { tableView.performedBatchUpdates.count - count }

    func applyToLeaf(detached: Bool) -> (String, String?)? {
        let leaf: TreeNode
        let isShown: Bool
        if detached {
            guard let node = pick(self.detached.flatMap { $0.subtree }.filter { $0.isLeaf }) else { return nil }
            (leaf, isShown) = (node, false)
        } else {
            guard let entry = pick(entries().filter { $0.node.isLeaf }) else { return nil }
            (leaf, isShown) = (entry.node, entry.isShown)
        }
        let newValues = builder.related(to: leaf.values, of: leaf.itemType ?? .int)
        let change =
            "\(leaf.name) (\(detached ? "detached" : isShown ? "shown" : "hidden")) applies "
            + "[\(newValues.map(String.init).joined(separator: " "))]"
        if case .custom(let custom) = leaf.source {
            return (change + " as a custom data source", replace(custom, of: leaf, with: newValues, isShown: isShown))
        }
        let sectionsBefore = leaf.expectedSections
        expectSelection(of: leaf, appliedFrom: leaf.values, to: newValues)
        let count = tableView.performedBatchUpdates.count
        // Now and then a policy that reloads: the one documented way an apply reloads.
        let reloads = builder.chance(1, in: 10)
        let outcome = leaf.apply(newValues, reloadPolicy: reloads ? .alwaysReload : .automatic)
        let performed = updates(since: count)
        if !isShown {
            return (
                change, outcome == .notDisplayed && performed == 0 ? nil : "\(outcome as Any), \(performed) updates"
            )
        }
        // Equal data changes nothing, unless it repeats an item: repeats are deleted and inserted.
        let isEqual = sectionsBefore == leaf.expectedSections
        if isEqual, Set(newValues).count == newValues.count {
            return (change, outcome == .unchanged && performed == 0 ? nil : "\(outcome as Any) for equal sections")
        }
        if reloads, outcome != .unchanged {
            expectedReloadCount += 1
            return (change + " reloading", Self.isAlwaysReload(outcome) && performed == 0 ? nil : "\(outcome as Any)")
        }
        let expected = performed == 0 ? isEqual && outcome == .unchanged : outcome == .animated(stageCount: performed)
        return (change, expected ? nil : "\(outcome as Any) in \(performed) updates")
    }

    /// Whether `outcome` is the reload `.alwaysReload` asks for.
    static func isAlwaysReload(_ outcome: UpdateOutcome?) -> Bool {
        if case .reloaded(.tooManyChanges(_, limit: -1)) = outcome { true } else { false }
    }

    /// A custom leaf's change reaches the view only when it is shown, as one batch update or a
    /// reload, and its completion is told `true` either way.
    func replace(_ custom: CustomRowsDataSource, of leaf: TreeNode, with newValues: [Int], isShown: Bool) -> String? {
        let count = tableView.performedBatchUpdates.count
        leaf.values = newValues
        if builder.chance(1, in: 3) {
            custom.reload(with: newValues)
            if isShown { expectedReloadCount += 1 }
            return updates(since: count) == 0 ? nil : "a reload performed batch updates"
        }
        let finished = custom.replace(with: newValues)
        let performed = updates(since: count)
        if finished != true { return "the completion was told \(finished as Any)" }
        return performed == (isShown ? 1 : 0) ? nil : "\(performed) updates"
    }

    func insertChild(reinserting: Bool) -> (String, String?)? {
        let composites = entries().filter {
            if case .composite = $0.node.source { $0.depth < Self.maxDepth } else { false }
        }
        guard let entry = pick(composites), case .composite(let composite) = entry.node.source else { return nil }
        let child: TreeNode
        if reinserting {
            let fitting = detached.indices.filter { entry.depth + 1 + detached[$0].height <= Self.maxDepth }
            guard let index = pick(fitting) else { return nil }
            child = detached.remove(at: index)
        } else {
            child = builder.node(depth: entry.depth + 1, maxDepth: Self.maxDepth)
        }
        let index = builder.int(below: entry.node.children.count + 1)
        let change =
            "\(entry.node.name) (\(entry.isShown ? "shown" : "hidden")) inserts "
            + "\(reinserting ? "detached " : "")\(child.treeDescription) at \(index)"
        let count = tableView.performedBatchUpdates.count
        if index == entry.node.children.count, builder.chance(1, in: 2) {
            composite.append(child.dataSource)
        } else {
            composite.insert(child.dataSource, at: index)
        }
        entry.node.children.insert(child, at: index)
        let performed = updates(since: count)
        return (change, performed == (entry.isShown ? 1 : 0) ? nil : "\(performed) updates")
    }

    func removeChild() -> (String, String?)? {
        let composites = entries().filter {
            if case .composite = $0.node.source { !$0.node.children.isEmpty } else { false }
        }
        guard let entry = pick(composites), case .composite(let composite) = entry.node.source else { return nil }
        let index = builder.int(below: entry.node.children.count)
        let child = entry.node.children[index]
        let change = "\(entry.node.name) (\(entry.isShown ? "shown" : "hidden")) removes \(child.name) at \(index)"
        let count = tableView.performedBatchUpdates.count
        if builder.chance(1, in: 2) {
            let removed = composite.remove(at: index)
            if removed !== child.dataSource { return (change, "remove(at:) returned another child") }
        } else {
            composite.remove(child.dataSource)
        }
        entry.node.children.remove(at: index)
        detached.append(child)
        let performed = updates(since: count)
        return (change, performed == (entry.isShown ? 1 : 0) ? nil : "\(performed) updates")
    }

    func moveChild() -> (String, String?)? {
        let composites = entries().filter {
            if case .composite = $0.node.source { !$0.node.children.isEmpty } else { false }
        }
        guard let entry = pick(composites), case .composite(let composite) = entry.node.source else { return nil }
        let source = builder.int(below: entry.node.children.count)
        let destination = builder.int(below: entry.node.children.count)
        let change =
            "\(entry.node.name) (\(entry.isShown ? "shown" : "hidden")) moves child \(source) to \(destination)"
        let count = tableView.performedBatchUpdates.count
        composite.moveChild(at: source, to: destination)
        entry.node.children.insert(entry.node.children.remove(at: source), at: destination)
        let performed = updates(since: count)
        return (change, performed == (entry.isShown && source != destination ? 1 : 0) ? nil : "\(performed) updates")
    }

    func select(movingItems: Bool) -> (String, String?)? {
        let switchers = entries().filter { if case .switcher = $0.node.source { true } else { false } }
        guard let entry = pick(switchers), case .switcher(let switcher) = entry.node.source else { return nil }
        let node = entry.node
        let index = builder.int(below: node.children.count)
        let (outgoing, incoming) = (node.children[node.selected], node.children[index])
        // Now and then a policy that reloads a diffed switch instead of animating it.
        let reloads = movingItems && builder.chance(1, in: 10)
        let change =
            "\(node.name) (\(entry.isShown ? "shown" : "hidden")) selects \(index)"
            + (movingItems ? " moving items" : "") + (reloads ? " reloading" : "")
        // Items move only between leaves of one item type; otherwise the switch replaces sections.
        let diffs = movingItems && outgoing.itemType != nil && outgoing.itemType == incoming.itemType
        let cellsBefore = cellsByUniqueText(of: outgoing, at: entry.sectionOffset)
        let count = tableView.performedBatchUpdates.count
        let policy: ReloadPolicy = reloads ? .alwaysReload : .automatic
        let outcome: UpdateOutcome
        switch (movingItems, incoming.itemType ?? outgoing.itemType ?? .int) {
        case (false, _): outcome = switcher.select(index)
        case (true, .int):
            outcome = switcher.select(index, movingItemsBy: { (value: Int) in value }, reloadPolicy: policy)
        case (true, .word):
            outcome = switcher.select(index, movingItemsBy: { (word: String) in word }, reloadPolicy: policy)
        }
        let wasSelected = node.selected == index
        node.selected = index
        let performed = updates(since: count)
        if switcher.selectedIndex != index { return (change, "selectedIndex is \(switcher.selectedIndex)") }
        let expected: Bool
        if wasSelected {
            expected = outcome == .unchanged && performed == 0
        } else if !entry.isShown {
            expected = outcome == .notDisplayed && performed == 0
        } else if diffs {
            let nothingShown = outgoing.expectedSections.isEmpty && incoming.expectedSections.isEmpty
            if nothingShown {
                expected = outcome == .unchanged && performed == 0
            } else if reloads {
                expectedReloadCount += 1
                expected = Self.isAlwaysReload(outcome) && performed == 0
            } else {
                expected = performed > 0 && outcome == .animated(stageCount: performed)
            }
        } else if reloads {
            // A switch that cannot move items replaces sections, under the same reload policy.
            expectedReloadCount += 1
            expected = Self.isAlwaysReload(outcome) && performed == 0
        } else {
            expected = outcome == .animated(stageCount: 1) && performed == 1
        }
        if !expected { return (change, "\(outcome) in \(performed) updates") }
        guard diffs, entry.isShown, !wasSelected, !reloads else { return (change, nil) }
        // Rows both children show once move with their cells instead of being made again.
        let cellsAfter = cellsByUniqueText(of: incoming, at: entry.sectionOffset)
        for (text, cell) in cellsAfter where cellsBefore[text].map({ $0 !== cell }) ?? false {
            return (change, "the row \(text) got a new cell instead of moving")
        }
        return (change, nil)
    }

    /// The cells of `node`'s rows, shown from `sectionOffset`, by their text, for texts that
    /// occur once in the node.
    func cellsByUniqueText(of node: TreeNode, at sectionOffset: Int) -> [String: HeadlessTableViewCell] {
        let shown = Dictionary(uniqueKeysWithValues: zip(tableView.indexPathsForVisibleRows, tableView.visibleCells))
        var cells: [String: HeadlessTableViewCell] = [:]
        var repeated: Set<String> = []
        for (section, rows) in node.expectedSections.enumerated() {
            for (row, text) in rows.enumerated() {
                guard let cell = shown[IndexPath(row: row, section: sectionOffset + section)] else { continue }
                if cells.updateValue(cell, forKey: text) != nil { repeated.insert(text) }
            }
        }
        for text in repeated { cells[text] = nil }
        return cells
    }

    // MARK: Checks

    /// Lays the view out, as UIKit does when a batch ends, and checks that every row is laid
    /// out and every cell shows what the data source makes for its row now: moved cells went
    /// to the right rows and new cells show the right items, between a switch's stages too.
    func checkStage() {
        probedBatchCount += 1
        guard stageFailure == nil, let probe else { return }
        tableView.layoutIfNeeded()
        let rowCount = (0..<tableView.numberOfSections).reduce(0) { $0 + tableView.numberOfRows(inSection: $1) }
        let indexPaths = tableView.indexPathsForVisibleRows
        if indexPaths.count != rowCount {
            stageFailure =
                "after batch update \(probedBatchCount), \(indexPaths.count) of \(rowCount) rows are laid out"
            return
        }
        for (indexPath, cell) in zip(indexPaths, tableView.visibleCells) {
            let expected = probe.listView(tableView, cellForRowAt: indexPath).text
            if cell.text != expected {
                stageFailure =
                    "after batch update \(probedBatchCount), \(indexPath) shows \(cell.text ?? "nothing") where the "
                    + "data has \(expected ?? "nothing")"
                return
            }
        }
        if let failure = stageCheck?() { stageFailure = "after batch update \(probedBatchCount), \(failure)" }
    }

    /// What is wrong with the view, the data sources or the chain compared with the model, or `nil`.
    func check() -> String? {
        if let stageFailure { return stageFailure }
        if let rejected = tableView.rejectedBatchUpdates.first {
            return "the view rejected \(describe(rejected.update)): \(rejected.error)"
        }
        if tableView.reloadCount != expectedReloadCount {
            return "the view reloaded \(tableView.reloadCount) times, not \(expectedReloadCount)"
        }
        let expected = root.expectedSections
        let expectedCounts = expected.map { $0.count }
        let viewCounts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        if viewCounts != expectedCounts { return "the view has rows \(viewCounts), the model \(expectedCounts)" }
        let rootSource = root.dataSource
        let reportedCounts = (0..<rootSource.numberOfSections(in: tableView)).map {
            rootSource.listView(tableView, numberOfRowsInSection: $0)
        }
        if reportedCounts != expectedCounts {
            return "the root reports rows \(reportedCounts), the model \(expectedCounts)"
        }
        let shown = tableView.visibleCells.map { $0.text ?? "nil" }
        if shown != expected.flatMap({ $0 }) { return "the view shows \(shown), the model \(expected)" }
        let shownViews = tableView.visibleSupplementaryViews.map {
            "\($0.kind == .header ? "h" : "f")\($0.section) \($0.view.text ?? "nil")"
        }
        let expectedViews = root.expectedSupplementaryTexts.enumerated().flatMap { section, texts in
            [texts.header.map { "h\(section) \($0)" }, texts.footer.map { "f\(section) \($0)" }].compactMap { $0 }
        }
        if shownViews != expectedViews {
            return "the view shows headers and footers \(shownViews), the model \(expectedViews)"
        }
        return checkChain() ?? checkSelection()
    }

    /// Every node's host is its parent (the view or the probe for the root), shown nodes are placed at the
    /// model's section, hidden and detached ones nowhere, and switchers select the model's child.
    func checkChain() -> String? {
        for entry in entries() {
            let node = entry.node
            let expectedHost: AnyObject = entry.parent?.dataSource ?? probe ?? tableView
            if node.dataSource.host !== expectedHost { return "\(node.name)'s host is not its parent" }
            let placement = node.dataSource.placement
            if entry.isShown {
                guard let placement, placement.listView === tableView, placement.sectionOffset == entry.sectionOffset
                else {
                    return "\(node.name) is placed at \(placement?.sectionOffset as Any), not \(entry.sectionOffset)"
                }
            } else if placement != nil {
                return "hidden \(node.name) is placed at \(placement!.sectionOffset)"
            }
            if case .switcher(let switcher) = node.source, switcher.selectedIndex != node.selected {
                return "\(node.name) selects \(switcher.selectedIndex), not \(node.selected)"
            }
        }
        for subtree in detached {
            if subtree.dataSource.host != nil { return "detached \(subtree.name) still has a host" }
            if let node = subtree.subtree.first(where: { $0.dataSource.placement != nil }) {
                return "\(node.name), detached, is placed"
            }
        }
        return nil
    }
}
