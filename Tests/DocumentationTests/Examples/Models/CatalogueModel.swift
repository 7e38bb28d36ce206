import Foundation
import ListMediator

/// The products and the simulated backend of the paging examples (ListMediator.docc/Paging.md
/// and the UIKit guide "A paged list on UIKit").
///
/// Imports nothing that only tests have, so the iOS SDK check compiles it with the UIKit guides.
enum CatalogueModel {
    struct Product: Identifiable, Hashable, Sendable {
        let id: Int
        let name: String
    }

    /// A backend serving 50 products, 20 at a time, after a turn of the main actor.
    @MainActor
    final class Catalogue {
        var requests: [Int?] = []
        var failsNextRequest = false

        func products(after id: Int?) async throws -> [Product] {
            requests.append(id)
            await Task.yield()
            if failsNextRequest {
                failsNextRequest = false
                throw URLError(.notConnectedToInternet)
            }
            let start = id.map { $0 + 1 } ?? 0
            return (start..<min(start + 20, 50)).map { Product(id: $0, name: "Product \($0)") }
        }

        func page(after id: Int?) async throws -> Page<Product, Int> {
            let products = try await products(after: id)
            return Page(items: products, nextCursor: products.count == 20 ? products.last?.id : nil)
        }
    }
}
