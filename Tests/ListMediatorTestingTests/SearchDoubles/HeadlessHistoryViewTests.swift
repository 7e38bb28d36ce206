import ListMediatorSearchHistory
import ListMediatorTesting
import Testing

@MainActor
struct HeadlessHistoryViewTests {
    final class ActionLog: HistoryViewDelegate {
        var actions: [String] = []
        func historyView(_ historyView: any HistoryView, didSelectTerm term: String) {
            actions.append("select \(term)")
        }
        func historyView(_ historyView: any HistoryView, didDeleteTerm term: String) {
            actions.append("delete \(term)")
        }
    }

    @Test func recordsWhatItIsToldAndReportsTapsOnItsTerms() {
        let view = HeadlessHistoryView()
        let log = ActionLog()
        view.historyViewDelegate = log

        view.setHistory(["b", "a"])
        view.selectTerm(at: 1)
        view.deleteTerm(at: 0)

        #expect(view.history == ["b", "a"])
        #expect(view.setHistoryCount == 1)
        #expect(log.actions == ["select a", "delete b"])
    }
}
