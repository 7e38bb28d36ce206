import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct LoadingRowTests {
    @Test func theLoadingRowIsASectionBelowTheOwnersInsertedAndDeletedInBatchUpdates() {
        let list = MediatedList(count: 30)
        let reloadsBefore = list.tableView.reloadCount

        #expect(list.mediator.startLoading(.nextPage))
        #expect(list.tableView.performedBatchUpdates.last == BatchUpdate(insertedSections: [1]))
        #expect(list.rowCounts == [30, 1])
        #expect(list.mediator.bottom.loadingSection == 1)

        list.mediator.stopLoading()
        #expect(list.tableView.performedBatchUpdates.last == BatchUpdate(deletedSections: [1]))
        #expect(list.rowCounts == [30])
        #expect(list.mediator.bottom.loadingSection == nil)
        #expect(list.tableView.reloadCount == reloadsBefore)
    }

    @Test func whenIdleThereIsNoLoadingRowAtAllNotEvenAnEmptyOne() {
        let list = MediatedList(count: 3)
        #expect(list.rowCounts == [3])
        #expect(list.mediator.bottom.loadingRow == nil)
    }

    @Test func theDefaultLoadingRowReadsLoading() {
        let list = MediatedList(count: 2)
        list.mediator.startLoading(.nextPage)
        #expect(list.visibleTexts == ["row 0", "row 1", "Loading…"])
    }

    @Test func aCustomLoadingRowCellIsUsedInsteadOfTheDefault() {
        let tableView = HeadlessTableView()
        let delegate = RecordingMediatorDelegate()
        let items = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        let mediator = ListViewMediator(
            wrapping: items, delegate: delegate,
            loadingRow: .cell(.text(reuseIdentifier: "Spinner") { item in item.row == .loading ? "⏳" : "⚠️" }))
        tableView.currentDataSource = mediator

        mediator.startLoading(.nextPage)
        #expect(tableView.visibleCells.map(\.text) == ["a", "⏳"])
        #expect(tableView.visibleCells.last?.reuseIdentifier == "Spinner")
    }

    @Test func aMediatorDataSourceDrawsItsOwnLoadingRow() {
        final class OwnRowDataSource: ListViewMediatorDataSource {
            func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
                let cell = listView.dequeueReusableCell(withIdentifier: "Own", for: indexPath)
                cell.text = "item"
                return cell
            }
            func listView(
                _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
                cellFor item: LoadingItem, at indexPath: IndexPath
            ) -> HeadlessTableViewCell? {
                let cell = listView.dequeueReusableCell(withIdentifier: "Own", for: indexPath)
                cell.text = "own \(item.edge) \(indexPath.section)"
                return cell
            }
            func registerCells(in listView: HeadlessTableView) {
                listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Own")
            }
        }
        let tableView = HeadlessTableView()
        let delegate = RecordingMediatorDelegate()
        let mediator = ListViewMediator(wrapping: OwnRowDataSource(), delegate: delegate)
        tableView.currentDataSource = mediator

        mediator.startLoading(.nextPage)
        #expect(tableView.visibleCells.map(\.text) == ["item", "own bottom 1"])
    }

    @Test func tappingTheLoadingRowReachesNoOwner() {
        let list = MediatedList(count: 1)
        list.mediator.startLoading(.nextPage)
        list.tableView.tapRow(at: IndexPath(row: 0, section: 1))
        #expect(!list.delegate.calls.contains { $0.hasPrefix("select") })
        #expect(list.delegate.loadRequests == [true])
    }

    @Test func theLoadingRowHasItsOwnHeightAndAsksNoOwnerForIt() {
        let list = MediatedList(count: 1)
        list.mediator.loadingRowHeight = 60
        list.mediator.startLoading(.nextPage)
        let height = list.tableView.scrollGeometry.contentSize.height
        #expect(height == 104, "\(height.native)")
        #expect(!list.delegate.calls.contains("height [1, 0]"))
    }

    @Test func theOwnersApplyAnimatesThroughTheMediatorWhileTheRowShows() {
        let list = MediatedList(count: 2)
        list.mediator.startLoading(.nextPage)

        list.items.apply(MediatedList.rows(0..<4))

        #expect(
            list.tableView.performedBatchUpdates.last
                == BatchUpdate(insertedRows: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)]))
        #expect(list.rowCounts == [4, 1])
        #expect(list.visibleTexts == MediatedList.rows(0..<4) + ["Loading…"])
    }

    @Test func aChangeThatDoesNotUpdateTheListArrivesWithTheOwnersNextUpdateInOneBatch() {
        let list = MediatedList(count: 2)
        list.mediator.startLoading(.nextPage)
        list.delegate.acceptsLoads = false  // the list stays short: no next page follows
        let updatesBefore = list.tableView.performedBatchUpdates.count

        list.mediator.stopLoading(updatesList: false)
        #expect(list.tableView.performedBatchUpdates.count == updatesBefore)
        #expect(list.rowCounts == [2, 1])
        list.items.append(contentsOf: ["row 2"])

        #expect(list.tableView.performedBatchUpdates.count == updatesBefore + 1)
        #expect(
            list.tableView.performedBatchUpdates.last
                == BatchUpdate(deletedSections: [1], insertedRows: [IndexPath(row: 2, section: 0)]))
        #expect(list.rowCounts == [3])
    }

    @Test func aStartThatDoesNotUpdateTheListShowsItsRowWithTheOwnersNextUpdate() {
        let list = MediatedList(count: 2)
        list.mediator.startLoading(.nextPage, updatesList: false)
        #expect(list.rowCounts == [2])

        list.items.apply(["row 1"])

        #expect(
            list.tableView.performedBatchUpdates.last
                == BatchUpdate(insertedSections: [1], deletedRows: [IndexPath(row: 0, section: 0)]))
        #expect(list.rowCounts == [1, 1])
    }

    @Test func aPendingRowChangeIsShownByTheOwnersReload() {
        let list = MediatedList(count: 2)
        list.mediator.startLoading(.nextPage, updatesList: false)
        list.items.host?.reloadData(from: list.items)
        #expect(list.rowCounts == [2, 1])
    }

    @Test func theOwnerMayGainSectionsBelowWhichTheLoadingRowMoves() {
        let tableView = HeadlessTableView()
        tableView.trapsOnRejectedBatchUpdate = true
        let delegate = RecordingMediatorDelegate()
        let items = GroupedDataSource(
            items: ["apple"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        let mediator = ListViewMediator(wrapping: items, delegate: delegate)
        tableView.currentDataSource = mediator
        mediator.startLoading(.nextPage)

        items.apply(["apple", "banana", "cherry"])
        #expect(tableView.numberOfSections == 4)
        #expect(mediator.bottom.loadingSection == 3)
        delegate.acceptsLoads = false  // the list stays short: no next page follows
        mediator.stopLoading(updatesList: false)
        items.apply(["banana"])

        #expect(tableView.numberOfSections == 1)
        #expect(tableView.visibleCells.map(\.text) == ["banana"])
    }
}

@MainActor
struct ReviewRegressionTests {
    @Test func stoppingWithoutUpdatingTheListWaitsForThePageBeforeAskingForTheNext() async {
        let list = MediatedList(count: 30)
        list.tableView.scrollToBottom()
        await Task.yield()
        #expect(list.delegate.loadRequests == [true])

        list.mediator.stopLoading(updatesList: false)
        await Task.yield()
        #expect(list.delegate.loadRequests == [true], "asked before the page was shown")

        list.items.append(contentsOf: MediatedList.rows(30..<32))
        await Task.yield()
        #expect(list.delegate.loadRequests == [true, true], "the page is shown and the end is still near")
    }

    @Test func anOldLoadingCellEndingAfterTheNewOneAppearedReachesNoOwner() {
        let list = MediatedList(count: 30)
        list.mediator.startLoading(.nextPage)
        let loadingRow = IndexPath(row: 0, section: 1)
        let old = HeadlessTableViewCell(reuseIdentifier: nil)
        let new = HeadlessTableViewCell(reuseIdentifier: nil)
        old.text = "old loading cell"

        // UIKit's order for a reloaded row: the new cell appears before the old one's animation ends.
        list.mediator.listView(list.tableView, willDisplay: old, forRowAt: loadingRow)
        list.mediator.listView(list.tableView, willDisplay: new, forRowAt: loadingRow)
        list.mediator.listView(list.tableView, didEndDisplaying: old, forRowAt: loadingRow)

        #expect(!list.delegate.calls.contains("didEndDisplaying old loading cell"))
    }
}

@MainActor
struct PagingReviewRegressionTests {
    @Test func aRefreshThatCannotStartKeepsThePageThatIsLoading() async {
        let list = PagedList()
        list.paging.loadFirstPage()
        await list.respond(0..<20, nextCursor: 20)
        list.tableView.scrollToBottom()
        await list.settle()
        list.tableView.currentDataSource = nil  // the list is no longer shown

        #expect(!list.paging.refresh())
        #expect(list.paging.state.description == "loading the next page")
        #expect(list.paging.loadingTask != nil)
    }

    @Test func appendingNothingDoesNotSupersedeAPendingApply() async {
        let items = FlatDataSource<Int, HeadlessTableView>(items: [], cellProvider: .text { "\($0)" })
        let before = items.applyRequests.count
        items.append(contentsOf: [])
        #expect(items.applyRequests.count == before)
    }
}
