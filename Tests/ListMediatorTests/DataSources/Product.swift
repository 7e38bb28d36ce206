import Foundation

/// The seed's product, as test data.
struct Product: Hashable, Sendable {
    let name: String
    let category: String
    let price: Double
}

extension Product {
    static let samples = [
        Product(name: "Kettle", category: "Kitchen", price: 25),
        Product(name: "Atlas", category: "Books", price: 40),
        Product(name: "Whisk", category: "Kitchen", price: 4),
        Product(name: "Trowel", category: "Garden", price: 9),
        Product(name: "Novel", category: "Books", price: 12),
    ]
}
