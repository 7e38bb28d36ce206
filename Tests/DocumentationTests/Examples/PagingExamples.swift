import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The examples of the "Loading rows, refresh and infinite scroll" article
/// (ListMediator.docc/Paging.md), and the scenarios they promise, played on a headless table.
enum PagingExamples {
    typealias Product = CatalogueModel.Product
    typealias Catalogue = CatalogueModel.Catalogue
    typealias CatalogueAPI = CatalogueModel.CatalogueAPI

    /// "The loading row as a footer".
    @MainActor
    final class FooterLoadingController: ListViewMediatorDelegate {
        typealias View = HeadlessTableView
        let products = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .text(\.name))
        lazy var mediator = ListViewMediator(
            wrapping: products, delegate: self,
            loadingRow: .footer(.text(ofKind: .footer) { item in item.text }))

        func listView(
            _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
            shouldLoad request: LoadRequest
        ) -> Bool { true }
    }

    /// "Texts and VoiceOver".
    @MainActor
    static func replaceTexts(of mediator: ListViewMediator<HeadlessTableView>) {
        var texts = ListTexts.standard
        texts.endOfList = "That's every product"
        mediator.texts = texts
    }

    /// A screen whose empty list reads differently as its query changes.
    @MainActor
    final class SearchScreen {
        var query = ""
    }

    /// "Empty and failed lists": two empty states.
    @MainActor
    static func twoEmptyStates(of mediator: ListViewMediator<HeadlessTableView>, screen: SearchScreen) {
        mediator.backgroundViewProvider = { [weak screen] background in
            guard case .empty = background, let screen else { return nil }
            return HeadlessBackgroundView(
                text: screen.query.isEmpty ? "Type to search" : "No results for “\(screen.query)”")
        }
        screen.query = "kettle"
        mediator.reloadBackground()  // "No results for “kettle”"
    }

    /// "Empty and failed lists".
    @MainActor
    static func showBackgrounds(of mediator: ListViewMediator<HeadlessTableView>) {
        mediator.backgroundViewProvider = { [weak mediator] background in
            switch background {
            case .loading:
                nil  // the first page shows the loading row, as later pages do
            case .empty:
                HeadlessBackgroundView(text: "No products yet")
            case .failed(let message):
                HeadlessBackgroundView(text: "Couldn't load the products", detailText: message) {
                    mediator?.retry()
                }
            }
        }
    }

    /// "Driving the mediator by hand": the controller, with `viewDidLoad` and `viewWillAppear`
    /// as plain methods because the headless table has no view controller around it.
    @MainActor
    final class ProductsViewController: ListViewMediatorDelegate {
        typealias View = HeadlessTableView
        let tableView = HeadlessTableView()
        let refreshControl = HeadlessRefreshControl()
        let products = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .text(\.name))
        lazy var mediator = ListViewMediator(wrapping: products, delegate: self)
        let catalogue: Catalogue

        init(catalogue: Catalogue) { self.catalogue = catalogue }

        func viewDidLoad() {
            mediator.refreshControl = refreshControl
            tableView.currentDataSource = mediator
            mediator.startLoading(.firstPage)  // shows the loading row, then asks below
        }

        func listView(
            _ listView: HeadlessTableView, mediator: ListViewMediator<HeadlessTableView>,
            shouldLoad request: LoadRequest
        ) -> Bool {
            Task {
                do {
                    let more = request == .nextPage
                    let page = try await catalogue.products(after: more ? products.items.last?.id : nil)
                    if more { products.append(contentsOf: page) } else { products.apply(page) }
                    mediator.hasNextPage = page.count == 20
                    mediator.stopLoading()
                } catch {
                    mediator.stopLoading(failure: "Could not load the products")
                }
            }
            return true
        }
    }

    /// "Paging with async functions".
    @MainActor
    final class PagedProductsViewController {
        let tableView = HeadlessTableView()
        let products = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .text(\.name))
        lazy var paging = PagingController(items: products) { [api] request in
            try await api.page(after: request.cursor)
        }
        lazy var mediator = ListViewMediator(wrapping: products, loader: paging)
        let api: CatalogueAPI  // an actor

        init(api: CatalogueAPI) { self.api = api }

        func viewDidLoad() {
            mediator.refreshControl = HeadlessRefreshControl()
            tableView.currentDataSource = mediator
            paging.loadFirstPage()  // once; the user scrolls for more and pulls to refresh
        }

        /// What the screen shows above the list: "Paging you can observe".
        var banner: String?

        func observe() {
            paging.events.add(self) { screen, event in
                screen.banner = event.newItemCount > 0 ? "\(event.newItemCount) new products" : nil
            }
        }
    }
}

/// The scenarios of a paged screen, on the article's controllers.
@MainActor
struct PagingExampleTests {
    @Test func theFirstLoadStartsWhenTheScreenAppearsUnderTheLoadingRow() async {
        let controller = PagingExamples.ProductsViewController(catalogue: .init())
        controller.viewDidLoad()
        #expect(controller.tableView.visibleCells.map(\.text) == ["Loading…"])

        await settle { !controller.mediator.isLoading }
        #expect(controller.tableView.visibleCells.first?.text == "Product 0")
        // 20 rows are less than two screens, so the second page followed without a scroll.
        #expect(controller.products.items.count == 40)
    }

    @Test func scrollingToTheEndLoadsEveryPageAndThenStops() async {
        let catalogue = PagingExamples.Catalogue()
        let controller = PagingExamples.ProductsViewController(catalogue: catalogue)
        controller.viewDidLoad()
        await settle { !controller.mediator.isLoading }

        for _ in 0..<3 {
            controller.tableView.scrollToBottom()
            await settle { !controller.mediator.isLoading }
        }

        #expect(controller.products.items.map(\.id) == Array(0..<50))
        #expect(catalogue.requests == [nil, 19, 39])
        #expect(controller.tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func pullingToRefreshReloadsWithoutTheLoadingRow() async {
        let catalogue = PagingExamples.Catalogue()
        let controller = PagingExamples.ProductsViewController(catalogue: catalogue)
        controller.viewDidLoad()
        await settle { !controller.mediator.isLoading }

        controller.refreshControl.pullToRefresh()
        #expect(controller.mediator.bottom.loadingRow == nil)
        await settle { !controller.mediator.isLoading }

        #expect(catalogue.requests == [nil, 19, nil, 19])
        #expect(!controller.refreshControl.isRefreshing)
        #expect(controller.products.items.count == 40)
    }

    @Test func aFailedFirstPageShowsFullSizeAndRetries() {
        let controller = PagingExamples.FooterLoadingController()
        let tableView = HeadlessTableView()
        PagingExamples.showBackgrounds(of: controller.mediator)
        tableView.currentDataSource = controller.mediator
        #expect(tableView.backgroundView?.text == "No products yet")

        controller.mediator.startLoading(.firstPage)
        controller.mediator.stopLoading(failure: "offline")
        #expect(tableView.backgroundView?.detailText == "offline")

        tableView.backgroundView?.tapRetry()
        #expect(controller.mediator.isLoading)
    }

    @Test func theLoadingRowCanBeAFooter() {
        let controller = PagingExamples.FooterLoadingController()
        let tableView = HeadlessTableView()
        tableView.currentDataSource = controller.mediator
        controller.mediator.startLoading(.firstPage)
        #expect(tableView.footerView(forSection: 1)?.text == "Loading…")
        #expect(tableView.numberOfRows(inSection: 1) == 0)
    }

    @Test func aFailedPageOffersARetryThatLoadsIt() async {
        let catalogue = PagingExamples.Catalogue()
        let controller = PagingExamples.ProductsViewController(catalogue: catalogue)
        controller.viewDidLoad()
        catalogue.failsNextRequest = true
        await settle { !controller.mediator.isLoading }
        #expect(controller.tableView.visibleCells.map(\.text) == ["Could not load the products — tap to retry"])

        controller.tableView.tapRow(at: IndexPath(row: 0, section: 1))
        await settle { !controller.mediator.isLoading }
        #expect(controller.products.items.count == 40)
    }

    @Test func thePagingControllerLoadsEveryPageAsTheUserScrolls() async {
        let api = PagingExamples.CatalogueAPI()
        let controller = PagingExamples.PagedProductsViewController(api: api)
        controller.observe()
        controller.viewDidLoad()
        await settle { !controller.paging.state.isLoading }
        #expect(controller.banner == "20 new products")

        for _ in 0..<3 {
            controller.tableView.scrollToBottom()
            await settle { !controller.paging.state.isLoading }
        }

        #expect(controller.products.items.map(\.id) == Array(0..<50))
        #expect(controller.paging.state.description == "exhausted")
        #expect(controller.tableView.numberOfSections == 1)
        #expect(await api.requests == [nil, 19, 39])
    }

    @Test func anEmptySearchReadsTypeToSearchThenNoResultsOnceTheQueryChanges() {
        let tableView = HeadlessTableView()
        let results = FlatDataSource<String, HeadlessTableView>(items: [], cellProvider: .text { $0 })
        let mediator = ListViewMediator(wrapping: results)
        tableView.currentDataSource = mediator
        let screen = PagingExamples.SearchScreen()

        PagingExamples.twoEmptyStates(of: mediator, screen: screen)

        #expect(tableView.backgroundView?.text == "No results for “kettle”")
        #expect(tableView.backgroundViewChanges.map(\.view?.text) == ["Type to search", "No results for “kettle”"])
    }
}
