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

/// "A search screen with UISearchController" (ListMediatorSearchHistoryUIKit.docc/SearchScreenOnUIKit.md),
/// compiled against UIKit or its stand-in.
enum SearchScreenExample {
    struct Product: Identifiable, Hashable, Sendable {
        let id: Int
        let name: String
    }

    /// The app's API client, an actor as network clients are.
    actor ProductSearchClient {
        private let catalogue: [Product]

        init(catalogue: [Product]) {
            self.catalogue = catalogue
        }

        func products(matching query: String) async throws -> [Product] {
            catalogue.filter { $0.name.localizedCaseInsensitiveContains(query) }
        }
    }

    /// A centred message behind the list.
    final class MessageView: UIView {
        let label = UILabel()

        init(_ message: String) {
            super.init(frame: .zero)
            label.text = message
            addSubview(label)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }

    final class SearchViewController: UIViewController, UISearchResultsUpdating {
        private let searchController = UISearchController(searchResultsController: nil)
        private let tableView = UITableView(frame: .zero, style: .insetGrouped)
        private lazy var listView = TableListView(tableView: tableView)
        private lazy var field = SearchBarField(searchBar: searchController.searchBar)
        // Recent searches and live results share one list: recents while the field is empty.
        let recents = HistoryDataSource<TableListView>(headerTitle: "Recent searches", cellProvider: .text { $0 })
        let results = FlatDataSource<Product, TableListView>(items: [], cellProvider: .text(\.name))
        private lazy var mediator = ListViewMediator(
            wrapping: CompositeDataSource<TableListView>([recents.dataSource, results]))
        private var history: SearchHistoryMediator?
        private var liveSearch: Task<Void, Never>?
        private let client: ProductSearchClient
        private let repository: any HistoryRepository
        /// The query the results are for.
        private(set) var query = ""
        private(set) var opened: [Product] = []

        init(client: ProductSearchClient, repository: any HistoryRepository) {
            self.client = client
            self.repository = repository
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Search"
            searchController.obscuresBackgroundDuringPresentation = false  // the results are this list
            searchController.searchResultsUpdater = self
            navigationItem.searchController = searchController
            navigationItem.hidesSearchBarWhenScrolling = false
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
            mediator.backgroundViewProvider = { [weak self] background in
                guard case .empty = background, let self else { return nil }
                return MessageView(query.isEmpty ? "Search the catalogue" : "No results for “\(query)”")
            }
            listView.currentDataSource = mediator
            results.onSelect = { [weak self] product in self?.opened.append(product) }
            let history = SearchHistoryMediator(searchField: field, historyView: recents, repository: repository) {
                [weak self] term in self?.showResults(for: term)  // a search: the term is saved
            }
            history.historyVisibility = .whileFieldIsEmpty
            self.history = history
        }

        /// Live results as the user types; Cancel empties the field and brings the recents back.
        func updateSearchResults(for searchController: UISearchController) {
            showResults(for: searchController.searchBar.text ?? "")
        }

        private func showResults(for query: String) {
            guard query != self.query else { return }
            self.query = query
            liveSearch?.cancel()
            guard !query.isEmpty else {
                results.apply([])
                mediator.reloadBackground()
                return
            }
            liveSearch = Task { [client, weak self] in
                let found = (try? await client.products(matching: query)) ?? []
                // A later keystroke cancelled this search: its results are not the query's.
                guard !Task.isCancelled, let self else { return }
                results.apply(found)
                mediator.reloadBackground()
            }
        }
    }
}
