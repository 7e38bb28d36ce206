import ListMediator
import ListMediatorTerminal

/// A row of the catalogue's outline: a category, whose children are its products, or a product.
struct CatalogueNode: Identifiable, Equatable {
    enum Kind: Equatable {
        case category(String, productCount: Int)
        case product(Product)
    }

    let kind: Kind
    /// A category's products; `nil` for a product.
    let children: [CatalogueNode]?

    var id: String {
        switch kind {
        case .category(let name, _): "category \(name)"
        case .product(let product): "product \(product.id)"
        }
    }

    /// The categories of `products`, alphabetically, each with its products in catalogue order.
    static func categories(of products: [Product]) -> [CatalogueNode] {
        Dictionary(grouping: products, by: \.category).sorted { $0.key < $1.key }.map { category, products in
            CatalogueNode(
                kind: .category(category, productCount: products.count),
                children: products.map { CatalogueNode(kind: .product($0), children: nil) })
        }
    }

    /// The outline's cells: a category with its disclosure and count, a product indented.
    @MainActor static let cells = CellProvider<OutlineRow<CatalogueNode>, TerminalListView>.registered(
        TerminalCell.self, reuseIdentifier: "CatalogueNode"
    ) { cell, row in
        switch row.item.kind {
        case let .category(name, count):
            cell.text = "\(row.isExpanded ? "▾" : "▸") \(name) (\(count))"
            cell.detailText = nil
        case .product(let product):
            cell.text = "    " + product.name
            cell.detailText = product.formattedPrice
        }
    }
}
