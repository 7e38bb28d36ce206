import Foundation
import ListMediator
import ListMediatorTerminal
import Testing

@MainActor
struct TerminalListViewTests {
    @Test func rendersSectionHeadersRowsAndFootersAsFixedWidthLines() {
        let listView = TerminalListView(width: 20)
        listView.currentDataSource = GroupedDataSource(
            items: ["apple", "avocado", "banana"],
            sectionKey: { String($0.prefix(1)) },
            footerTitle: { "\($0.items.count) fruits" },
            cellProvider: .text({ $0 }, detail: { "\($0.count)" }))

        #expect(
            listView.renderedLines() == [
                "## a                ",
                "  apple            5",
                "  avocado          7",
                "   2 fruits         ",
                "## b                ",
                "  banana           6",
                "   1 fruits         ",
            ])
    }

    @Test func truncatesLongTextWithAnEllipsisAndKeepsTheDetail() {
        let listView = TerminalListView(width: 12)
        listView.currentDataSource = FlatDataSource(
            items: ["a very long product name"], cellProvider: .text({ $0 }, detail: { _ in "$1" }))

        #expect(listView.renderedLines() == ["  a very… $1"])
    }

    @Test func animatedApplyChecksUIKitsRulesAndRendersTheNewItems() {
        let listView = TerminalListView(width: 12)
        let list = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        listView.currentDataSource = list

        let outcome = list.apply(["b", "c"])

        #expect(outcome == .animated(stageCount: 1))
        #expect(listView.renderedLines() == ["  b         ", "  c         "])
        #expect(listView.numberOfRows(inSection: 0) == 2)
    }

    @Test func aChangedItemKeepsItsCellAndIsMarkedAsChanged() {
        struct Product: Identifiable, Equatable {
            let id: Int
            var name: String
        }
        let listView = TerminalListView(width: 12)
        listView.marksChanges = true
        let list = FlatDataSource(
            items: [Product(id: 0, name: "a"), Product(id: 1, name: "b")], cellProvider: .text(\.name))
        listView.currentDataSource = list
        _ = listView.renderedLines()
        let shown = listView.cellForRow(at: IndexPath(row: 1, section: 0))

        list.apply([Product(id: 1, name: "b, new")])

        #expect(listView.cellForRow(at: IndexPath(row: 0, section: 0)) === shown)
        #expect(shown?.text == "b, new")
        #expect(listView.markedIndexPaths == [IndexPath(row: 0, section: 0)])
    }

    @Test func inconsistentBatchUpdateIsRejectedWithUIKitsMessageAndTheViewFollowsTheData() {
        let listView = TerminalListView(width: 12)
        final class Rows: ListViewDataSource {
            var rows = ["a"]
            func listView(_ listView: TerminalListView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func listView(_ listView: TerminalListView, cellForRowAt indexPath: IndexPath) -> TerminalCell {
                let cell = TerminalCell(reuseIdentifier: nil)
                cell.text = rows[indexPath.row]
                return cell
            }
        }
        let rows = Rows()
        listView.currentDataSource = rows

        #expect(throws: BatchUpdateError.rowOutOfRange(.delete, IndexPath(row: 3, section: 0), rowCount: 1)) {
            try listView.performBatchUpdates(
                BatchUpdate(deletedRows: [IndexPath(row: 3, section: 0)]), animated: true
            ) { rows.rows = [] }
        }
        #expect(listView.numberOfRows(inSection: 0) == 0)
    }

    @Test func scrollingMovesTheVisibleRowsAndTellsTheDelegate() {
        final class ScrollCounter: ListViewScrollingDelegate {
            var scrolls = 0
            func listViewDidScroll(_ listView: TerminalListView) { scrolls += 1 }
        }
        let listView = TerminalListView(width: 6, height: 3)
        listView.currentDataSource = FlatDataSource(items: (0..<10).map { "r\($0)" }, cellProvider: .text { $0 })
        let counter = ScrollCounter()
        listView.delegate = counter

        listView.setContentOffset(CGPoint(x: 0, y: 4))

        #expect(listView.indexPathsForVisibleRows.map(\.row) == [4, 5, 6])
        #expect(listView.visibleLines() == ["  r4  ", "  r5  ", "  r6  "])
        #expect(listView.scrollGeometry.contentOffset.y == 4)
        #expect(counter.scrolls == 1)
    }

    @Test func scrollingToARowPutsItAtTheTopTheMiddleOrTheBottomOfTheRows() {
        let listView = TerminalListView(width: 6, height: 5)
        let list = FlatDataSource(items: (0..<20).map(String.init), cellProvider: .text { $0 })
        listView.currentDataSource = list
        func shown() -> [String] { listView.visibleLines().map { $0.trimmingCharacters(in: .whitespaces) } }

        list.scrollToItem(at: IndexPath(row: 10, section: 0), at: .top)
        #expect(shown() == ["10", "11", "12", "13", "14"])
        list.scrollToItem(at: IndexPath(row: 10, section: 0), at: .middle)
        #expect(shown() == ["8", "9", "10", "11", "12"])
        list.scrollToItem(at: IndexPath(row: 10, section: 0), at: .bottom)
        #expect(shown() == ["6", "7", "8", "9", "10"])
        list.scrollToItem(at: IndexPath(row: 8, section: 0), at: .none)
        #expect(shown() == ["6", "7", "8", "9", "10"], "already on screen")
        list.scrollToItem(at: IndexPath(row: 19, section: 0), at: .top)
        #expect(shown() == ["15", "16", "17", "18", "19"], "no further than the end")
    }

    @Test func scrollingPastEitherEndStopsAtTheEnd() {
        let listView = TerminalListView(width: 6, height: 3)
        listView.currentDataSource = FlatDataSource(items: (0..<10).map { "r\($0)" }, cellProvider: .text { $0 })

        listView.setContentOffset(CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
        #expect(listView.indexPathsForVisibleRows.map(\.row) == [7, 8, 9])
        #expect(listView.scrollGeometry.distanceToBottom == 0)

        listView.setContentOffset(CGPoint(x: 0, y: -5))
        #expect(listView.indexPathsForVisibleRows.map(\.row) == [0, 1, 2])
    }

    @Test func reloadingFewerRowsPullsTheScrollPositionBackIntoRange() {
        let listView = TerminalListView(width: 6, height: 3)
        listView.currentDataSource = FlatDataSource(items: (0..<10).map { "r\($0)" }, cellProvider: .text { $0 })
        listView.setContentOffset(CGPoint(x: 0, y: 7))

        listView.currentDataSource = FlatDataSource(items: ["a", "b", "c", "d"], cellProvider: .text { $0 })

        #expect(listView.indexPathsForVisibleRows.map(\.row) == [1, 2, 3])
    }

    @Test func anUpdateThatShrinksTheListPullsTheScrollPositionBackIntoRange() {
        let listView = TerminalListView(width: 6, height: 2)
        let list = FlatDataSource(items: (0..<10).map { "r\($0)" }, cellProvider: .text { $0 })
        listView.currentDataSource = list
        listView.setContentOffset(CGPoint(x: 0, y: 8))

        list.apply(["r0"])

        #expect(listView.visibleLines() == ["  r0  "])
        #expect(listView.scrollGeometry.contentOffset.y == 0)
    }
}
