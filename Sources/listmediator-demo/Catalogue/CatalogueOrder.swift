/// The positions a move of the user's gives products, so the store — which keeps the catalogue
/// in order of position — keeps the order the user made, and the next start shows it.
///
/// The products between the two places each take the position of the one that was next to
/// them, and the moved product a position halfway between its new neighbours': every new
/// position lies strictly inside the positions the moved run had. That matters for the edges of
/// what the list has loaded: a product moved to the last place loaded must not sort past the
/// place the next page is read from, or the list following the store would drop it from view
/// until that page.
///
/// The order is the store's, not the server's: a refresh replaces the stored catalogue with the
/// server's, in its own order, as it undoes a deletion.
enum CatalogueOrder {
    /// The products whose position changes when the product now at `destination` of `products`
    /// (the list in its new order) came from `source`, with their new positions: the moved
    /// product, always — it may have changed category too — and those it moved past.
    static func repositioned(_ products: [Product], movedFrom source: Int, to destination: Int) -> [Product] {
        guard source != destination else { return [products[destination]] }
        let run = min(source, destination)...max(source, destination)
        let positions = run.map { products[$0].position }.sorted()
        var changed = zip(run, positions).map { index, position in
            var product = products[index]
            product.position = position
            return product
        }
        // The moved product goes between the positions at its edge of the run: below the next
        // one when it moved up, above the one before when it moved down.
        let (edge, neighbour) = destination < source ? (0, 1) : (changed.count - 1, changed.count - 2)
        changed[edge].position = (positions[edge] + positions[neighbour]) / 2
        return changed
    }
}
