import Foundation
import ListMediatorStore
import Testing

@testable import listmediator_demo

/// A product reads and writes its own fields under the names `Codable` gives them: a catalogue
/// a `Codable` product wrote reads as it was, and the other way round.
struct ProductFieldsTests {
    /// The product through `Codable` alone, as the demo stored it before.
    struct CodableProduct: Codable, Identifiable, Hashable, Sendable {
        let id: Int
        let name: String
        var category: String
        var priceInCents: Int
        var position: Double
    }

    private let codableList = StoredList<CodableProduct>("catalogue_products") { .real($0.position) }

    private func products(_ ids: ClosedRange<Int>) -> [Product] {
        ids.map {
            Product(
                id: $0, name: "Product \($0) ✓", category: "Books", priceInCents: $0 * 125, position: Double($0) - 0.5)
        }
    }

    private func codable(_ product: Product) -> CodableProduct {
        CodableProduct(
            id: product.id, name: product.name, category: product.category, priceInCents: product.priceInCents,
            position: product.position)
    }

    @Test func aCatalogueWrittenEitherWayReadsTheSameBothWays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "product-fields-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try ListStore(fileURL: folder.appendingPathComponent("demo.sqlite")) { _ in }
        try store.write { try $0.upsert(products(1...3).map(codable), into: codableList) }
        try store.write { try $0.upsert(products(4...6), into: Product.storedList) }

        #expect(try store.page(of: Product.storedList, from: .start, limit: 10).items == products(1...6))
        #expect(try store.page(of: codableList, from: .start, limit: 10).items == products(1...6).map(codable))
    }
}
