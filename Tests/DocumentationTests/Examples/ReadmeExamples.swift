import Foundation
import ListMediator
import ListMediatorSearchHistory
import ListMediatorTesting  // HeadlessTableView; on iOS, ListMediatorUIKit's TableListView
import Testing

/// The examples of README.md.
enum ReadmeExamples {
    struct Product: Hashable {  // or Identifiable & Equatable
        let name: String
        let category: String
    }

    final class ProductCell: HeadlessTableViewCell, ConfigurableCell {  // your UITableViewCell subclass on iOS
        func configure(with product: Product) { text = product.name }
    }

    /// "A short example": a flat list, an item for an index path, new items animated in, then
    /// the same products grouped by category.
    @MainActor
    static func aShortExample(
        products: [Product], freshProducts: [Product], tableView: HeadlessTableView, indexPath: IndexPath,
        showDetail: @escaping (Product) -> Void
    ) -> (flat: FlatDataSource<Product, HeadlessTableView>, product: Product?) {
        let flat = FlatDataSource<Product, HeadlessTableView>(
            items: products,
            cellProvider: .registered(ProductCell.self),  // or a factory closure, or a CellProviderDelegate object
            onSelect: { product in showDetail(product) })  // items, never index paths

        tableView.currentDataSource = flat  // retained by the view: no "retain your data source" trap

        let product = flat.item(at: indexPath)  // nil when out of range; flat[indexPath] traps with the counts

        flat.apply(freshProducts)  // diffed, staged, animated; data swapped inside each stage

        // Group by category, sections sorted by title: one assignment, and the view releases `flat`.
        tableView.currentDataSource = GroupedDataSource(
            items: freshProducts, sectionKey: \.category,
            cellProvider: .registered(ProductCell.self),
            onSelect: { product in showDetail(product) })

        return (flat, product)
    }

    /// "Search history in one call". Compiled, not run: it opens the user's real history file.
    @MainActor
    static func searchHistoryInOneCall(
        searchField: any SearchField, historyView: any HistoryView, runSearch: @escaping @MainActor (String) -> Void
    ) -> SearchHistoryMediator {
        let mediator = SearchHistoryMediator(
            searchField: searchField, historyView: historyView,  // your adapters, or the test doubles
            repository: FileHistoryRepository(fileURL: FileHistoryRepository.defaultFileURL)
        ) { term in runSearch(term) }
        return mediator
    }
}

/// The README's first example, run, so the first code a newcomer reads does what it says.
@MainActor
struct ReadmeExampleTests {
    typealias Product = ReadmeExamples.Product

    @Test func aShortExampleShowsItemsAnimatesNewOnesAndGroupsThem() throws {
        let products = [Product(name: "Kettle", category: "Kitchen"), Product(name: "Atlas", category: "Books")]
        let freshProducts = [Product(name: "Whisk", category: "Kitchen")] + products
        var shown: [String] = []
        let tableView = HeadlessTableView()

        let (flat, product) = ReadmeExamples.aShortExample(
            products: products, freshProducts: freshProducts, tableView: tableView,
            indexPath: IndexPath(row: 1, section: 0), showDetail: { shown.append($0.name) })

        #expect(product?.name == "Atlas")
        #expect(flat.items == freshProducts)
        #expect(tableView.performedBatchUpdates.count == 1, "the new product was animated in, not reloaded")
        // The grouped data source replaced the flat one: Books, then Kitchen in the given order.
        #expect(tableView.currentDataSource !== flat)
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Whisk", "Kettle"])
        tableView.tapRow(at: IndexPath(row: 0, section: 1))
        #expect(shown == ["Whisk"])
    }
}
