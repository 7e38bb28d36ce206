import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A call about a row reaches the data source that owns it through every kind of container at
/// once — a composite inside a switching data source inside a mediator — in that data source's
/// own numbers, and the answer comes back in the view's.
@MainActor
struct RoutingThroughEveryContainerTests {
    let tableView = HeadlessTableView()
    let hidden = DelegateCallRecorder(rowCounts: [4])
    let top = RowsOnlyDataSource(rowCounts: [2])
    /// The leaf: its sections are the view's sections 1 and 2.
    let leaf = DelegateCallRecorder(rowCounts: [1, 3])
    let mediator: ListViewMediator<HeadlessTableView>

    init() {
        let composite = CompositeDataSource<HeadlessTableView>([top, leaf])
        let switcher = SwitchingDataSource<HeadlessTableView>([hidden, composite], selectedIndex: 1)
        mediator = ListViewMediator(wrapping: switcher)
        tableView.currentDataSource = mediator
    }

    @Test func aRowTheLeafDoesNotHighlightIsAskedInTheLeafsNumbersAndNotSelected() {
        leaf.highlights = { $0 != IndexPath(row: 2, section: 1) }

        tableView.tapRow(at: IndexPath(row: 2, section: 2))

        #expect(leaf.calls == ["shouldHighlight [1, 2]"])
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(hidden.calls.isEmpty)
    }

    @Test func aRowTheLeafHighlightsIsSelectedWithEveryCallInTheLeafsNumbers() {
        tableView.tapRow(at: IndexPath(row: 1, section: 2))

        #expect(leaf.calls == ["shouldHighlight [1, 1]", "willSelect [1, 1]", "didSelect [1, 1]"])
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 2))
    }

    @Test func aRowTheLeafRedirectsIsSelectedInTheViewsNumbers() {
        leaf.selectionRedirect = { _ in IndexPath(row: 0, section: 0) }

        tableView.tapRow(at: IndexPath(row: 1, section: 2))

        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        #expect(leaf.calls.last == "didSelect [0, 0]")
    }

    @Test func aDataSourceCallReachesTheLeafInItsNumbers() {
        let cell = mediator.listView(tableView, cellForRowAt: IndexPath(row: 2, section: 2))
        #expect(cell.text == "1.2")
    }

    @Test func theAppsDelegateBesideTheMediatorMayRefuseTheHighlightTheLeafAllows() {
        final class AppDelegate: ListViewMediatorDelegate {
            var asked: [IndexPath] = []
            func listView(_ listView: HeadlessTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                asked.append(indexPath)
                return false
            }
            func listView(
                _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
                shouldLoad request: LoadRequest
            ) -> Bool { false }
        }
        let app = AppDelegate()
        mediator.delegate = app

        tableView.tapRow(at: IndexPath(row: 0, section: 1))

        #expect(leaf.calls == ["shouldHighlight [0, 0]"])
        #expect(app.asked == [IndexPath(row: 0, section: 1)], "the app's delegate speaks in the view's numbers")
        #expect(tableView.indexPathForSelectedRow == nil)
    }

    @Test func eachSectionIsLaidOutAsTheLeafSaysInItsNumbers() {
        leaf.sectionLayout = { $0 == 1 ? .grid(columns: 3) : nil }

        tableView.layoutIfNeeded()

        #expect(leaf.calls.filter { $0.hasPrefix("layout") } == ["layoutForSection 0", "layoutForSection 1"])
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 2)).minX == 130)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).width == 390, "a section left to the view")
    }

    @Test func anEstimatedHeightIsAskedOfTheLeafInItsNumbers() {
        leaf.estimatedRowHeight = 20

        tableView.layoutIfNeeded()

        #expect(
            leaf.calls.filter { $0.hasPrefix("estimated") } == [
                "estimatedHeight [0, 0]", "estimatedHeight [1, 0]", "estimatedHeight [1, 1]", "estimatedHeight [1, 2]",
            ])
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 2)).height == 44, "measured on screen")
    }

    @Test func theMediatorsLoadingSectionHasTheLayoutItsOwnerGives() {
        let owner = RecordingMediatorDelegate()
        mediator.delegate = owner
        var asked: [LoadingItem] = []
        mediator.loadingSectionLayout = { item, _ in
            asked.append(item)
            return .grid(columns: 2)
        }
        mediator.startLoading(.nextPage)
        tableView.layoutIfNeeded()

        #expect(owner.loadRequests == [true])
        #expect(asked.map(\.row) == [.loading])
        #expect(asked.map(\.edge) == [.bottom])
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 3)).width == 195)
    }

    @Test func prefetchedRowsReachTheirOwnersInTheirNumbersAndRowsOfNoSectionAreLeftOut() {
        mediator.listView(
            tableView,
            prefetchRowsAt: [
                IndexPath(row: 1, section: 2), IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1),
                IndexPath(row: 0, section: 9),
            ])
        mediator.listView(tableView, cancelPrefetchingForRowsAt: [IndexPath(row: 2, section: 2)])

        #expect(leaf.calls == ["prefetch [[1, 1], [0, 0]]", "cancelPrefetching [[1, 2]]"])
        #expect(hidden.calls.isEmpty)
    }
}
