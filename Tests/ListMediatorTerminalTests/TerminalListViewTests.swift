import ListMediator
import ListMediatorTerminal
import Testing

@MainActor
struct TerminalListViewTests {
    @Test func rendersSectionHeadersRowsAndFootersAsFixedWidthLines() {
        let listView = TerminalListView(width: 20)
        listView.currentDataSource = SectionsDataSource(
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
        listView.currentDataSource = ListDataSource(
            items: ["a very long product name"], cellProvider: .text({ $0 }, detail: { _ in "$1" }))

        #expect(listView.renderedLines() == ["  a very… $1"])
    }
}
