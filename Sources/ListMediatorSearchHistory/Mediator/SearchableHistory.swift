import Observation

/// A search history as an observable model for SwiftUI's `searchable`: the suggestions for what
/// is typed, the search submitted recorded, a suggestion deleted.
///
/// ```swift
/// List(results(for: recents.query), id: \.self) { Text($0) }
///     .searchable(text: $recents.query) {
///         ForEach(recents.suggestions, id: \.self) { term in
///             Text(term).searchCompletion(term)
///         }
///     }
///     .onSubmit(of: .search) { recents.recordSearch() }
/// ```
///
/// The suggestions are the history's terms that start with ``query`` as the repository's
/// policy matches terms (ignoring case and diacritics by default), most recent first — every
/// term while the query is empty — and follow the repository's changes, including those made
/// elsewhere. Storage errors do not throw into a view: the last one is ``lastError``.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public final class SearchableHistory: Observable {
    // Observable by hand, for the reason `PagedItems` is: the `@Observable` macro's expansion
    // must match the SDK's declaration of it, which an older SDK's does not.
    private let registrar = ObservationRegistrar()

    /// The text in the search field: bind it to `searchable(text:)`.
    public var query: String {
        get {
            registrar.access(self, keyPath: \.query)
            return storedQuery
        }
        set { registrar.withMutation(of: self, keyPath: \.query) { storedQuery = newValue } }
    }
    /// The history's terms that start with ``query``, most recent first, at most
    /// ``maximumSuggestionCount``.
    public var suggestions: [String] {
        Array(index.terms(matchingPrefix: query).prefix(maximumSuggestionCount))
    }
    /// How many suggestions to offer at most: 8.
    public var maximumSuggestionCount = 8
    /// The storage error of the last search recorded or term deleted, if it failed; `nil` once
    /// one succeeds.
    public private(set) var lastError: HistoryError? {
        get {
            registrar.access(self, keyPath: \.lastError)
            return storedLastError
        }
        set { registrar.withMutation(of: self, keyPath: \.lastError) { storedLastError = newValue } }
    }

    /// The repository the terms come from and go to.
    public var repository: any HistoryRepository { reference.repository }
    /// The repository, handed over by the nonisolated initializer and used on the main actor only.
    private let reference: RepositoryReference
    /// The history, indexed for prefix lookups; rebuilt when the repository's history changes.
    private var index: HistorySuggestions {
        get {
            observeRepositoryIfNeeded()
            registrar.access(self, keyPath: \.index)
            return storedIndex!
        }
        set { registrar.withMutation(of: self, keyPath: \.index) { storedIndex = newValue } }
    }
    private var storedQuery = ""
    private var storedLastError: HistoryError?
    /// `nil` until the model is first used on the main actor.
    private var storedIndex: HistorySuggestions?
    private var observation: HistoryObservation?

    /// Offers the terms of `repository` as suggestions and records searches in it.
    ///
    /// Nonisolated, so that a view's initializer can make it for its `@State`: the history is
    /// read, and followed, from the model's first use on the main actor.
    public nonisolated init(repository: any HistoryRepository) {
        reference = RepositoryReference(repository)
    }

    /// Reads the history and follows its changes, the first time the model is used.
    private func observeRepositoryIfNeeded() {
        guard storedIndex == nil else { return }
        storedIndex = HistorySuggestions(history: repository.history, policy: repository.policy)
        observation = repository.observeHistory { [weak self] history in
            guard let self else { return }
            index = HistorySuggestions(history: history, policy: self.repository.policy)
        }
    }

    /// Records a search for ``query`` (a blank query is not recorded): call it from
    /// `onSubmit(of: .search)`.
    public func recordSearch() {
        recordSearch(for: query)
    }

    /// Records a search for `term` — a suggestion the user picked, a scope's search.
    public func recordSearch(for term: String) {
        perform { () throws(HistoryError) in try repository.addSearchTerm(term) }
    }

    /// Deletes `term` from the history, as a suggestion's swipe or context menu does.
    public func delete(_ term: String) {
        perform { () throws(HistoryError) in try repository.removeSearchTerm(term) }
    }

    /// Deletes every term.
    public func deleteAll() {
        perform { () throws(HistoryError) in try repository.removeAllSearchTerms() }
    }

    /// Runs a change of the repository, keeping its error in ``lastError``.
    private func perform(_ change: () throws(HistoryError) -> Void) {
        observeRepositoryIfNeeded()
        do {
            try change()
            lastError = nil
        } catch {
            lastError = error
        }
    }
}

/// A repository passed through ``SearchableHistory``'s nonisolated initializer: the model reads
/// it on the main actor only, where the repository lives, so it never crosses to another
/// isolation while in use. Swift 6.3 still needs the box: a nonisolated initializer may not set a
/// main-actor property, and a `nonisolated let` may not hold a non-`Sendable` existential.
private final class RepositoryReference: @unchecked Sendable {
    let repository: any HistoryRepository

    init(_ repository: any HistoryRepository) {
        self.repository = repository
    }
}
