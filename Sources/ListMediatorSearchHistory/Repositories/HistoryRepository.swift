/// Keeps the terms a user searched for, most recent first.
///
/// A repository applies its ``policy`` to every change, so callers can pass raw field text.
/// Mutations either take full effect in ``history`` before the call returns, or throw and change
/// nothing. Observers registered with ``observeHistory(_:)`` hear about every change before the
/// call returns, and about changes picked up by ``reload()``. Storage may be written later: call
/// ``waitUntilSaved()`` to know when the changes are stored.
///
/// The package provides ``InMemoryHistoryRepository``, ``FileHistoryRepository`` (the one
/// apps normally want, which saves off the main actor) and ``UserDefaultsHistoryRepository``.
/// They run on the main actor, like the search screens they serve.
@MainActor
public protocol HistoryRepository: AnyObject {
    /// The stored terms, most recent first, at most ``HistoryPolicy/capacity`` of them.
    var history: [String] { get }

    /// The rules applied to every change.
    var policy: HistoryPolicy { get }

    /// Records a search for `term`: it becomes the first term, replacing any earlier match.
    ///
    /// The term is trimmed and checked by ``HistoryPolicy/normalizedTerm(_:)``. A term with
    /// nothing visible in it (blank, or only control, format and other invisible characters,
    /// such as `"\u{0}"` or `"\u{200B}\u{FEFF} "`) is ignored: nothing changes, observers hear
    /// nothing, and nothing is thrown.
    ///
    /// - Throws: ``HistoryError/termContainsControlCharacter(_:)`` when the term has visible
    ///   text and a control character or line break, as in `"a\u{0}b"`;
    ///   ``HistoryError/termTooLong(length:maximumLength:)`` or
    ///   ``HistoryError/termTooLarge(byteCount:maximumByteCount:)`` when the term is longer
    ///   than the policy allows; or a storage error. The history is then unchanged.
    func addSearchTerm(_ term: String) throws(HistoryError)

    /// Removes `term` and any term the policy considers the same search.
    ///
    /// - Throws: A storage error; the history is then unchanged.
    func removeSearchTerm(_ term: String) throws(HistoryError)

    /// Removes every term.
    ///
    /// - Throws: A storage error; the history is then unchanged.
    func removeAllSearchTerms() throws(HistoryError)

    /// Reads the storage again, picking up changes made by another instance or process.
    func reload()

    /// Returns once every change made through this repository before the call is stored as
    /// durably as the repository stores anything.
    ///
    /// ``FileHistoryRepository`` returns once the changes are written and flushed to disk.
    /// ``InMemoryHistoryRepository`` and ``UserDefaultsHistoryRepository`` store changes before
    /// the change methods return, so for them it returns at once (`UserDefaults` itself writes
    /// to disk on its own schedule).
    ///
    /// - Throws: A storage error that kept a change from being stored; the change stays in
    ///   ``history`` and the repository tries again with the next change.
    func waitUntilSaved() async throws(HistoryError)

    /// Calls `handler` with the new history after every change, until the returned
    /// observation is cancelled or released.
    func observeHistory(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation
}

extension HistoryRepository {
    /// Returns at once: the default for repositories that store each change before the change
    /// method returns.
    public func waitUntilSaved() async throws(HistoryError) {}
}
