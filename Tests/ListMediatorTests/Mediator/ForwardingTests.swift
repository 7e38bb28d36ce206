import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Everything the view tells the mediator reaches the owner's data source (when it is a
/// delegate too) and the owner's delegate, in the owner's coordinates.
@MainActor
struct ForwardingTests {
    /// A data source that is its own delegate, recording calls as the delegate does.
    final class SelfDelegatingItems: ListViewMediatorDataSource, ListViewScrollingDelegate {
        var calls: [String] = []
        func numberOfSections(in listView: HeadlessTableView) -> Int { 2 }
        func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            cell.text = "\(indexPath.section)-\(indexPath.row)"
            return cell
        }
        func listView(_ listView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
            "Header \(section)"
        }
        func listView(_ listView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
            "Footer \(section)"
        }
        func registerCells(in listView: HeadlessTableView) {
            listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Item")
        }
        func listView(_ listView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat? {
            calls.append("height \(indexPath)")
            return indexPath.row == 0 ? 20 : nil
        }
        func listView(_ listView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("select \(indexPath)")
        }
        func listView(
            _ listView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
        ) {
            calls.append("willDisplay \(indexPath)")
        }
        func listViewDidScroll(_ listView: HeadlessTableView) {
            calls.append("scroll")
        }
    }

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 1000))
    let items = SelfDelegatingItems()
    let delegate = RecordingMediatorDelegate()
    let mediator: ListViewMediator<HeadlessTableView>

    init() {
        mediator = ListViewMediator(wrapping: items, delegate: delegate)
        tableView.currentDataSource = mediator
        mediator.hasNextPage = false  // no load gets in the way
    }

    @Test func theMediatorIsTheViewsDataSourceAndDelegate() {
        #expect(tableView.dataSource === mediator)
        #expect(tableView.delegate === mediator)
    }

    @Test func sectionsRowsCellsHeadersAndFootersComeFromTheOwnersDataSource() {
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.visibleCells.map(\.text) == ["0-0", "0-1", "0-2", "1-0", "1-1", "1-2"])
        #expect(mediator.listView(tableView, titleForHeaderInSection: 1) == "Header 1")
        #expect(mediator.listView(tableView, titleForFooterInSection: 0) == "Footer 0")
    }

    @Test func selectionReachesTheDataSourceAndTheDelegate() {
        tableView.tapRow(at: IndexPath(row: 2, section: 1))
        #expect(items.calls.last == "select [1, 2]")
        #expect(delegate.calls.last == "select [1, 2]")
    }

    @Test func willDisplayReachesBoth() {
        _ = tableView.visibleCells
        #expect(items.calls.contains("willDisplay [1, 2]"))
        #expect(delegate.calls.contains("willDisplay [1, 2]"))
    }

    @Test func scrollingReachesBoth() {
        tableView.setContentOffset(CGPoint(x: 0, y: 1))
        #expect(items.calls.contains("scroll"))
        #expect(delegate.calls.contains("scroll"))
    }

    @Test func theDelegatesHeightWinsAndTheDataSourcesAnswersWhenTheDelegateHasNone() {
        #expect(mediator.listView(tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 20)
        #expect(delegate.calls.contains("height [0, 0]"))
        #expect(mediator.listView(tableView, heightForRowAt: IndexPath(row: 1, section: 0)) == nil)
    }

    @Test func willSelectReachesTheDataSourceThenTheDelegateWhichMayRedirectTheSelection() {
        delegate.selectionRedirect = .some(IndexPath(row: 0, section: 1))
        tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(delegate.calls.contains("willSelect [0, 2]"))
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        #expect(items.calls.last == "select [1, 0]")
    }

    @Test func aDelegateRefusingTheSelectionStopsIt() {
        delegate.selectionRedirect = .some(nil)
        tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(!delegate.calls.contains { $0.hasPrefix("select") })
    }

    @Test func deselectionReachesTheDelegate() {
        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(delegate.calls.contains("deselect [0, 0]"))
    }

    @Test func didEndDisplayingReachesTheDelegate() {
        tableView.boundsSize = CGSize(width: 320, height: 44)
        _ = tableView.visibleCells
        tableView.setContentOffset(CGPoint(x: 0, y: 200))
        #expect(delegate.calls.contains("didEndDisplaying 0-0"))
    }

    @Test func headerAndFooterHeightsReachTheDelegate() {
        _ = tableView.scrollGeometry
        #expect(delegate.calls.contains("headerHeight 1"))
        #expect(delegate.calls.contains("footerHeight 1"))
    }

    @Test func draggingReachesTheDelegate() {
        tableView.drag(by: 10)
        #expect(delegate.calls.contains("willBeginDragging"))
        #expect(delegate.calls.contains("didEndDragging false"))
    }

    @Test func theLoadingRowCannotBeSelectedAndItsCellsComingAndGoingReachNoOwner() {
        mediator.hasNextPage = true
        mediator.startLoading(.nextPage)
        _ = tableView.visibleCells
        let loadingRow = IndexPath(row: 0, section: 2)
        #expect(!mediator.listView(tableView, shouldHighlightRowAt: loadingRow))
        #expect(mediator.listView(tableView, willSelectRowAt: loadingRow) == nil)
        tableView.tapRow(at: loadingRow)
        #expect(tableView.indexPathForSelectedRow == nil)

        mediator.stopLoading()
        #expect(!delegate.calls.contains("didEndDisplaying Loading…"))
        #expect(!delegate.calls.contains("willDisplay [2, 0]"))
        #expect(!delegate.calls.contains("headerHeight 2"))
    }

    @Test func aFailedRowCanBeSelectedToRetry() {
        mediator.hasNextPage = true
        mediator.startLoading(.nextPage)
        mediator.stopLoading(failure: "Offline")
        #expect(mediator.listView(tableView, shouldHighlightRowAt: IndexPath(row: 0, section: 2)))
        #expect(
            mediator.listView(tableView, willSelectRowAt: IndexPath(row: 0, section: 2))
                == IndexPath(row: 0, section: 2))
    }

    @Test func anOwnerThatIsBothDataSourceAndDelegateHearsEachCallOnce() {
        final class Owner: ListViewMediatorDataSource, ListViewMediatorDelegate {
            var selections = 0
            func listView(_ listView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func listView(_ listView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
                listView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            }
            func registerCells(in listView: HeadlessTableView) {
                listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Row")
            }
            func listView(
                _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
                shouldLoad request: LoadRequest
            ) -> Bool { false }
            func listView(_ listView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) { selections += 1 }
        }
        let owner = Owner()
        let mediator = ListViewMediator(wrapping: owner, delegate: owner)
        tableView.currentDataSource = mediator

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(owner.selections == 1)
    }

    @Test func theLibrarysDataSourcesKeepTheirItemSelectionInsideTheMediator() {
        var selected: [String] = []
        let products = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 }) { selected.append($0) }
        tableView.currentDataSource = ListViewMediator(wrapping: products)
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(selected == ["b"])
    }

    @Test func compositesAndSwitchersAnimateThroughTheMediator() {
        let recent = FlatDataSource(items: ["r"], cellProvider: .text { $0 })
        let all = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        let modes = SwitchingDataSource<HeadlessTableView>([
            all, FlatDataSource(items: ["z"], cellProvider: .text { $0 }),
        ])
        let screen = CompositeDataSource<HeadlessTableView>([recent, modes])
        tableView.trapsOnRejectedBatchUpdate = true
        let mediator = ListViewMediator(wrapping: screen, delegate: delegate)
        tableView.currentDataSource = mediator
        mediator.startLoading(.nextPage)
        let reloadsBefore = tableView.reloadCount

        all.apply(["a", "b"])
        modes.select(1)
        recent.apply(["r", "s"])

        #expect(tableView.visibleCells.map(\.text) == ["r", "s", "z", "Loading…"])
        #expect(tableView.reloadCount == reloadsBefore)
    }

    @Test func theOwnersDelegateIsHeldWeakly() {
        var owner: RecordingMediatorDelegate? = RecordingMediatorDelegate()
        let mediator = ListViewMediator(
            wrapping: FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 }), delegate: owner)
        weak let released = owner
        owner = nil
        #expect(released == nil)
        #expect(mediator.delegate == nil)
    }
}
