import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A tap on a `HeadlessTableView` makes the delegate calls a tap on a single-selection
/// `UITableView` makes, in the same order.
@MainActor
struct HeadlessTableViewSelectionTests {
    let tableView = HeadlessTableView()
    let dataSource = StringSectionsDataSource([["a", "b", "c"]])
    let delegate = RecordingDelegate()

    init() {
        tableView.currentDataSource = dataSource
        delegate.recordsDisplay = false
        tableView.delegate = delegate
    }

    @Test func aTapAsksWillSelectBeforeSelecting() {
        tableView.tapRow(at: .row(1))

        #expect(delegate.calls == ["willSelect [0, 1]", "didSelect [0, 1]"])
        #expect(tableView.indexPathForSelectedRow == .row(1))
    }

    @Test func aRowThatDoesNotHighlightIsNotSelectedAndWillSelectIsNotAsked() {
        delegate.rowsNotHighlighting = [.row(1)]

        tableView.tapRow(at: .row(1))

        #expect(delegate.calls == ["shouldHighlight [0, 1]: no"])
        #expect(tableView.indexPathForSelectedRow == nil)
    }

    @Test func willSelectReturningNilSelectsNothingAndSkipsDidSelect() {
        delegate.selectionRedirect = { _ in nil }

        tableView.tapRow(at: .row(1))

        #expect(delegate.calls == ["willSelect [0, 1]"])
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(tableView.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func willSelectReturningNilKeepsTheRowSelectedBefore() {
        tableView.tapRow(at: .row(0))
        delegate.selectionRedirect = { _ in nil }

        tableView.tapRow(at: .row(2))

        #expect(delegate.calls == ["willSelect [0, 0]", "didSelect [0, 0]", "willSelect [0, 2]"])
        #expect(tableView.indexPathForSelectedRow == .row(0))
    }

    @Test func willSelectReturningAnotherRowSelectsAndReportsThatRow() {
        delegate.selectionRedirect = { _ in .row(2) }

        tableView.tapRow(at: .row(0))

        #expect(delegate.calls == ["willSelect [0, 0]", "didSelect [0, 2]"])
        #expect(tableView.indexPathForSelectedRow == .row(2))
        #expect(tableView.cellForRow(at: .row(2))?.isSelected == true)
        #expect(tableView.cellForRow(at: .row(0))?.isSelected == false)
    }

    @Test func tappingAnotherRowDeselectsTheSelectedOneFirstAndReportsIt() {
        tableView.tapRow(at: .row(0))
        _ = delegate.takeCalls()

        tableView.tapRow(at: .row(1))

        #expect(delegate.calls == ["willSelect [0, 1]", "didDeselect [0, 0]", "didSelect [0, 1]"])
        #expect(tableView.cellForRow(at: .row(0))?.isSelected == false)
        #expect(tableView.cellForRow(at: .row(1))?.isSelected == true)
    }

    @Test func tappingTheSelectedRowAgainSelectsItAgainWithoutDeselecting() {
        tableView.tapRow(at: .row(1))
        _ = delegate.takeCalls()

        tableView.tapRow(at: .row(1))

        #expect(delegate.calls == ["willSelect [0, 1]", "didSelect [0, 1]"])
        #expect(tableView.indexPathForSelectedRow == .row(1))
    }

    @Test func deselectingInCodeClearsTheSelectionWithoutTellingTheDelegate() {
        tableView.tapRow(at: .row(1))
        _ = delegate.takeCalls()

        tableView.deselectRow(at: .row(1))

        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(tableView.cellForRow(at: .row(1))?.isSelected == false)
        #expect(delegate.calls.isEmpty)
        tableView.tapRow(at: .row(2))
        #expect(delegate.calls == ["willSelect [0, 2]", "didSelect [0, 2]"], "nothing left to deselect")
    }

    @Test func deselectingARowThatIsNotSelectedChangesNothing() {
        tableView.tapRow(at: .row(1))

        tableView.deselectRow(at: .row(2))

        #expect(tableView.indexPathForSelectedRow == .row(1))
        #expect(tableView.cellForRow(at: .row(1))?.isSelected == true)
    }
}
