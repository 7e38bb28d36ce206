import Foundation
import ListMediatorSearchHistory
import ListMediatorTesting
import Testing

// The examples of the "Search history" article
// (ListMediatorSearchHistory.docc/SearchHistory.md).

@MainActor
@Test func aSearchScreenShowsAddsAndKeepsTerms() async throws {
    let fileURL = FileManager.default.temporaryDirectory
        .appendingPathComponent(UUID().uuidString, isDirectory: true)
        .appendingPathComponent("search-history.json")  // in an app: FileHistoryRepository.defaultFileURL
    defer { try? FileManager.default.removeItem(at: fileURL.deletingLastPathComponent()) }
    let field = HeadlessSearchField()
    let historyView = HeadlessHistoryView()
    let repository = FileHistoryRepository(fileURL: fileURL)
    var searches: [String] = []
    let mediator = SearchHistoryMediator(
        searchField: field, historyView: historyView, repository: repository
    ) { term in
        searches.append(term)  // the app runs its search here
    }

    mediator.clearsFieldOnSearch = true  // each search empties the field, ready for the next query

    // Add new terms to the list: a search records its term and clears the field.
    for term in ["rust", "swift"] {
        field.beginEditing()
        field.type(term)
        field.tapSearchButton()
    }
    #expect(searches == ["rust", "swift"])
    #expect(field.text == nil)

    // Show a list of the latest search terms: editing shows them, most recent first.
    field.beginEditing()
    #expect(historyView.isHidden == false)
    #expect(historyView.history == ["swift", "rust"])

    // Preserve search terms when the app is closed: they are saved in the background, and
    // once saved a new repository over the same file, as on the next launch, has them.
    try await repository.waitUntilSaved()
    #expect(FileHistoryRepository(fileURL: fileURL).history == ["swift", "rust"])
    #expect(mediator.shownHistory == ["swift", "rust"])  // the terms the view was last given
}

enum SearchHistoryExamples {
    /// "Diacritics are letters in some languages". Compiled, not run: it opens the user's real
    /// history file.
    @MainActor
    static func keepingDiacriticsApart() -> FileHistoryRepository {
        let repository = FileHistoryRepository(
            fileURL: FileHistoryRepository.defaultFileURL,
            policy: HistoryPolicy(ignoresDiacritics: false))
        return repository
    }

    /// "Saving off the main actor": waiting for the acknowledgement.
    @MainActor
    static func clearingAndWaitingUntilSaved(_ repository: FileHistoryRepository) async throws {
        try repository.removeAllSearchTerms()
        try await repository.waitUntilSaved()  // on disk, flushed
    }

    /// Stands in for the app's logger, for example an `os.Logger`.
    @MainActor
    final class Logger {
        private(set) var errors: [String] = []
        func error(_ message: String) { errors.append(message) }
    }

    /// "Damaged files": the diagnostic handler.
    @MainActor
    static func loggingDiagnostics(url: URL, logger: Logger) -> FileHistoryRepository {
        let repository = FileHistoryRepository(fileURL: url) { diagnostic in
            logger.error("\(diagnostic)")  // …was moved to …/search-history.json.corrupt-20261122T051200.123Z-1a2b…
        }
        return repository
    }
}

@MainActor
@Test func aDamagedHistoryFileIsMovedAsideAndLogged() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("search-history.json")
    try Data("not a history".utf8).write(to: url)
    let logger = SearchHistoryExamples.Logger()

    let repository = SearchHistoryExamples.loggingDiagnostics(url: url, logger: logger)

    #expect(repository.history.isEmpty)
    #expect(logger.errors.count == 1)
    #expect(logger.errors.first?.contains("was moved to \(url.path).corrupt-") == true)
}
