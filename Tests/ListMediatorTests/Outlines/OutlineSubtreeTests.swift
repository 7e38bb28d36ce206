import Foundation
import ListMediatorTesting
import Testing

@testable import ListMediator

/// An item expands or collapses with everything below it: the rows of its subtree inserted or
/// deleted around the rows that stay, no diff, no reload; the app's refusals and handlers heard
/// as for one item; a tree that is not one refused with nothing changed.
@MainActor
struct OutlineSubtreeTests {
    typealias Outline = OutlineDataSource<OutlineNode, HeadlessTableView>

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 2_000))
    let tree: [OutlineNode] = [
        .folder(1, [.leaf(11), .folder(12, [.leaf(121), .folder(123, [.leaf(1231)])])]),
        .leaf(2),
        .folder(3, [.leaf(31)]),
    ]

    func makeOutline(_ roots: [OutlineNode]? = nil) throws -> Outline {
        let outline = try Outline(roots: roots ?? tree, children: \.children, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        return outline
    }

    var shown: [String?] { tableView.visibleCells.map(\.text) }

    @Test func expandingWithDescendantsShowsTheWholeSubtreeAndNothingElse() throws {
        let outline = try makeOutline()

        #expect(try outline.expand(1, includingDescendants: true) == .animated(stageCount: 1))

        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    - 123", "      1231", "2", "+ 3"])
        #expect(
            tableView.performedBatchUpdates == [
                BatchUpdate(insertedRows: (1...5).map { [0, $0] }, reconfiguredRows: [[0, 0]])
            ])
        #expect(tableView.reloadCount == 1 && tableView.rejectedBatchUpdates.isEmpty)
        #expect([1, 12, 123].allSatisfy(outline.isExpanded) && !outline.isExpanded(3))
        #expect(outline.updateRecordKind(in: tableView) == .expansion)
    }

    @Test func anExpandedItemsHiddenDescendantsExpandAroundTheRowsThatStay() throws {
        let outline = try makeOutline()
        try outline.expand(1)
        let before = tableView.performedBatchUpdates.count

        try outline.expand(1, includingDescendants: true)

        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    - 123", "      1231", "2", "+ 3"])
        #expect(
            Array(tableView.performedBatchUpdates.dropFirst(before)) == [
                BatchUpdate(insertedRows: [[0, 3], [0, 4], [0, 5]], reconfiguredRows: [[0, 2]])
            ], "the rows of 1 and 11 stay; 12's row shows it expanded")
        #expect(try outline.expand(1, includingDescendants: true) == .unchanged, "everything below shows already")
    }

    @Test func aRefusedItemStaysClosedWithItsDescendantsAndEveryItemThatExpandsIsHeard() throws {
        let outline = try makeOutline()
        var heard: [Int] = []
        outline.shouldExpand = { $0.id != 123 }
        outline.willExpand = { heard.append($0.id) }

        try outline.expand(1, includingDescendants: true)

        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    + 123", "2", "+ 3"])
        #expect(heard == [1, 12])

        outline.shouldExpand = { $0.id != 1 }
        try outline.collapse(1)
        #expect(try outline.expand(1, includingDescendants: true) == .unchanged)
        #expect(shown == ["+ 1", "2", "+ 3"])
    }

    @Test func theChildrenAnItemWillExpandWithAreTheOnesItsHandlerLeftInTheModel() throws {
        var model: [Int: [OutlineNode]] = [1: []]
        let outline = try Outline(
            roots: [.folder(1, [])], children: { model[$0.id] ?? ($0.children == nil ? nil : []) },
            cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        outline.willExpand = { item in
            if item.id == 1 { model[1] = [.folder(12, [])] }
            if item.id == 12 { model[12] = [.leaf(121)] }
        }

        try outline.expand(1, includingDescendants: true)

        #expect(shown == ["- 1", "  - 12", "    121"])
    }

    @Test func collapsingWithDescendantsForgetsEveryItemBelowAsExpanded() throws {
        let outline = try makeOutline()
        try outline.expand(1, includingDescendants: true)

        #expect(outline.collapseItem(at: IndexPath(row: 0, section: 0), includingDescendants: true) != .unchanged)

        #expect(shown == ["+ 1", "2", "+ 3"])
        #expect(tableView.performedBatchUpdates.last?.deletedRows == (1...5).map { [0, $0] })
        try outline.expand(1)
        #expect(shown == ["- 1", "  11", "  + 12", "2", "+ 3"], "12 and 123 open no more")
    }

    @Test func collapsingACollapsedItemWithDescendantsForgetsTheExpansionsHiddenUnderIt() throws {
        let outline = try makeOutline()
        try outline.expand(1, includingDescendants: true)
        try outline.collapse(1)
        #expect(outline.isExpanded(12), "kept under the collapsed item")
        let updates = tableView.performedBatchUpdates.count

        #expect(try outline.collapse(1, includingDescendants: true) == .unchanged)

        #expect(!outline.isExpanded(12) && !outline.isExpanded(123))
        #expect(tableView.performedBatchUpdates.count == updates, "no row changed")
    }

    @Test func aRefusedCollapseWithDescendantsChangesNothing() throws {
        let outline = try makeOutline()
        try outline.expand(1, includingDescendants: true)
        var heard: [Int] = []
        outline.shouldCollapse = { $0.id != 1 }
        outline.willCollapse = { heard.append($0.id) }

        #expect(try outline.collapse(1, includingDescendants: true) == .unchanged)
        #expect(outline.isExpanded(12) && shown.count == 8)

        outline.shouldCollapse = nil
        try outline.collapse(1, includingDescendants: true)
        #expect(heard == [1], "the items below go with it, unasked")
    }

    @Test func aSubtreeThatIsNoTreeIsRefusedAndNothingChanges() throws {
        // 123's children name 2, a root.
        let broken: [OutlineNode] = [
            .folder(1, [.folder(12, [.folder(123, [.leaf(2)])])]),
            .leaf(2),
        ]
        let outline = try makeOutline(broken)
        try outline.expand(1)
        let updates = tableView.performedBatchUpdates.count

        #expect(throws: OutlineError<Int>.itemUnderTwoParents(2, firstParent: nil, secondParent: 123)) {
            try outline.expand(1, includingDescendants: true)
        }
        #expect(shown == ["- 1", "  + 12", "2"])
        #expect(tableView.performedBatchUpdates.count == updates && !outline.isExpanded(12))
        #expect(outline.shownIDs == [1, 12, 2], "what the tree check counts as shown, as it was")
        // The items shown are as they were: 12 still expands alone.
        try outline.expand(12)
        #expect(shown == ["- 1", "  - 12", "    + 123", "2"])

        let cyclic = try Outline(
            roots: [.folder(1, [.folder(12, [.folder(1, [])])])], children: \.children, cellProvider: .text(\.text))
        tableView.currentDataSource = cyclic
        #expect(throws: OutlineError<Int>.cycle(path: [1, 12, 1])) { try cyclic.expand(1, includingDescendants: true) }
        #expect(shown == ["+ 1"])
    }

    @Test func aCycleBackToAnItemAboveTheSubtreeNamesThePathFromIt() throws {
        // 123's children name 1, two levels above 12, where the expansion starts.
        let cyclic: [OutlineNode] = [.folder(1, [.folder(12, [.folder(123, [.folder(1, [])])])])]
        let outline = try makeOutline(cyclic)
        try outline.expand(1)

        #expect(throws: OutlineError<Int>.cycle(path: [1, 12, 123, 1])) {
            try outline.expand(12, includingDescendants: true)
        }
        #expect(shown == ["- 1", "  + 12"])
    }

    @Test func childrenChangedWithoutAnApplyAreShownByADiffThatKeepsTheRowsAroundTheSubtree() throws {
        var live: [Int: [OutlineNode]] = [12: [.leaf(121), .leaf(122)]]
        let outline = try Outline(
            roots: [.leaf(0), .folder(1, [.folder(12, [])]), .leaf(2)],
            children: { live[$0.id] ?? $0.children }, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        try outline.expand(1)
        try outline.expand(12)
        live[12] = [.leaf(123), .leaf(122)]  // one gone, one new, without an apply

        try outline.expand(1, includingDescendants: true)

        #expect(shown == ["0", "- 1", "  - 12", "    123", "    122", "2"])
        #expect(tableView.rejectedBatchUpdates.isEmpty && tableView.reloadCount == 1)
    }

    @Test func collapsingWithDescendantsSparesWhatIsBelowAnItemShownElsewhereThatAHiddenPartNamesAgain() throws {
        // 12 shows under 1, collapsed, keeping 121 expanded under it; 3's collapsed child 31 names
        // 12 again, a part of the tree no check has seen.
        let broken: [OutlineNode] = [
            .folder(1, [.folder(12, [.folder(121, [.leaf(1211)])])]),
            .folder(3, [.folder(31, [.folder(12, [.folder(121, [])])])]),
        ]
        let outline = try makeOutline(broken)
        try outline.expand(1)
        try outline.expand(12)
        try outline.expand(121)
        try outline.collapse(12)
        try outline.expand(3)

        try outline.collapse(3, includingDescendants: true)

        #expect(outline.isExpanded(121), "below 12, which shows under 1, not below 3")
        try outline.expand(12)
        #expect(shown == ["- 1", "  - 12", "    - 121", "      1211", "+ 3"])
    }

    @Test func expandAllHearsEachItemThatExpandsAnew() throws {
        let outline = try makeOutline()
        try outline.expand(1)
        var heard: [Int] = []
        outline.willExpand = { heard.append($0.id) }

        try outline.expandAll()

        #expect(heard.sorted() == [3, 12, 123], "1 was expanded already")
    }
}
