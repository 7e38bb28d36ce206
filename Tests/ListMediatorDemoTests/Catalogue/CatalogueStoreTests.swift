import Foundation
import ListMediator
import ListMediatorStore
import ListMediatorTerminal
import Testing

@testable import listmediator_demo

/// The catalogue on the demo's store: what it loaded is there on the next start, at the product
/// left, with the network cut too, and it syncs once the network is back.
@MainActor
struct CatalogueStoreTests {
    let fixture = DemoFixture()
    private let size = TerminalSize(width: 100, height: 16)

    @Test func offlineTheCatalogueOpensFromTheStoreAtTheProductLeftThenRRetriesOnceOnline() async throws {
        let firstRun = try fixture.makeApp(size: size)
        firstRun.start()
        try await firstRun.settle()
        firstRun.handle(.end)
        try await firstRun.settle()
        for _ in 0..<10 { firstRun.handle(.up) }
        let left = try #require(firstRun.catalogue.focusedProduct())
        #expect(firstRun.catalogue.flat.items.count > 40, "a page loaded past the first two")
        _ = await firstRun.finish()

        let app = try fixture.makeApp(size: size, isOffline: true)
        app.start()
        try await app.settle()

        let kept = try app.catalogue.store.page(of: Product.storedList, from: .start, limit: 1_000).items
        #expect(kept.count > 40)
        #expect(!app.catalogue.flat.items.isEmpty && app.catalogue.flat.items.allSatisfy(kept.contains))
        #expect(app.catalogue.focusedProduct() == left, "the product left is focused again")
        #expect(app.screenLines.contains { $0.hasPrefix("> \(left.name)") })
        #expect(app.screenLines[1].hasSuffix("· offline") && !app.screenLines[1].contains(" of "))
        #expect(app.catalogue.status.text == "The network is off: showing the products kept · r retries")
        #expect(!app.screenLines.contains { $0.contains("Couldn't load the catalogue") }, "no error screen")

        await app.catalogue.server.setOffline(false)
        app.handle(.character("r"))
        try await app.settle()
        #expect(app.catalogue.sync.remoteStates.error == nil)
        #expect(app.catalogue.status.text == "Back online")
        #expect(app.screenLines[1].contains("of 380 loaded") && !app.screenLines[1].contains("offline"))
        #expect(app.catalogue.focusedProduct()?.id == left.id, "still where the user was")
    }

    @Test func offlineWithAnEmptyStoreTheFailureFillsTheScreen() async throws {
        let app = try fixture.makeApp(size: size, isOffline: true)
        app.start()
        try await app.settle()

        #expect(app.screenLines.contains { $0.contains("Couldn't load the catalogue") })
        #expect(app.screenLines.contains { $0.contains("The network is off") })
        #expect(!app.catalogue.status.text.contains("showing the products kept"))
    }

    @Test func theOrderTheUserMadeIsThereOnTheNextStart() async throws {
        let firstRun = try fixture.makeApp(size: size)
        firstRun.start()
        try await firstRun.settle()
        for key in [TerminalKey.character("J"), .character("J"), .down, .character("d")] { firstRun.handle(key) }
        let order = firstRun.catalogue.flat.items.map(\.id)
        _ = await firstRun.finish()

        let app = try fixture.makeApp(size: size, isOffline: true)
        app.start()
        try await app.settle()

        #expect(Array(app.catalogue.flat.items.map(\.id).prefix(20)) == Array(order.prefix(20)))
    }
}
