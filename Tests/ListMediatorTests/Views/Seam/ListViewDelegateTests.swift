import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct ListViewDelegateTests {
    /// A delegate that implements nothing, to see the defaults.
    final class Silent: ListViewDelegate {
        typealias View = HeadlessTableView
    }

    @Test func aDelegateThatImplementsNothingBehavesAsUIKitWithoutTheMethods() {
        let delegate = Silent()
        let tableView = HeadlessTableView()
        let indexPath = IndexPath(row: 3, section: 1)

        #expect(delegate.listView(tableView, willSelectRowAt: indexPath) == indexPath, "the tapped row is selected")
        #expect(delegate.listView(tableView, heightForRowAt: indexPath) == nil)
        #expect(delegate.listView(tableView, heightForHeaderInSection: 1) == nil)
        #expect(delegate.listView(tableView, heightForFooterInSection: 1) == nil)
    }
}
