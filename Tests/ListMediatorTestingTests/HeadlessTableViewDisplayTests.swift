import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A `HeadlessTableView` tells its delegate when a cell stops being displayed, whatever takes
/// it off screen, at the index path the cell was displayed at, as UIKit does.
@MainActor
struct HeadlessTableViewDisplayTests {
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 88))  // two 44-point rows
    let dataSource = StringSectionsDataSource([["a", "b", "c", "d"], ["e"]])
    let delegate = RecordingDelegate()

    init() {
        tableView.currentDataSource = dataSource
        tableView.delegate = delegate
        _ = tableView.visibleCells
        _ = delegate.takeCalls()
    }

    @Test func aCellScrolledOffScreenEndsDisplayingBeforeTheNextRowIsDisplayed() {
        tableView.setContentOffset(CGPoint(x: 0, y: 44))

        #expect(
            delegate.calls == ["didEndDisplaying a at [0, 0]", "willDisplay c at [0, 2]", "didScroll to 44.0"])
    }

    @Test func aReloadEndsDisplayingEveryCellOnScreen() {
        tableView.reloadData()
        _ = tableView.visibleCells

        #expect(
            delegate.calls == [
                "didEndDisplaying a at [0, 0]", "didEndDisplaying b at [0, 1]",
                "willDisplay a at [0, 0]", "willDisplay b at [0, 1]",
            ])
    }

    @Test func aBatchUpdateEndsDisplayingDeletedAndReloadedRowsAtTheIndexPathsTheyHad() throws {
        tableView.boundsSize.height = 200  // every row on screen
        _ = tableView.visibleCells
        _ = delegate.takeCalls()

        try tableView.performBatchUpdates(
            BatchUpdate(deletedRows: [.row(1)], insertedRows: [.row(0)], reloadedRows: [.row(2)]), animated: true
        ) { dataSource.sections[0] = ["new", "a", "C", "d"] }

        #expect(delegate.calls == ["didEndDisplaying b at [0, 1]", "didEndDisplaying c at [0, 2]"])
    }

    @Test func aBatchUpdateEndsDisplayingTheCellsOfADeletedSection() throws {
        try tableView.performBatchUpdates(BatchUpdate(deletedSections: [0]), animated: true) {
            dataSource.sections.remove(at: 0)
        }

        #expect(delegate.calls == ["didEndDisplaying a at [0, 0]", "didEndDisplaying b at [0, 1]"])
    }

    @Test func rowsThatSurviveABatchUpdateKeepDisplaying() throws {
        try tableView.performBatchUpdates(BatchUpdate(insertedRows: [.row(4)]), animated: true) {
            dataSource.sections[0].append("new")
        }
        _ = tableView.visibleCells

        #expect(delegate.calls.isEmpty)
    }

    @Test func aDeletedRowThatWasNeverDisplayedDoesNotEndDisplaying() throws {
        try tableView.performBatchUpdates(BatchUpdate(deletedRows: [.row(3)]), animated: true) {
            dataSource.sections[0].removeLast()
        }
        _ = tableView.visibleCells

        #expect(delegate.calls.isEmpty)
    }

    @Test func shrinkingTheVisibleAreaEndsDisplayingTheRowsNoLongerInIt() {
        tableView.boundsSize.height = 44

        _ = tableView.visibleCells

        #expect(delegate.calls == ["didEndDisplaying b at [0, 1]"])
    }
}
