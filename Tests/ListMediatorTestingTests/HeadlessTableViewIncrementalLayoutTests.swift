import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// After a batch update a `HeadlessTableView` lays out again only from the first row the
/// update can affect, so appending a page to a long list does not ask for every row's height.
@MainActor
struct HeadlessTableViewIncrementalLayoutTests {
    let tableView = HeadlessTableView()
    let dataSource = StringSectionsDataSource([numbered(10_000)])
    let delegate = RecordingDelegate()

    init() {
        tableView.currentDataSource = dataSource
        delegate.recordsDisplay = false
        tableView.delegate = delegate
        _ = tableView.scrollGeometry
    }

    @Test func appendingAPageAsksOnlyForTheHeightsOfTheNewRows() throws {
        let before = delegate.rowHeightRequests

        try tableView.performBatchUpdates(
            BatchUpdate(insertedRows: (10_000..<10_005).map { .row($0) }), animated: true
        ) { dataSource.sections[0] += numbered(5, prefix: "new") }

        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(10_005 * 44))
        #expect(delegate.rowHeightRequests - before == 5)
    }

    @Test func aChangeInTheMiddleAsksForTheHeightsFromThatRowOn() throws {
        let before = delegate.rowHeightRequests
        delegate.rowHeights[.row(6_000)] = 100

        try tableView.performBatchUpdates(BatchUpdate(insertedRows: [.row(6_000)]), animated: true) {
            dataSource.sections[0].insert("new", at: 6_000)
        }

        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(10_000 * 44 + 100))
        #expect(delegate.rowHeightRequests - before == 4_001)
    }

    @Test func anEmptyBatchUpdateAsksForEveryHeightAgainAsUIKitsBeginAndEndUpdates() throws {
        delegate.rowHeights[.row(0)] = 80  // the app changed a height and asks for it to be shown
        let before = delegate.rowHeightRequests

        tableView.performBatchUpdates({})

        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(9_999 * 44 + 80))
        #expect(delegate.rowHeightRequests - before == 10_000)
    }

    @Test func severalUpdatesBeforeTheNextLayoutAreLaidOutOnceFromTheEarliestChange() throws {
        let before = delegate.rowHeightRequests

        try tableView.performBatchUpdates(BatchUpdate(deletedRows: [.row(9_000)]), animated: true) {
            dataSource.sections[0].remove(at: 9_000)
        }
        try tableView.performBatchUpdates(BatchUpdate(insertedRows: [.row(9_998)]), animated: true) {
            dataSource.sections[0].insert("new", at: 9_998)
        }

        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(10_000 * 44))
        #expect(delegate.rowHeightRequests - before == 1_000)
    }

    @Test func aReloadAndAChangeOfRowHeightStillLayOutEveryRow() {
        var before = delegate.rowHeightRequests
        tableView.reloadData()
        _ = tableView.scrollGeometry
        #expect(delegate.rowHeightRequests - before == 10_000)

        before = delegate.rowHeightRequests
        tableView.rowHeight = 20
        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(10_000 * 20))
        #expect(delegate.rowHeightRequests - before == 10_000)
    }

    @Test func readingTheScrollGeometryLaysOutRowsButAsksForNoCells() throws {
        let small = HeadlessTableView(boundsSize: CGSize(width: 320, height: 88))
        let rows = StringSectionsDataSource([["a", "b"]])
        small.currentDataSource = rows
        _ = small.visibleCells
        let requests = rows.cellRequests

        try small.performBatchUpdates(BatchUpdate(insertedRows: [.row(0)]), animated: true) {
            rows.sections[0].insert("new", at: 0)
        }

        #expect(small.scrollGeometry.contentSize.height == CGFloat(3 * 44))
        #expect(rows.cellRequests == requests)
        #expect(small.visibleCells.map(\.text) == ["new", "a"])
        #expect(rows.cellRequests == requests + 1)
    }
}
