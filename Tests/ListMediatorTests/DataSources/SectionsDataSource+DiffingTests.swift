import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct SectionsDataSourceDiffingTests {
    struct Product: Identifiable, Equatable {
        var id: Int
        var name: String
        var category: String
    }

    private func makeDataSource(_ products: [Product]) -> SectionsDataSource<Product, String, HeadlessTableView> {
        SectionsDataSource(items: products, sectionKey: \.category, cellProvider: .text(\.name))
    }

    @Test func applyRegroupsAndMovesRowsAcrossSections() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 390, height: 2_000))
        let dataSource = makeDataSource([
            Product(id: 1, name: "apple", category: "fruit"),
            Product(id: 2, name: "kale", category: "leaf"),
        ])
        tableView.currentDataSource = dataSource
        var completed: ChangesetApplication?

        dataSource.apply(
            [
                Product(id: 1, name: "apple", category: "leaf"),
                Product(id: 2, name: "kale", category: "leaf"),
                Product(id: 3, name: "bread", category: "bakery"),
            ], to: tableView
        ) { completed = $0 }

        #expect(completed == .animated(stageCount: 3))
        #expect(dataSource.sections.map(\.key) == ["bakery", "leaf"])
        #expect(tableView.visibleCells.map(\.text) == ["bread", "apple", "kale"])
        #expect(dataSource.listView(tableView, titleForHeaderInSection: 0) == "bakery")
        #expect(tableView.reloadCount == 1)
    }

    @Test func theDiffableSectionsOfNewItemsAreGroupedLikeTheDataSources() {
        let dataSource = makeDataSource([])
        let grouped = dataSource.diffableSections(grouping: [
            Product(id: 1, name: "pear", category: "fruit"), Product(id: 2, name: "bun", category: "bakery"),
        ])
        #expect(grouped.map(\.identifier) == ["bakery", "fruit"])
    }
}
