import Foundation

/// A ``HistoryRepository`` that keeps terms as a string array in `UserDefaults`.
///
/// Convenient where the history should travel with the app's other preferences. It is less
/// durable than ``FileHistoryRepository``: `UserDefaults` saves changes on its own schedule,
/// so a crash shortly after a change can lose it. Use `UserDefaults(suiteName:)` to keep the
/// history apart from other settings, or to isolate tests.
@MainActor
public final class UserDefaultsHistoryRepository: HistoryRepository {
    /// The key used unless one is given.
    public static let defaultKey = "ListMediator.searchHistory"

    public private(set) var history: [String]
    public let policy: HistoryPolicy
    /// The key the terms are stored under.
    public let key: String
    private let defaults: UserDefaults
    private var observers = HistoryObservers()

    /// Opens the history stored under `key` in `defaults`. A missing value, or a value that is
    /// not an array of strings, reads as an empty history and is left alone until the first change.
    public init(defaults: UserDefaults = .standard, key: String = defaultKey, policy: HistoryPolicy = .default) {
        self.defaults = defaults
        self.key = key
        self.policy = policy
        history = policy.sanitizedHistory(defaults.stringArray(forKey: key) ?? [])
    }

    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func addSearchTerm(_ term: String) throws(HistoryError) {
        store(try policy.history(byAdding: term, to: history))
    }

    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func removeSearchTerm(_ term: String) throws(HistoryError) {
        store(policy.history(byRemoving: term, from: history))
    }

    public func removeAllSearchTerms() throws(HistoryError) {
        store([])
    }

    /// Reads the value under ``key`` again.
    public func reload() {
        publish(policy.sanitizedHistory(defaults.stringArray(forKey: key) ?? []))
    }

    public func observeHistory(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation {
        observers.add(handler)
    }

    private func store(_ newHistory: [String]) {
        guard newHistory != history else { return }
        defaults.set(newHistory, forKey: key)
        publish(newHistory)
    }

    private func publish(_ newHistory: [String]) {
        guard newHistory != history else { return }
        history = newHistory
        observers.notify(newHistory)
    }
}
