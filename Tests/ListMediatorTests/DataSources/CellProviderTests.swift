import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The three ways seed 003 lists to plug cells into a data source.
@MainActor
struct CellProviderTests {
    final class ProductCell: HeadlessTableViewCell, ConfigurableCell {
        func configure(with product: Product) {
            text = product.name
            detailText = "$\(Int(product.price))"
        }
    }

    final class PriceTagProvider: CellProviderDelegate {
        func registerCells(in listView: HeadlessTableView) {
            listView.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "PriceTag")
        }

        func cell(for item: Product, at indexPath: IndexPath, in listView: HeadlessTableView) -> HeadlessTableViewCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "PriceTag", for: indexPath)
            cell.text = "\(item.name) costs \(Int(item.price))"
            return cell
        }
    }

    @Test func factoryClosureBuildsEachCell() {
        let tableView = HeadlessTableView()
        let cells = CellProvider<Product, HeadlessTableView>(
            registration: { $0.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "Plain") }
        ) { listView, indexPath, product in
            let cell = listView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
            cell.text = product.name.uppercased()
            return cell
        }
        tableView.currentDataSource = FlatDataSource(items: Array(Product.samples.prefix(2)), cellProvider: cells)

        #expect(tableView.visibleCells.map(\.text) == ["KETTLE", "ATLAS"])
    }

    @Test func registeredCellClassIsRegisteredDequeuedAndConfigured() {
        let tableView = HeadlessTableView()
        tableView.currentDataSource = FlatDataSource(
            items: Array(Product.samples.prefix(2)), cellProvider: .registered(ProductCell.self))

        #expect(tableView.visibleCells.allSatisfy { $0 is ProductCell })
        #expect(tableView.visibleCells.map(\.detailText) == ["$25", "$40"])
        #expect(
            tableView.visibleCells.map(\.reuseIdentifier)
                == Array(repeating: String(reflecting: ProductCell.self), count: 2))
    }

    enum OrdersScreen {
        final class Cell: HeadlessTableViewCell, ConfigurableCell {
            func configure(with product: Product) { text = "order of \(product.name)" }
        }
    }

    enum ProductsScreen {
        final class Cell: HeadlessTableViewCell, ConfigurableCell {
            func configure(with product: Product) { text = product.name }
        }
    }

    @Test func classesWithTheSameShortNameGetDifferentDefaultReuseIdentifiers() {
        let tableView = HeadlessTableView()
        let items = Array(Product.samples.prefix(1))
        tableView.currentDataSource = FlatDataSource(items: items, cellProvider: .registered(ProductsScreen.Cell.self))
        #expect(tableView.visibleCells.map(\.text) == ["Kettle"])

        tableView.currentDataSource = FlatDataSource(items: items, cellProvider: .registered(OrdersScreen.Cell.self))

        #expect(tableView.visibleCells.map(\.text) == ["order of Kettle"])
        #expect(tableView.visibleCells.allSatisfy { $0 is OrdersScreen.Cell })
    }

    @Test func providerObjectMakesTheCells() {
        let provider = PriceTagProvider()
        let tableView = HeadlessTableView()
        tableView.currentDataSource = GroupedDataSource(
            items: Product.samples, sectionKey: \.category, cellProvider: .delegating(to: provider))

        #expect(tableView.visibleCells.first?.text == "Atlas costs 40")
    }

    @Test func providerObjectIsHeldWeaklySoItCanOwnTheDataSource() {
        var provider: PriceTagProvider? = PriceTagProvider()
        weak let weakProvider = provider
        let list = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .delegating(to: provider!))

        provider = nil

        #expect(weakProvider == nil)
        #expect(list.items.isEmpty)
    }

    @Test func registeredClassThatIsNotAViewCellTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                final class NotACell: ConfigurableCell {
                    func configure(with item: Int) {}
                }
                _ = CellProvider<Int, HeadlessTableView>.registered(NotACell.self)
            }
        }
    }
}
