import Foundation
import ListMediator
import ListMediatorTerminal
import Testing

@MainActor
struct TerminalRefreshControlTests {
    final class Owner: ListViewMediatorDelegate {
        typealias View = TerminalListView
        var loads: [Bool] = []
        func listView(
            _ listView: TerminalListView, mediator: ListViewMediator<TerminalListView>, shouldLoad request: LoadRequest
        ) -> Bool {
            loads.append(request.isMore)
            return true
        }
    }

    @Test func aPullShowsTheRefreshLineAboveTheRowsAndAsksTheMediatorToReload() {
        let listView = TerminalListView(width: 16, height: 4)
        let items = FlatDataSource(items: (0..<20).map { "\($0)" }, cellProvider: .text { $0 })
        let owner = Owner()
        let mediator = ListViewMediator(wrapping: items, delegate: owner)
        let refreshControl = TerminalRefreshControl()
        mediator.refreshControl = refreshControl
        listView.refreshControl = refreshControl
        listView.currentDataSource = mediator
        listView.setContentOffset(CGPoint(x: 0, y: 1))

        refreshControl.pullToRefresh()

        #expect(owner.loads == [false])
        #expect(
            listView.visibleLines() == ["  Refreshing…   ", "  0             ", "  1             ", "  2             "])
        #expect(listView.scrollGeometry.boundsSize.height == 3)
        mediator.stopLoading()
        #expect(!refreshControl.isRefreshing)
        #expect(listView.visibleLines().count == 4)
    }

    @Test func theMediatorsPlainLoadingRowShowsInATerminalCell() {
        let listView = TerminalListView(width: 20, height: 4)
        let items = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        let owner = Owner()
        let mediator = ListViewMediator(wrapping: items, delegate: owner)
        listView.currentDataSource = mediator

        mediator.startLoading(.nextPage)
        #expect(listView.visibleLines() == ["  a                 ", "  Loading…          "])
        mediator.stopLoading(failure: "Offline")
        #expect(listView.visibleLines().last == "  Offline — tap to …")
    }
}
