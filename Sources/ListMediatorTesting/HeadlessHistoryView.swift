import ListMediatorSearchHistory

/// A `HistoryView` with no screen that records what it is told and plays a user's taps,
/// for tests on any platform.
@MainActor
public final class HeadlessHistoryView: HistoryView {
    public var isHidden = false
    public weak var historyViewDelegate: (any HistoryViewDelegate)?

    /// The terms last shown, most recent first.
    public private(set) var history: [String] = []

    /// How many times ``setHistory(_:)`` was called; tests use it to catch needless reloads.
    public private(set) var setHistoryCount = 0

    /// Creates a visible, empty view.
    public init() {}

    public func setHistory(_ history: [String]) {
        self.history = history
        setHistoryCount += 1
    }

    /// The user taps the term at `index` of ``history``.
    public func selectTerm(at index: Int) {
        guard history.indices.contains(index) else {
            fatalError("no term at \(index); the view shows \(history.count)")
        }
        historyViewDelegate?.historyView(self, didSelectTerm: history[index])
    }

    /// The user taps the view's "Clear" button.
    public func tapClear() {
        historyViewDelegate?.historyViewDidRequestClearing(self)
    }

    /// The user deletes the term at `index` of ``history``, as with swipe to delete.
    public func deleteTerm(at index: Int) {
        guard history.indices.contains(index) else {
            fatalError("no term at \(index); the view shows \(history.count)")
        }
        historyViewDelegate?.historyView(self, didDeleteTerm: history[index])
    }
}
