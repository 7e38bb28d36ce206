/// What ``SearchHistoryMediator`` needs from the view that lists past searches: whether it is
/// visible, the terms it lists, and a delegate for the user's selections and deletions.
@MainActor
public protocol HistoryView: AnyObject {
    /// Whether the view is hidden.
    var isHidden: Bool { get set }

    /// Replaces the terms shown, most recent first.
    func setHistory(_ history: [String])

    /// The object told when the user selects or deletes a term. Conforming types hold it
    /// weakly, as UIKit does.
    var historyViewDelegate: (any HistoryViewDelegate)? { get set }
}

/// The user's actions on a ``HistoryView``.
@MainActor
public protocol HistoryViewDelegate: AnyObject {
    /// The user chose `term` to search for again.
    func historyView(_ historyView: any HistoryView, didSelectTerm term: String)

    /// The user asked to remove `term` from the history (for example with swipe to delete).
    func historyView(_ historyView: any HistoryView, didDeleteTerm term: String)

    /// The user asked to clear the whole history (a "Clear" button). The default does nothing.
    func historyViewDidRequestClearing(_ historyView: any HistoryView)
}

extension HistoryViewDelegate {
    public func historyViewDidRequestClearing(_ historyView: any HistoryView) {}
}
