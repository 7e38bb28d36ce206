import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Random trees, changed at random as in ``NestedDataSourcesRandomizedTests`` (applies,
/// diffed switches, children removed and inserted again), then let go: the view alone keeps
/// the tree alive, and once it shows nothing every node and leaf is freed. Every case has its
/// own seed, printed on failure.
@MainActor
struct RandomTreeReleaseTests {
    nonisolated static let cases: UInt64 = 500
    static let changesPerCase = 6

    @Test func clearingTheViewsDataSourceFreesEveryNodeAndLeafOfARandomTree() {
        checkSeededCases(0..<Self.cases) { Self.checkCase(seed: $0) }
    }

    /// Runs one random case; returns what went wrong, or `nil`.
    static func checkCase(seed: UInt64) -> String? {
        let tableView: HeadlessTableView
        var shown: [(name: String, object: () -> AnyObject?)] = []
        var removed: [(name: String, object: () -> AnyObject?)] = []
        do {
            let run = NestingRun(seed: seed)
            for _ in 0..<changesPerCase { _ = run.changeSomething() }
            tableView = run.tableView
            func weakly(_ node: TreeNode) -> (String, () -> AnyObject?) {
                let object: AnyObject = node.dataSource
                return (node.name, { [weak object] in object })
            }
            shown = run.root.subtree.map(weakly)
            removed = run.detached.flatMap { $0.subtree }.map(weakly)
        }
        // What a composite removed belongs to nobody once the test lets go of it.
        if let kept = removed.first(where: { $0.object() != nil }) { return "removed \(kept.name) is still alive" }
        if let lost = shown.first(where: { $0.object() == nil }) { return "\(lost.name) was freed while shown" }
        tableView.currentDataSource = nil
        if let kept = shown.first(where: { $0.object() != nil }) {
            return "\(kept.name) is still alive after the view let go of the tree"
        }
        return nil
    }
}
