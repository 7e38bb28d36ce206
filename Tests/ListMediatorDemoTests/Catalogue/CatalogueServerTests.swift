import ListMediatorStore
import Testing

@testable import listmediator_demo

struct CatalogueServerTests {
    private func cursor(_ product: Product) -> RemoteCursor {
        .text(String(product.position))
    }

    @Test func servesTheCatalogueInPagesWithTheCursorsOfTheNextAndThePrevious() async throws {
        let server = CatalogueServer(pageSize: 100, latency: .zero, failureRate: 0)
        let products = Catalogue.products

        let first = try await server.answer(RemotePageRequest(kind: .refresh))
        let last = try await server.answer(RemotePageRequest(kind: .page(at: .end), cursor: cursor(products[299])))
        let before = try await server.answer(RemotePageRequest(kind: .page(at: .start), cursor: cursor(products[150])))

        #expect(first.page.items == Array(products.prefix(100)))
        #expect(first.page.previousCursor == nil && first.page.nextCursor == cursor(products[99]))
        #expect(first.productCount == products.count)
        #expect(last.page.items == Array(products.dropFirst(300)))
        #expect(last.page.nextCursor == nil)
        #expect(before.page.items == Array(products[50..<150]))
        #expect(before.page.previousCursor == cursor(products[50]))
    }

    @Test func aRefreshAroundAProductServesThePageWithItAndCursorsBothWays() async throws {
        let server = CatalogueServer(latency: .zero, failureRate: 0)
        let products = Catalogue.products
        let anchor = Product.storedList.cursor(for: products[100])

        let around = try await server.answer(RemotePageRequest(kind: .refresh, anchor: anchor)).page

        #expect(around.items == Array(products[91..<111]))
        #expect(around.previousCursor == cursor(products[91]) && around.nextCursor == cursor(products[110]))
    }

    @Test func eachRefreshAfterTheFirstServesANewArrivalFirstAndChangesSomePrices() async throws {
        let server = CatalogueServer(latency: .zero, failureRate: 0)
        _ = try await server.answer(RemotePageRequest(kind: .refresh))

        let refreshed = try await server.answer(RemotePageRequest(kind: .refresh)).page

        #expect(await server.revision == 1)
        #expect(refreshed.items.first == Catalogue.newArrival(1))
        let products = await server.products
        #expect(products.count == Catalogue.products.count + 1)
        #expect(zip(products.dropFirst(), Catalogue.products).contains { $0.priceInCents != $1.priceInCents })
        #expect(products.map(\.position) == products.map(\.position).sorted(), "the arrival sorts first")
    }

    @Test func failsTheShareOfRequestsItIsToldToAndEveryOneWhileOffline() async throws {
        let failing = CatalogueServer(latency: .zero, failureRate: 1)
        let offline = CatalogueServer(latency: .zero, failureRate: 0, isOffline: true)
        let after = cursor(Catalogue.products[39])

        await #expect(throws: CatalogueServer.Failure.self) {
            try await failing.answer(RemotePageRequest(kind: .page(at: .end), cursor: after))
        }
        await #expect(throws: NetworkOffline.self) { try await offline.answer(RemotePageRequest(kind: .refresh)) }
        #expect(CatalogueServer.Failure(page: 3).description == "Page 3 did not load (simulated failure)")
    }
}
