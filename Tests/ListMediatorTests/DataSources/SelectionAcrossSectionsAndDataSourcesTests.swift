import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Selection by item where an apply creates or removes the sections a selected item moves
/// between, and where one row in the list can be selected although some data sources are hidden.
@MainActor
struct SelectionAcrossSectionsAndDataSourcesTests {
    let tableView = HeadlessTableView()

    private func grouped(_ items: [GroupedTag]) -> GroupedDataSource<GroupedTag, Int, HeadlessTableView> {
        GroupedDataSource(items: items, sectionKey: \.group, cellProvider: .text(\.shortName))
    }

    private func tag(_ id: Int, _ group: Int) -> GroupedTag { GroupedTag(id: id, group: group, version: 0) }
    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func aSelectedItemMovedIntoASectionTheApplyInsertsStaysSelected() {
        let list = grouped([tag(1, 2), tag(2, 2)])
        tableView.currentDataSource = list
        list.selectItem(at: row(0))

        list.apply([tag(1, 1), tag(2, 2)])  // group 1 is new, before group 2

        #expect(list.selectedItems == [tag(1, 1)])
        #expect(tableView.indexPathsForSelectedRows == [row(0, 0)])
    }

    @Test func aSelectedItemMovedOutOfASectionTheApplyDeletesStaysSelected() {
        let list = grouped([tag(1, 1), tag(2, 2)])
        tableView.currentDataSource = list
        list.selectItem(at: row(0, 0))

        list.apply([tag(2, 2), tag(1, 2)])  // group 1 goes with its last item

        #expect(list.selectedItems == [tag(1, 2)])
        #expect(tableView.indexPathsForSelectedRows == [row(1, 0)])
    }

    @Test func aDataSourceShownNowhereKeepsTheSelectionOfAnItemThatChangesSection() {
        let list = grouped([tag(1, 2), tag(2, 2)])
        list.selectItem(at: row(1))

        list.apply([tag(1, 2), tag(2, 3)])

        #expect(list.selectedItems == [tag(2, 3)])
        tableView.currentDataSource = list
        #expect(tableView.indexPathsForSelectedRows == [row(0, 1)])
    }

    @Test func inASingleSelectionListATapTakesTheSelectionFromAHiddenChild() {
        let a = FlatDataSource<String, HeadlessTableView>(items: ["a0", "a1"], cellProvider: .text { $0 })
        let b = FlatDataSource<String, HeadlessTableView>(items: ["b0"], cellProvider: .text { $0 })
        let c = FlatDataSource<String, HeadlessTableView>(items: ["c0"], cellProvider: .text { $0 })
        var deselected: [String] = []
        a.onDeselect = { deselected.append($0) }
        let switcher = SwitchingDataSource<HeadlessTableView>([a, b])
        tableView.currentDataSource = CompositeDataSource([switcher, c])

        tableView.tapRow(at: row(1))  // a1
        switcher.select(1)
        tableView.tapRow(at: row(0, 1))  // c0, while a is hidden
        switcher.select(0)

        #expect(a.selectedItems == [])
        #expect(deselected == ["a1"], "a's owner hears that a1 lost the selection")
        #expect(c.selectedItems == ["c0"])
        #expect(tableView.indexPathsForSelectedRows == [row(0, 1)])
        tableView.reloadData()
        #expect(tableView.indexPathsForSelectedRows == [row(0, 1)])
    }

    @Test func inASingleSelectionListSelectingAHiddenChildsItemTakesTheSelectionFromTheShownRows() {
        let a = FlatDataSource<String, HeadlessTableView>(items: ["a0"], cellProvider: .text { $0 })
        let b = FlatDataSource<String, HeadlessTableView>(items: ["b0"], cellProvider: .text { $0 })
        var deselected: [String] = []
        a.onDeselect = { deselected.append($0) }
        let switcher = SwitchingDataSource<HeadlessTableView>([a, b])
        tableView.currentDataSource = switcher
        tableView.tapRow(at: row(0))  // a0

        b.selectItem(at: row(0))  // hidden

        #expect(a.selectedItems == [])
        #expect(deselected == ["a0"])
        #expect(tableView.indexPathsForSelectedRows == [])
        switcher.select(1)
        #expect(tableView.indexPathsForSelectedRows == [row(0)])
    }

    @Test func inASingleSelectionListAChildComingBackGivesUpItsSelectionToTheNewerOne() {
        let a = FlatDataSource<String, HeadlessTableView>(items: ["a0", "a1"], cellProvider: .text { $0 })
        let b = FlatDataSource<String, HeadlessTableView>(items: ["b0"], cellProvider: .text { $0 })
        var deselected: [String] = []
        a.onDeselect = { deselected.append($0) }
        let composite = CompositeDataSource<HeadlessTableView>([a, b])
        tableView.currentDataSource = composite
        tableView.tapRow(at: row(1))  // a1

        composite.remove(a)
        tableView.tapRow(at: row(0))  // b0, while a is out of the list
        composite.insert(a, at: 0)

        #expect(a.selectedItems == [], "the list holds one selected item: the newer")
        #expect(deselected == ["a1"], "a's owner hears that a1 lost the selection")
        #expect(b.selectedItems == ["b0"])
        #expect(tableView.indexPathsForSelectedRows == [row(0, 1)])
    }

    @Test func aChildComingBackToAListWithNothingSelectedShowsItsSelectionAgain() {
        let a = FlatDataSource<String, HeadlessTableView>(items: ["a0", "a1"], cellProvider: .text { $0 })
        let b = FlatDataSource<String, HeadlessTableView>(items: ["b0"], cellProvider: .text { $0 })
        let composite = CompositeDataSource<HeadlessTableView>([a, b])
        tableView.currentDataSource = composite
        tableView.tapRow(at: row(1))  // a1

        composite.remove(a)
        composite.insert(a, at: 1)

        #expect(a.selectedItems == ["a1"])
        #expect(tableView.indexPathsForSelectedRows == [row(1, 1)])
    }

    @Test func aListThatAllowsSeveralKeepsAHiddenChildsSelectionBesideANewOne() {
        let a = FlatDataSource<String, HeadlessTableView>(items: ["a0"], cellProvider: .text { $0 })
        let c = FlatDataSource<String, HeadlessTableView>(items: ["c0"], cellProvider: .text { $0 })
        let switcher = SwitchingDataSource<HeadlessTableView>([
            a, FlatDataSource(items: [], cellProvider: .text { $0 }),
        ])
        tableView.allowsMultipleSelection = true
        tableView.currentDataSource = CompositeDataSource([switcher, c])
        tableView.tapRow(at: row(0))
        switcher.select(1)

        tableView.tapRow(at: row(0, 1))  // c0, below the empty child

        #expect(a.selectedItems == ["a0"])
        #expect(c.selectedItems == ["c0"])
    }
}
