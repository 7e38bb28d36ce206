import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A list anchored to its bottom that the user scrolled up keeps the place when rows arrive
/// below, and tells its delegate how many rows of items arrived out of sight — a chat's
/// "↓ 3 new". Loading rows are not news, and a list at its bottom shows the rows instead.
@MainActor
struct RowsInsertedBelowTests {
    /// 40 rows of 44 points in a 440-point view: ten rows on screen.
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 440))
    let messages = FlatDataSource<Int, HeadlessTableView>(items: Array(0..<40), cellProvider: .text { "\($0)" })
    let screen = ChatScreenDelegate()
    let mediator: ListViewMediator<HeadlessTableView>

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        tableView.contentAnchor = .bottom
        mediator = ListViewMediator(wrapping: messages)
        mediator.delegate = screen
        tableView.currentDataSource = mediator
    }

    @Test func theAppHearsHowManyRowsArrivedBelowAUserWhoScrolledUp() {
        tableView.setContentOffset(CGPoint(x: 0, y: 440))
        let before = tableView.visibleCells.map(\.text)

        messages.append(contentsOf: [100, 101, 102])
        messages.append(contentsOf: [103])

        #expect(screen.rowsArrivedBelow == [3, 1])
        #expect(tableView.visibleCells.map(\.text) == before)
    }

    @Test func aUserAtTheVeryTopHearsOfRowsArrivingBelowToo() {
        tableView.setContentOffset(.zero)
        let before = tableView.visibleCells.map(\.text)

        messages.append(contentsOf: [100, 101])

        #expect(screen.rowsArrivedBelow == [2])
        #expect(tableView.visibleCells.map(\.text) == before)
        #expect(tableView.scrollGeometry.contentOffset.y == 0)
    }

    @Test func aUserAtTheBottomSeesTheNewRowsAndTheAppHearsNothing() {
        tableView.scrollToBottom()

        messages.append(contentsOf: [100, 101])

        #expect(screen.rowsArrivedBelow.isEmpty)
        #expect(tableView.visibleCells.last?.text == "101")
    }

    @Test func rowsArrivingAboveOrALoadingRowBelowAreNotNewsBelow() {
        tableView.setContentOffset(CGPoint(x: 0, y: 440))

        messages.insert(contentsOf: [200, 201], at: 0)
        screen.acceptsLoads = true
        #expect(mediator.startLoading(.nextPage))
        #expect(mediator.bottom.loadingRow != nil)
        mediator.stopLoading()

        #expect(screen.rowsArrivedBelow.isEmpty)
    }

    @Test func aListAnchoredToItsFirstVisibleRowSaysNothingOfRowsBelow() {
        tableView.contentAnchor = .firstVisibleRow
        tableView.setContentOffset(CGPoint(x: 0, y: 440))

        messages.append(contentsOf: [100])

        #expect(screen.rowsArrivedBelow.isEmpty)
    }

    @Test func aNewSectionBelowCountsItsRows() {
        let grouped = GroupedDataSource<Int, Int, HeadlessTableView>(
            items: Array(0..<40), sectionKey: { $0 / 20 }, cellProvider: .text { "\($0)" })
        mediator.delegate = nil
        let listener = ChatScreenDelegate()
        let groupedMediator = ListViewMediator(wrapping: grouped)
        groupedMediator.delegate = listener
        tableView.currentDataSource = groupedMediator
        tableView.setContentOffset(CGPoint(x: 0, y: 440))

        grouped.append(contentsOf: [139, 140, 141, 160])  // keys 6, 7 and 8: three new sections

        #expect(listener.rowsArrivedBelow == [4])
    }
}

/// What a chat screen's delegate hears of rows arriving out of sight.
@MainActor
final class ChatScreenDelegate: ListViewMediatorDelegate, ListViewScrollingDelegate {
    typealias View = HeadlessTableView
    private(set) var rowsArrivedBelow: [Int] = []
    var acceptsLoads = false

    func listView(
        _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>, shouldLoad request: LoadRequest
    ) -> Bool { acceptsLoads }

    func listView(_ listView: HeadlessTableView, didInsertRowsBelowVisibleArea count: Int) {
        rowsArrivedBelow.append(count)
    }
}
