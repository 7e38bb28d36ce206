import ListMediator
import ListMediatorSearchHistory
import ListMediatorSearchHistoryUIKit
import ListMediatorUIKit

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The view controllers of the UIKit guides (ListMediatorUIKit.docc and
/// ListMediatorSearchHistoryUIKit.docc), compiled against UIKit or its stand-in.
enum UIKitExamples {
    typealias Product = CatalogueModel.Product
    typealias Catalogue = CatalogueModel.Catalogue
    typealias CatalogueAPI = CatalogueModel.CatalogueAPI

    /// "A paged list on UIKit": the mediator driven by hand.
    final class ProductsViewController: UIViewController, ListViewMediatorDelegate {
        typealias View = TableListView
        private let tableView = UITableView(frame: .zero, style: .plain)
        private lazy var listView = TableListView(tableView: tableView)
        let products = FlatDataSource<Product, TableListView>(items: [], cellProvider: .text(\.name))
        lazy var mediator = ListViewMediator(wrapping: products, delegate: self)
        private let catalogue: Catalogue

        init(catalogue: Catalogue) {
            self.catalogue = catalogue
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            mediator.refreshControl = RefreshControlBinding(installedIn: tableView)
            listView.currentDataSource = mediator
            mediator.startLoading(.firstPage)  // shows the loading row, then asks below
        }

        func listView(
            _ listView: TableListView, mediator: ListViewMediator<TableListView>, shouldLoad request: LoadRequest
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

    /// "A paged list on UIKit": the paging controller.
    final class PagedProductsViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private lazy var listView = TableListView(tableView: tableView)
        let products = FlatDataSource<Product, TableListView>(items: [], cellProvider: .text(\.name))
        lazy var paging = PagingController(items: products) { [api] request in
            try await api.page(after: request.cursor)
        }
        private lazy var mediator = ListViewMediator(wrapping: products, loader: paging)
        private let api: CatalogueAPI  // an actor

        init(api: CatalogueAPI) {
            self.api = api
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            mediator.refreshControl = RefreshControlBinding(installedIn: tableView)
            listView.currentDataSource = mediator
            paging.events.add(self) { controller, event in
                // The navigation bar tells while a page loads, and what a refresh brought.
                controller.title =
                    event.state.isLoading
                    ? "Loading…" : event.newItemCount > 0 ? "\(event.newItemCount) new" : "Products"
            }
            paging.loadFirstPage()  // once; the user scrolls for more and pulls to refresh
        }

    }

    struct CatalogueProduct: Identifiable, Hashable {
        let id: Int
        let name: String
        let category: String
    }

    /// "Dedicated data sources on UIKit".
    final class CatalogueViewController: UIViewController {
        enum Mode { case list, sections }

        private let tableView = UITableView(frame: .zero, style: .plain)
        private lazy var listView = TableListView(tableView: tableView)
        private let products: [CatalogueProduct]
        private(set) var selected: CatalogueProduct?

        init(products: [CatalogueProduct]) {
            self.products = products
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            show(.list)
        }

        func show(_ mode: Mode) {
            let cells = CellProvider<CatalogueProduct, TableListView>.text(\.name)
            switch mode {
            case .list:
                listView.currentDataSource = FlatDataSource(items: products, cellProvider: cells) { [weak self] in
                    self?.selected = $0
                }
            case .sections:
                listView.currentDataSource = GroupedDataSource(
                    items: products, sectionKey: \.category, cellProvider: cells
                ) { [weak self] in
                    self?.selected = $0
                }
            }
        }
    }

    typealias Game = GameModel.Game
    typealias Transaction = GameModel.Transaction
    typealias Score = GameModel.Score

    /// "One list, many data sources on UIKit".
    final class GameViewController: UIViewController {
        private let tableView = UITableView(frame: .zero, style: .plain)
        private lazy var listView = TableListView(tableView: tableView)
        private let game: Game
        private lazy var modes = SwitchingDataSource<TableListView>([chronological, highScores, winner])
        private let chronological = FlatDataSource<Transaction, TableListView>(
            items: [], cellProvider: .text { "\($0.player) +\($0.points)" })
        private let highScores = FlatDataSource<Score, TableListView>(
            items: [], cellProvider: .text { "\($0.player) \($0.total)" })
        private let winner = FlatDataSource<Score, TableListView>(
            items: [], cellProvider: .text { "winner: \($0.player)" })

        init(game: Game) {
            self.game = game
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            game.observers.add(chronological) { dataSource, transaction in
                dataSource.apply([transaction] + dataSource.items, animated: .top)
            }
            game.observers.add(highScores) { [unowned game] dataSource, _ in
                dataSource.apply(game.scores)
            }
            game.observers.add(winner) { [unowned game] dataSource, _ in
                dataSource.apply(Array(game.scores.prefix(1)), animated: .fade)
            }
            listView.currentDataSource = modes
        }

        func showMode(_ index: Int) {
            modes.select(index)  // the rows of one presentation give way to the other's, animated
        }
    }

    /// "Search history on UIKit".
    final class SearchViewController: UIViewController, UISearchBarDelegate {
        private let searchBar = UISearchBar()
        private let historyTable = UITableView(frame: .zero, style: .plain)
        private lazy var field = SearchBarField(searchBar: searchBar)
        private lazy var historyView = HistoryTableView(tableView: historyTable)
        private var mediator: SearchHistoryMediator?
        private let repository: any HistoryRepository
        private(set) var searches: [String] = []
        /// What the live results were last filtered by.
        private(set) var liveQuery = ""

        init(repository: any HistoryRepository) {
            self.repository = repository
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
            historyTable.frame = view.bounds.inset(by: UIEdgeInsets(top: 56, left: 0, bottom: 0, right: 0))
            historyTable.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(searchBar)
            view.addSubview(historyTable)
            field.forwardingDelegate = self  // typing reaches the screen too, after the history
            mediator = SearchHistoryMediator(searchField: field, historyView: historyView, repository: repository) {
                [weak self] term in
                self?.searches.append(term)  // run the search
            }
        }

        /// Live results: filter what the screen shows as the user types.
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            liveQuery = searchText
        }

        /// For the guide's tests: the views the user touches.
        var touchedViews: (searchBar: UISearchBar, history: UITableView) { (searchBar, historyTable) }
    }
}
