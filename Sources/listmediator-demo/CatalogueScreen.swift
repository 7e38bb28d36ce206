import ListMediator
import ListMediatorTerminal

/// The catalogue's two presentations over the same products and the same cells.
@MainActor
enum CatalogueScreen {
    static func dataSource(for mode: ListMediatorDemo.Mode) -> any ListViewDataSource<TerminalListView> {
        let cells = CellProvider<Product, TerminalListView>.text({ $0.name }, detail: { $0.formattedPrice })
        switch mode {
        case .list:
            return FlatDataSource(items: Catalogue.products, headerTitle: "All products", cellProvider: cells)
        case .sections:
            return GroupedDataSource(
                items: Catalogue.products,
                sectionKey: \.category,
                footerTitle: { "\($0.items.count) products" },
                cellProvider: cells)
        }
    }
}
