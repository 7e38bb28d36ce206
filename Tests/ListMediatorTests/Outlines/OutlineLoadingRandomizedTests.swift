import Foundation
@_spi(Testing) import ListMediatorTesting
import Testing

@testable import ListMediator

/// Random outlines whose children load, and random steps — expansions, collapses, expand and
/// collapse all, loads that succeed or fail in any order (after a collapse too), retries by a tap
/// on a failure's row, reloads that supersede a running load, and applies of new roots — checked
/// after every step against a model: the rows (placeholders included) are the model's, the loads
/// asked for are the model's, every batch is valid under UIKit's rules, and the view's record
/// replays at the end.
@MainActor
struct OutlineLoadingRandomizedTests {
    nonisolated static let casesPerBatch = 100
    nonisolated static let batches: [UInt64] = Array(0..<3)
    static let stepsPerCase = 14

    @Test(arguments: batches)
    func randomLoadsShowTheModelsOutline(batch: UInt64) async {
        var failures = 0
        for seed in (0..<UInt64(Self.casesPerBatch)).map({ batch << 32 | $0 }) {
            guard let failure = await LoadingOutlineRun(seed: seed).run() else { continue }
            Issue.record("seed \(seed): \(failure)")
            failures += 1
            if failures == 3 { return }
        }
    }
}

/// One random case: a lazily loaded outline on a headless view, the server it loads from, and
/// the model.
@MainActor
final class LoadingOutlineRun {
    typealias Outline = OutlineDataSource<OutlineNode, HeadlessTableView>

    /// A request the outline made and the server has not answered, with the model's number of
    /// the load.
    struct Pending {
        let id: Int
        let number: Int
        let answer: CheckedContinuation<[OutlineNode], any Error>
    }

    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    var random: SplitMix64
    /// The server: each folder's children; roots the app shows.
    var folders: [Int: [OutlineNode]] = [:]
    var allRoots: [OutlineNode] = []
    var roots: [OutlineNode] = []
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 100_000))
    var outline: Outline!
    var pending: [Pending] = []
    var requests: [Int] = []
    /// The model: expanded items, the children loaded, the loads running (by number) or failed.
    var expanded: Set<Int> = []
    var loaded: [Int: [OutlineNode]] = [:]
    var running: [Int: Int] = [:]
    var failed: Set<Int> = []
    var modelRequests: [Int] = []
    var lastNumber = 0
    var trace: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        var nextID = 1
        func makeNodes(depth: Int) -> [OutlineNode] {
            (0..<Int.random(in: depth == 0 ? 1...4 : 0...3, using: &random)).map { _ in
                defer { nextID += 1 }
                let id = nextID
                guard depth < 3, Bool.random(using: &random) else { return .leaf(id) }
                nextID += 1
                folders[id] = makeNodes(depth: depth + 1)
                return .folder(id, [])
            }
        }
        allRoots = makeNodes(depth: 0)
        roots = allRoots
    }

    // MARK: The model

    func modelRows() -> [String] {
        var rows: [String] = []
        func add(_ nodes: [OutlineNode], depth: Int) {
            for node in nodes {
                let isExpanded = node.children != nil && expanded.contains(node.id)
                rows.append(
                    OutlineRow(item: node, depth: depth, isExpandable: node.children != nil, isExpanded: isExpanded)
                        .text)
                guard isExpanded else { continue }
                if let children = loaded[node.id] {
                    add(children, depth: depth + 1)
                } else {
                    let placeholder: OutlineRow<OutlineNode>.Placeholder =
                        failed.contains(node.id) ? .failed(message: "offline") : .loading
                    rows.append(OutlineRow(placeholder: placeholder, underItem: node, depth: depth + 1).text)
                }
            }
        }
        add(roots, depth: 0)
        return rows
    }

    /// The folders shown expanded whose children are to load, in row order.
    func modelFoldersToLoad() -> [Int] {
        var ids: [Int] = []
        func visit(_ nodes: [OutlineNode]) {
            for node in nodes where node.children != nil && expanded.contains(node.id) {
                if let children = loaded[node.id] {
                    visit(children)
                } else if !failed.contains(node.id) {
                    ids.append(node.id)
                }
            }
        }
        visit(roots)
        return ids
    }

    /// Every folder shown loading has a load running: the outline starts one where it has none.
    func modelStartsMissingLoads() {
        for id in modelFoldersToLoad() where running[id] == nil { modelStartLoad(id) }
    }

    func modelStartLoad(_ id: Int) {
        lastNumber += 1
        running[id] = lastNumber
        failed.remove(id)
        modelRequests.append(id)
    }

    /// The items of the tree under `roots` through the loaded children, shown or not.
    func reachable(from nodes: [OutlineNode]) -> Set<Int> {
        Set(nodes.flatMap { [$0.id] + reachable(from: loaded[$0.id] ?? []) })
    }

    func shownItemIDs() -> Set<Int> {
        Set(outline.rows.filter { $0.placeholder == nil }.map(\.item.id))
    }

    // MARK: Running

    func run() async -> String? {
        let folders = folders
        outline = try! Outline(
            roots: roots, hasChildren: { $0.children != nil },
            loadChildren: { [unowned self] folder in
                requests.append(folder.id)
                return try await withCheckedThrowingContinuation { continuation in
                    // The model numbered the load when the outline started it.
                    let number = lastNumber(of: folder.id)
                    pending.append(Pending(id: folder.id, number: number, answer: continuation))
                }
            }, cellProvider: .text(\.text))
        _ = folders
        tableView.currentDataSource = outline
        for step in 0..<OutlineLoadingRandomizedTests.stepsPerCase {
            let description = performStep()
            await settleLoads()
            trace.append(description)
            if let failure = check() {
                return "step \(step + 1), \(description): \(failure)\nsteps: \(trace.joined(separator: "; "))"
            }
        }
        // Answer what is left, so no continuation leaks.
        while let request = pending.popLast() { request.answer.resume(throwing: Offline()) }
        await settleLoads()
        if let mismatch = tableView.replayMismatch() { return "replaying: \(mismatch)" }
        return nil
    }

    /// The number the model gave the load of `id` it started last.
    func lastNumber(of id: Int) -> Int { running[id] ?? 0 }

    func settleLoads() async {
        for _ in 0..<20 { await Task.yield() }
    }

    func performStep() -> String {
        let rows = outline.rows
        switch Int.random(in: 0..<14, using: &random) {
        case 0, 1, 2:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to expand" }
            let row = rows[index]
            _ = try! outline.expandItem(at: IndexPath(row: index, section: 0))
            if row.placeholder == nil, row.isExpandable, !row.isExpanded {
                expanded.insert(row.item.id)
                failed.remove(row.item.id)
            }
            modelStartsMissingLoads()
            return "expand \(row.id)"
        case 3:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to collapse" }
            let row = rows[index]
            outline.collapseItem(at: IndexPath(row: index, section: 0))
            if row.placeholder == nil { expanded.remove(row.item.id) }
            return "collapse \(row.id)"
        case 4, 5, 6:
            return answerALoad()
        case 7:
            guard let index = rows.indices.filter({ rows[$0].placeholder != nil }).randomElement(using: &random)
            else { return "no placeholder to tap" }
            let row = rows[index]
            tableView.tapRow(at: IndexPath(row: index, section: 0))
            if case .failed = row.placeholder { reload(row.item.id) }
            return "tap \(row.id)"
        case 8:
            guard let id = expanded.sorted().randomElement(using: &random) else { return "nothing to reload" }
            outline.reloadChildren(of: id)
            reload(id)
            return "reload \(id)"
        case 9:
            try! outline.expandAll()
            // Items that expand anew load again after a failure.
            failed.formIntersection(expanded)
            expandAll(roots)
            modelStartsMissingLoads()
            return "expand all"
        case 10:
            outline.collapseAll()
            expanded = []
            return "collapse all"
        case 12:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to expand" }
            let row = rows[index]
            _ = try! outline.expandItem(at: IndexPath(row: index, section: 0), includingDescendants: true)
            if row.placeholder == nil, row.isExpandable {
                // As everything expanding: items that expand anew load again after a failure.
                failed.formIntersection(expanded)
                expandAll([row.item])
            }
            modelStartsMissingLoads()
            return "expand \(row.id) with its descendants"
        case 13:
            guard let index = rows.indices.randomElement(using: &random) else { return "nothing to collapse" }
            let row = rows[index]
            outline.collapseItem(at: IndexPath(row: index, section: 0), includingDescendants: true)
            if row.placeholder == nil {
                expanded.subtract([row.item.id] + reachable(from: loaded[row.item.id] ?? []))
            }
            return "collapse \(row.id) with its descendants"
        default:
            let shownBefore = shownItemIDs()
            var newRoots = allRoots.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
            newRoots.shuffle(using: &random)
            try! outline.apply(newRoots)
            let hidden = expanded.filter { shownBefore.contains($0) && !shownItemIDs().contains($0) }
            expanded.subtract(hidden.subtracting(reachable(from: newRoots)))
            roots = newRoots
            modelStartsMissingLoads()
            return "apply roots \(newRoots.map(\.id))"
        }
    }

    /// Expands in the model the folders of `nodes` and every folder below them, through the
    /// children loaded.
    func expandAll(_ nodes: [OutlineNode]) {
        for node in nodes where node.children != nil {
            expanded.insert(node.id)
            expandAll(loaded[node.id] ?? [])
        }
    }

    /// The model of ``OutlineDataSource/reloadChildren(of:)``.
    func reload(_ id: Int) {
        loaded[id] = nil
        running[id] = nil
        failed.remove(id)
        if expanded.contains(id), shownItemIDs().contains(id) { modelStartLoad(id) }
    }

    /// The server answers a random pending request: the folder's children, or a failure.
    func answerALoad() -> String {
        guard let index = pending.indices.randomElement(using: &random) else { return "no load to answer" }
        let request = pending.remove(at: index)
        let succeeds = Int.random(in: 0..<3, using: &random) > 0
        let isCurrent = running[request.id] == request.number
        if succeeds {
            request.answer.resume(returning: folders[request.id] ?? [])
        } else {
            request.answer.resume(throwing: Offline())
        }
        if isCurrent {
            running[request.id] = nil
            if succeeds { loaded[request.id] = folders[request.id] ?? [] } else { failed.insert(request.id) }
            if succeeds { modelStartsMissingLoads() }
        }
        return "\(succeeds ? "answer" : "fail") \(request.id)#\(request.number)\(isCurrent ? "" : " (stale)")"
    }

    // MARK: Checking

    func check() -> String? {
        if let mismatch = tableView.mismatch(showing: outline, as: modelRows()) { return mismatch }
        // What the tree check checks against: exactly the items the rows show.
        let shownItems = Set(outline.rows.lazy.filter { $0.placeholder == nil }.map(\.item.id))
        guard outline.shownIDs == shownItems else {
            return "the outline counts \(outline.shownIDs.sorted()) as shown, its rows show \(shownItems.sorted())"
        }
        guard requests.sorted() == modelRequests.sorted() else {
            return "the outline asked for \(requests), the model \(modelRequests)"
        }
        return nil
    }
}
