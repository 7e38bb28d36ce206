import ListMediator
import ListMediatorSearchHistory
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The search screen guide's view controller, played against the UIKit stand-in.
@MainActor
struct SearchScreenExampleTests {
    typealias Example = SearchScreenExample
    let repository = InMemoryHistoryRepository(history: ["pear"])
    let controller: Example.SearchViewController
    let tableView: UITableView
    let searchBar: UISearchBar

    init() throws {
        let names = ["Apple", "Grape", "Pear", "Pineapple"]
        let client = Example.ProductSearchClient(
            catalogue: names.enumerated().map { Example.Product(id: $0, name: $1) })
        controller = Example.SearchViewController(client: client, repository: repository)
        controller.simulateAppearance()
        tableView = try #require(controller.view.subviews.lazy.compactMap { $0 as? UITableView }.first)
        searchBar = try #require(controller.navigationItem.searchController?.searchBar)
    }

    var texts: [String?] { tableView.visibleCells.map { $0.textLabel?.text } }
    var background: String? { (tableView.backgroundView as? Example.MessageView)?.label.text }

    @Test func recentSearchesShowWhenTheBarIsTappedAndLiveResultsReplaceThemAsTheUserTypes() async {
        #expect(background == "Search the catalogue")

        searchBar.simulateTap()
        #expect(texts == ["pear"], "the recents, in the list")
        #expect(background == nil)

        searchBar.simulateTyping("ap")
        await settle { texts == ["Apple", "Grape", "Pineapple"] }
        #expect(tableView.numberOfSections == 1, "no recents section while typing")

        searchBar.simulateTyping("x")
        await settle { texts.isEmpty }
        #expect(background == "No results for “apx”")
    }

    @Test func aSearchIsRecordedAndCancelBringsTheRecentsBack() async {
        searchBar.simulateTap()
        searchBar.simulateTyping("grape")
        searchBar.simulateSearchButtonTap()
        await settle { texts == ["Grape"] }
        #expect(repository.history == ["grape", "pear"])

        searchBar.simulateCancelButtonTap()
        searchBar.simulateTap()
        #expect(texts == ["grape", "pear"])
    }

    @Test func tappingARecentSearchShowsItsResultsAndAResultOpensTheProduct() async {
        searchBar.simulateTap()
        tableView.simulateTap(at: IndexPath(row: 0, section: 0))  // pear
        await settle { texts == ["Pear"] }

        tableView.simulateTap(at: IndexPath(row: 0, section: 0))

        #expect(controller.opened.map(\.name) == ["Pear"])
    }
}
