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

    struct Post: Identifiable, Equatable, Sendable {
        let id: Int
        let day: Int
        let title: String
    }

    /// A feed's server: three posts a page, two a day, four pages; a network error would throw.
    actor PostsAPI {
        func posts(after cursor: Int?) throws -> Page<Post, Int> {
            let start = cursor ?? 0
            let posts = (start..<start + 3).map { Post(id: $0, day: $0 / 2, title: "Post \($0)") }
            return Page(items: posts, nextCursor: start + 3 < 12 ? start + 3 : nil)
        }
    }

    /// "Paging into sections": posts by day, from an actor client.
    @MainActor
    final class PostsByDayScreen {
        let api = PostsAPI()
        let tableView = HeadlessTableView()
        let posts = GroupedDataSource<Post, Int, HeadlessTableView>(
            items: [], sectionKey: \.day, sectionOrder: <, headerTitle: { "Day \($0)" }, cellProvider: .text(\.title))
        lazy var paging = PagingController(items: posts) { [api] request in
            try await api.posts(after: request.cursor)
        }
        lazy var mediator = ListViewMediator(wrapping: posts, loader: paging)
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

    @Test func postsByDayPageIntoTheirSectionsFromAnActorClient() async {
        let screen = PagingWithAnyAPIClientExamples.PostsByDayScreen()
        screen.tableView.currentDataSource = screen.mediator
        screen.paging.loadFirstPage()
        for _ in 0..<4 {
            await settle(until: { !screen.paging.state.isLoading && !screen.mediator.bottom.isPageScheduled })
            screen.paging.loadNextPage()
        }
        await settle(until: { !screen.paging.state.isLoading && !screen.mediator.bottom.isPageScheduled })

        #expect(screen.posts.sections.map(\.key) == [0, 1, 2, 3, 4, 5])
        #expect(screen.posts.sections.allSatisfy { $0.items.count == 2 }, "each day whole, across pages")
        #expect(screen.tableView.rejectedBatchUpdates.isEmpty)
    }
}
