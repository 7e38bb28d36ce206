import ListMediator
import ListMediatorSearchHistory
import ListMediatorTerminal

/// The search screen's history: a `HistoryView` drawn as a terminal list of past terms.
///
/// The terms are a ``FlatDataSource`` of strings, so a new history is diffed into the list: a
/// term searched again moves to the top, a deleted one leaves, the rest stay.
@MainActor
final class HistoryList: HistoryView {
    let listView = TerminalListView()
    let terms = FlatDataSource<String, TerminalListView>(
        items: [], headerTitle: "Recent searches", cellProvider: .text { $0 })
    weak var historyViewDelegate: (any HistoryViewDelegate)?
    var isHidden = true

    init() {
        listView.marksChanges = true
        listView.currentDataSource = terms
        terms.onSelect = { [weak self] term in
            guard let self else { return }
            historyViewDelegate?.historyView(self, didSelectTerm: term)
        }
    }

    func setHistory(_ history: [String]) {
        terms.apply(history)
    }

    /// The user deletes the focused term.
    func deleteFocusedTerm() {
        guard let focused = listView.indexPathForFocusedRow, let term = terms.item(at: focused) else { return }
        historyViewDelegate?.historyView(self, didDeleteTerm: term)
    }
}
