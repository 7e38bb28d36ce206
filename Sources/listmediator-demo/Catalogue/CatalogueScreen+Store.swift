import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTerminal

// The catalogue's life in the store: the place it opens at, what it says while the server
// cannot be reached, and the place it keeps for next time.

extension CatalogueScreen {
    /// Tells the user the store's file could not be used and was moved aside.
    func report(_ diagnostic: StoreDiagnostic) {
        status = TerminalLine(String(describing: diagnostic), style: .failure)
    }

    /// Keeps the focused product as the place to open at next time.
    func saveReadingPlace() throws {
        guard let focused = focusedProduct() else { return }
        try store.saveReadingPlace(at: focused, of: Product.storedList)
    }

    /// A page arrived, failed, or the store changed the list as a load ended: the other
    /// presentations take what the one list shows, and the first page shown focuses the product
    /// the catalogue was left at.
    func pagingChanged(_ event: PagingEvent) {
        others.show(flat.items)
        guard !event.state.isLoading, let target = openingPlace, !flat.items.isEmpty else { return }
        openingPlace = nil
        focus(productWithID: target)
    }

    /// The server's state changed: offline, the products kept show with the failure here, and
    /// `r` asks again.
    func syncChanged(_ states: RemoteLoadStates) {
        // An empty store shows the failure in place of the list instead.
        if let error = states.refresh.error, !flat.items.isEmpty {
            status = TerminalLine("\(error): showing the products kept · r retries", style: .failure)
        } else if case .idle = states.refresh, status.text.hasSuffix("r retries") || status.text.hasSuffix("again…") {
            status = TerminalLine("Back online", style: .success)
        }
    }

    /// The product on the focused row of the presentation shown: a category of the outline is
    /// none.
    func focusedProduct() -> Product? {
        guard let focused = listView.indexPathForFocusedRow else { return nil }
        if presentation == .outline {
            guard let row = local(focused, of: outline).flatMap(outline.item(at:)),
                case .product(let product) = row.item.kind
            else { return nil }
            return product
        }
        return local(focused, of: shownItems).flatMap(shownItems.item(at:))
    }

    /// Focuses the product with identity `id` in the one list or the sections.
    func focus(productWithID id: Int) {
        let items = shownItems
        guard presentation != .outline, let indexPath = items.indexPath(ofItemWithID: id),
            let placement = items.host?.placement(of: items)
        else { return }
        listView.focusRow(at: placement.globalIndexPath(for: indexPath))
    }

    /// The view's `indexPath` in the numbers of `dataSource`, past a loading row above it; `nil`
    /// for that row.
    private func local<Item>(_ indexPath: IndexPath, of dataSource: ItemDataSource<Item, TerminalListView>)
        -> IndexPath?
    {
        let offset = dataSource.host?.placement(of: dataSource)?.sectionOffset ?? 0
        return indexPath.section < offset ? nil : IndexPath(row: indexPath.row, section: indexPath.section - offset)
    }
}
