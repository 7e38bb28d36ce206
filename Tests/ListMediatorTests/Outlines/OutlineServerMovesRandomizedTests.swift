import Foundation
@_spi(Testing) import ListMediatorTesting
import Testing

@testable import ListMediator

/// Random outlines whose children load from a server that moves items between folders while the
/// outline keeps what it loaded before — so loaded children go stale, and expanding a folder, a
/// folder with everything below it or everything can meet an item twice or a cycle. Checked after
/// every step against what must always hold rather than a model: the outline never throws for
/// children it loaded (it drops them and shows the failure), no item shows twice, the items the
/// tree check counts as shown are those the rows show, the rows make an outline whose expanded
/// rows are the expanded items, every batch is valid under UIKit's
/// rules, and the view's record replays at the end.
@MainActor
struct OutlineServerMovesRandomizedTests {
    nonisolated static let casesPerBatch = 100
    nonisolated static let batches: [UInt64] = Array(0..<3)
    static let stepsPerCase = 30

    @Test(arguments: batches)
    func staleChildrenNeverBreakTheOutline(batch: UInt64) async {
        var failures = 0
        for seed in (0..<UInt64(Self.casesPerBatch)).map({ batch << 32 | $0 }) {
            guard let failure = await ServerMovesRun(seed: seed).run() else { continue }
            Issue.record("seed \(seed): \(failure)")
            failures += 1
            if failures == 3 { return }
        }
    }
}

/// One random case: a lazily loaded outline on a headless view and the server it loads from.
@MainActor
final class ServerMovesRun {
    typealias Outline = OutlineDataSource<OutlineNode, HeadlessTableView>

    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    var random: SplitMix64
    /// The server: each folder's children, as they are now.
    var folders: [Int: [OutlineNode]] = [:]
    let roots: [OutlineNode]
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 100_000))
    var outline: Outline!
    var pending: [(id: Int, answer: CheckedContinuation<[OutlineNode], any Error>)] = []
    var trace: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        var nextID = 1
        var folders: [Int: [OutlineNode]] = [:]
        func makeNodes(depth: Int, using random: inout SplitMix64) -> [OutlineNode] {
            (0..<Int.random(in: depth == 0 ? 1...3 : 0...3, using: &random)).map { _ in
                defer { nextID += 1 }
                let id = nextID
                guard depth < 3, Int.random(in: 0..<3, using: &random) > 0 else { return .leaf(id) }
                nextID += 1
                folders[id] = makeNodes(depth: depth + 1, using: &random)
                nextID -= 1
                return .folder(id, [])
            }
        }
        roots = makeNodes(depth: 0, using: &random)
        self.folders = folders
    }

    func run() async -> String? {
        outline = try! Outline(
            roots: roots, hasChildren: { $0.children != nil },
            loadChildren: { [unowned self] folder in
                try await withCheckedThrowingContinuation { pending.append((folder.id, $0)) }
            }, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        for step in 0..<OutlineServerMovesRandomizedTests.stepsPerCase {
            let description = performStep()
            for _ in 0..<20 { await Task.yield() }
            trace.append(description)
            if let failure = check() {
                return "step \(step + 1), \(description): \(failure)\nsteps: \(trace.joined(separator: "; "))"
            }
        }
        while let request = pending.popLast() { request.answer.resume(throwing: Offline()) }
        for _ in 0..<20 { await Task.yield() }
        if let mismatch = tableView.replayMismatch() { return "replaying: \(mismatch)" }
        return nil
    }

    // MARK: Steps

    func performStep() -> String {
        let rows = outline.rows
        let index = rows.indices.randomElement(using: &random)
        let indexPath = index.map { IndexPath(row: $0, section: 0) }
        do {
            switch Int.random(in: 0..<15, using: &random) {
            case 0, 1:
                guard let indexPath else { return "nothing to expand" }
                try outline.expandItem(at: indexPath)
                return "expand \(rows[indexPath.row].id)"
            case 2, 3:
                guard let indexPath else { return "nothing to expand" }
                try outline.expandItem(at: indexPath, includingDescendants: true)
                return "expand \(rows[indexPath.row].id) with its descendants"
            case 4:
                guard let indexPath else { return "nothing to collapse" }
                outline.collapseItem(at: indexPath, includingDescendants: Bool.random(using: &random))
                return "collapse \(rows[indexPath.row].id)"
            case 5:
                try outline.expandAll()
                return "expand all"
            case 6:
                outline.collapseAll()
                return "collapse all"
            case 7, 8, 9:
                return answerALoad()
            case 10:
                guard let index, rows[index].placeholder != nil else { return "no placeholder tapped" }
                tableView.tapRow(at: IndexPath(row: index, section: 0))
                return "tap \(rows[index].id)"
            case 11:
                guard let id = folders.keys.sorted().randomElement(using: &random) else { return "nothing to reload" }
                outline.reloadChildren(of: id)
                return "reload \(id)"
            default:
                return moveOnTheServer()
            }
        } catch {
            return "threw \(error)"
        }
    }

    /// The server answers a random request: the folder's children as they are now, or a failure.
    func answerALoad() -> String {
        guard let index = pending.indices.randomElement(using: &random) else { return "no load to answer" }
        let request = pending.remove(at: index)
        if Int.random(in: 0..<4, using: &random) > 0 {
            request.answer.resume(returning: folders[request.id] ?? [])
            return "answer \(request.id)"
        }
        request.answer.resume(throwing: Offline())
        return "fail \(request.id)"
    }

    /// Moves an item from one folder to another on the server — into one of its own descendants
    /// too, making a cycle of what the outline loaded before and after.
    func moveOnTheServer() -> String {
        let sources = folders.keys.sorted().filter { !(folders[$0] ?? []).isEmpty }
        guard let source = sources.randomElement(using: &random),
            let target = folders.keys.sorted().filter({ $0 != source }).randomElement(using: &random)
        else { return "nothing to move on the server" }
        let moved = folders[source]!.remove(at: Int.random(in: 0..<folders[source]!.count, using: &random))
        folders[target]!.insert(moved, at: Int.random(in: 0...folders[target]!.count, using: &random))
        return "server moves \(moved.id) from \(source) to \(target)"
    }

    // MARK: Checking

    func check() -> String? {
        if let threw = trace.last, threw.hasPrefix("threw") { return "the outline \(threw)" }
        let rows = outline.rows
        guard Set(rows.map(\.id)).count == rows.count else { return "an item shows twice: \(rows.map(\.text))" }
        // What the tree check checks against: exactly the items the rows show.
        let shownItems = Set(rows.lazy.filter { $0.placeholder == nil }.map(\.item.id))
        guard outline.shownIDs == shownItems else {
            return "the outline counts \(outline.shownIDs.sorted()) as shown, its rows show \(shownItems.sorted())"
        }
        let visible = (0..<tableView.numberOfRows(inSection: 0)).map {
            tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.text
        }
        guard visible == rows.map(\.text) else { return "the view shows \(visible), the outline \(rows.map(\.text))" }
        guard tableView.rejectedBatchUpdates.isEmpty else {
            return "the view rejected \(tableView.rejectedBatchUpdates.map(\.error.description))"
        }
        for (index, row) in rows.enumerated() {
            let next = index + 1 < rows.count ? rows[index + 1].depth : 0
            if index == 0, row.depth != 0 { return "the first row is at depth \(row.depth)" }
            if next > row.depth + 1 { return "row \(index) jumps from depth \(row.depth) to \(next)" }
            if next > row.depth, !row.isExpanded { return "row \(index) has rows below it but is collapsed" }
            if row.placeholder == nil, row.isExpanded != outline.isExpanded(row.item.id) {
                return "row \(index) shows \(row.item.id) \(row.isExpanded ? "expanded" : "collapsed"), not as it is"
            }
            if row.placeholder != nil, index == 0 || rows[index - 1].id != .item(row.item.id) {
                return "the placeholder at row \(index) is not under its item"
            }
        }
        return nil
    }
}
