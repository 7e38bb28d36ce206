import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// A list view describes what it shows as the tree of its data sources, for the debugger and for
/// reports: sections and rows by owner, the switcher's shown child, the loading rows, the
/// selection in each owner's numbers — and no item values.
@MainActor
struct ContentsDescriptionTests {
    final class Owner: ListViewMediatorDelegate {
        typealias View = HeadlessTableView
        func listView(
            _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
            shouldLoad request: LoadRequest
        ) -> Bool { true }
    }

    let tableView = HeadlessTableView(boundsSize: CGSize(width: 320, height: 2_000))
    let header = FlatDataSource<String, HeadlessTableView>(items: ["secret title"], cellProvider: .text { $0 })
    let numbers = FlatDataSource<Int, HeadlessTableView>(items: Array(0..<20), cellProvider: .text { "\($0)" })
    let words = FlatDataSource<String, HeadlessTableView>(items: ["a"], cellProvider: .text { $0 })
    let owner = Owner()

    @Test func aMediatedCompositeWithASwitcherIsDescribedAsItsTree() {
        tableView.allowsMultipleSelection = true
        let switcher = SwitchingDataSource<HeadlessTableView>([words, numbers], selectedIndex: 1)
        let mediator = ListViewMediator(wrapping: CompositeDataSource([header, switcher]), delegate: owner)
        tableView.currentDataSource = mediator
        mediator.startLoading(.nextPage)
        numbers.selectItem(at: IndexPath(row: 3, section: 0))
        numbers.selectItem(at: IndexPath(row: 0, section: 0))

        #expect(
            tableView.contentsDescription == """
                HeadlessTableView — 3 sections, 22 rows, 2 selected
                └ ListViewMediator — sections 0–2
                  ├ CompositeDataSource — sections 0–1
                  │ ├ FlatDataSource<String> — section 0: 1 row
                  │ └ SwitchingDataSource, showing child 2 of 2 — section 1
                  │   └ FlatDataSource<Int> — section 1: 20 rows; selected: [0, 0], [0, 3]
                  └ loading row — section 2: 1 row
                """)
        #expect(!tableView.contentsDescription.contains("secret"), "no item values")
    }

    @Test func aGroupedDataSourceListsEachSectionsRowsAndAnEmptyViewSaysSo() {
        let grouped = GroupedDataSource<Int, Bool, HeadlessTableView>(
            items: Array(0..<5), sectionKey: { $0.isMultiple(of: 2) }, sectionOrder: { $0 && !$1 },
            headerTitle: { $0 ? "even" : "odd" }, cellProvider: .text { "\($0)" })
        tableView.currentDataSource = grouped
        let empty = HeadlessTableView()

        #expect(
            tableView.contentsDescription == """
                HeadlessTableView — 2 sections, 5 rows
                └ GroupedDataSource<Int, Bool> — sections 0–1: 3, 2 rows
                """)
        #expect(empty.contentsDescription == "HeadlessTableView — 0 sections, 0 rows\n(no data source)")
    }
}
