import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct FlatDataSourceTests {
    private func makeList(onSelect: ((Product) -> Void)? = nil) -> FlatDataSource<Product, HeadlessTableView> {
        FlatDataSource(items: Product.samples, cellProvider: .text { $0.name }, onSelect: onSelect)
    }

    @Test func showsItemsInOrderInOneSection() {
        let tableView = HeadlessTableView()
        tableView.currentDataSource = makeList()

        #expect(tableView.numberOfSections == 1)
        #expect(tableView.visibleCells.map(\.text) == ["Kettle", "Atlas", "Whisk", "Trowel", "Novel"])
    }

    @Test func translatesIndexPathsToItems() {
        let list = makeList()

        #expect(list.item(at: IndexPath(row: 2, section: 0))?.name == "Whisk")
        #expect(list[IndexPath(row: 4, section: 0)].name == "Novel")
    }

    @Test func lookupOutsideTheListReturnsNil() {
        let list = makeList()

        #expect(list.item(at: IndexPath(row: 5, section: 0)) == nil)
        #expect(list.item(at: IndexPath(row: 0, section: 1)) == nil)
        #expect(list.item(at: IndexPath(row: -1, section: 0)) == nil)
        #expect(list.item(at: IndexPath(indexes: [0])) == nil)
    }

    @Test func checkedLookupOutsideTheListTrapsNamingTheIndexPathAndCounts() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let list = FlatDataSource<Int, HeadlessTableView>(items: [1, 2, 3], cellProvider: .text { "\($0)" })
                _ = list[IndexPath(row: 7, section: 0)]
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("index path [0, 7] is out of range: FlatDataSource<Int> has 1 section with 3 rows"))
    }

    @Test func selectingARowHandsTheOwnerTheItemNotTheIndexPath() {
        var selected: [Product] = []
        let tableView = HeadlessTableView()
        tableView.currentDataSource = makeList { selected.append($0) }

        tableView.tapRow(at: IndexPath(row: 3, section: 0))

        #expect(selected == [Product.samples[3]])
    }

    @Test func showsHeaderAndFooterTitles() {
        let list = FlatDataSource<Int, HeadlessTableView>(
            items: [1], headerTitle: "Numbers", footerTitle: "1 number", cellProvider: .text { "\($0)" })
        let tableView = HeadlessTableView()

        #expect(list.listView(tableView, titleForHeaderInSection: 0) == "Numbers")
        #expect(list.listView(tableView, titleForFooterInSection: 0) == "1 number")
    }
}
