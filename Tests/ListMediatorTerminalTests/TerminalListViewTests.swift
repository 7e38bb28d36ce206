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

        let changeset = list.apply(["b", "c"], to: listView)

        #expect(changeset.stages.map(\.kind) == [.deletionsInsertionsAndMoves])
        #expect(listView.renderedLines() == ["  b         ", "  c         "])
        #expect(listView.numberOfRows(inSection: 0) == 2)
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
}
