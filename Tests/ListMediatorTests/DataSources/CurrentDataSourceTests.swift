import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Seed 003's "retain your data sources" trap, and runtime switching.
@MainActor
struct CurrentDataSourceTests {
    @Test func dataSourceCreatedOnTheSpotStaysAliveWhileShown() {
        let tableView = HeadlessTableView()
        weak var weakDataSource: FlatDataSource<Product, HeadlessTableView>?

        do {
            let dataSource = FlatDataSource<Product, HeadlessTableView>(
                items: Product.samples, cellProvider: .text { $0.name })
            weakDataSource = dataSource
            tableView.currentDataSource = dataSource
        }

        #expect(weakDataSource != nil)
        #expect(tableView.visibleCells.count == 5)
    }

    @Test func switchingBetweenFlatAndGroupedIsOneAssignmentAndFreesTheOldDataSource() {
        let tableView = HeadlessTableView()
        weak var weakList: FlatDataSource<Product, HeadlessTableView>?
        do {
            let list = FlatDataSource<Product, HeadlessTableView>(
                items: Product.samples, cellProvider: .text { $0.name })
            weakList = list
            tableView.currentDataSource = list
        }
        #expect(tableView.numberOfSections == 1)
        let reloadsBefore = tableView.reloadCount

        tableView.currentDataSource = GroupedDataSource(
            items: Product.samples, sectionKey: \.category, cellProvider: .text { $0.name })

        #expect(weakList == nil)
        #expect(tableView.reloadCount == reloadsBefore + 1)
        #expect(tableView.numberOfSections == 3)
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Novel", "Trowel", "Kettle", "Whisk"])
    }

    @Test func switchingKeepsItemLevelSelectionWorkingWithoutTheOwnerChanging() {
        var selected: [String] = []
        let onSelect: (Product) -> Void = { selected.append($0.name) }
        let tableView = HeadlessTableView()

        tableView.currentDataSource = FlatDataSource(
            items: Product.samples, cellProvider: .text { $0.name }, onSelect: onSelect)
        tableView.tapRow(at: IndexPath(row: 1, section: 0))
        tableView.currentDataSource = GroupedDataSource(
            items: Product.samples, sectionKey: \.category, cellProvider: .text { $0.name }, onSelect: onSelect)
        tableView.tapRow(at: IndexPath(row: 1, section: 0))

        #expect(selected == ["Atlas", "Novel"])
    }

    @Test func settingNoDataSourceEmptiesTheList() {
        let tableView = HeadlessTableView()
        tableView.currentDataSource = FlatDataSource(items: [1, 2], cellProvider: .text { "\($0)" })

        tableView.currentDataSource = nil

        #expect(tableView.numberOfSections == 0)
        #expect(tableView.dataSource == nil)
        #expect(tableView.delegate == nil)
    }
}
