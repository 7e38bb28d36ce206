import Foundation
import ListMediator
import ListMediatorTerminal
import Testing

/// Header and footer views on the terminal list: each is a line, drawn from the view's text.
@MainActor
struct TerminalSupplementaryViewTests {
    struct Fruit: Identifiable, Equatable {
        var id: String
    }

    /// The lines drawn, without padding or blank lines.
    func shownLines(_ listView: TerminalListView) -> [String] {
        listView.visibleLines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func headerAndFooterViewsAreLinesAroundTheirSection() {
        let listView = TerminalListView(width: 20, height: 6)
        listView.currentDataSource = FlatDataSource(
            items: ["ann", "bob"], cellProvider: .text { $0 },
            supplementaryViewProvider: .combining(
                .text(ofKind: .header) { "\($0.count) names" }, .text(ofKind: .footer) { _ in "that's all" }))

        #expect(shownLines(listView) == ["## 2 names", "ann", "bob", "that's all"])
    }

    @Test func aHeaderLineFollowsTheTextItsViewIsGivenAfterAnUpdate() {
        let listView = TerminalListView(width: 20, height: 6)
        let fruits = GroupedDataSource<Fruit, String, TerminalListView>(
            items: [Fruit(id: "apple")], sectionKey: { String($0.id.prefix(1)) }, cellProvider: .text { $0.id },
            supplementaryViewProvider: .text(ofKind: .header) { "\($0.key) (\($0.items.count))" })
        listView.currentDataSource = fruits
        #expect(shownLines(listView).first == "## a (1)")

        fruits.apply([Fruit(id: "apple"), Fruit(id: "avocado")])

        #expect(shownLines(listView) == ["## a (2)", "apple", "avocado"])
    }

    @Test func aSectionWhoseViewHasNoTextShowsItsTitle() {
        let listView = TerminalListView(width: 20, height: 6)
        listView.currentDataSource = FlatDataSource(
            items: ["ann"], headerTitle: "Names", cellProvider: .text { $0 },
            supplementaryViewProvider: .registered(TerminalSupplementaryView.self, ofKind: .header) { view, _ in
                view.text = nil
            })
        #expect(shownLines(listView).first == "## Names")
    }
}
