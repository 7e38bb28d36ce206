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

    /// A backend on the main actor serving 50 products, 20 at a time, after a turn of the main
    /// actor: the hand-driven examples' model.
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
            return CatalogueModel.products(after: id)
        }

        func page(after id: Int?) async throws -> Page<Product, Int> {
            CatalogueModel.page(of: try await products(after: id))
        }
    }

    /// The same backend as an actor, as most apps' networking layers are: what the paging
    /// controller examples load from.
    actor CatalogueAPI {
        private(set) var requests: [Int?] = []
        private var failsNextRequest = false

        func failNextRequest() { failsNextRequest = true }

        func page(after id: Int?) async throws -> Page<Product, Int> {
            requests.append(id)
            await Task.yield()
            if failsNextRequest {
                failsNextRequest = false
                throw URLError(.notConnectedToInternet)
            }
            return CatalogueModel.page(of: CatalogueModel.products(after: id))
        }
    }

    /// The same backend as a plain value with no isolation of its own.
    struct CatalogueClient {
        func page(after id: Int?) async throws -> Page<Product, Int> {
            await Task.yield()
            return CatalogueModel.page(of: CatalogueModel.products(after: id))
        }
    }

    /// The 20 products after `id` (from the first when `nil`), of 50.
    static func products(after id: Int?) -> [Product] {
        let start = id.map { $0 + 1 } ?? 0
        return (start..<min(start + 20, 50)).map { Product(id: $0, name: "Product \($0)") }
    }

    /// A page of `products`, the last when it is short.
    static func page(of products: [Product]) -> Page<Product, Int> {
        Page(items: products, nextCursor: products.count == 20 ? products.last?.id : nil)
    }
}
