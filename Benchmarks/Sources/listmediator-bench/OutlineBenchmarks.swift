import Foundation
import ListMediator

/// Expanding and collapsing an outline item inside a long list, against the same rows added or
/// removed by the flat data source's paths without a diff.
///
/// - `outline.expand`: an outline of 100,000 rows with 40 collapsed folders of 1,000 children
///   in the middle, shown by a ``RecordingListView``; each run expands the next folder (the
///   list grows by 1,000 rows a run). Baseline `insert`: the same 1,000 rows (the same
///   `OutlineRow` values) inserted at the same place of a flat list of the outline's rows
///   (`insert(contentsOf:at:)`, append's path). The target is at most 1.2.
/// - `outline.collapse`: the 40 folders expanded; each run collapses the next. Baseline
///   `delete`: the same 1,000 rows deleted from the flat list of the outline's rows by identity
///   (`deleteItems(withIDs:)`, the flat list's deletion without a diff, which removes the rows
///   one at a time).
enum OutlineBenchmarks {
    static let suite = BenchmarkSuite(
        name: "outline",
        cases: [("outline.expand", { [expandCase()] }), ("outline.collapse", { [collapseCase()] })])

    struct Node: Identifiable, Equatable {
        let id: Int
        let children: [Node]?
    }

    typealias Outline = OutlineDataSource<Node, RecordingListView>
    typealias Rows = FlatDataSource<OutlineRow<Node>, RecordingListView>

    static let leavesAround = 50_000
    static let folderCount = 40
    static let childCount = 1_000

    @MainActor static var noCells: CellProvider<OutlineRow<Node>, RecordingListView> {
        CellProvider { _, _, _ in fatalError("the recording list view asks for no cells") }
    }

    @MainActor static var noFlatCells: CellProvider<OutlineRow<Node>, RecordingListView> {
        CellProvider { _, _, _ in fatalError("the recording list view asks for no cells") }
    }

    /// 50,000 leaves, the folders, 50,000 leaves; folder `f`'s children are numbered from
    /// `1_000_000 * (f + 1)`.
    static func roots() -> [Node] {
        let folders = (0..<folderCount).map { folder in
            Node(
                id: -1 - folder,
                children: (0..<childCount).map { Node(id: 1_000_000 * (folder + 1) + $0, children: nil) })
        }
        let leaves = (0..<2 * leavesAround).map { Node(id: $0, children: nil) }
        return Array(leaves[..<leavesAround]) + folders + Array(leaves[leavesAround...])
    }

    /// The row of folder `folder` when the folders before it are expanded.
    static func row(ofFolder folder: Int) -> Int { leavesAround + folder * (childCount + 1) }

    static func show(expanded: Bool) -> (Outline, Rows, (RecordingListView, RecordingListView)) {
        let roots = roots()
        let outline = try! Outline(roots: roots, children: \.children, cellProvider: noCells)
        if expanded { try! outline.expandAll(animated: false) }
        let rows = Rows(items: outline.rows, cellProvider: noFlatCells)
        let views = (RecordingListView(), RecordingListView())
        views.0.currentDataSource = outline
        views.1.currentDataSource = rows
        return (outline, rows, views)
    }

    static func exhausted() -> Never {
        fatalError(
            "the outline benchmarks have \(folderCount) folders: run them with at most \(folderCount - 3) repetitions")
    }

    static func expandCase() -> BenchmarkCase {
        let (outline, rows, views) = show(expanded: false)
        // The rows an expansion inserts, as the outline makes them.
        let children = roots()[leavesAround..<leavesAround + folderCount].map { folder in
            (folder.children ?? []).map { OutlineRow(item: $0, depth: 1, isExpandable: false, isExpanded: false) }
        }
        var expanded = 0
        var inserted = 0
        let expanding: () -> Int = {
            guard expanded < folderCount else { exhausted() }
            let outcome = try! outline.expandItem(at: IndexPath(row: row(ofFolder: expanded), section: 0))
            guard outcome == .animated(stageCount: 1), views.0.reloadCount == 1 else {
                fatalError("the outline benchmark's expansion was \(outcome), not one batch")
            }
            expanded += 1
            return outline.listView(views.0, numberOfRowsInSection: 0)
        }
        let inserting: () -> Int = {
            guard inserted < folderCount else { exhausted() }
            rows.insert(contentsOf: children[inserted], at: row(ofFolder: inserted) + 1)
            inserted += 1
            return rows.listView(views.1, numberOfRowsInSection: 0)
        }
        return BenchmarkCase(
            n: 2 * leavesAround, subject: expanding, baselines: [("insert", inserting)], ratioBaseline: "insert",
            operations: (1, "expansion"), countsAllocations: true)
    }

    static func collapseCase() -> BenchmarkCase {
        let (outline, rows, views) = show(expanded: true)
        let children = roots()[leavesAround..<leavesAround + folderCount].map { $0.children ?? [] }
        // From the last folder up, so the rows of the folders above stay where they are.
        var collapsed = 0
        var deleted = 0
        let collapsing: () -> Int = {
            guard collapsed < folderCount else { exhausted() }
            let folder = folderCount - 1 - collapsed
            let outcome = outline.collapseItem(at: IndexPath(row: row(ofFolder: folder), section: 0))
            guard outcome == .animated(stageCount: 1), views.0.reloadCount == 1 else {
                fatalError("the outline benchmark's collapse was \(outcome), not one batch")
            }
            collapsed += 1
            return outline.listView(views.0, numberOfRowsInSection: 0)
        }
        let deleting: () -> Int = {
            guard deleted < folderCount else { exhausted() }
            rows.deleteItems(withIDs: children[folderCount - 1 - deleted].map { .item($0.id) })
            deleted += 1
            return rows.listView(views.1, numberOfRowsInSection: 0)
        }
        return BenchmarkCase(
            n: 2 * leavesAround, subject: collapsing, baselines: [("delete", deleting)], ratioBaseline: "delete",
            operations: (1, "collapse"), countsAllocations: true)
    }
}
