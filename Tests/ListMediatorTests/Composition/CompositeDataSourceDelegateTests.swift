import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Every delegate call reaches the child that owns its row or section, in the child's own
/// coordinates, or every child for calls about the whole list.
@MainActor
struct CompositeDataSourceDelegateTests {
    let tableView = HeadlessTableView()
    let top = RowsOnlyDataSource(rowCounts: [2])
    let first = DelegateCallRecorder(rowCounts: [1, 3])
    let second = DelegateCallRecorder(rowCounts: [2])
    let composite: CompositeDataSource<HeadlessTableView>

    init() {
        composite = CompositeDataSource([top, first, second])
        tableView.currentDataSource = composite
    }

    @Test func willSelectAsksTheOwningChildAndMapsTheRowItChoosesBackToTheComposite() {
        first.selectionRedirect = { IndexPath(row: 0, section: $0.section - 1) }

        let chosen = composite.listView(tableView, willSelectRowAt: IndexPath(row: 2, section: 2))

        #expect(first.calls == ["willSelect [1, 2]"])
        #expect(chosen == IndexPath(row: 0, section: 1))
        #expect(second.calls.isEmpty)
    }

    @Test func willSelectPreventsTheSelectionWhenTheOwningChildSaysNil() {
        second.selectionRedirect = { _ in nil }

        #expect(composite.listView(tableView, willSelectRowAt: IndexPath(row: 1, section: 3)) == nil)
        #expect(second.calls == ["willSelect [0, 1]"])
    }

    @Test func willSelectKeepsTheTappedRowWhenTheOwningChildIsNoDelegate() {
        #expect(composite.listView(tableView, willSelectRowAt: IndexPath(row: 1, section: 0)) == [0, 1])
        #expect(first.calls.isEmpty && second.calls.isEmpty)
    }

    @Test func didDeselectGoesToTheOwningChildInItsCoordinates() {
        composite.listView(tableView, didDeselectRowAt: IndexPath(row: 1, section: 3))

        #expect(second.calls == ["didDeselect [0, 1]"])
        #expect(first.calls.isEmpty)
    }

    @Test func didEndDisplayingGoesToTheOwningChildInItsCoordinates() {
        let cell = HeadlessTableViewCell(reuseIdentifier: nil)
        cell.text = "shown"

        composite.listView(tableView, didEndDisplaying: cell, forRowAt: IndexPath(row: 0, section: 1))

        #expect(first.calls == ["didEndDisplaying shown at [0, 0]"])
        #expect(second.calls.isEmpty)
    }

    @Test func didEndDisplayingAtASectionThatNoLongerExistsIsDroppedInsteadOfTrapping() {
        composite.remove(second)  // its cells end displaying after the composite counted without it
        let cell = HeadlessTableViewCell(reuseIdentifier: nil)

        composite.listView(tableView, didEndDisplaying: cell, forRowAt: IndexPath(row: 0, section: 3))

        #expect(first.calls.isEmpty && second.calls.isEmpty)
    }

    @Test func removingAChildWhoseCellsAreOnScreenDoesNotTrapWhenTheyEndDisplaying() {
        _ = tableView.visibleCells

        composite.remove(second)

        #expect(tableView.visibleCells.count == 6)
        #expect(
            !first.calls.contains { $0.hasPrefix("didEndDisplaying") }, "the removed child's section 3 is nobody's now")
    }

    @Test func headerAndFooterHeightsComeFromTheChildThatOwnsTheSection() {
        first.headerHeight = 50
        second.footerHeight = 12

        #expect(composite.listView(tableView, heightForHeaderInSection: 2) == 50)
        #expect(composite.listView(tableView, heightForFooterInSection: 3) == 12)
        #expect(composite.listView(tableView, heightForHeaderInSection: 0) == nil, "the top child is no delegate")
        #expect(first.calls == ["heightForHeader 1"])
        #expect(second.calls == ["heightForFooter 0"])
    }

    @Test func everyChildThatIsADelegateHearsThatDraggingBeganAndEnded() {
        composite.listViewWillBeginDragging(tableView)
        composite.listViewDidEndDragging(tableView, willDecelerate: true)

        let expected = ["willBeginDragging", "didEndDragging decelerate: true"]
        #expect(first.calls == expected)
        #expect(second.calls == expected)
    }
}
