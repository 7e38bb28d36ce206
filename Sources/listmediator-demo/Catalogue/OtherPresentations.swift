import ListMediator
import ListMediatorTerminal

/// The catalogue's sections and outline, showing the products the one list shows, so the
/// presentation `m` shows next is up to date.
///
/// The one list is the paging controller's, which the store keeps up to date; these two take
/// its products: in the page loader, before the controller shows the page — so the
/// presentation on screen has the page when the mediator measures it for the next — and after
/// every change the user or the store made to the one list.
@MainActor
final class OtherPresentations {
    let grouped: GroupedDataSource<Product, String, TerminalListView>
    let outline: OutlineDataSource<CatalogueNode, TerminalListView>
    /// The products last shown: the same products again are not diffed again, which on the
    /// list on screen would record an update that changed nothing.
    private var shown: [Product] = []

    init(
        grouped: GroupedDataSource<Product, String, TerminalListView>,
        outline: OutlineDataSource<CatalogueNode, TerminalListView>
    ) {
        self.grouped = grouped
        self.outline = outline
    }

    /// Shows `products`, in catalogue order, by category in both.
    func show(_ products: [Product]) {
        guard products != shown else { return }
        shown = products
        grouped.apply(products)
        showInOutline(products)
    }

    /// Shows `products` in the outline alone: for a move the user made in the sections, which
    /// show it already, and take ``show(_:)`` once the view has finished the move — an apply
    /// during the move would take away, under the view's feet, a section the move emptied.
    func showInOutline(_ products: [Product]) {
        // Product ids are unique, so the categories are a tree.
        _ = try? outline.apply(CatalogueNode.categories(of: products))
    }

    /// The products the one list shows once the paging controller has taken `page`, loaded for
    /// `kind`, when it showed `shown`: a reload's page alone; a next page below, a previous page
    /// above, without the products already shown, as the controller keeps each identity once.
    static func products(
        afterTaking page: [Product], for kind: LoadRequest, shown: [Product]
    ) -> [Product] {
        var seen = Set((kind.isMore ? shown : []).map(\.id))
        let new = page.filter { seen.insert($0.id).inserted }
        return switch kind {
        case .firstPage, .refresh: new
        case .nextPage: shown + new
        case .previousPage: new + shown
        }
    }
}
