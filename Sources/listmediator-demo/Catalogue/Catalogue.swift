/// The demo's sample catalogue: a few hundred products in several categories, generated
/// the same way every run so printouts and tests are repeatable.
enum Catalogue {
    private static let categories: [(name: String, nouns: [String])] = [
        ("Kitchen", ["Kettle", "Teapot", "Whisk", "Skillet", "Cutting Board", "Colander"]),
        ("Garden", ["Trowel", "Hose", "Planter", "Rake", "Watering Can"]),
        ("Books", ["Novel", "Cookbook", "Atlas", "Field Guide", "Poetry Collection"]),
        ("Music", ["Ukulele", "Harmonica", "Metronome", "Tambourine"]),
        ("Outdoors", ["Tent", "Lantern", "Backpack", "Sleeping Bag", "Compass", "Canteen"]),
        ("Office", ["Notebook", "Fountain Pen", "Desk Lamp", "Stapler"]),
        ("Toys", ["Kite", "Puzzle", "Yo-yo", "Spinning Top", "Marble Set"]),
        ("Bath", ["Towel", "Soap Dish", "Bath Mat"]),
    ]
    private static let adjectives = [
        "Classic", "Compact", "Deluxe", "Everyday", "Heritage", "Nordic", "Pocket", "Sturdy", "Travel", "Vintage",
    ]

    /// Every product: for each category, each noun in each style, in a fixed shuffled order
    /// so the flat list is not already grouped.
    static let products: [Product] = {
        var products: [Product] = []
        for (categoryIndex, category) in categories.enumerated() {
            for (nounIndex, noun) in category.nouns.enumerated() {
                for (adjectiveIndex, adjective) in adjectives.enumerated() {
                    let seed = categoryIndex * 997 + nounIndex * 89 + adjectiveIndex * 13
                    products.append(
                        Product(
                            id: products.count + 1,
                            name: "\(adjective) \(noun)",
                            category: category.name,
                            priceInCents: 199 + (seed * 7919) % 24_800, position: 0))
                }
            }
        }
        // A fixed interleaving (stride through the list) stands in for a catalogue's arbitrary order,
        // which the positions then number.
        let stride = 37
        return (0..<products.count).map { place in
            var product = products[(place * stride) % products.count]
            product.position = Double(place)
            return product
        }
    }()

    /// The product the catalogue gains at its `revision`th refresh, shown first from then on:
    /// what makes a refresh visibly bring something new. Its position, `-revision`, puts it
    /// before the arrivals of the revisions before it.
    static func newArrival(_ revision: Int) -> Product {
        let noun = categories[revision % categories.count].nouns[revision % 3]
        return Product(
            id: 100_000 + revision, name: "New: \(adjectives[revision % adjectives.count]) \(noun) \(revision)",
            category: "New arrivals", priceInCents: 999 + revision * 100, position: -Double(revision))
    }
}
