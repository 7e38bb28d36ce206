import Testing

@testable import listmediator_demo

struct CatalogueTests {
    @Test func catalogueHasAFewHundredProductsInSeveralCategories() {
        let categories = Set(Catalogue.products.map(\.category))

        #expect((200...1_000).contains(Catalogue.products.count))
        #expect(categories.count >= 5)
        #expect(Set(Catalogue.products.map(\.id)).count == Catalogue.products.count)
        #expect(Catalogue.products.map(\.position) == Catalogue.products.indices.map(Double.init), "numbered in order")
    }

    @Test func formatsPricesInDollarsAndCents() {
        #expect(Product(id: 1, name: "", category: "", priceInCents: 1_205, position: 0).formattedPrice == "$12.05")
        #expect(Product(id: 1, name: "", category: "", priceInCents: 7, position: 0).formattedPrice == "$0.07")
    }
}
