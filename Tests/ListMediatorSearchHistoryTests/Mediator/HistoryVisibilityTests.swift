import ListMediatorSearchHistory
import ListMediatorTesting
import Testing

/// The rules for when the history shows while the user edits the field.
@MainActor
struct HistoryVisibilityTests {
    let field = HeadlessSearchField()
    let view = HeadlessHistoryView()
    let repository = InMemoryHistoryRepository(history: ["swift", "Sweden", "kotlin"])

    func makeMediator(_ visibility: HistoryVisibility) -> SearchHistoryMediator {
        let mediator = SearchHistoryMediator(searchField: field, historyView: view, repository: repository) { _ in }
        mediator.historyVisibility = visibility
        return mediator
    }

    @Test func theDefaultShowsTheHistoryWhenEditingBeginsAndWhileThereIsText() {
        let mediator = makeMediator(.whenEditingBeginsAndWhileTyping)
        var shown: [Bool] = []

        field.beginEditing()
        shown.append(!view.isHidden)
        field.type("sw")
        shown.append(!view.isHidden)
        field.replaceText(with: "")
        shown.append(!view.isHidden)

        #expect(shown == [true, true, false])
        withExtendedLifetime(mediator) {}
    }

    @Test func recentsShowWhileTheFieldIsEmptyAndGiveWayToResultsWhileTyping() {
        let mediator = makeMediator(.whileFieldIsEmpty)

        field.beginEditing()
        #expect(!view.isHidden)
        #expect(view.history == ["swift", "Sweden", "kotlin"], "all the recents")
        field.type("k")
        #expect(view.isHidden, "live results take the screen")
        field.deleteBackward()
        #expect(!view.isHidden)
        #expect(view.history == ["swift", "Sweden", "kotlin"])
        field.tapCancelButton()
        field.type("ko")
        field.beginEditing()
        #expect(view.isHidden, "editing begins with text: results, not recents")
        withExtendedLifetime(mediator) {}
    }

    @Test func anAppsRuleDecides() {
        let mediator = makeMediator(.custom { text, _ in text.count >= 2 })

        field.beginEditing()
        #expect(view.isHidden)
        field.type("s")
        #expect(view.isHidden)
        field.type("w")
        #expect(!view.isHidden)
        #expect(view.history == ["swift", "Sweden"])
        field.tapSearchButton()
        #expect(view.isHidden, "a search hides it whatever the rule")
        withExtendedLifetime(mediator) {}
    }
}
