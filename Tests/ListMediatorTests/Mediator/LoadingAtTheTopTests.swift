import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A mediator over a list with earlier pages (``ListViewMediator/hasPreviousPage``): infinite
/// scroll, the loading row, failures and retries at the top, and the rule that one load runs at a
/// time across both ends.
@MainActor
struct LoadingAtTheTopTests {
    /// 30 rows of 44 points in a 440-point view, scrolled to the bottom, with pages above and
    /// none below (a chat at its newest message).
    let list = MediatedList(count: 30, height: 440)

    init() {
        list.mediator.hasNextPage = false
        list.tableView.scrollToBottom()
        list.mediator.hasPreviousPage = true
    }

    /// Scrolls to `y` and lets a page the scroll scheduled be asked for.
    private func scroll(to y: CGFloat) async {
        list.tableView.setContentOffset(CGPoint(x: 0, y: y))
        await Task.yield()
    }

    @Test func aListWithoutEarlierPagesNeverAsksForOne() async {
        list.mediator.hasPreviousPage = false
        await scroll(to: 0)
        #expect(list.delegate.requests.isEmpty)
        #expect(list.mediator.top.loadingRow == nil)
    }

    @Test func comingWithinOneScreenOfTheTopAsksForThePreviousPageWithARowAboveTheOwnersSections() async {
        await scroll(to: 500)  // 500 points above the visible top: farther than a screen
        #expect(list.delegate.requests.isEmpty)

        await scroll(to: 439)
        await scroll(to: 0)

        #expect(list.delegate.requests == [.previousPage])
        #expect(list.mediator.top.loadingRow == .loading)
        #expect(list.mediator.bottom.loadingRow == nil)
        #expect(list.rowCounts == [1, 30])
        #expect(list.mediator.top.loadingSection == 0)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.text == "Loading…")
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.text == "row 0")
    }

    @Test func theOwnersUpdatesReachTheViewOneSectionDownWhileTheRowAboveShows() async throws {
        await scroll(to: 0)
        let updatesBefore = list.tableView.performedBatchUpdates.count

        list.items.insert(contentsOf: MediatedList.rows(100..<105), at: 0)

        let update = try #require(list.tableView.performedBatchUpdates.dropFirst(updatesBefore).first)
        #expect(update.insertedRows == (0..<5).map { IndexPath(row: $0, section: 1) })
        #expect(list.rowCounts == [1, 35])
        #expect(list.items.placement?.sectionOffset == 1)
        list.tableView.tapRow(at: IndexPath(row: 0, section: 1))
        #expect(list.items.selectedItems == ["row 100"])
    }

    @Test func theOwnersPlacementTurnsTheViewsIndexPathsIntoItsOwnWhileTheRowAboveShows() async throws {
        await scroll(to: 0)
        let placement = try #require(list.items.placement)

        #expect(placement.localIndexPath(for: IndexPath(row: 3, section: 1)) == IndexPath(row: 3, section: 0))
        #expect(
            placement.localIndexPath(for: IndexPath(row: 0, section: 0)) == nil, "the loading row is not the owner's")
        #expect(placement.globalIndexPath(for: IndexPath(row: 3, section: 0)) == IndexPath(row: 3, section: 1))
    }

    @Test func endingThePreviousPageTakesTheRowAwayAndTheOwnersSectionsBackUp() async {
        await scroll(to: 0)
        list.items.insert(contentsOf: MediatedList.rows(100..<110), at: 0)
        list.mediator.hasPreviousPage = false

        list.mediator.stopLoading()

        #expect(list.rowCounts == [40])
        #expect(list.mediator.top.loadingSection == nil)
        #expect(list.items.placement?.sectionOffset == 0)
    }

    @Test func aPreviousPageThatLeavesTheTopNearSchedulesTheNextOneKeepingItsRow() async {
        await scroll(to: 0)
        list.items.insert(contentsOf: MediatedList.rows(100..<102), at: 0)
        let updatesBefore = list.tableView.performedBatchUpdates.count

        list.mediator.stopLoading()

        #expect(list.mediator.top.isPageScheduled)
        #expect(list.tableView.performedBatchUpdates.count == updatesBefore, "the row stays for the next page")
        await Task.yield()
        #expect(list.delegate.requests == [.previousPage, .previousPage])
    }

    @Test func aFailureAtTheTopShowsInItsRowRetriesWhenSelectedAndLeavesTheBottomLoading() async {
        await scroll(to: 0)
        list.mediator.stopLoading(failure: "Offline")

        #expect(list.mediator.top.loadingRow == .failed(message: "Offline"))
        #expect(list.mediator.bottom.loadingRow == nil)
        await scroll(to: 10)
        #expect(list.delegate.requests == [.previousPage], "the top waits for its retry")

        list.mediator.hasNextPage = true
        list.tableView.scrollToBottom()
        await Task.yield()
        #expect(list.delegate.requests == [.previousPage, .nextPage], "a failure at the top does not stop the bottom")
        #expect(list.rowCounts == [1, 30, 1])
        #expect(list.mediator.top.loadingRow == .failed(message: "Offline"))

        list.items.append(contentsOf: MediatedList.rows(30..<40))
        list.mediator.hasNextPage = false
        list.mediator.stopLoading()
        #expect(list.rowCounts == [1, 40])

        await scroll(to: 0)
        list.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(list.delegate.requests == [.previousPage, .nextPage, .previousPage])
        #expect(list.mediator.top.loadingRow == .loading)
    }

    @Test func aPageAtOneEndWaitsForTheLoadAtTheOther() async {
        list.mediator.hasNextPage = true
        list.mediator.top.threshold = 0
        #expect(list.mediator.startLoading(.nextPage))

        #expect(!list.mediator.startLoading(.previousPage))
        list.mediator.top.threshold = nil
        await scroll(to: 0)
        #expect(!list.mediator.top.isPageScheduled, "infinite scroll waits for the running load")
        #expect(list.delegate.requests == [.nextPage])

        list.items.append(contentsOf: MediatedList.rows(30..<40))
        list.mediator.stopLoading()
        await Task.yield()

        #expect(list.delegate.requests == [.nextPage, .previousPage], "the end of the load checks both ends")
    }

    @Test func aRefreshTakesTheFailureAtTheTopAwayAndLeavesWhetherPagesAreLeftThereToTheOwner() async {
        await scroll(to: 0)
        list.mediator.stopLoading(failure: "Offline")

        #expect(list.mediator.startLoading(.refresh))

        #expect(list.mediator.top.loadingRow == nil)
        #expect(list.mediator.hasPreviousPage)
        #expect(list.rowCounts == [30, 1])
    }

    @Test func prefetchingOneOfTheFirstRowsStartsThePreviousPage() async {
        list.tableView.setContentOffset(CGPoint(x: 0, y: 600))
        list.mediator.top.prefetchDistance = 5
        list.mediator.listView(list.tableView, prefetchRowsAt: [IndexPath(row: 5, section: 0)])
        await Task.yield()
        #expect(list.delegate.requests.isEmpty)

        list.mediator.listView(list.tableView, prefetchRowsAt: [IndexPath(row: 4, section: 0)])
        await Task.yield()
        #expect(list.delegate.requests == [.previousPage])
    }

    @Test func aLoadingFooterShowsAboveTheListAsTheFooterOfAnEmptySection() async {
        let footers = MediatedList(
            count: 30, height: 440,
            loadingRow: .footer(
                .registered(HeadlessHeaderFooterView.self, ofKind: .footer) { view, row in
                    view.text = row.text
                }))
        footers.mediator.hasNextPage = false
        footers.tableView.scrollToBottom()
        footers.mediator.hasPreviousPage = true
        footers.tableView.setContentOffset(.zero)
        await Task.yield()

        #expect(footers.rowCounts == [0, 30])
        #expect(footers.tableView.footerView(forSection: 0)?.text == "Loading…")
    }

    /// A footer that keeps the item it was last given, as an app's footer keeps its retry.
    final class RetryingFooter: HeadlessHeaderFooterView {
        var item: LoadingItem?
    }

    @Test func eachLoadingFooterNamesItsEndAndRetriesThatEnd() async throws {
        let footers = MediatedList(
            count: 30, height: 440,
            loadingRow: .footer(
                .registered(RetryingFooter.self, ofKind: .footer) { view, item in
                    view.text = item.text
                    view.item = item
                }))
        footers.mediator.hasPreviousPage = true
        footers.tableView.setContentOffset(.zero)
        await Task.yield()
        footers.mediator.stopLoading(failure: "Top offline")
        footers.tableView.scrollToBottom()
        await Task.yield()
        footers.mediator.stopLoading(failure: "Bottom offline")
        #expect(footers.delegate.requests == [.previousPage, .nextPage])
        #expect(footers.rowCounts == [0, 30, 0])

        footers.tableView.scrollToBottom()
        let bottom = try #require(footers.tableView.footerView(forSection: 2) as? RetryingFooter)
        #expect(bottom.item?.edge == .bottom)
        #expect(bottom.text == "Bottom offline — tap to retry")
        #expect(bottom.item?.retry() == true)
        #expect(
            footers.delegate.requests == [.previousPage, .nextPage, .nextPage], "the bottom footer retries the bottom")
        #expect(footers.mediator.top.loadingRow == .failed(message: "Top offline"))
        #expect(footers.mediator.bottom.loadingRow == .loading)

        footers.mediator.stopLoading()
        footers.tableView.setContentOffset(.zero)
        let top = try #require(footers.tableView.footerView(forSection: 0) as? RetryingFooter)
        #expect(top.item?.edge == .top)
        #expect(top.item?.retry() == true)
        #expect(footers.delegate.requests.last == .previousPage, "the top footer retries the top")
    }

    @Test func aLoadingItemRetriesNothingOnceItsEndNoLongerFailed() async throws {
        await scroll(to: 0)
        list.mediator.stopLoading(failure: "Offline")
        let failed = LoadingItem(row: .failed(message: "Offline"), edge: .top)
        #expect(failed.retry() == false, "an item made by the app retries nothing")
        #expect(list.delegate.requests == [.previousPage])
    }

    @Test func voiceOverHearsHowManyItemsAPreviousPageAdded() async {
        list.tableView.isAnnouncingForAccessibility = true
        await scroll(to: 0)
        list.items.insert(contentsOf: MediatedList.rows(100..<107), at: 0)
        list.mediator.hasPreviousPage = false
        list.mediator.stopLoading()

        #expect(list.tableView.accessibilityAnnouncements.last == "7 more items loaded")
    }
}
