import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The user's place through batch updates (`contentAnchor`): rows added or removed above the
/// screen move the content offset, not what the user sees; a list at its top shows what arrives
/// there; a list anchored to the bottom follows new rows while the user is at the bottom.
@MainActor
struct HeadlessPlaceKeepingTests {
    /// 40 rows of 44 points in a 440-point view: ten rows on screen.
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 440))
    let items = FlatDataSource<Int, HeadlessTableView>(items: Array(0..<40), cellProvider: .text { "\($0)" })

    init() {
        tableView.trapsOnRejectedBatchUpdate = true
        tableView.currentDataSource = items
    }

    /// Where row `item` is on screen: its top minus the content offset.
    private func screenY(of item: Int) -> CGFloat? {
        guard let row = items.items.firstIndex(of: item) else { return nil }
        return tableView.rectForRow(at: IndexPath(row: row, section: 0)).minY - tableView.scrollGeometry.contentOffset.y
    }

    @Test func rowsInsertedAboveTheScreenLeaveTheRowsOnScreenWhereTheyAre() {
        tableView.setContentOffset(CGPoint(x: 0, y: 450))  // row 10 is 10 points above the top
        let before = tableView.visibleCells.map(\.text)
        let placeOf11 = screenY(of: 11)

        items.insert(contentsOf: Array(100..<105), at: 0)

        #expect(tableView.scrollGeometry.contentOffset.y == CGFloat(450 + 5 * 44))
        #expect(tableView.visibleCells.map(\.text) == before)
        #expect(screenY(of: 11) == placeOf11)
    }

    @Test func rowsDeletedAboveTheScreenLeaveTheRowsOnScreenWhereTheyAre() {
        tableView.setContentOffset(CGPoint(x: 0, y: 450))
        let before = tableView.visibleCells.map(\.text)

        items.apply(Array(3..<40))

        #expect(tableView.scrollGeometry.contentOffset.y == CGFloat(450 - 3 * 44))
        #expect(tableView.visibleCells.map(\.text) == before)
    }

    @Test func whenTheFirstRowOnScreenGoesTheNextOneHoldsThePlace() {
        tableView.setContentOffset(CGPoint(x: 0, y: 440))  // row 10 exactly at the top
        let placeOf11 = screenY(of: 11)

        items.apply([100, 101] + Array(0..<10) + Array(11..<40))

        #expect(screenY(of: 11) == placeOf11)
    }

    @Test func aListAtItsTopShowsTheRowsInsertedThere() {
        items.insert(contentsOf: [100, 101], at: 0)

        #expect(tableView.scrollGeometry.contentOffset.y == 0)
        #expect(tableView.visibleCells.first?.text == "100")
    }

    @Test func keepingTheContentOffsetPushesTheRowsOnScreenDownAsUIKitDoes() {
        tableView.contentAnchor = .contentOffset
        tableView.setContentOffset(CGPoint(x: 0, y: 440))

        items.insert(contentsOf: Array(100..<105), at: 0)

        #expect(tableView.scrollGeometry.contentOffset.y == 440)
        #expect(tableView.visibleCells.first?.text == "5")
    }

    @Test func aListAnchoredToTheBottomFollowsNewRowsWhileTheUserIsAtTheBottom() {
        tableView.contentAnchor = .bottom
        tableView.scrollToBottom()

        items.append(contentsOf: [100, 101])

        #expect(tableView.scrollGeometry.distanceToBottom == 0)
        #expect(tableView.visibleCells.last?.text == "101")
    }

    @Test func aListAnchoredToTheBottomKeepsThePlaceOfAUserWhoScrolledUp() {
        tableView.contentAnchor = .bottom
        tableView.setContentOffset(CGPoint(x: 0, y: 440))
        let before = tableView.visibleCells.map(\.text)

        items.append(contentsOf: [100, 101])
        items.insert(contentsOf: [200], at: 0)

        #expect(tableView.visibleCells.map(\.text) == before)
        #expect(tableView.scrollGeometry.contentOffset.y == CGFloat(440 + 44))
    }

    @Test func rowsOfDifferentHeightsInsertedAboveMoveTheOffsetByTheirHeights() {
        let tall = FlatDataSource<Int, HeadlessTableView>(
            items: Array(0..<40),
            cellProvider: .registered(HeadlessTableViewCell.self) { cell, item in
                cell.text = "\(item)"
                cell.fittingHeight = item >= 100 ? 90 : 60
            })
        tableView.rowHeight = HeadlessTableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.currentDataSource = tall
        tableView.setContentOffset(CGPoint(x: 0, y: 600))
        let first = tableView.visibleCells.first?.text

        tall.insert(contentsOf: [100, 101], at: 0)

        #expect(tableView.visibleCells.first?.text == first, "the rows on screen stay")
        // Laid out at their estimate until they are measured on screen; scrolling up to them
        // measures them, and a row measured above the top moves the offset, not the rows below.
        tableView.setContentOffset(.zero)
        #expect(tableView.visibleCells.prefix(2).map(\.text) == ["100", "101"])
    }
}
