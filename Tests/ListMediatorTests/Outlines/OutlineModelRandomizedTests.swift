import Foundation
@_spi(Testing) import ListMediatorTesting
import Testing

@testable import ListMediator

/// Random trees and random steps — expansions, collapses, refusals, an item with everything
/// below it, everything at once, and applies that insert, delete, change and move items at every depth — checked after every
/// step against a model of the outline: the rows shown are the model's, the expanded items are
/// exactly the model's, every batch is valid under UIKit's rules (the view rejects nothing),
/// the selection stays on its item, and the view's record replays to the same rows.
@MainActor
struct OutlineModelRandomizedTests {
    nonisolated static let casesPerBatch = 300
    nonisolated static let batches: [UInt64] = Array(0..<4)
    static let stepsPerCase = 12

    @Test(arguments: batches)
    func randomStepsShowTheModelsOutline(batch: UInt64) {
        checkSeededCases((0..<UInt64(Self.casesPerBatch)).lazy.map { batch << 32 | $0 }) { OutlineRun(seed: $0).run() }
    }
}

/// One random case: an outline on a headless view and its model.
@MainActor
final class OutlineRun {
    typealias Outline = OutlineDataSource<OutlineNode, HeadlessTableView>

    var random: SplitMix64
    var nextID = 1
    /// The model: the tree, the expanded items, and the selected item.
    var roots: [OutlineNode] = []
    var expanded: Set<Int> = []
    var selected: Int?
    /// The items the app refuses to expand.
    var refused: Set<Int> = []
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 100_000))
    let outline: Outline
    var trace: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        roots = []
        outline = try! Outline(roots: [], children: \.children, cellProvider: .text(\.text))
        roots = (0..<Int.random(in: 1...4, using: &random)).map { _ in makeNode(depth: 0) }
        try! outline.apply(roots, animated: false)
        refused = Set(allIDs(roots).filter { _ in Int.random(in: 0..<8, using: &random) == 0 })
        outline.shouldExpand = { [unowned self] in !refused.contains($0.id) }
        tableView.currentDataSource = outline
    }

    func makeNode(depth: Int) -> OutlineNode {
        defer { nextID += 1 }
        let id = nextID
        guard depth < 4, Int.random(in: 0..<3, using: &random) > 0 else { return .leaf(id) }
        nextID += 1
        let children = (0..<Int.random(in: 0...3, using: &random)).map { _ in makeNode(depth: depth + 1) }
        nextID -= 1
        return .folder(id, children)
    }

    /// Runs the steps; what went wrong, or `nil`.
    func run() -> String? {
        if let failure = check() { return "after showing: \(failure)" }
        for step in 0..<OutlineModelRandomizedTests.stepsPerCase {
            let description = performStep()
            trace.append(description)
            // A selected item whose row goes (collapsed under its parent, deleted) is deselected.
            if let selected, !modelOutline().contains(where: { $0.item.id == selected }) { self.selected = nil }
            if let failure = check() {
                return "step \(step + 1), \(description): \(failure)\nsteps: \(trace.joined(separator: "; "))"
            }
        }
        if let mismatch = tableView.replayMismatch() { return "replaying: \(mismatch)" }
        return nil
    }

    // MARK: The model

    func modelOutline() -> [OutlineRow<OutlineNode>] {
        var rows: [OutlineRow<OutlineNode>] = []
        func add(_ nodes: [OutlineNode], depth: Int) {
            for node in nodes {
                let isExpanded = node.children != nil && expanded.contains(node.id)
                rows.append(
                    OutlineRow(item: node, depth: depth, isExpandable: node.children != nil, isExpanded: isExpanded))
                if isExpanded { add(node.children ?? [], depth: depth + 1) }
            }
        }
        add(roots, depth: 0)
        return rows
    }

    func modelRows() -> [String] { modelOutline().map(\.text) }

    func shownIDs() -> [Int] { outline.rows.map(\.item.id) }

    func allIDs(_ nodes: [OutlineNode]) -> [Int] {
        nodes.flatMap { [$0.id] + allIDs($0.children ?? []) }
    }

    // MARK: Steps

    func performStep() -> String {
        let rows = outline.rows
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1, 2:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to expand" }
            let row = rows[index]
            _ = try! outline.expandItem(at: IndexPath(row: index, section: 0))
            if row.isExpandable, !refused.contains(row.item.id) { expanded.insert(row.item.id) }
            return "expand \(row.id)"
        case 3, 4:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to collapse" }
            let row = rows[index]
            outline.collapseItem(at: IndexPath(row: index, section: 0))
            expanded.remove(row.item.id)
            return "collapse \(row.id)"
        case 5:
            try! outline.expandAll()
            expandAll(roots)
            return "expand all"
        case 6:
            outline.collapseAll()
            expanded = []
            return "collapse all"
        case 10:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to expand" }
            let row = rows[index]
            _ = try! outline.expandItem(at: IndexPath(row: index, section: 0), includingDescendants: true)
            // The item, when it may or is expanded already, and below it every item the app lets
            // expand, down to those it refuses.
            if row.isExpandable, row.isExpanded || !refused.contains(row.item.id) {
                expanded.insert(row.item.id)
                expandAll(row.item.children ?? [])
            }
            return "expand \(row.id) with its descendants"
        case 11:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to collapse" }
            let row = rows[index]
            outline.collapseItem(at: IndexPath(row: index, section: 0), includingDescendants: true)
            expanded.subtract(allIDs([row.item]))
            return "collapse \(row.id) with its descendants"
        case 7:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to select" }
            outline.selectItem(at: IndexPath(row: index, section: 0))
            selected = rows[index].item.id
            return "select \(rows[index].id)"
        default:
            return applyChange()
        }
    }

    /// Expands in the model every item of `nodes` the app lets expand, and below each the same,
    /// down to those it refuses.
    func expandAll(_ nodes: [OutlineNode]) {
        for node in nodes where node.children != nil && !refused.contains(node.id) {
            expanded.insert(node.id)
            expandAll(node.children ?? [])
        }
    }

    /// A random change of the tree, applied: an insertion, a deletion, a change or a move, at
    /// any depth.
    func applyChange() -> String {
        let shownBefore = Set(shownIDs())
        var newRoots = roots
        let ids = allIDs(roots)
        let description: String
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let node = makeNode(depth: 2)
            let parent = ids.randomElement(using: &random)
            newRoots = Self.inserting(node, under: parent, in: newRoots, using: &random)
            description = "insert \(node.id) under \(parent.map(String.init) ?? "roots")"
        case 1:
            guard let id = ids.randomElement(using: &random) else { return "nothing to delete" }
            newRoots = Self.removing(id, from: newRoots).nodes
            description = "delete \(id)"
        case 2:
            guard let id = ids.randomElement(using: &random) else { return "nothing to change" }
            newRoots = Self.changing(id, in: newRoots)
            description = "change \(id)"
        default:
            guard let id = ids.randomElement(using: &random) else { return "nothing to move" }
            let (rest, moved) = Self.removing(id, from: newRoots)
            guard let moved else { return "nothing to move" }
            let targets = allIDs(rest)
            let parent = targets.randomElement(using: &random)
            newRoots = Self.inserting(moved, under: parent, in: rest, using: &random)
            description = "move \(id) under \(parent.map(String.init) ?? "roots")"
        }
        try! outline.apply(newRoots)
        // A shown item that left the outline is forgotten as expanded.
        let remaining = Set(allIDs(newRoots))
        for id in shownBefore where !remaining.contains(id) { expanded.remove(id) }
        roots = newRoots
        return description
    }

    static func inserting(
        _ node: OutlineNode, under parent: Int?, in nodes: [OutlineNode], using random: inout SplitMix64
    ) -> [OutlineNode] {
        guard let parent else {
            var nodes = nodes
            nodes.insert(node, at: Int.random(in: 0...nodes.count, using: &random))
            return nodes
        }
        return nodes.map { current in
            var current = current
            if current.id == parent {
                var children = current.children ?? []
                children.insert(node, at: Int.random(in: 0...children.count, using: &random))
                current.children = children
            } else if let children = current.children {
                current.children = inserting(node, under: parent, in: children, using: &random)
            }
            return current
        }
    }

    static func removing(_ id: Int, from nodes: [OutlineNode]) -> (nodes: [OutlineNode], removed: OutlineNode?) {
        var removed: OutlineNode?
        let kept = nodes.compactMap { node -> OutlineNode? in
            if node.id == id {
                removed = node
                return nil
            }
            var node = node
            if let children = node.children {
                let result = removing(id, from: children)
                node.children = result.nodes
                removed = removed ?? result.removed
            }
            return node
        }
        return (kept, removed)
    }

    static func changing(_ id: Int, in nodes: [OutlineNode]) -> [OutlineNode] {
        nodes.map { node in
            var node = node
            if node.id == id { node.version += 1 }
            node.children = node.children.map { changing(id, in: $0) }
            return node
        }
    }

    // MARK: Checking

    func check() -> String? {
        if let mismatch = tableView.mismatch(showing: outline, as: modelRows()) { return mismatch }
        // What the tree check checks against: exactly the items the rows show.
        let shownItems = Set(outline.rows.lazy.filter { $0.placeholder == nil }.map(\.item.id))
        guard outline.shownIDs == shownItems else {
            return "the outline counts \(outline.shownIDs.sorted()) as shown, its rows show \(shownItems.sorted())"
        }
        let modelExpanded = Set(allIDs(roots)).intersection(expanded)
        let outlineExpanded = Set(allIDs(roots).filter(outline.isExpanded))
        guard outlineExpanded == modelExpanded else {
            return "expanded are \(outlineExpanded.sorted()), the model's \(modelExpanded.sorted())"
        }
        let selectedShown = tableView.indexPathsForSelectedRows.map { outline.rows[$0.row].item.id }
        let expectedSelection: [Int] = selected.map { id in shownIDs().contains(id) ? [id] : [] } ?? []
        guard selectedShown == expectedSelection else {
            return "the view selects \(selectedShown), the model \(expectedSelection)"
        }
        return nil
    }
}
