import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// The paging guides' pattern — a `lazy var` paging controller with a trailing loader closure,
/// in a main-actor screen — written as an app writes it, outside the package (this target has no
/// package access), with each kind of API client an app has. That it compiles in Swift 6 mode is
/// the first half of the test; the tests below run each screen.
enum PagingWithAnyAPIClientExamples {
    typealias Product = CatalogueModel.Product

    /// The client is an actor: the loader awaits it off the main actor.
    @MainActor
    final class ActorClientScreen {
        let api = CatalogueModel.CatalogueAPI()
        let tableView = HeadlessTableView()
        let products = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .text(\.name))
        lazy var paging = PagingController(items: products) { [api] request in
            try await api.page(after: request.cursor)
        }
        lazy var mediator = ListViewMediator(wrapping: products, loader: paging)
    }

    /// The client is a plain value with no isolation.
    @MainActor
    final class NonisolatedClientScreen {
        let api = CatalogueModel.CatalogueClient()
        let tableView = HeadlessTableView()
        let products = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .text(\.name))
        lazy var paging = PagingController(items: products) { [api] request in
            try await api.page(after: request.cursor)
        }
        lazy var mediator = ListViewMediator(wrapping: products, loader: paging)
    }

    /// The client lives on the main actor, and the loader reads the screen's state between
    /// awaits: marked `@MainActor`, it runs there.
    @MainActor
    final class MainActorClientScreen {
        let catalogue = CatalogueModel.Catalogue()
        let tableView = HeadlessTableView()
        let products = FlatDataSource<Product, HeadlessTableView>(items: [], cellProvider: .text(\.name))
        var pagesLoaded = 0
        lazy var paging = PagingController(items: products) { @MainActor [weak self, catalogue] request in
            let page = try await catalogue.page(after: request.cursor)
            self?.pagesLoaded += 1
            return page
        }
        lazy var mediator = ListViewMediator(wrapping: products, loader: paging)
    }
}

/// Each screen loads its first pages with its own client.
@MainActor
struct PagingWithAnyAPIClientTests {
    @Test func aScreenWhoseClientIsAnActorLoadsItsPages() async {
        let screen = PagingWithAnyAPIClientExamples.ActorClientScreen()
        screen.tableView.currentDataSource = screen.mediator
        #expect(screen.paging.loadFirstPage())

        await settle { !screen.paging.state.isLoading }

        // 20 rows are less than two screens, so the second page followed without a scroll.
        #expect(screen.products.items.map(\.id) == Array(0..<40))
        #expect(await screen.api.requests == [nil, 19])
    }

    @Test func aScreenWhoseClientIsANonisolatedValueLoadsItsPages() async {
        let screen = PagingWithAnyAPIClientExamples.NonisolatedClientScreen()
        screen.tableView.currentDataSource = screen.mediator
        #expect(screen.paging.loadFirstPage())

        await settle { !screen.paging.state.isLoading }

        #expect(screen.products.items.map(\.id) == Array(0..<40))
    }

    @Test func aMainActorLoaderRunsOnTheMainActor() async {
        let screen = PagingWithAnyAPIClientExamples.MainActorClientScreen()
        screen.tableView.currentDataSource = screen.mediator
        #expect(screen.paging.loadFirstPage())

        await settle { !screen.paging.state.isLoading }

        #expect(screen.pagesLoaded == 2)
        #expect(screen.catalogue.requests == [nil, 19])
    }
}
