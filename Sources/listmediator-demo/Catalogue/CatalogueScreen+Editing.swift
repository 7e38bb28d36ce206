import ListMediator
import ListMediatorStore
import ListMediatorTerminal

// The user's moves and deletions, kept in the store: the one list follows the store, the other
// presentations follow it, and the next start shows them. They are the store's alone: the
// server keeps its own order and every product, so a refresh, which replaces the stored
// catalogue with the server's, undoes them, as it would undo the edits of any app whose server
// knows nothing of them.

extension CatalogueScreen {
    /// Writes each move and deletion of the user's to the store.
    func keepEditsInTheStore() {
        // The view shows a move first; the new positions then put the products in the store where
        // the view shows them (see CatalogueOrder), and the one list takes them in place.
        flat.onMove = { [weak self] product, source, destination in
            guard let self else { return }
            keep(CatalogueOrder.repositioned(flat.items, movedFrom: source.row, to: destination.row), of: product)
            others.show(flat.items)
            status = TerminalLine("Moved \(product.name) to place \(destination.row + 1)")
        }
        // In the sections, J/K carry a product past the edge of its category into the next one:
        // it changes category there. The one list keeps it after its new neighbour above.
        grouped.itemMovedToSection = { product, category in
            var moved = product
            moved.category = category
            return moved
        }
        grouped.onMove = { [weak self] product, source, destination in
            guard let self, let from = flat.items.firstIndex(where: { $0.id == product.id }) else { return }
            var products = flat.items
            products.remove(at: from)
            let neighbours = grouped.sections[destination.section].items
            let place =
                destination.row > 0
                ? products.firstIndex { $0.id == neighbours[destination.row - 1].id }.map { $0 + 1 }
                : products.firstIndex { $0.id == neighbours.dropFirst().first?.id }
            let to = place ?? products.count
            products.insert(product, at: to)
            keep(CatalogueOrder.repositioned(products, movedFrom: from, to: to), of: product)
            others.showInOutline(flat.items)
            Task { @MainActor [weak self] in
                guard let self else { return }
                others.show(flat.items)
            }
            status = TerminalLine(
                source.section == destination.section
                    ? "Moved \(product.name) to place \(destination.row + 1) in \(product.category)"
                    : "Moved \(product.name) to \(product.category)")
        }
        for items in [flat, grouped] as [ItemDataSource<Product, TerminalListView>] {
            items.onDelete = { [weak self] product in self?.forget(product) }
        }
    }

    /// Writes `repositioned`, the products a move of `product` changed: on the main actor, the
    /// one list shows them before the write returns.
    private func keep(_ repositioned: [Product], of product: Product) {
        do {
            try store.write { try $0.upsert(repositioned, into: Product.storedList) }
        } catch {
            status = TerminalLine("\(product.name) was not moved in the store: \(error)", style: .failure)
        }
    }

    /// Deletes `product`, which the user deleted from the list shown, from the store: gone from
    /// the one list, the other presentations, and the next start.
    private func forget(_ product: Product) {
        do {
            try store.write { try $0.deleteItems(withIDs: [product.id], from: Product.storedList) }
            status = TerminalLine("Deleted \(product.name)")
        } catch {
            status = TerminalLine("\(product.name) was not deleted from the store: \(error)", style: .failure)
        }
        others.show(flat.items.filter { $0.id != product.id })
    }
}
