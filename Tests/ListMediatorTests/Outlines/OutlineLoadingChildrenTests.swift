import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// An outline whose children load the first time an item expands: a placeholder row while they
/// load, their rows in its place when they come, a failure row that a tap retries, and the
/// paging controller's rules for late results.
@MainActor
struct OutlineLoadingChildrenTests {
    typealias Outline = OutlineDataSource<OutlineNode, HeadlessTableView>

    /// A server whose answers the test gives, one request at a time.
    @MainActor
    final class FolderServer {
        struct Failure: LocalizedError {
            var errorDescription: String? { "offline" }
        }
        private var pending: [(id: Int, answer: CheckedContinuation<[OutlineNode], any Error>)] = []
        private(set) var requests: [Int] = []

        func children(of folder: OutlineNode) async throws -> [OutlineNode] {
            requests.append(folder.id)
            return try await withCheckedThrowingContinuation { pending.append((folder.id, $0)) }
        }

        /// Answers the oldest pending request for `id`.
        func answer(_ id: Int, with children: [OutlineNode]) async {
            await settle()  // the load's task asks first
            take(id).resume(returning: children)
            await settle()
        }

        func fail(_ id: Int) async {
            await settle()
            take(id).resume(throwing: Failure())
            await settle()
        }

        private func take(_ id: Int) -> CheckedContinuation<[OutlineNode], any Error> {
            guard let index = pending.firstIndex(where: { $0.id == id }) else {
                fatalError("no request for \(id) is pending; requests: \(requests)")
            }
            return pending.remove(at: index).answer
        }
    }

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 2_000))
    let server = FolderServer()
    let outline: Outline

    init() throws {
        let server = server
        outline = try Outline(
            roots: [.folder(1, []), .leaf(2)], hasChildren: { $0.children != nil },
            loadChildren: { folder in try await server.children(of: folder) }, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
    }

    var shown: [String?] { tableView.visibleCells.map(\.text) }

    @Test func anExpandingFolderShowsALoadingRowThenItsChildrenInItsPlace() async throws {
        #expect(shown == ["+ 1", "2"])

        try outline.expand(1)

        #expect(shown == ["- 1", "  loading 1", "2"])
        #expect(outline.isLoadingChildren(of: 1))
        await settle()
        #expect(server.requests == [1])
        #expect(
            tableView.performedBatchUpdates.last == BatchUpdate(insertedRows: [[0, 1]], reconfiguredRows: [[0, 0]]))

        await server.answer(1, with: [.leaf(11), .folder(12, [])])

        #expect(shown == ["- 1", "  11", "  + 12", "2"])
        #expect(!outline.isLoadingChildren(of: 1))
        #expect(
            tableView.performedBatchUpdates.last
                == BatchUpdate(deletedRows: [[0, 1]], insertedRows: [[0, 1], [0, 2]]))
        #expect(tableView.reloadCount == 1 && tableView.rejectedBatchUpdates.isEmpty)
        #expect(outline.rows.map(\.id) == [.item(1), .item(11), .item(12), .item(2)])
    }

    @Test func aFailureShowsInPlaceAndATapOnItLoadsAgain() async throws {
        var selected: [OutlineRow<OutlineNode>.ID] = []
        outline.onSelect = { selected.append($0.id) }
        try outline.expand(1)

        await server.fail(1)

        #expect(shown == ["- 1", "  failed 1: offline", "2"])
        #expect(tableView.performedBatchUpdates.last == BatchUpdate(reconfiguredRows: [[0, 1]]))
        #expect(outline.rows[1].id == .children(of: 1))

        tableView.tapRow(at: IndexPath(row: 1, section: 0))

        #expect(selected.isEmpty, "a placeholder is no item to select")
        #expect(tableView.indexPathsForSelectedRows.isEmpty)
        #expect(shown == ["- 1", "  loading 1", "2"])
        await settle()
        #expect(server.requests == [1, 1])
        await server.answer(1, with: [.leaf(11)])
        #expect(shown == ["- 1", "  11", "2"])
    }

    @Test func aLoadingRowDoesNotHighlightAndAFailureRowDoes() async throws {
        try outline.expand(1)
        let placeholder = IndexPath(row: 1, section: 0)
        #expect(!outline.listView(tableView, shouldHighlightRowAt: placeholder))
        await server.fail(1)
        #expect(outline.listView(tableView, shouldHighlightRowAt: placeholder))
    }

    @Test func childrenThatComeAfterTheFolderCollapsedAreKeptAndShownAtOnceNextTime() async throws {
        try outline.expand(1)
        try outline.collapse(1)

        await server.answer(1, with: [.leaf(11)])

        #expect(shown == ["+ 1", "2"], "not shown")
        try outline.expand(1)
        #expect(shown == ["- 1", "  11", "2"])
        #expect(server.requests == [1], "no second load")
    }

    @Test func aFailureThatComesAfterTheFolderCollapsedLoadsAgainOnTheNextExpansion() async throws {
        try outline.expand(1)
        try outline.collapse(1)
        await server.fail(1)

        try outline.expand(1)

        #expect(shown == ["- 1", "  loading 1", "2"])
        await settle()
        #expect(server.requests == [1, 1])
    }

    @Test func expandingAgainWhileTheChildrenLoadStartsNoSecondLoad() async throws {
        try outline.expand(1)
        try outline.collapse(1)
        try outline.expand(1)
        await settle()
        #expect(server.requests == [1])
        await server.answer(1, with: [.leaf(11)])
        #expect(shown == ["- 1", "  11", "2"])
    }

    @Test func aResultSupersededByAReloadIsDropped() async throws {
        try outline.expand(1)
        outline.reloadChildren(of: 1)
        await settle()
        #expect(server.requests == [1, 1])

        await server.answer(1, with: [.leaf(99)])  // the first, stale
        #expect(shown == ["- 1", "  loading 1", "2"])
        await server.answer(1, with: [.leaf(11)])
        #expect(shown == ["- 1", "  11", "2"])
    }

    @Test func reloadingShownChildrenShowsTheLoadingRowInTheirPlaceThenTheNewOnes() async throws {
        try outline.expand(1)
        await server.answer(1, with: [.leaf(11), .leaf(12)])

        outline.reloadChildren(of: 1)
        #expect(shown == ["- 1", "  loading 1", "2"])
        await server.answer(1, with: [.leaf(12), .leaf(13)])

        #expect(shown == ["- 1", "  12", "  13", "2"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func childrenThatWouldMakeACycleAreRefusedWithTheReasonInTheFailureRow() async throws {
        try outline.expand(1)
        await server.answer(1, with: [.leaf(2)])  // 2 is a root already

        #expect(shown.count == 3)
        #expect(shown[1]?.hasPrefix("  failed 1: ") == true)
        #expect(outline.rows[1].placeholder != nil)
    }

    @Test func nestedFoldersLoadInTurnAndExpandAllLoadsEveryFolderShown() async throws {
        try outline.expandAll()
        #expect(shown == ["- 1", "  loading 1", "2"])
        await server.answer(1, with: [.folder(11, []), .leaf(12)])
        #expect(shown == ["- 1", "  + 11", "  12", "2"])

        try outline.expandAll()
        #expect(shown == ["- 1", "  - 11", "    loading 11", "  12", "2"])
        await server.answer(11, with: [.leaf(111)])
        #expect(shown == ["- 1", "  - 11", "    111", "  12", "2"])
    }

    @Test func aFolderLeftExpandedUnderOneThatReloadsLoadsItsChildrenWhenItShowsAgain() async throws {
        try outline.expand(1)
        await server.answer(1, with: [.folder(11, [])])
        try outline.expand(11)
        outline.reloadChildren(of: 1)  // 11 goes from the rows, expanded still
        outline.reloadChildren(of: 11)  // not shown: its children are forgotten, nothing loads
        await server.answer(11, with: [.leaf(99)])  // superseded: dropped

        await server.answer(1, with: [.folder(11, [])])

        #expect(shown == ["- 1", "  - 11", "    loading 11", "2"])
        #expect(server.requests == [1, 11, 1, 11])
        await server.answer(11, with: [.leaf(111)])
        #expect(shown == ["- 1", "  - 11", "    111", "2"])
    }

    @Test func anApplyKeepsTheLoadedChildrenAndWhatWasExpanded() async throws {
        try outline.expand(1)
        await server.answer(1, with: [.leaf(11)])

        try outline.apply([.leaf(0), .folder(1, []), .leaf(2)])

        #expect(shown == ["0", "- 1", "  11", "2"])
        #expect(server.requests == [1])
    }

    @Test func anOutlineReleasedWhileLoadingIgnoresTheResult() async throws {
        let server = FolderServer()
        var released: Outline? = try Outline(
            roots: [.folder(1, [])], hasChildren: { $0.children != nil },
            loadChildren: { folder in try await server.children(of: folder) }, cellProvider: .text(\.text))
        try released?.expand(1)
        weak let weakOutline = released
        released = nil
        #expect(weakOutline == nil, "a running load holds no outline")
        await server.answer(1, with: [.leaf(11)])
    }
}

/// Lets the main actor run what a load's end scheduled.
@MainActor
func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

/// What the review of loading children found: loaded children the server has since moved, a
/// superseded load's task, and expand-all after a failure.
@MainActor
struct OutlineLoadingChildrenEdgeTests {
    typealias Outline = OutlineDataSource<OutlineNode, HeadlessTableView>
    typealias FolderServer = OutlineLoadingChildrenTests.FolderServer

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 2_000))
    let server = FolderServer()
    let outline: Outline

    init() throws {
        let server = server
        outline = try Outline(
            roots: [.folder(1, []), .folder(2, [])], hasChildren: { $0.children != nil },
            loadChildren: { folder in try await server.children(of: folder) }, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
    }

    var shown: [String?] { tableView.visibleCells.map(\.text) }

    @Test func loadedChildrenThatAnApplyWouldShowTwiceGiveWayToTheFailureRow() async throws {
        try outline.expand(1)
        await server.answer(1, with: [.leaf(11), .leaf(12)])

        // The server moved 12 to the top since folder 1 loaded.
        try outline.apply([.folder(1, []), .folder(2, []), .leaf(12)])

        #expect(shown.count == 4)
        #expect(shown[0] == "- 1")
        #expect(shown[1]?.hasPrefix("  failed 1: item 12 appears under") == true)
        #expect(shown[2...] == ["+ 2", "12"])
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        await server.answer(1, with: [.leaf(11)])
        #expect(shown == ["- 1", "  11", "+ 2", "12"])
    }

    @Test func childrenLoadedWhileCollapsedThatBreakTheTreeShowTheFailureOnExpansion() async throws {
        try outline.expand(1)
        try outline.collapse(1)
        try outline.expand(2)
        await server.answer(2, with: [.leaf(21)])
        await server.answer(1, with: [.leaf(21)])  // kept, unchecked: 1 is collapsed

        try outline.expand(1)

        #expect(shown.count == 4)
        #expect(shown[1]?.hasPrefix("  failed 1: item 21 appears under") == true)
    }

    @Test func aSupersededLoadIsCancelled() async throws {
        let cancelled = CancellationProbe()
        let outline = try Outline(
            roots: [.folder(1, [])], hasChildren: { $0.children != nil },
            loadChildren: { _ in
                try await cancelled.waitUntilCancelled()
                return []
            }, cellProvider: .text(\.text))
        try outline.expand(1)
        await settle()

        outline.reloadChildren(of: 1)
        await settle()

        #expect(cancelled.count == 1)
    }

    @Test func expandAllLoadsAgainWhereALoadFailedWhileTheItemWasCollapsed() async throws {
        try outline.expand(1)
        try outline.collapse(1)
        await server.fail(1)

        try outline.expandAll()

        #expect(shown == ["- 1", "  loading 1", "- 2", "  loading 2"])
        await settle()
        #expect(server.requests == [1, 1, 2])
    }

    @Test func expandingWithDescendantsOpensWhatIsLoadedAndLoadsWhatIsNot() async throws {
        try outline.expand(1)
        await server.answer(1, with: [.leaf(11), .folder(12, []), .folder(13, [])])
        try outline.expand(12)
        await server.answer(12, with: [.folder(121, [])])
        try outline.collapse(1)

        try outline.expand(1, includingDescendants: true)

        #expect(
            shown == ["- 1", "  11", "  - 12", "    - 121", "      loading 121", "  - 13", "    loading 13", "+ 2"])
        await settle()
        #expect(server.requests.sorted() == [1, 12, 13, 121])
        await server.answer(121, with: [.folder(1211, [])])
        #expect(shown.prefix(5) == ["- 1", "  11", "  - 12", "    - 121", "      + 1211"], "loaded later: collapsed")
        #expect(tableView.rejectedBatchUpdates.isEmpty && tableView.reloadCount == 1)
    }

    @Test func collapsingWithDescendantsWhileChildrenReloadForgetsTheExpandedOnesAmongThem() async throws {
        try outline.expand(1)
        await server.answer(1, with: [.folder(12, [])])
        try outline.expand(12)
        await server.answer(12, with: [.leaf(121)])
        outline.reloadChildren(of: 1)

        try outline.collapse(1, includingDescendants: true)
        await server.answer(1, with: [.folder(12, [])])
        try outline.expand(1)

        #expect(shown.prefix(2) == ["- 1", "  + 12"], "12 was below 1: forgotten as expanded when it came back")
    }

    @Test func anItemHearsItWillExpandOnceWhenLoadedChildrenThatBreakTheTreeAreDropped() async throws {
        try outline.expand(1)
        await server.answer(1, with: [.folder(12, []), .folder(13, [])])
        try outline.expand(12)
        await server.answer(12, with: [.leaf(7)])
        try outline.collapse(12)
        try outline.expand(13)
        await server.answer(13, with: [.leaf(7)])  // 7 moved on the server, 12's copy is stale
        try outline.collapse(13)
        var heard: [Int] = []
        outline.willExpand = { heard.append($0.id) }

        try outline.expand(1, includingDescendants: true)

        #expect(heard == [12, 13])
        #expect(shown.prefix(4) == ["- 1", "  - 12", "    7", "  - 13"])
        #expect(shown[4]?.hasPrefix("    failed 13: item 7 appears under item 12 and under item 13") == true)
    }

    @Test func anOutlineTakesNoMovesAcrossDataSources() throws {
        outline.onGiveAway = { _, _ in }
        outline.canReceiveItem = { _, _ in true }
        #expect(!outline.listView(tableView, canMoveRowAt: IndexPath(row: 0, section: 0)))
        #expect(outline.listView(tableView, itemForRowMovingOutAt: IndexPath(row: 0, section: 0)) == nil)
        let row = outline.rows[0]
        #expect(!outline.listView(tableView, canInsertMovedItem: MovedItem(item: row, isSelected: false), at: [0, 0]))
    }
}

/// A loader that waits to be cancelled, and counts the cancellations.
@MainActor
final class CancellationProbe {
    private(set) var count = 0

    func waitUntilCancelled() async throws {
        while !Task.isCancelled { await Task.yield() }
        count += 1
        throw CancellationError()
    }
}
