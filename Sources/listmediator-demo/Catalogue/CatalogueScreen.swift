import ListMediator
import ListMediatorStore
import ListMediatorTerminal

/// The catalogue: products paged in from the demo's store, which a slow, sometimes failing
/// server fills, shown as one list, grouped by category, or as an outline of categories that
/// expand and collapse (seeds 000 and 003).
///
/// The list view shows a ``ListViewMediator`` — the loading row, pull-to-refresh, infinite
/// scroll — wrapping a ``SwitchingDataSource`` of the three presentations, a ``FlatDataSource``
/// and a ``GroupedDataSource`` sharing one cell provider, and an ``OutlineDataSource`` of the
/// categories. A ``PagingController`` loads the pages into the flat one from the store, through
/// a ``ListSync`` that fetches them from a ``CatalogueServer`` (an actor) where the store has
/// none, and the flat one follows every write to the store; the other two take its products
/// (``OtherPresentations``), so a hidden presentation is up to date when it is shown. On the
/// next start the catalogue opens from the store at the product that was focused — with the
/// network cut (`--offline`) too.
@MainActor
final class CatalogueScreen: DemoScreen {
    let title = "Catalogue"
    let listView = TerminalListView()
    let server: CatalogueServer
    let store: ListStore
    let sync: ListSync<Product>
    let flat: FlatDataSource<Product, TerminalListView>
    let grouped: GroupedDataSource<Product, String, TerminalListView>
    let outline: OutlineDataSource<CatalogueNode, TerminalListView>
    let others: OtherPresentations
    let presentations: SwitchingDataSource<TerminalListView>
    let mediator: ListViewMediator<TerminalListView>
    let refreshControl = TerminalRefreshControl()
    let paging: PagingController<Product, ListCursor<Int>, TerminalListView>
    /// How many products the server last said there are.
    let serverCount = ServerProductCount()
    /// Keeps the list up to date with the store's products.
    private var storeUpdates: ListObservation?
    /// The product the catalogue opens at, kept from the last run.
    var openingPlace: Int?
    var status = TerminalLine("")
    /// The focused product's menu while it is open (o): a digit chooses an action.
    private var openMenu: ListContextMenu?

    init(server: CatalogueServer, store: ListStore, presentation: CataloguePresentation) {
        self.server = server
        self.store = store
        sync = ListSync(store: store, list: Product.storedList, pageSize: server.pageSize) {
            @MainActor [server, serverCount] request in
            let answer = try await server.answer(request)
            serverCount.value = answer.productCount
            return answer.page
        }
        let cells = CellProvider<Product, TerminalListView>.text({ $0.name }, detail: { $0.formattedPrice })
        flat = FlatDataSource(items: [], headerTitle: "All products, in catalogue order", cellProvider: cells)
        grouped = GroupedDataSource(
            items: [], sectionKey: \.category, footerTitle: { "\($0.items.count) products" }, cellProvider: cells)
        // The categories come with the products.
        outline = OutlineDataSource(children: \.children, cellProvider: CatalogueNode.cells)
        others = OtherPresentations(grouped: grouped, outline: outline)
        presentations = SwitchingDataSource(
            [flat, grouped, outline], selectedIndex: CataloguePresentation.allCases.firstIndex(of: presentation) ?? 0)
        // On the main actor, so that the other presentations take each page in the same turn as
        // the flat one: no suspension between this returning and the controller showing the page.
        paging = PagingController(items: flat) { @MainActor [sync, flat, others] request in
            let page = try await sync.pageLoader(request)
            // A page whose load was cancelled (a newer load took its place) is shown nowhere.
            try Task.checkCancellation()
            others.show(OtherPresentations.products(afterTaking: page.items, for: request.kind, shown: flat.items))
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
        paging.events.add(self) { screen, event in screen.pagingChanged(event) }
        sync.events.add(self) { screen, states in screen.syncChanged(states) }
        storeUpdates = sync.keepUpdated(paging)
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
        keepEditsInTheStore()
    }

    /// The loading row in the terminal's words: Enter retries, there is no tap.
    private static let loadingRowCell = CellProvider<LoadingItem, TerminalListView>.registered(
        TerminalCell.self, reuseIdentifier: "LoadingRow"
    ) { cell, item in
        switch item.row {
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

    /// Opens at the product focused when the demo last quit, else at the top of the catalogue:
    /// from the store when it holds products, from the server when it holds none.
    func start() {
        if let place = paging.loadFirstPage(atReadingPlaceIn: store, of: Product.storedList) {
            openingPlace = place.anchor.id
        }
    }

    var presentation: CataloguePresentation {
        CataloguePresentation.allCases[presentations.selectedIndex]
    }

    var isSettled: Bool {
        !paging.state.isLoading && !mediator.top.isPageScheduled && !mediator.bottom.isPageScheduled
            && !sync.remoteStates.refresh.isLoading
    }

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
        case .character("r"):
            // The refresh that failed (offline) asked again, else the user's own.
            if sync.retry() {
                status = TerminalLine("Asking the server again…", style: .attention)
            } else {
                refresh()
            }
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
            if key == .end || key == .character("G"), mediator.bottom.isPageScheduled {
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
        guard let focused = listView.indexPathForFocusedRow, focused.section == mediator.bottom.loadingSection,
            mediator.bottom.loadingRow == .loading || mediator.bottom.loadingRow == .endOfList
        else { return }
        if flat.items.isEmpty { listView.clearFocus() } else { listView.moveFocus(by: -1) }
    }

    /// Pulls to refresh, which the mediator refuses while a page loads.
    private func refresh() {
        refreshControl.pullToRefresh()
        status =
            refreshControl.isRefreshing
            ? TerminalLine("Refreshing: the server's products into the store, diffed into the list", style: .attention)
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
    var shownItems: ItemDataSource<Product, TerminalListView> {
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
        var line = TerminalLine(
            serverCount.value.map { "Products: \(loaded) of \($0) loaded" } ?? "Products: \(loaded) loaded",
            style: .heading)
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
        if sync.remoteStates.error is NetworkOffline { line.append(" · offline", style: .failure) }
        return line
    }

    let keyHelp =
        "↑↓ move · Enter select · o menu · v mark · x basket · J/K reorder · d delete · r refresh/retry · m list/sections/categories · +/- open/close all · q quit"
}
