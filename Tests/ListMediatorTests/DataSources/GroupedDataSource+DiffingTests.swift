import Foundation
import ListMediator
@_spi(Testing) import ListMediatorTesting
import Testing

@MainActor
struct GroupedDataSourceDiffingTests {
    struct Product: Identifiable, Equatable {
        var id: Int
        var name: String
        var category: String
    }

    private func makeDataSource(_ products: [Product]) -> GroupedDataSource<Product, String, HeadlessTableView> {
        GroupedDataSource(items: products, sectionKey: \.category, cellProvider: .text(\.name))
    }

    @Test func applyRegroupsAndMovesRowsAcrossSections() {
        let tableView = HeadlessTableView(boundsSize: CGSize(width: 390, height: 2_000))
        let dataSource = makeDataSource([
            Product(id: 1, name: "apple", category: "fruit"),
            Product(id: 2, name: "kale", category: "leaf"),
        ])
        tableView.currentDataSource = dataSource
        var completed: UpdateOutcome?

        dataSource.apply(
            [
                Product(id: 1, name: "apple", category: "leaf"),
                Product(id: 2, name: "kale", category: "leaf"),
                Product(id: 3, name: "bread", category: "bakery"),
            ]
        ) { completed = $0 }

        #expect(completed == .animated(stageCount: 3))
        #expect(dataSource.sections.map(\.key) == ["bakery", "leaf"])
        #expect(tableView.visibleCells.map(\.text) == ["bread", "apple", "kale"])
        #expect(dataSource.listView(tableView, titleForHeaderInSection: 0) == "bakery")
        #expect(tableView.reloadCount == 1)
    }

    @Test func theDiffableSectionsOfNewItemsAreGroupedLikeTheDataSources() {
        let dataSource = makeDataSource([])
        let grouped = dataSource.diffableSections(for: [
            Product(id: 1, name: "pear", category: "fruit"), Product(id: 2, name: "bun", category: "bakery"),
        ])
        #expect(grouped.map(\.identifier) == ["bakery", "fruit"])
    }

    @Test func randomRegroupingsAnimateWithoutEverFallingBackToAReload() {
        let categories = ["bakery", "dairy", "fruit", "leaf"]
        var random = SplitMix64(seed: 2_026)
        func randomProducts() -> [Product] {
            (0..<Int(random.next() % 12)).map { _ in
                let id = Int(random.next() % 10)  // repeats on purpose: duplicates must not hurt
                return Product(
                    id: id, name: "p\(id)v\(random.next() % 2)", category: categories[Int(random.next() % 4)])
            }
        }
        for round in 0..<2_000 {
            let tableView = HeadlessTableView(boundsSize: CGSize(width: 390, height: 5_000))
            let dataSource = makeDataSource(randomProducts())
            tableView.currentDataSource = dataSource
            let newProducts = randomProducts()
            var outcome: UpdateOutcome?

            dataSource.apply(newProducts, reloadPolicy: .alwaysAnimate) { outcome = $0 }

            let expected = makeDataSource(newProducts).sections
            #expect(outcome != nil && outcome != .notDisplayed, "round \(round)")
            if case .reloaded(let reason) = outcome { Issue.record("round \(round) reloaded: \(reason)") }
            #expect(dataSource.sections.map(\.key) == expected.map(\.key), "round \(round)")
            #expect(tableView.visibleCells.map(\.text) == expected.flatMap(\.items).map(\.name), "round \(round)")
        }
    }

    @Test func aChangesetForSectionsThatHaveSinceChangedReloadsEvenWhenCountsMatch() {
        let tableView = HeadlessTableView()
        let dataSource = makeDataSource([
            Product(id: 1, name: "a", category: "A"), Product(id: 2, name: "b", category: "B"),
        ])
        tableView.currentDataSource = dataSource
        let computedEarlier = ListDifference(
            from: dataSource.diffableSections,
            to: dataSource.diffableSections(for: [Product(id: 2, name: "b", category: "A")]))
        dataSource.apply(
            [Product(id: 3, name: "x", category: "C"), Product(id: 4, name: "y", category: "D")])

        let outcome = dataSource.apply(computedEarlier)

        #expect(outcome == .reloaded(.staleChangeset))
        #expect(dataSource.sections.map(\.key) == ["A"])
        #expect(tableView.visibleCells.map(\.text) == ["b"])
    }
}
