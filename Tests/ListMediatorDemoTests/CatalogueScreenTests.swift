import ListMediatorTerminal
import Testing

@testable import listmediator_demo

@MainActor
struct CatalogueScreenTests {
    private func render(_ mode: ListMediatorDemo.Mode) -> [String] {
        let listView = TerminalListView(width: 60)
        listView.currentDataSource = CatalogueScreen.dataSource(for: mode)
        return listView.renderedLines()
    }

    @Test func catalogueHasAFewHundredProductsInSeveralCategories() {
        let categories = Set(Catalogue.products.map(\.category))

        #expect((200...1_000).contains(Catalogue.products.count))
        #expect(categories.count >= 5)
        #expect(Set(Catalogue.products.map(\.id)).count == Catalogue.products.count)
    }

    @Test func sectionsModePrintsEveryProductGroupedByCategoryWithSectionsInOrder() {
        let lines = render(.sections)
        let headers = lines.filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3).trimmingCharacters(in: .whitespaces) }

        #expect(headers == Set(Catalogue.products.map(\.category)).sorted())
        var category = ""
        var printed = 0
        for line in lines {
            if line.hasPrefix("## ") {
                category = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("  ") && !line.hasPrefix("   ") {
                printed += 1
                let name = line.dropFirst(2).components(separatedBy: "  ")[0]
                #expect(Catalogue.products.contains { $0.name == name && $0.category == category }, "\(line)")
            }
        }
        #expect(printed == Catalogue.products.count)
    }

    @Test func listModePrintsEveryProductInCatalogueOrder() {
        let rows = render(.list).dropFirst()

        #expect(rows.count == Catalogue.products.count)
        #expect(rows.first?.contains(Catalogue.products[0].name) == true)
        #expect(rows.first?.hasSuffix(Catalogue.products[0].formattedPrice) == true)
    }

    @Test func formatsPricesInDollarsAndCents() {
        #expect(Product(id: 1, name: "", category: "", priceInCents: 1_205).formattedPrice == "$12.05")
        #expect(Product(id: 1, name: "", category: "", priceInCents: 7).formattedPrice == "$0.07")
    }
}
