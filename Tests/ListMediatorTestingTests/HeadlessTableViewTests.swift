import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct HeadlessTableViewTests {
    // MARK: Counts and batch updates

    @Test func recordsCountsFromTheDataSourceOnReload() {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b"], [], ["c"]])
        tableView.currentDataSource = dataSource

        #expect(tableView.numberOfSections == 3)
        #expect((0..<3).map(tableView.numberOfRows(inSection:)) == [2, 0, 1])
    }

    @Test func keepsItsOwnRecordUntilTheDataChangesThroughAnUpdate() {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b"]])
        tableView.currentDataSource = dataSource

        dataSource.sections[0].append("c")  // mutated behind the view's back, as in the classic bug

        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func validBatchUpdateIsAppliedAndRecorded() throws {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b"]])
        tableView.currentDataSource = dataSource
        let update = BatchUpdate(insertedRows: [.row(0)])

        try tableView.performBatchUpdates(update, animated: true) { dataSource.sections[0].insert("new", at: 0) }

        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.performedBatchUpdates == [update])
        #expect(tableView.visibleCells.map(\.text) == ["new", "a", "b"])
    }

    @Test func invalidBatchUpdateThrowsUIKitsMessageAndReloadsSoNothingIsLost() {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b", "c"]])
        tableView.currentDataSource = dataSource

        #expect(
            throws: BatchUpdateError.invalidNumberOfRows(
                section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
        ) {
            try tableView.performBatchUpdates(BatchUpdate(insertedRows: [.row(0)]), animated: true) {
                dataSource.sections[0] += ["d", "e"]
            }
        }
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.numberOfRows(inSection: 0) == 5)
        #expect(tableView.visibleCells.map(\.text) == ["a", "b", "c", "d", "e"])
    }

    @Test func uiKitStyleCallsInsideABatchAreCheckedTogether() {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b"], ["c"]])
        tableView.currentDataSource = dataSource

        var completed = false
        tableView.performBatchUpdates(
            {
                dataSource.sections[0].remove(at: 0)
                dataSource.sections[1].append("d")
                tableView.deleteRows(at: [.row(0)], with: .fade)
                tableView.insertRows(at: [.row(1, 1)], with: .automatic)
            }, completion: { completed = $0 })

        #expect(completed)
        #expect(tableView.performedBatchUpdates == [BatchUpdate(deletedRows: [.row(0)], insertedRows: [.row(1, 1)])])
    }

    @Test func uiKitStyleCallOutsideABatchIsItsOwnUpdate() {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a"]])
        tableView.currentDataSource = dataSource

        dataSource.sections.append(["b"])
        tableView.insertSections(IndexSet(integer: 1))

        #expect(tableView.numberOfSections == 2)
        #expect(tableView.performedBatchUpdates == [BatchUpdate(insertedSections: [1])])
    }

    @Test func uiKitStyleInvalidBatchTrapsWithTheSameMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                let dataSource = StringSectionsDataSource([["a"]])
                tableView.currentDataSource = dataSource
                dataSource.sections[0].append("b")
                tableView.deleteRows(at: [.row(0)])
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("NSInternalInconsistencyException"))
        #expect(message.contains("Invalid update: invalid number of rows in section 0."))
        #expect(message.contains("(1 inserted, 0 deleted)") == false)
        #expect(message.contains("(0 inserted, 1 deleted)"))
    }

    // MARK: Cells and reuse

    @Test func dequeuingAnUnregisteredIdentifierTrapsWithUIKitsMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = HeadlessTableView().dequeueReusableCell(withIdentifier: "Missing", for: .row(0))
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("unable to dequeue a cell with identifier Missing - must register a nib or a class"))
    }

    @Test func scrollingReusesCellsThatLeftTheScreenAndPreparesThemForReuse() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 440))
        let dataSource = StringSectionsDataSource([numbered(1_000)])
        tableView.currentDataSource = dataSource
        #expect(tableView.indexPathsForVisibleRows.count == 10)

        for step in 1...50 {
            tableView.setContentOffset(CGPoint(x: 0, y: step * 440))
        }

        #expect(tableView.visibleCells.map(\.text) == (500..<510).map { "row \($0)" })
        #expect(tableView.createdCellCount <= 20)
        #expect(tableView.visibleCells.allSatisfy { $0.reuseCount > 0 })
    }

    @Test func cellForRowIsNilForRowsOffScreen() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 88))
        tableView.currentDataSource = StringSectionsDataSource([numbered(10)])

        #expect(tableView.cellForRow(at: .row(1))?.text == "row 1")
        #expect(tableView.cellForRow(at: .row(5)) == nil)
    }

    // MARK: Geometry

    @Test func visibleRowsFollowRowHeightsHeadersAndOffset() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 100))
        let dataSource = StringSectionsDataSource([numbered(3), numbered(3)])
        dataSource.rowHeights = [.row(0): 60, .row(1): 0]
        tableView.currentDataSource = dataSource

        #expect(tableView.indexPathsForVisibleRows == [.row(0), .row(2)])
        #expect(tableView.scrollGeometry.contentSize.height == CGFloat(60 + 0 + 44 + 3 * 44))

        tableView.setContentOffset(CGPoint(x: 0, y: 110))
        #expect(tableView.indexPathsForVisibleRows == [.row(0, 1), .row(1, 1), .row(2, 1)])
    }

    @Test func scrollingIsClampedToTheContentAndTellsTheDelegate() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 100))
        let dataSource = StringSectionsDataSource([numbered(10)])
        tableView.currentDataSource = dataSource
        tableView.contentInset = ListEdgeInsets(top: 20, bottom: 30)

        tableView.scrollToBottom()
        #expect(tableView.scrollGeometry.contentOffset.y == CGFloat(440 + 30 - 100))
        #expect(tableView.scrollGeometry.distanceToBottom == 0)
        tableView.setContentOffset(CGPoint(x: 0, y: -500))
        #expect(tableView.scrollGeometry.contentOffset.y == CGFloat(-20))
        #expect(dataSource.scrollEvents == 2)
    }

    @Test func scrollingToARowPutsItAtTheTop() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 88))
        tableView.currentDataSource = StringSectionsDataSource([numbered(10)])

        tableView.scrollToRow(at: .row(4))

        #expect(tableView.indexPathsForVisibleRows == [.row(4), .row(5)])
    }

    // MARK: Selection

    @Test func tappingARowSelectsItAndTellsTheDelegate() {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b"]])
        tableView.currentDataSource = dataSource

        tableView.tapRow(at: .row(1))

        #expect(dataSource.selected == [.row(1)])
        #expect(tableView.indexPathForSelectedRow == .row(1))
        #expect(tableView.cellForRow(at: .row(1))?.isSelected == true)
    }

    @Test func tappingARowThatDoesNotExistTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tableView = HeadlessTableView()
                tableView.currentDataSource = StringSectionsDataSource([["a"]])
                tableView.tapRow(at: .row(3))
            }
        }
    }

    // MARK: Ownership

    @Test func delegateIsWeak() {
        let tableView = HeadlessTableView()
        var delegate: StringSectionsDataSource? = StringSectionsDataSource([["a"]])
        weak let weakDelegate = delegate
        tableView.delegate = delegate

        delegate = nil

        #expect(weakDelegate == nil)
        #expect(tableView.delegate == nil)
    }

    @Test func dataSourceIsTheRetainedCurrentDataSource() {
        let tableView = HeadlessTableView()
        var dataSource: StringSectionsDataSource? = StringSectionsDataSource([["a"]])
        weak let weakDataSource = dataSource
        tableView.currentDataSource = dataSource

        dataSource = nil

        #expect(weakDataSource != nil)
        #expect(tableView.dataSource === weakDataSource)
        tableView.currentDataSource = nil
        #expect(weakDataSource == nil)
        #expect(tableView.numberOfSections == 0)
    }
}

/// What UITableView does with the cells on screen during a batch update.
@MainActor
struct HeadlessTableViewBatchCellTests {
    @Test func survivingRowsKeepTheirCellsAndOnlyInsertedRowsAreAskedFor() throws {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b", "c"]])
        tableView.currentDataSource = dataSource
        let before = tableView.visibleCells
        let requestsBefore = dataSource.cellRequests

        try tableView.performBatchUpdates(
            BatchUpdate(
                deletedRows: [.row(0)], insertedRows: [.row(2)], movedRows: [.init(from: .row(2), to: .row(0))]),
            animated: true
        ) { dataSource.sections[0] = ["c", "b", "new"] }

        #expect(tableView.visibleCells.map(\.text) == ["c", "b", "new"])
        #expect(tableView.visibleCells[0] === before[2])
        #expect(tableView.visibleCells[1] === before[1])
        #expect(dataSource.cellRequests == requestsBefore + 1)
    }

    @Test func aContentChangeTheUpdateDoesNotReloadStaysStaleAsOnADevice() throws {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b"]])
        tableView.currentDataSource = dataSource
        _ = tableView.visibleCells

        try tableView.performBatchUpdates(BatchUpdate(insertedRows: [.row(2)]), animated: true) {
            dataSource.sections[0] = ["A", "b", "c"]  // "a" edited, but no reload in the update
        }

        #expect(tableView.visibleCells.map(\.text) == ["a", "b", "c"])
    }

    @Test func reloadedRowsAreAskedForAgain() throws {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b"]])
        tableView.currentDataSource = dataSource
        _ = tableView.visibleCells

        try tableView.performBatchUpdates(BatchUpdate(reloadedRows: [.row(0)]), animated: true) {
            dataSource.sections[0][0] = "A"
        }

        #expect(tableView.visibleCells.map(\.text) == ["A", "b"])
    }

    @Test func selectionFollowsItsRowThroughAnUpdateAndGoesWithItWhenDeleted() throws {
        let tableView = HeadlessTableView()
        let dataSource = StringSectionsDataSource([["a", "b"], ["c"]])
        tableView.currentDataSource = dataSource
        tableView.tapRow(at: .row(1))

        try tableView.performBatchUpdates(
            BatchUpdate(insertedSections: [0], insertedRows: [.row(0, 1)]), animated: true
        ) { dataSource.sections = [["new section"], ["first"] + dataSource.sections[0], dataSource.sections[1]] }
        #expect(tableView.indexPathForSelectedRow == .row(2, 1))
        #expect(tableView.cellForRow(at: .row(2, 1))?.isSelected == true)

        try tableView.performBatchUpdates(BatchUpdate(deletedRows: [.row(2, 1)]), animated: true) {
            dataSource.sections[1].remove(at: 2)
        }
        #expect(tableView.indexPathForSelectedRow == nil)
    }
}
