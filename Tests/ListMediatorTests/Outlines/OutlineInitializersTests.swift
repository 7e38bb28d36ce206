import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The outlines a view controller makes from what it knows in code — one root, or none until its
/// tree loads — are made without `try`, and behave as one made from roots that were checked.
@MainActor
struct OutlineInitializersTests {
    typealias Outline = OutlineDataSource<OutlineNode, HeadlessTableView>

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 2_000))
    var shown: [String?] { tableView.visibleCells.map(\.text) }

    @Test func anOutlineOfOneRootShowsItCollapsedAndExpandsIt() throws {
        let outline = Outline(
            root: .folder(1, [.leaf(11), .folder(12, [])]), children: \.children, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        #expect(shown == ["+ 1"])
        #expect(outline.roots.map(\.id) == [1])

        try outline.expand(1)
        #expect(shown == ["- 1", "  11", "  + 12"])
    }

    @Test func anOutlineWithNoRootsShowsNothingUntilItsTreeIsAppliedAndThenChecksIt() throws {
        let outline = Outline(children: \.children, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        #expect(tableView.numberOfRows(inSection: 0) == 0)

        try outline.apply([.folder(1, [.leaf(11)]), .leaf(2)])
        #expect(shown == ["+ 1", "2"])
        #expect(throws: OutlineError<Int>.itemUnderTwoParents(2, firstParent: nil, secondParent: nil)) {
            try outline.apply([.leaf(2), .leaf(2)])
        }
        #expect(shown == ["+ 1", "2"])
    }

    @Test func anOutlineOfOneRootWhoseChildrenLoadShowsThemWhenTheyCome() async throws {
        let outline = Outline(
            root: .folder(1, []), hasChildren: { $0.children != nil },
            loadChildren: { _ in [.leaf(11), .leaf(12)] }, cellProvider: .text(\.text))
        tableView.currentDataSource = outline
        #expect(shown == ["+ 1"])

        try outline.expand(1)
        #expect(shown == ["- 1", "  loading 1"])
        await settle()
        #expect(shown == ["- 1", "  11", "  12"])
    }

    @Test func rootsFromDataThatRepeatAreStillRefused() {
        #expect(throws: OutlineError<Int>.itemUnderTwoParents(2, firstParent: nil, secondParent: nil)) {
            _ = try Outline(roots: [.leaf(2), .leaf(2)], children: \.children, cellProvider: .text(\.text))
        }
    }
}
