/// A product of the sample catalogue: a name, a category and a price.
struct Product: Hashable, Identifiable, Sendable {
    let id: Int
    let name: String
    let category: String
    /// The price in cents, so sums and comparisons are exact.
    let priceInCents: Int

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

extension String {
    fileprivate func leftPadded(to length: Int, with pad: Character) -> String {
        String(repeating: pad, count: max(length - count, 0)) + self
    }
}
