import Foundation
import ListMediatorSearchHistory
import ListMediatorTesting
import Testing

/// The three use cases of a search history, end to end: show the latest terms, add new ones,
/// keep them across launches, on a search screen backed by a file.
@MainActor
struct SearchHistoryUseCaseTests {
    /// One launch of the app's search screen.
    @MainActor
    struct Screen {
        let field = HeadlessSearchField()
        let historyView = HeadlessHistoryView()
        let mediator: SearchHistoryMediator

        init(fileURL: URL) {
            mediator = SearchHistoryMediator(
                searchField: field, historyView: historyView, repository: FileHistoryRepository(fileURL: fileURL))
            mediator.clearsFieldOnSearch = true  // each search empties the field for the next one
        }

        func search(for term: String) {
            field.beginEditing()
            field.type(term)
            field.tapSearchButton()
        }
    }

    @Test func showsTheLatestSearchTermsMostRecentFirst() throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let repository = fixture.openRepository()
        for term in ["older", "newer", "newest"] { try repository.addSearchTerm(term) }

        let screen = Screen(fileURL: fixture.fileURL)
        screen.field.beginEditing()

        #expect(!screen.historyView.isHidden)
        #expect(screen.historyView.history == ["newest", "newer", "older"])
    }

    @Test func addsNewSearchTermsToTheHistory() {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        let screen = Screen(fileURL: fixture.fileURL)

        screen.search(for: "first")
        screen.search(for: "second")
        screen.field.beginEditing()

        #expect(screen.historyView.history == ["second", "first"])
    }

    @Test func preservesSearchTermsWhenTheAppIsClosed() async throws {
        let fixture = RepositoryFixture(.file)
        defer { fixture.remove() }
        do {
            let firstLaunch = Screen(fileURL: fixture.fileURL)
            firstLaunch.search(for: "before the restart")
            // Saved in the background; on disk once acknowledged, as the app would be closed.
            try await firstLaunch.mediator.repository.waitUntilSaved()
        }

        let secondLaunch = Screen(fileURL: fixture.fileURL)
        secondLaunch.field.beginEditing()

        #expect(secondLaunch.historyView.history == ["before the restart"])
    }
}
