import ListMediator
import ListMediatorTerminal

/// The catalogue: products loaded page by page from a slow, sometimes failing server, shown as
/// one list, grouped by category, or as an outline of categories that expand and collapse
/// (seeds 000 and 003).
///
/// The list view shows a ``ListViewMediator`` — the loading row, pull-to-refresh, infinite
/// scroll — wrapping a ``SwitchingDataSource`` of the three presentations, a ``FlatDataSource``
/// and a ``GroupedDataSource`` sharing one cell provider, and an ``OutlineDataSource`` of the
/// categories. A ``PagingController`` loads the pages into the flat one; the loader hands each
/// page to the others too, so a hidden presentation is up to date when it is shown.
@MainActor
final class CatalogueScreen: DemoScreen {
    let title = "Catalogue"
    let listView = TerminalListView()
    let backend: CatalogueBackend
    let flat: FlatDataSource<Product, TerminalListView>
    let grouped: GroupedDataSource<Product, String, TerminalListView>
    let outline: OutlineDataSource<CatalogueNode, TerminalListView>
    let presentations: SwitchingDataSource<TerminalListView>
    let mediator: ListViewMediator<TerminalListView>
    let refreshControl = TerminalRefreshControl()
    let paging: PagingController<Product, Int, TerminalListView>
    private(set) var status = TerminalLine("")
    /// The focused product's menu while it is open (o): a digit chooses an action.
    private var openMenu: ListContextMenu?

    init(backend: CatalogueBackend, presentation: CataloguePresentation) {
        self.backend = backend
        let cells = CellProvider<Product, TerminalListView>.text({ $0.name }, detail: { $0.formattedPrice })
        flat = FlatDataSource(items: [], headerTitle: "All products, in catalogue order", cellProvider: cells)
        grouped = GroupedDataSource(
            items: [], sectionKey: \.category, footerTitle: { "\($0.items.count) products" }, cellProvider: cells)
        // The categories start with no products: they are no tree that could be refused.
        outline = try! OutlineDataSource(roots: [], children: \.children, cellProvider: CatalogueNode.cells)
        presentations = SwitchingDataSource(
            [flat, grouped, outline], selectedIndex: CataloguePresentation.allCases.firstIndex(of: presentation) ?? 0)
        // On the main actor, so that the grouped list takes each page in the same turn as the flat one.
        paging = PagingController(items: flat) { @MainActor [backend, flat, grouped, outline] request in
            let page = try await backend.page(after: request.cursor)
            // The controller puts the page in the flat list once this returns; the grouped list
            // takes it here, deduplicated the same way, so both show the same products when the
            // mediator next measures the list.
            let kept = request.isReload ? [] : flat.items
            var loaded = Set(kept.map(\.id))
            // `apply` runs at once (`applyAndWait` is the one that may diff off the main actor): no
            // suspension between the two lists taking the page.
            let products = kept + page.items.filter { loaded.insert($0.id).inserted }
            grouped.apply(products)
            // Product ids are unique, so the categories are a tree.
            _ = try? outline.apply(CatalogueNode.categories(of: products))
            return page
        }
        mediator = ListViewMediator(wrapping: presentations, loader: paging, loadingRow: .cell(Self.loadingRowCell))
        mediator.showsEndOfList = true
        mediator.refreshControl = refreshControl
        listView.refreshControl = refreshControl
        listView.autofocuses = true
        listView.marksChanges = true
        listView.currentDataSource = mediator
        paging.failureMessage = { String(describing: $0) }
        // An empty catalogue, and a first page that failed, fill the screen instead of a row.
        mediator.backgroundViewProvider = { [weak mediator] background in
            switch background {
            case .loading: nil  // the first page shows the loading row, as the later ones do
            case .empty:
                TerminalBackgroundView([TerminalLine("  The catalogue is empty", style: .secondary)])
            case .failed(let message):
                TerminalBackgroundView(
                    [
                        TerminalLine("  Couldn't load the catalogue", style: .failure),
                        TerminalLine("  \(message)", style: .secondary),
                        TerminalLine("  Press Enter to try again", style: .attention),
                    ], retry: { mediator?.retry() })
            }
        }
        // Marking: in edit mode several products can be selected at once (v), and x puts them in
        // the basket. The marks follow the products from one presentation to the other.
        listView.allowsMultipleSelectionDuringEditing = true
        for items in [flat, grouped] as [ItemDataSource<Product, TerminalListView>] {
            items.onSelect = { [weak self] in self?.didSelect($0) }
            items.onDeselect = { [weak self] _ in self?.showMarks() }
            // What a touch and hold opens on a phone; here o, then a digit.
            items.contextMenu = { [weak self, weak items] product, indexPath in
                ListContextMenu(
                    title: product.name,
                    actions: [
                        ListMenuAction(title: "Details", image: "info.circle") { self?.show(product) },
                        ListMenuAction(title: "Put in the basket", image: "basket") {
                            self?.status =
                                TerminalLine("In the basket: 1 product · ", style: .success)
                                + TerminalLine(product.formattedPrice)
                        },
                        ListMenuAction(title: "Delete", image: "trash", isDestructive: true) {
                            items?.deleteItem(at: indexPath)
                        },
                    ])
            }
        }
        // Enter on a category opens or closes it; on a product, says which it is.
        outline.onSelect = { [weak self] row in
            guard let self else { return }
            switch row.item.kind {
            case let .category(name, _):
                do {
                    if row.isExpanded { try outline.collapse(row.item.id) } else { try outline.expand(row.item.id) }
                    status = TerminalLine(row.isExpanded ? "Closed \(name)" : "Opened \(name): its products below it")
                } catch {
                    status = TerminalLine(String(describing: error), style: .failure)
                }
            case .product(let product):
                show(product)
            }
            outline.deselectAllItems(animated: false)
        }
        // The user reorders and deletes products; each list keeps itself in step, and the hidden
        // one takes the change with a diff, so both show the same products in the same order.
        flat.onMove = { [weak self] product, _, destination in
            guard let self else { return }
            grouped.apply(flat.items)
            _ = try? outline.apply(CatalogueNode.categories(of: flat.items))
            status = TerminalLine("Moved \(product.name) to place \(destination.row + 1)")
        }
        // In the sections, J/K carry a product past the edge of its category into the next one:
        // it changes category there. The one list keeps it after its new neighbour above.
        grouped.itemMovedToSection = { product, category in
            Product(id: product.id, name: product.name, category: category, priceInCents: product.priceInCents)
        }
        grouped.onMove = { [weak self] product, source, destination in
            guard let self else { return }
            var products = flat.items.filter { $0.id != product.id }
            let neighbours = grouped.sections[destination.section].items
            let place =
                destination.row > 0
                ? products.firstIndex { $0.id == neighbours[destination.row - 1].id }.map { $0 + 1 }
                : products.firstIndex { $0.id == neighbours.dropFirst().first?.id }
            products.insert(product, at: place ?? products.count)
            flat.apply(products)
            _ = try? outline.apply(CatalogueNode.categories(of: products))
            status = TerminalLine(
                source.section == destination.section
                    ? "Moved \(product.name) to place \(destination.row + 1) in \(product.category)"
                    : "Moved \(product.name) to \(product.category)")
        }
        flat.onDelete = { [weak self] product in
            guard let self else { return }
            grouped.apply(flat.items)
            _ = try? outline.apply(CatalogueNode.categories(of: flat.items))
            status = TerminalLine("Deleted \(product.name)")
        }
        grouped.onDelete = { [weak self] product in
            guard let self else { return }
            flat.apply(flat.items.filter { $0.id != product.id })
            _ = try? outline.apply(CatalogueNode.categories(of: flat.items))
            status = TerminalLine("Deleted \(product.name)")
        }
    }

    /// The loading row in the terminal's words: Enter retries, there is no tap.
    private static let loadingRowCell = CellProvider<LoadingRow, TerminalListView>.registered(
        TerminalCell.self, reuseIdentifier: "LoadingRow"
    ) { cell, row in
        switch row {
        case .loading:
            cell.text = "Loading…"
            cell.textStyle = .attention
        case .failed(let message):
            cell.text = "\(message) — press Enter to retry"
            cell.textStyle = .failure
        case .endOfList:
            cell.text = "That's the whole catalogue"
            cell.textStyle = .secondary
        }
    }

    /// Loads the first page.
    func start() {
        paging.loadFirstPage()
    }

    var presentation: CataloguePresentation {
        CataloguePresentation.allCases[presentations.selectedIndex]
    }

    var isSettled: Bool { !paging.state.isLoading && !mediator.isNextPageScheduled }

    func handle(_ key: TerminalKey) -> Bool {
        if let menu = openMenu {
            openMenu = nil
            guard case .character(let character) = key, let number = character.wholeNumberValue,
                menu.actions.indices.contains(number - 1)
            else {
                status = TerminalLine("Menu closed")
                return true
            }
            listView.chooseContextMenuAction(titled: menu.actions[number - 1].title)
            return true
        }
        switch key {
        case .character("o"): openFocusedProductsMenu()
        case .character("r"): refresh()
        case .character("m"): switchPresentation()
        case .character("+") where presentation == .outline:
            _ = try? outline.expandAll()
            status = TerminalLine("Every category opened")
        case .character("-") where presentation == .outline:
            outline.collapseAll()
            status = TerminalLine("Every category closed")
        case .character("J"), .character("K"):
            if !listView.moveFocusedRow(by: key == .character("J") ? 1 : -1), presentation == .outline {
                status = TerminalLine("Products move in the list and the sections (m)", style: .attention)
            }
        case .character("d"): listView.deleteFocusedRow()
        case .character("v"): toggleMarking()
        case .character("x"): putMarkedInBasket()
        default:
            guard listView.handle(key) else { return false }
            // Reaching the end schedules the next page, which the mediator starts on the main
            // actor's next turn: scroll again then, to show its loading row.
            if key == .end || key == .character("G"), mediator.isNextPageScheduled {
                Task { @MainActor [weak self] in
                    self?.listView.scrollToBottom()
                    self?.keepFocusOffLoadingRow()
                }
            }
            keepFocusOffLoadingRow()
        }
        return true
    }

    /// The loading row takes the focus only when it offers a retry: on "Loading…" or the end of
    /// the catalogue the focus goes to the last product (or back to the view's own choice when
    /// there is none), so the page arriving above the row does not carry the focus down with it,
    /// and the end line, which does nothing, is never where Enter lands.
    private func keepFocusOffLoadingRow() {
        guard let focused = listView.indexPathForFocusedRow, focused.section == mediator.loadingSection,
            mediator.loadingRow == .loading || mediator.loadingRow == .endOfList
        else { return }
        if flat.items.isEmpty { listView.clearFocus() } else { listView.moveFocus(by: -1) }
    }

    /// Pulls to refresh, which the mediator refuses while a page loads.
    private func refresh() {
        refreshControl.pullToRefresh()
        status =
            refreshControl.isRefreshing
            ? TerminalLine("Refreshing: the first page again, diffed into the list", style: .attention)
            : TerminalLine("A page is loading: refresh once it is in", style: .attention)
    }

    /// Flat list → sections → outline of categories: between the first two one diff, each
    /// loaded product moving to its place in the other; to and from the outline, its rows in
    /// place of the others.
    private func switchPresentation() {
        let next = presentation.next
        guard next != .outline, presentation != .outline else {
            // The outline holds no marks: back in the one list, those of the sections come along.
            let marked = Set(grouped.selectedItems.map(\.id))
            if next == .list {
                flat.deselectAllItems(animated: false)
                flat.selectItems(where: { marked.contains($0.id) }, animated: false)
            }
            presentations.select(CataloguePresentation.allCases.firstIndex(of: next) ?? 0)
            // The rows are others: the focus goes to the first marked product, or the first row.
            if let first = flat.selectedItems.first, next == .list,
                let indexPath = flat.indexPath(ofItemWithID: first.id)
            {
                listView.focusRow(at: indexPath)
            } else {
                listView.focusFirstRow()
            }
            status = TerminalLine(
                next == .outline
                    ? "Categories: Enter opens or closes one · + opens all · - closes all"
                    : "One list: each product in its place")
            return
        }
        // Each presentation keeps its own selection; the user expects theirs to come along.
        let selected = Set(shownItems.selectedItems.map(\.id))
        let incoming = next == .list ? flat : grouped as ItemDataSource<Product, TerminalListView>
        incoming.deselectAllItems(animated: false)
        incoming.selectItems(where: { selected.contains($0.id) }, animated: false)
        presentations.select(next == .list ? 0 : 1, movingItemsBy: \Product.id)
        if let focused = listView.indexPathForFocusedRow { listView.scrollRowToVisible(focused) }
        status = TerminalLine(
            next == .list
                ? "One list: each product moved back to its place" : "By category: each product moved to its section")
    }

    /// Shows the focused product's menu in the status line: a digit chooses an action.
    private func openFocusedProductsMenu() {
        guard let menu = listView.contextMenuForFocusedRow() else { return }
        openMenu = menu
        var line = TerminalLine("\(menu.title): ", style: .emphasized)
        for (number, action) in zip(1..., menu.actions) {
            line.append("\(number) \(action.title)", style: action.isDestructive ? .failure : .plain)
            if number < menu.actions.count { line.append(" · ") }
        }
        status = line + TerminalLine(" · any other key closes", style: .secondary)
    }

    /// The data source of the products shown: the outline's rows are categories too, so marking
    /// goes by the sections there, which the one list takes its marks from when it comes back.
    private var shownItems: ItemDataSource<Product, TerminalListView> {
        presentation == .list ? flat : grouped
    }

    private func didSelect(_ product: Product) {
        if listView.isEditing { showMarks() } else { show(product) }
    }

    /// Starts or ends marking; ending it clears the marks.
    private func toggleMarking() {
        listView.isEditing.toggle()
        if listView.isEditing {
            status = TerminalLine("Marking: Enter marks or unmarks a product · x puts them in the basket · v ends")
        } else {
            flat.deselectAllItems()
            grouped.deselectAllItems()
            status = TerminalLine("Marking ended")
        }
    }

    private func showMarks() {
        let marked = shownItems.selectedItems
        status =
            TerminalLine("Marked: \(marked.count)", style: .emphasized)
            + TerminalLine(
                marked.isEmpty ? "" : " · " + marked.map(\.name).joined(separator: ", "))
    }

    /// Puts the marked products in the basket: they stay marked through pages, moves and
    /// refreshes until then.
    private func putMarkedInBasket() {
        let marked = shownItems.selectedItems
        guard !marked.isEmpty else {
            status = TerminalLine("Nothing marked: press v, then Enter on products", style: .attention)
            return
        }
        let total = marked.reduce(0) { $0 + $1.priceInCents }
        status =
            TerminalLine("In the basket: \(marked.count) products · ", style: .success)
            + TerminalLine(Product.formatted(cents: total))
        shownItems.deselectAllItems()
    }

    private func show(_ product: Product) {
        status =
            TerminalLine("Selected: ") + TerminalLine(product.name, style: .emphasized)
            + TerminalLine(" · \(product.category) · \(product.formattedPrice)")
    }

    func headline(width: Int) -> TerminalLine {
        let loaded = flat.items.count
        let total = backend.products.count
        var line = TerminalLine("Products: \(loaded) of \(total) loaded", style: .heading)
        switch presentation {
        case .list: line.append(" · one list")
        case .sections: line.append(" · by category")
        case .outline: line.append(" · categories")
        }
        switch paging.state {
        case .loadingFirstPage, .loadingNextPage, .loadingPreviousPage: line.append(" · loading…", style: .attention)
        case .refreshing: line.append(" · refreshing…", style: .attention)
        case .failed: line.append(" · a page failed", style: .failure)
        case .exhausted: line.append(" · all loaded", style: .success)
        case .idle: break
        }
        return line
    }

    let keyHelp =
        "↑↓ move · Enter select · o menu · v mark · x basket · J/K reorder · d delete · r refresh · m list/sections/categories · +/- open/close all · q quit"
}
