import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Rows laid out at an estimate and measured when they come on screen, as `UITableView` does
/// with estimated heights: the content size follows the measurements, and the rows the user
/// sees do not jump when a row above them is measured.
@MainActor
struct HeadlessSelfSizingTests {
    /// 30 rows whose cells need 100 points, in a 660-point view.
    let tableView = HeadlessTableView()
    let items = FlatDataSource<Int, HeadlessTableView>(
        items: Array(0..<30),
        cellProvider: .registered(HeadlessTableViewCell.self) { cell, item in
            cell.text = "\(item)"
            cell.fittingHeight = 100
        })

    init() {
        tableView.rowHeight = HeadlessTableView.automaticDimension
        tableView.estimatedRowHeight = 50
        tableView.currentDataSource = items
    }

    @Test func rowsOffScreenStayAtTheirEstimateAndRowsOnScreenTakeTheirCellsHeight() {
        #expect(tableView.indexPathsForVisibleRows == (0..<7).map { IndexPath.row($0) })
        #expect(tableView.rectForRow(at: .row(6)) == CGRect(x: 0, y: 600, width: 390, height: 100))
        // The first pass showed 14 rows at their 50-point estimate and measured them all.
        #expect(tableView.rectForRow(at: .row(14)) == CGRect(x: 0, y: 1400, width: 390, height: 50))
        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(14 * 100 + 16 * 50))
    }

    @Test func aRowMeasuredAcrossTheTopMovesTheOffsetSoTheRowsBelowItStay() {
        // Content before the scroll: rows 0–13 measured (1,400 points), 14–29 at 50 points.
        tableView.setContentOffset(CGPoint(x: 0, y: 1420))
        // Row 14 (1,400–1,450) straddles the top; row 15 was shown 30 points down the screen.

        let geometry = tableView.scrollGeometry
        #expect(geometry.contentOffset.y == 1470, "row 14 grew by 50 points above the top")
        #expect(tableView.rectForRow(at: .row(15)).minY - geometry.contentOffset.y == 30)
        #expect(tableView.visibleCells.first?.text == "14")
    }

    @Test func scrollingToTheEndMeasuresTheLastRowsAndEndsAtTheRealBottom() {
        for _ in 0..<5 { tableView.scrollToBottom() }

        let geometry = tableView.scrollGeometry
        #expect(tableView.visibleCells.last?.text == "29")
        #expect(geometry.contentOffset.y == geometry.contentSize.height - 660)
        #expect(tableView.rectForRow(at: .row(29)).height == 100)
    }

    @Test func aDelegatesEstimateAndFinalHeightWinOverTheViewsAndTheCells() {
        items.estimatedHeightForItem = { $0 == 20 ? 10 : nil }
        items.heightForItem = { $0.isMultiple(of: 2) ? 60 : nil }
        tableView.reloadData()
        tableView.layoutIfNeeded()

        #expect(tableView.rectForRow(at: .row(20)).height == 10, "the item's estimate")
        #expect(tableView.rectForRow(at: .row(21)).height == 50, "the view's estimate")
        #expect(tableView.rectForRow(at: .row(0)).height == 60, "measured on screen: the item's height")
        #expect(tableView.rectForRow(at: .row(1)).height == 100, "measured on screen: the cell's")
    }

    @Test func withoutEstimatesEveryRowHasItsFinalHeightFromTheStart() {
        let fixed = HeadlessTableView()
        let recorded = StringSectionsDataSource([(0..<30).map(String.init)])
        recorded.rowHeights[.row(29)] = 80
        fixed.currentDataSource = recorded
        fixed.layoutIfNeeded()

        #expect(fixed.rectForRow(at: .row(29)) == CGRect(x: 0, y: 29 * 44, width: 390, height: 80))
        #expect(fixed.scrollGeometry.contentSize.height == CGFloat(29 * 44 + 80))
        #expect(recorded.cellRequests == 15, "only the rows on screen")
    }

    @Test func aSelfSizingRowWithoutAnEstimateIsEstimatedAt44Points() {
        tableView.estimatedRowHeight = 0
        tableView.layoutIfNeeded()

        #expect(tableView.rectForRow(at: .row(29)).height == 44)
        #expect(tableView.rectForRow(at: .row(0)).height == 100)
    }

    // Measured heights survive batch updates, as UIKit keeps a surviving row's height.

    @Test func aRowInsertedAtTheTopKeepsTheMeasuredRowsAndTheScreenFull() {
        for _ in 0..<5 { tableView.scrollToBottom() }
        let bottom = tableView.scrollGeometry.contentOffset.y

        items.apply([-1] + Array(0..<30))

        #expect(tableView.rectForRow(at: .row(30)).height == 100, "the last row kept its measured height")
        #expect(tableView.visibleCells.map(\.text).last == "29")
        let inserted = tableView.rectForRow(at: .row(0)).height
        #expect(tableView.scrollGeometry.contentOffset.y == bottom + inserted, "the rows on screen kept their place")
        #expect(!tableView.visibleCells.isEmpty)
    }

    @Test func aReconfiguredRowIsMeasuredAgain() {
        var tall = false
        let resizing = FlatDataSource<Int, HeadlessTableView>(
            items: Array(0..<30),
            cellProvider: .registered(HeadlessTableViewCell.self) { cell, item in
                cell.fittingHeight = tall && item == 0 ? 150 : 100
            })
        tableView.currentDataSource = resizing
        tableView.layoutIfNeeded()
        #expect(tableView.rectForRow(at: .row(0)).height == 100)

        tall = true
        try? tableView.performBatchUpdates(BatchUpdate(reconfiguredRows: [.row(0)]), animated: false) {}
        tableView.layoutIfNeeded()

        #expect(tableView.rectForRow(at: .row(0)).height == 150)
    }

    @Test func aZeroEstimateIsNoEstimate() {
        items.estimatedHeightForItem = { _ in 0 }
        tableView.reloadData()
        tableView.layoutIfNeeded()
        #expect(tableView.rectForRow(at: .row(0)).height == 100)
        #expect(tableView.rectForRow(at: .row(29)).height == 50, "the view's estimate instead")
    }
}
