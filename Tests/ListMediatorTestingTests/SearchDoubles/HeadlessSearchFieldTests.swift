import ListMediatorSearchHistory
import ListMediatorTesting
import Testing

@MainActor
struct HeadlessSearchFieldTests {
    /// Records the events a field reports, in order.
    final class EventLog: SearchFieldDelegate {
        var events: [String] = []
        func searchFieldDidBeginEditing(_ searchField: any SearchField) { events.append("begin") }
        func searchField(_ searchField: any SearchField, textDidChange searchText: String) {
            events.append("text \(searchText)")
        }
        func searchFieldDidEndEditing(_ searchField: any SearchField) { events.append("end") }
        func searchFieldSearchButtonClicked(_ searchField: any SearchField) { events.append("search") }
        func searchFieldCancelButtonClicked(_ searchField: any SearchField) { events.append("cancel") }
    }

    @Test func reportsUserActionsInTheOrderUIKitWould() {
        let field = HeadlessSearchField()
        let log = EventLog()
        field.searchFieldDelegate = log

        field.beginEditing()
        field.beginEditing()  // Already editing: no second event.
        field.type("ab")
        field.deleteBackward()
        field.replaceText(with: "xyz")
        field.tapSearchButton()
        field.tapCancelButton()
        field.resignFirstResponder()
        field.resignFirstResponder()  // No longer editing: no second event.

        #expect(log.events == ["begin", "text a", "text ab", "text a", "text xyz", "search", "cancel", "end"])
        #expect(field.text == "xyz")
        #expect(!field.isFirstResponder)
    }

    @Test func reportsNothingForTextSetFromCode() {
        let field = HeadlessSearchField(text: "start")
        let log = EventLog()
        field.searchFieldDelegate = log

        field.text = "changed"

        #expect(log.events.isEmpty)
    }

    @Test func holdsItsDelegateWeakly() {
        let field = HeadlessSearchField()
        do {
            let log = EventLog()
            field.searchFieldDelegate = log
        }
        #expect(field.searchFieldDelegate == nil)
    }
}
