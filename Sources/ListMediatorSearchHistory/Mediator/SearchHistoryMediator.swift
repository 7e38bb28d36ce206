import Foundation

/// Wires a search field, a history view and a history repository so that none of them knows
/// about the others.
///
/// The mediator becomes the field's and the view's delegate, and:
/// - hides the history view at first, and fills it with the repository's whole history, even
///   when the field already holds text;
/// - shows it when editing begins;
/// - hides it when editing ends, on search and on cancel;
/// - on search with non-empty text, adds the term to the repository and ends editing; the query
///   stays in the field above its results, unless ``clearsFieldOnSearch`` is set;
/// - on every text change the user makes, sets `isHidden = text?.isEmpty ?? false`: empty
///   text hides the history, any other text shows it, and a field that reports `nil` text
///   shows it. Text set from code changes nothing, as with `UISearchBar`.
///
/// Once the user starts editing, the view shows only the terms that start with the field's
/// text (see ``HistorySuggestions``). Selecting a term fills the field and searches for it,
/// deleting a term removes it from the repository, and changes to the repository from
/// elsewhere reach the view. The app hears about searches through the `onSearch` closure.
///
/// The field and the view hold the mediator weakly, as delegates; keep the mediator alive for
/// as long as the screen, for example in a property of the view controller.
///
/// ```swift
/// mediator = SearchHistoryMediator(
///     searchField: searchField, historyView: historyView,
///     repository: FileHistoryRepository(fileURL: FileHistoryRepository.defaultFileURL)
/// ) { [weak self] term in self?.search(for: term) }
/// ```
@MainActor
public final class SearchHistoryMediator {
    /// The field whose events drive the history.
    public let searchField: any SearchField
    /// The view listing past searches.
    public let historyView: any HistoryView
    /// Where terms are kept.
    public let repository: any HistoryRepository
    /// Told when the repository refuses to store or delete a term (see ``HistoryError``); the
    /// search itself still happens. A ``FileHistoryRepository`` saves in the background, and
    /// tells its own diagnostic handler when a save fails.
    public var errorHandler: (@MainActor (HistoryError) -> Void)?

    /// Whether a search clears the field. `false` (the default) keeps the query in the field
    /// above its results, as users expect of a search screen; `true` clears it, ready for the
    /// next search, and gives the (hidden) history view the whole history again.
    public var clearsFieldOnSearch = false

    /// When the history shows while the user edits the field: by default when editing begins and
    /// while the field has text (``HistoryVisibility/whenEditingBeginsAndWhileTyping``);
    /// ``HistoryVisibility/whileFieldIsEmpty`` for recents that give way to live results.
    public var historyVisibility = HistoryVisibility.whenEditingBeginsAndWhileTyping

    /// The terms the history view was last given.
    public private(set) var shownHistory: [String] = []

    private let onSearch: @MainActor (String) -> Void
    private var suggestions: HistorySuggestions
    private var observation: HistoryObservation?
    private var hasShownHistory = false
    /// Whether the view lists the terms matching the field's text rather than all of them:
    /// only from the first edit on, because the view holds the whole history at first,
    /// whatever text an app put in the field.
    var filtersByFieldText = false

    /// Connects the three objects and puts the view in its initial state: hidden, holding the
    /// repository's whole history.
    ///
    /// - Parameters:
    ///   - searchField: Its ``SearchField/searchFieldDelegate`` is set to the mediator.
    ///   - historyView: Its ``HistoryView/historyViewDelegate`` is set to the mediator.
    ///   - repository: Where searches are recorded.
    ///   - onSearch: Called with the term whenever the user searches, from the field or by
    ///     selecting a term in the history. The term is trimmed as
    ///     ``HistoryPolicy/normalizedTerm(_:)`` trims it; text with nothing visible in it (blank,
    ///     or only invisible characters such as `"\u{200B}"`) is no search and does not call it.
    ///     A term the repository refuses (too long, or with a control character) is still
    ///     searched for, and ``errorHandler`` hears why it was not stored.
    public init(
        searchField: any SearchField,
        historyView: any HistoryView,
        repository: any HistoryRepository,
        onSearch: @escaping @MainActor (String) -> Void = { _ in }
    ) {
        self.searchField = searchField
        self.historyView = historyView
        self.repository = repository
        self.onSearch = onSearch
        suggestions = HistorySuggestions(history: repository.history, policy: repository.policy)

        historyView.isHidden = true
        showSuggestions()
        searchField.searchFieldDelegate = self
        historyView.historyViewDelegate = self
        observation = repository.observeHistory { [weak self] history in
            self?.repositoryDidChange(history)
        }
    }

    /// Records the field's text, tells the app, clears the field when ``clearsFieldOnSearch``
    /// says so, and ends editing: what the search button does, and selecting a history term too.
    func performSearch() {
        historyView.isHidden = true
        if let text = searchField.text, !text.isEmpty {
            // Cleared first, so the history the repository change shows is the whole one rather
            // than the suggestions for the term just searched.
            if clearsFieldOnSearch { searchField.text = nil }
            do {
                try repository.addSearchTerm(text)
            } catch {
                errorHandler?(error)
            }
            showSuggestions()
            // Trimmed as the repository trims it; text with nothing visible is no search.
            if let term = HistoryPolicy.visibleText(text) { onSearch(term) }
        }
        searchField.resignFirstResponder()
    }

    /// Gives the view the history terms matching the field's text (all of them before the user
    /// starts editing), unless it already shows them.
    func showSuggestions() {
        let terms = suggestions.terms(matchingPrefix: filtersByFieldText ? searchField.text ?? "" : "")
        // Compared scalar by scalar: a term re-spelled in another normalisation form is news too.
        let unchanged =
            terms.count == shownHistory.count
            && zip(terms, shownHistory).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
        guard !hasShownHistory || !unchanged else { return }
        hasShownHistory = true
        shownHistory = terms
        historyView.setHistory(terms)
    }

    private func repositoryDidChange(_ history: [String]) {
        suggestions = HistorySuggestions(history: history, policy: repository.policy)
        showSuggestions()
    }
}
