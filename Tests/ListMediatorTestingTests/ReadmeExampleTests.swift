import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The README's example, compiled and run, so the first code a newcomer reads works.
@MainActor
struct ReadmeExampleTests {
    struct Product: Hashable {
        let name: String
        let category: String
    }

    final class ProductCell: HeadlessTableViewCell, ConfigurableCell {
        func configure(with product: Product) { text = product.name }
    }

    @Test func readmeExampleShowsFlatThenGroupedAndHandsOverItems() {
        let products = [
            Product(name: "Kettle", category: "Kitchen"), Product(name: "Atlas", category: "Books"),
        ]
        var shown: [String] = []
        func showDetail(_ product: Product) { shown.append(product.name) }
        let tableView = HeadlessTableView()
        let indexPath = IndexPath(row: 1, section: 0)

        let flat = FlatDataSource<Product, HeadlessTableView>(
            items: products,
            cellProvider: .registered(ProductCell.self),
            onSelect: { product in showDetail(product) })
        tableView.currentDataSource = flat
        tableView.tapRow(at: indexPath)

        tableView.currentDataSource = GroupedDataSource(
            items: products, sectionKey: \.category,
            cellProvider: .registered(ProductCell.self),
            onSelect: { product in showDetail(product) })
        tableView.tapRow(at: IndexPath(row: 0, section: 1))

        #expect(flat.item(at: indexPath)?.name == "Atlas")

        let freshProducts = [Product(name: "Whisk", category: "Kitchen")] + products
        flat.apply(freshProducts, to: tableView)
        #expect(flat.items == freshProducts)
        #expect(shown == ["Atlas", "Kettle"])
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Kettle"])
    }
}
