import Foundation
import ListMediator
import ListMediatorTesting
import Testing

// The example of the "Testing with HeadlessTableView" article
// (ListMediatorTesting.docc/TestingWithHeadlessTableView.md): a test, run as it is.

@MainActor
@Test func namesFillTheScreenAndATapSelectsOne() {
    let names = (1...100).map { "Name \($0)" }
    var selected: [String] = []
    let tableView = HeadlessTableView(boundsSize: CGSize(width: 390, height: 660))
    tableView.currentDataSource = FlatDataSource(
        items: names, cellProvider: .text { $0 }, onSelect: { selected.append($0) })
    #expect(tableView.visibleCells.map(\.text) == Array(names.prefix(15)))  // 660 points of 44-point rows

    tableView.tapRow(at: IndexPath(row: 2, section: 0))  // selects the row and calls the delegate, as a tap does
    #expect(selected == ["Name 3"])

    tableView.scrollToBottom()  // clamps like a finger, and calls listViewDidScroll
    #expect(tableView.visibleCells.last?.text == "Name 100")
}
