import ListMediatorStore

/// A product of the sample catalogue: a name, a category, a price, and its place in the
/// catalogue.
struct Product: Hashable, Identifiable, Codable, Sendable {
    let id: Int
    let name: String
    var category: String
    /// The price in cents, so sums and comparisons are exact.
    var priceInCents: Int
    /// Where the product comes in the catalogue, which the store keeps the products in: the
    /// server numbers its products from 0, and new arrivals below 0, so they come first. A
    /// position stays the product's through the server's revisions, so the server's cursors are
    /// positions. A number with a fraction, so that a product the user moves can be put between
    /// two others (see ``CatalogueOrder``).
    var position: Double

    /// The price as shown to a person, for example `$12.50`.
    var formattedPrice: String { Self.formatted(cents: priceInCents) }

    /// An amount in cents as shown to a person, for example `$12.50`.
    static func formatted(cents: Int) -> String {
        "$\(cents / 100).\(String(cents % 100).leftPadded(to: 2, with: "0"))"
    }

    /// The category and the price in two columns, as search results show them: the category
    /// left-aligned, the price right-aligned.
    var categoryAndPrice: String {
        category.padding(toLength: 13, withPad: " ", startingAt: 0) + formattedPrice.leftPadded(to: 8, with: " ")
    }
}

extension Product {
    /// The catalogue in the demo's store, in catalogue order: by position, new arrivals first.
    static let storedList = StoredList<Product>("catalogue_products") { .real($0.position) }
}

extension String {
    fileprivate func leftPadded(to length: Int, with pad: Character) -> String {
        String(repeating: pad, count: max(length - count, 0)) + self
    }
}
