import Foundation

/// A ``HistoryRepository`` that keeps terms as a string array in `UserDefaults`.
///
/// Convenient where the history should travel with the app's other preferences. It is less
/// durable than ``FileHistoryRepository``: `UserDefaults` saves changes on its own schedule,
/// so a crash shortly after a change can lose it. Use `UserDefaults(suiteName:)` to keep the
/// history apart from other settings, or to isolate tests.
///
/// Each change is applied to the value currently stored under ``key``, so two instances on
/// one key never undo each other's changes; call ``reload()`` to see another instance's
/// changes in ``history``.
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

    /// Reads the value under ``key`` again.
    public func reload() {
        publish(storedHistory())
    }

    /// Records a search for `term`, applying the ``policy``; see ``HistoryRepository/addSearchTerm(_:)``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func addSearchTerm(_ term: String) throws(HistoryError) {
        // A refused term throws before anything is stored; an ignored (blank) one changes
        // nothing, not even this instance's view of a value another instance changed.
        guard try policy.normalizedTerm(term) != nil else { return }
        try change { current throws(HistoryError) in try current.adding(term, policy: policy) }
    }

    /// Removes `term` and its matches; see ``HistoryRepository/removeSearchTerm(_:)``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func removeSearchTerm(_ term: String) throws(HistoryError) {
        try change { current in current.removing(term, policy: policy) }
    }

    public func removeAllSearchTerms() throws(HistoryError) {
        try change { _ in .empty }
    }

    public func observeHistory(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation {
        observers.add(handler)
    }

    /// Applies `transform` to the value stored now, not to ``history``: another instance on
    /// the same key may have changed it since this one last read it.
    private func change(
        _ transform: (KeyedHistory) throws(HistoryError) -> KeyedHistory
    ) throws(HistoryError) {
        let current = storedHistory()
        let newHistory = try transform(current)
        if !newHistory.isSpelledLike(current) { store(newHistory, replacing: current) }
        publish(newHistory)
    }

    /// The history stored under ``key``, reusing ``history``'s keys when nothing changed.
    private func storedHistory() -> KeyedHistory {
        let terms = defaults.stringArray(forKey: key) ?? []
        let unchanged =
            terms.count == stored.terms.count
            && zip(terms, stored.terms).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
        return unchanged ? stored : KeyedHistory(sanitizing: terms, policy: policy)
    }

    private func store(_ newHistory: KeyedHistory, replacing current: KeyedHistory) {
        if newHistory.terms == current.terms {
            // Only the normalisation form changed ("e\u{301}" for "é"). UserDefaults compares
            // values with canonical equivalence and may skip the write, so clear the key first.
            defaults.removeObject(forKey: key)
        }
        defaults.set(newHistory.terms, forKey: key)
    }

    private func publish(_ newHistory: KeyedHistory) {
        guard !newHistory.isSpelledLike(stored) else { return }
        stored = newHistory
        observers.notify(newHistory.terms)
    }
}
