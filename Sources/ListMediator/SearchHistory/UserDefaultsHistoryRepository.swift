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

    public var history: [String] { stored.terms }
    public let policy: HistoryPolicy
    /// The key the terms are stored under.
    public let key: String
    private let defaults: UserDefaults
    private var stored: KeyedHistory
    private let observers = HistoryObservers()

    /// Opens the history stored under `key` in `defaults`. A missing value, or a value that is
    /// not an array of strings, reads as an empty history and is left alone until the first change.
    public init(defaults: UserDefaults = .standard, key: String = defaultKey, policy: HistoryPolicy = .default) {
        self.defaults = defaults
        self.key = key
        self.policy = policy
        stored = KeyedHistory(sanitizing: defaults.stringArray(forKey: key) ?? [], policy: policy)
    }

    /// Records a search for `term`, applying the ``policy``; see ``HistoryRepository/addSearchTerm(_:)``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func addSearchTerm(_ term: String) throws(HistoryError) {
        store(try stored.adding(term, policy: policy))
    }

    /// Removes `term` and its matches; see ``HistoryRepository/removeSearchTerm(_:)``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func removeSearchTerm(_ term: String) throws(HistoryError) {
        store(stored.removing(term, policy: policy))
    }

    public func removeAllSearchTerms() throws(HistoryError) {
        store(.empty)
    }

    /// Reads the value under ``key`` again.
    public func reload() {
        publish(KeyedHistory(sanitizing: defaults.stringArray(forKey: key) ?? [], policy: policy))
    }

    public func observeHistory(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation {
        observers.add(handler)
    }

    private func store(_ newHistory: KeyedHistory) {
        guard !newHistory.isSpelledLike(stored) else { return }
        if newHistory.terms == stored.terms {
            // Only the normalisation form changed ("e\u{301}" for "é"). UserDefaults compares
            // values with canonical equivalence and may skip the write, so clear the key first.
            defaults.removeObject(forKey: key)
        }
        defaults.set(newHistory.terms, forKey: key)
        publish(newHistory)
    }

    private func publish(_ newHistory: KeyedHistory) {
        guard !newHistory.isSpelledLike(stored) else { return }
        stored = newHistory
        observers.notify(newHistory.terms)
    }
}
