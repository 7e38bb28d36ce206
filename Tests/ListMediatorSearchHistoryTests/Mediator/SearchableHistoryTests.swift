import ListMediatorSearchHistory
import Observation
import Testing

/// The search history for SwiftUI's `searchable`: suggestions for the query, searches recorded,
/// terms deleted, all following the repository.
@MainActor
struct SearchableHistoryTests {
    let repository = InMemoryHistoryRepository(history: ["Swift", "Sweden", "Café", "cats"])
    let recents: SearchableHistory

    init() {
        recents = SearchableHistory(repository: repository)
    }

    @Test func theSuggestionsAreTheTermsThatStartWithTheQueryMostRecentFirst() {
        #expect(recents.suggestions == ["Swift", "Sweden", "Café", "cats"])
        recents.query = "sw"
        #expect(recents.suggestions == ["Swift", "Sweden"])
        recents.query = "CAFE"
        #expect(recents.suggestions == ["Café"])
        recents.query = "x"
        #expect(recents.suggestions == [])
    }

    @Test func atMostTheMaximumNumberOfSuggestionsIsOffered() {
        recents.maximumSuggestionCount = 2
        #expect(recents.suggestions == ["Swift", "Sweden"])
    }

    @Test func aSubmittedSearchIsRecordedFirstAndABlankOneIsNot() {
        recents.query = "  Cafés "
        recents.recordSearch()
        #expect(repository.history.first == "Cafés")
        recents.query = "   "
        recents.recordSearch()
        #expect(repository.history.first == "Cafés")
        #expect(recents.lastError == nil)
    }

    @Test func aDeletedTermIsNoLongerSuggested() {
        recents.query = "sw"
        recents.delete("Sweden")
        #expect(recents.suggestions == ["Swift"])
        recents.deleteAll()
        #expect(recents.suggestions == [])
    }

    @Test func changesMadeThroughTheRepositoryElsewhereAreSuggested() throws {
        try repository.addSearchTerm("Swiss cheese")
        recents.query = "swi"
        #expect(recents.suggestions == ["Swiss cheese", "Swift"])
    }

    @Test func aModelMadeBeforeTheHistoryChangedSuggestsTheHistoryAtItsFirstUse() throws {
        // As a view's initializer makes it: the history is read when the model is first used.
        let made = SearchableHistory(repository: repository)
        try repository.removeSearchTerm("cats")
        #expect(made.suggestions == ["Swift", "Sweden", "Café"])
        try repository.addSearchTerm("dogs")
        #expect(made.suggestions.first == "dogs")
    }

    @Test func aTermTheHistoryRefusesLeavesItsErrorUntilAChangeSucceeds() {
        recents.recordSearch(for: "a\u{0}b")
        #expect(recents.lastError == .termContainsControlCharacter("\u{0}"))
        #expect(repository.history.count == 4)
        recents.recordSearch(for: "dogs")
        #expect(recents.lastError == nil)
    }

    @Test func observersOfTheSuggestionsHearTheQueryAndTheHistoryChange() throws {
        var changes = 0
        func observe() {
            withObservationTracking {
                _ = recents.suggestions
            } onChange: {
                MainActor.assumeIsolated { changes += 1 }
            }
        }
        observe()
        recents.query = "s"
        #expect(changes == 1)
        observe()
        try repository.addSearchTerm("sun")
        #expect(changes == 2)
    }
}
