import Testing

@testable import listmediator_demo

@MainActor
struct CatalogueBackendTests {
    @Test func servesTheCatalogueInPagesWithTheCursorOfTheNext() async throws {
        let backend = CatalogueBackend(pageSize: 100, latency: .zero, failureRate: 0)

        let first = try await backend.page(after: nil)
        let last = try await backend.page(after: 300)

        #expect(first.items == Array(Catalogue.products.prefix(100)))
        #expect(first.nextCursor == 100)
        #expect(last.items == Array(Catalogue.products.dropFirst(300)))
        #expect(last.nextCursor == nil)
    }

    @Test func eachReloadServesANewArrivalFirstAndChangesSomePrices() async throws {
        let backend = CatalogueBackend(latency: .zero, failureRate: 0)
        _ = try await backend.page(after: nil)

        let reloaded = try await backend.page(after: nil)

        #expect(backend.revision == 1)
        #expect(reloaded.items.first == Catalogue.newArrival(1))
        #expect(backend.products.count == Catalogue.products.count + 1)
        #expect(zip(backend.products.dropFirst(), Catalogue.products).contains { $0.priceInCents != $1.priceInCents })
    }

    @Test func failsTheShareOfRequestsItIsToldTo() async {
        let backend = CatalogueBackend(latency: .zero, failureRate: 1)

        await #expect(throws: CatalogueBackend.Failure.self) { try await backend.page(after: 40) }
        #expect(CatalogueBackend.Failure(page: 3).description == "Page 3 did not load (simulated failure)")
    }
}
