import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A drag on a `HeadlessTableView` makes the delegate calls a finger makes on a `UIScrollView`.
@MainActor
struct HeadlessTableViewDraggingTests {
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 88))
    let delegate = RecordingDelegate()
    let dataSource = StringSectionsDataSource([numbered(10)])

    init() {
        tableView.currentDataSource = dataSource
        delegate.recordsDisplay = false
        tableView.delegate = delegate
    }

    @Test func beginningAndEndingADragTellTheDelegateAndScrollNothing() {
        tableView.beginDragging()
        tableView.endDragging(willDecelerate: true)
        tableView.endDragging()

        #expect(
            delegate.calls == [
                "willBeginDragging", "didEndDragging decelerate: true", "didEndDragging decelerate: false",
            ])
        #expect(tableView.scrollGeometry.contentOffset == .zero)
    }

    @Test func aDragScrollsByItsDistanceBetweenBeginningAndEnding() {
        tableView.drag(by: 100)
        tableView.drag(by: -30)

        #expect(
            delegate.calls == [
                "willBeginDragging", "didScroll to 100.0", "didEndDragging decelerate: false",
                "willBeginDragging", "didScroll to 70.0", "didEndDragging decelerate: false",
            ])
        #expect(tableView.indexPathsForVisibleRows == [.row(1), .row(2), .row(3)])
    }

    @Test func aDragPastTheEndStopsAtTheEndAsAFingerDoes() {
        tableView.drag(by: 10_000)

        #expect(tableView.scrollGeometry.distanceToBottom == 0)
        #expect(delegate.calls == ["willBeginDragging", "didScroll to 352.0", "didEndDragging decelerate: false"])
    }
}
