import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The example of the "Diffing" article (ListMediator.docc/Diffing.md).
enum DiffingExamples {
    struct Product: Identifiable, Equatable, Sendable {
        let id: Int
        var name: String
        var price: Decimal
    }

    final class ProductCell: HeadlessTableViewCell, ConfigurableCell {
        func configure(with product: Product) { text = "\(product.name), \(product.price)" }
    }

    /// "Example": new data animated in, then a difference computed off the main actor.
    @MainActor
    static func animatedUpdates(
        catalogue: [Product], freshCatalogue: [Product], nextCatalogue: [Product], tableView: HeadlessTableView
    ) async -> FlatDataSource<Product, HeadlessTableView> {
        let products = FlatDataSource<Product, HeadlessTableView>(
            items: catalogue, cellProvider: .registered(ProductCell.self))
        tableView.currentDataSource = products

        // Later: new data arrived. Deleted, inserted, moved and repriced rows animate.
        products.apply(freshCatalogue) { outcome in
            print(outcome)  // animated(stageCount: 2), or reloaded(.tooManyChanges(…)), …
        }

        // Or compute the difference off the main actor, from the items shown, and apply it on it.
        let shown = products.items
        let changes = await Task.detached { ListDifference(from: shown, to: nextCatalogue) }.value
        await products.applyAndWait(changes)

        return products
    }
}

/// The article's example, run.
@MainActor
struct DiffingExampleTests {
    typealias Product = DiffingExamples.Product

    @Test func bothWaysAnimateTheChanges() async {
        let catalogue = (1...4).map { Product(id: $0, name: "Product \($0)", price: 10) }
        var freshCatalogue = catalogue
        freshCatalogue.remove(at: 0)  // deleted
        freshCatalogue.swapAt(0, 2)  // moved
        freshCatalogue[1].price = 12  // repriced
        freshCatalogue.append(Product(id: 5, name: "Product 5", price: 20))  // inserted
        let nextCatalogue = Array(freshCatalogue.reversed())
        let tableView = HeadlessTableView()

        let products = await DiffingExamples.animatedUpdates(
            catalogue: catalogue, freshCatalogue: freshCatalogue, nextCatalogue: nextCatalogue,
            tableView: tableView)

        #expect(products.items == nextCatalogue)
        #expect(tableView.reloadCount == 1, "only the first display reloads; both changes animate")
        #expect(tableView.performedBatchUpdates.count == 3, "two stages, then one")
        #expect(tableView.visibleCells.map(\.text) == nextCatalogue.map { "\($0.name), \($0.price)" })
    }
}
