import ListMediator
import ListMediatorSearchHistory
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The UIKit guides' view controllers, played against the UIKit stand-in.
@MainActor
struct UIKitExampleTests {
    /// The table view a controller added to its view.
    func table(of controller: UIViewController) -> UITableView? {
        controller.view.subviews.lazy.compactMap { $0 as? UITableView }.first
    }

    @Test func theHandDrivenPagedControllerLoadsOnAppearAndAsTheUserScrolls() async throws {
        let controller = UIKitExamples.ProductsViewController(catalogue: .init())
        controller.simulateAppearance()
        let tableView = try #require(table(of: controller))
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Loading…"])
        await settle { !controller.mediator.isLoading }

        tableView.setContentOffset(CGPoint(x: 0, y: tableView.contentSize.height), animated: false)
        await settle { !controller.mediator.isLoading }
        tableView.setContentOffset(CGPoint(x: 0, y: tableView.contentSize.height), animated: false)
        await settle { !controller.mediator.isLoading }

        #expect(controller.products.items.count == 50)
        #expect(tableView.numberOfSections == 1)
    }

    @Test func thePullToRefreshOfTheHandDrivenControllerReloads() async throws {
        let catalogue = PagingExamples.Catalogue()
        let controller = UIKitExamples.ProductsViewController(catalogue: catalogue)
        controller.simulateAppearance()
        await settle { !controller.mediator.isLoading }
        let refreshControl = try #require(table(of: controller)?.refreshControl)

        refreshControl.simulatePullToRefresh()
        await settle { !controller.mediator.isLoading }

        #expect(catalogue.requests.filter { $0 == nil }.count == 2)
        #expect(!refreshControl.isRefreshing)
    }

    @Test func thePagingControllerLoadsEveryPage() async throws {
        let controller = UIKitExamples.PagedProductsViewController(api: .init())
        controller.simulateAppearance()
        let tableView = try #require(table(of: controller))
        await settle { !controller.paging.state.isLoading }
        for _ in 0..<2 {
            tableView.setContentOffset(CGPoint(x: 0, y: tableView.contentSize.height), animated: false)
            await settle { !controller.paging.state.isLoading }
        }
        #expect(controller.products.items.map(\.id) == Array(0..<50))
        #expect(controller.paging.state.description == "exhausted")
    }

    @Test func theCatalogueSwitchesBetweenAListAndSectionsAndHandsOverTheSelectedProduct() throws {
        let products = [
            UIKitExamples.CatalogueProduct(id: 1, name: "Kettle", category: "Kitchen"),
            UIKitExamples.CatalogueProduct(id: 2, name: "Atlas", category: "Books"),
        ]
        let controller = UIKitExamples.CatalogueViewController(products: products)
        controller.simulateAppearance()
        let tableView = try #require(table(of: controller))
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Kettle", "Atlas"])

        controller.show(.sections)
        #expect(tableView.numberOfSections == 2)
        tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(controller.selected?.name == "Atlas")
    }

    @Test func theGamesPresentationsFollowItOnUIKit() throws {
        let game = UIKitExamples.Game()
        let controller = UIKitExamples.GameViewController(game: game)
        controller.simulateAppearance()
        let tableView = try #require(table(of: controller))

        game.execute("ana", 3)
        game.execute("bo", 5)
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["bo +5", "ana +3"])
        controller.showMode(1)
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["bo 5", "ana 3"])
        game.execute("ana", 4)
        controller.showMode(2)
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["winner: ana"])
        #expect(tableView.reloadCount == 1)
    }

    @Test func theSearchControllerKeepsItsHistory() throws {
        let repository = InMemoryHistoryRepository()
        let controller = UIKitExamples.SearchViewController(repository: repository)
        controller.simulateAppearance()
        let (searchBar, history) = controller.touchedViews

        searchBar.simulateTap()
        searchBar.simulateTyping("kettle")
        #expect(controller.liveQuery == "kettle", "live results follow the typing")
        searchBar.simulateSearchButtonTap()
        searchBar.simulateTap()

        #expect(controller.searches == ["kettle"])
        #expect(history.visibleCells.map { $0.textLabel?.text } == ["kettle"])
        history.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(controller.searches == ["kettle", "kettle"])
    }
}
