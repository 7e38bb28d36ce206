/// A ``HistoryRepository`` that keeps terms only for the life of the object: for previews,
/// tests, and private browsing modes that must not leave traces.
@MainActor
public final class InMemoryHistoryRepository: HistoryRepository {
    public private(set) var history: [String]
    public let policy: HistoryPolicy
    private var observers = HistoryObservers()

    /// Creates a repository holding `history` (most recent first), brought in line with `policy`.
    public init(history: [String] = [], policy: HistoryPolicy = .default) {
        self.policy = policy
        self.history = policy.sanitizedHistory(history)
    }

    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func addSearchTerm(_ term: String) throws(HistoryError) {
        replaceHistory(with: try policy.history(byAdding: term, to: history))
    }

    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func removeSearchTerm(_ term: String) throws(HistoryError) {
        replaceHistory(with: policy.history(byRemoving: term, from: history))
    }

    public func removeAllSearchTerms() throws(HistoryError) {
        replaceHistory(with: [])
    }

    /// Does nothing: memory is the storage.
    public func reload() {}

    public func observeHistory(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation {
        observers.add(handler)
    }

    private func replaceHistory(with newHistory: [String]) {
        guard newHistory != history else { return }
        history = newHistory
        observers.notify(newHistory)
    }
}
