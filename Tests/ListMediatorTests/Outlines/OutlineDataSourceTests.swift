import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// An outline shows an item's children below it when it expands — inserted rows, no diff, no
/// reload — keeps which items are expanded by identity, and refuses a tree that is not one.
@MainActor
struct OutlineDataSourceTests {
    typealias Outline = OutlineDataSource<OutlineNode, HeadlessTableView>

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 2_000))
    let tree: [OutlineNode] = [
        .folder(1, [.leaf(11), .folder(12, [.leaf(121), .leaf(122)])]),
        .leaf(2),
        .folder(3, []),
    ]

    func makeOutline(_ roots: [OutlineNode]? = nil) throws -> Outline {
        let outline = try Outline(roots: roots ?? tree, children: \.children, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        return outline
    }

    var shown: [String?] { tableView.visibleCells.map(\.text) }

    @Test func expandingInsertsTheChildrensRowsBelowTheItemAndUpdatesItsRowInPlace() throws {
        let outline = try makeOutline()
        #expect(shown == ["+ 1", "2", "+ 3"])

        try outline.expandItem(at: IndexPath(row: 0, section: 0))

        #expect(shown == ["- 1", "  11", "  + 12", "2", "+ 3"])
        #expect(
            tableView.performedBatchUpdates == [
                BatchUpdate(insertedRows: [[0, 1], [0, 2]], reconfiguredRows: [[0, 0]])
            ])
        #expect(tableView.reloadCount == 1 && tableView.rejectedBatchUpdates.isEmpty)
        #expect(outline.rows.map(\.depth) == [0, 1, 1, 0, 0])
        #expect(outline.updateRecordKind(in: tableView) == .expansion)
    }

    @Test func withTapTogglesExpansionATapOnAFolderOpensOrClosesItAndALeafIsSelected() throws {
        let outline = try makeOutline()
        var selected: [Int] = []
        outline.onSelect = { selected.append($0.item.id) }
        outline.tapTogglesExpansion = true

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(shown == ["- 1", "  11", "  + 12", "2", "+ 3"])
        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(shown == ["+ 1", "2", "+ 3"])
        #expect(selected.isEmpty && tableView.indexPathsForSelectedRows.isEmpty)

        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(selected == [2])
    }

    @Test func aFolderTogglesOnTheUsersActionOnlyNotWhenItIsAskedWhetherItMayBeSelected() throws {
        let outline = try makeOutline()
        outline.tapTogglesExpansion = true
        let folder = IndexPath(row: 0, section: 0)

        // Asked as focus moves the selection, or as a pan crosses the row: no toggle.
        #expect(outline.listView(tableView, willSelectRowAt: folder) == nil)
        #expect(!outline.isExpanded(1))
        outline.listView(tableView, performPrimaryActionForRowAt: folder)
        #expect(outline.isExpanded(1))

        // A tap that adds to a selection of several is no action on the row.
        tableView.allowsMultipleSelection = true
        tableView.tapRow(at: folder)
        #expect(outline.isExpanded(1))
    }

    @Test func expandedItemsStayExpandedThroughSwitchesAndReloadsAndExpandWhileHidden() throws {
        let outline = try Outline(roots: tree, children: \.children, cellProvider: .text(\.text))
        let other = FlatDataSource<OutlineRow<OutlineNode>, HeadlessTableView>(items: [], cellProvider: .text(\.text))
        let switcher = SwitchingDataSource<HeadlessTableView>([outline, other])
        tableView.currentDataSource = switcher
        try outline.expand(1)

        switcher.select(1)
        try outline.expand(12)  // hidden: no view to update
        #expect(shown.isEmpty)
        switcher.select(0)
        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    122", "2", "+ 3"])

        tableView.reloadData()
        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    122", "2", "+ 3"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func collapsingDeletesTheDescendantsAndExpandingAgainShowsThemAsTheyWere() throws {
        let outline = try makeOutline()
        try outline.expand(1)
        try outline.expand(12)
        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    122", "2", "+ 3"])

        try outline.collapse(1)
        #expect(shown == ["+ 1", "2", "+ 3"])
        #expect(
            tableView.performedBatchUpdates.last
                == BatchUpdate(deletedRows: [[0, 1], [0, 2], [0, 3], [0, 4]], reconfiguredRows: [[0, 0]]))
        #expect(outline.isExpanded(12), "kept, by identity")

        try outline.expand(1)
        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    122", "2", "+ 3"])
    }

    @Test func anEmptyFolderExpandsToNoRowsAndALeafDoesNotExpand() throws {
        let outline = try makeOutline()

        #expect(try outline.expand(3) == .animated(stageCount: 1))
        #expect(shown == ["+ 1", "2", "- 3"])
        #expect(try outline.expand(2) == .unchanged)
        #expect(try outline.expand(3) == .unchanged, "expanded already")
    }

    @Test func theAppCanRefuseAnExpansionAndHearsExpansionsAndCollapses() throws {
        let outline = try makeOutline()
        var heard: [String] = []
        outline.shouldExpand = { $0.id != 12 }
        outline.willExpand = { heard.append("expand \($0.id)") }
        outline.willCollapse = { heard.append("collapse \($0.id)") }

        try outline.expand(1)
        #expect(try outline.expand(12) == .unchanged)
        try outline.collapse(1)

        #expect(heard == ["expand 1", "collapse 1"])
        #expect(!outline.isExpanded(12))
    }

    @Test func applyKeepsExpandedItemsByIdentityWhereverTheyMove() throws {
        let outline = try makeOutline()
        try outline.expand(1)
        try outline.expand(12)
        let batchesBefore = tableView.performedBatchUpdates.count

        // 12 moves under 3 with its children; 11 changes; 2 goes.
        try outline.apply([
            .folder(1, [OutlineNode(id: 11, version: 1)]),
            .folder(3, [.folder(12, [.leaf(121), .leaf(122)])]),
        ])

        #expect(shown == ["- 1", "  11v1", "+ 3"], "3 was collapsed: 12 is under it, still expanded")
        #expect(outline.isExpanded(12))
        try outline.expand(3)
        #expect(shown == ["- 1", "  11v1", "- 3", "  - 12", "    121", "    122"])
        #expect(tableView.performedBatchUpdates.count > batchesBefore && tableView.reloadCount == 1)
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func anItemGoneFromTheTreeIsForgottenAsExpanded() throws {
        let outline = try makeOutline()
        try outline.expand(1)
        try outline.apply([.leaf(2)])
        try outline.apply(tree)

        #expect(shown == ["+ 1", "2", "+ 3"])
    }

    @Test func expandAllShowsEveryDescendantAndCollapseAllOnlyTheRoots() throws {
        let outline = try makeOutline()

        try outline.expandAll()
        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    122", "2", "- 3"])
        outline.collapseAll()
        #expect(shown == ["+ 1", "2", "+ 3"])
        #expect(tableView.reloadCount == 1 && tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.performedBatchUpdates.last?.deletedRows.count == 4)
    }

    @Test func expandAllAsksShouldExpandAndACollapseCanBeRefusedToo() throws {
        let outline = try makeOutline()
        outline.shouldExpand = { $0.id != 12 }
        outline.shouldCollapse = { $0.id != 1 }

        try outline.expandAll()
        #expect(shown == ["- 1", "  11", "  + 12", "2", "- 3"])
        #expect(outline.collapseItem(at: IndexPath(row: 0, section: 0)) == .unchanged)
        #expect(shown == ["- 1", "  11", "  + 12", "2", "- 3"])
    }

    @Test func childrenThatChangedWithoutAnApplyAreShownByADiffWhenEverythingExpands() throws {
        var live: [Int: [OutlineNode]] = [1: [.leaf(11), .leaf(12)]]
        let outline = try Outline(
            roots: [.folder(1, []), .leaf(2)], children: { live[$0.id] ?? ($0.children == nil ? nil : []) },
            cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        try outline.expand(1)
        live[1] = [.leaf(13), .leaf(12), .leaf(14)]  // one gone, two new, without an apply

        try outline.expandAll()

        #expect(shown == ["- 1", "  13", "  12", "  14", "2"])
        #expect(tableView.rejectedBatchUpdates.isEmpty && tableView.reloadCount == 1)
    }

    @Test func aCycleIsRefusedWithItsPathAndNothingChanges() throws {
        // 12's children name 1, its own grandparent.
        let cyclic: [OutlineNode] = [.folder(1, [.folder(12, [.folder(1, [])])])]
        let outline = try makeOutline(cyclic)
        try outline.expand(1)
        let updates = tableView.performedBatchUpdates.count

        #expect(throws: OutlineError<Int>.cycle(path: [1, 12, 1])) { try outline.expand(12) }
        #expect(shown == ["- 1", "  + 12"])
        #expect(tableView.performedBatchUpdates.count == updates)
        #expect(
            OutlineError<Int>.cycle(path: [1, 12, 1]).description
                == "the outline's children form a cycle: 1 › 12 › 1; an item cannot be among its own descendants")
    }

    @Test func anItemUnderTwoParentsIsRefusedAndNothingChanges() throws {
        let outline = try makeOutline()
        try outline.expandAll()

        let twice: [OutlineNode] = [.folder(1, [.leaf(7)]), .folder(3, [.leaf(7)])]
        #expect(throws: OutlineError<Int>.itemUnderTwoParents(7, firstParent: 1, secondParent: 3)) {
            try outline.apply(twice)
        }
        #expect(shown == ["- 1", "  11", "  - 12", "    121", "    122", "2", "- 3"])
        #expect(throws: OutlineError<Int>.itemUnderTwoParents(1, firstParent: nil, secondParent: nil)) {
            try Outline(roots: [.leaf(1), .leaf(1)], children: \.children, cellProvider: .text(\.text))
        }
        #expect(throws: OutlineError<Int>.itemNotShown(99)) { try outline.collapse(99) }
    }

    @Test func theSelectionFollowsItsRowWhenRowsComeAndGoAbove() throws {
        let outline = try makeOutline()
        outline.selectItem(at: IndexPath(row: 1, section: 0))  // 2

        try outline.expand(1)
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        try outline.collapse(1)
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func anOutlineInsideACompositeExpandsAtItsOwnSections() throws {
        let header = FlatDataSource<String, HeadlessTableView>(items: ["header"], cellProvider: .text { $0 })
        let outline = try Outline(roots: tree, children: \.children, cellProvider: .text(\.text))
        tableView.currentDataSource = CompositeDataSource([header, outline])

        try outline.expandItem(at: IndexPath(row: 0, section: 0))

        #expect(shown == ["header", "- 1", "  11", "  + 12", "2", "+ 3"])
        #expect(tableView.performedBatchUpdates.last?.insertedRows == [[1, 1], [1, 2]])
    }
}

/// An outline's rows change through its tree, not through the row-level edits of an item data
/// source.
@MainActor
struct OutlineRowEditingTests {
    @Test func aUsersDeletionOfARowStopsWithAMessageThatSaysToApplyTheModel() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                let outline = try! OutlineDataSource<OutlineNode, HeadlessTableView>(
                    roots: [.leaf(1), .leaf(2)], children: \.children, cellProvider: .text(\.text))
                outline.onDelete = { _ in }
                tableView.currentDataSource = outline
                tableView.deleteRow(at: IndexPath(row: 0, section: 0))
            }
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("rows change through its tree"))
    }
}

extension OutlineDataSource {
    /// The kind the view recorded for the last update.
    func updateRecordKind(in tableView: HeadlessTableView) -> RecordedUpdate.Kind? {
        tableView.updateRecord.updates.last?.kind
    }
}
