/// A ``HistoryRepository`` that keeps terms only for the life of the object: for previews,
/// tests, and private browsing modes that must not leave traces.
@MainActor
public final class InMemoryHistoryRepository: HistoryRepository {
    public var history: [String] { stored.terms }
    public let policy: HistoryPolicy
    private var stored: KeyedHistory
    private let observers = HistoryObservers()

    /// Creates a repository holding `history` (most recent first), brought in line with `policy`.
    public init(history: [String] = [], policy: HistoryPolicy = .default) {
        self.policy = policy
        stored = KeyedHistory(sanitizing: history, policy: policy)
    }

    /// Records a search for `term`, applying the ``policy``; see ``HistoryRepository/addSearchTerm(_:)``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func addSearchTerm(_ term: String) throws(HistoryError) {
        replace(with: try stored.adding(term, policy: policy))
    }

    /// Removes `term` and its matches; see ``HistoryRepository/removeSearchTerm(_:)``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func removeSearchTerm(_ term: String) throws(HistoryError) {
        replace(with: stored.removing(term, policy: policy))
    }

    public func removeAllSearchTerms() throws(HistoryError) {
        replace(with: .empty)
    }

    /// Does nothing: memory is the storage.
    public func reload() {}

    public func observeHistory(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation {
        observers.add(handler)
    }

    private func replace(with newHistory: KeyedHistory) {
        guard !newHistory.isSpelledLike(stored) else { return }
        stored = newHistory
        observers.notify(newHistory.terms)
    }
}
