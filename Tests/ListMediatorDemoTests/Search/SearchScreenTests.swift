import Foundation
import Testing

@testable import listmediator_demo

@MainActor
struct SearchScreenTests {
    let fixture = DemoFixture()

    /// An app on the search screen with `terms` searched already.
    private func searchScreen(after terms: [String] = []) async throws -> DemoApp {
        let app = try fixture.makeApp()
        try await _ = fixture.play("<Tab>" + terms.map { "/\($0)<Enter>" }.joined(), on: app)
        return app
    }

    @Test func enterSearchesAddsTheTermClearsTheFieldAndShowsTheMatchingProducts() async throws {
        let app = try await searchScreen()

        try app.type("/kettle<Enter>")

        let kettles = Catalogue.products.filter { $0.name.contains("Kettle") }
        #expect(app.screenLines[1] == "Search: \(kettles.count) products match \"kettle\"")
        #expect(app.screenLines[2].hasPrefix("> \(kettles[0].name)"))
        #expect(app.search.field.text == nil)
        #expect(app.search.repository.history == ["kettle"])
        await #expect(app.finish() == nil)
    }

    @Test func focusingTheFieldShowsTheHistoryAndTypingFiltersIt() async throws {
        let app = try await searchScreen(after: ["tent", "teapot", "kite"])

        try app.type("/")
        #expect(app.screenLines[2...5] == ["## Recent searches", "  kite", "  teapot", "  tent"])
        try app.type("te")
        #expect(app.screenLines[1] == "Search: te")
        #expect(app.screenLines[3...4] == ["  teapot", "  tent"])
        #expect(app.frame().cursor?.column == "Search: te".count)
        await #expect(app.finish() == nil)
    }

    @Test func escCancelsHidingTheHistoryAndKeepingTheResults() async throws {
        let app = try await searchScreen(after: ["tent"])

        try app.type("/te<Esc>")

        #expect(!app.search.field.isEditing)
        #expect(app.search.history.isHidden)
        #expect(app.screenLines[1].contains("match \"tent\""))
        await #expect(app.finish() == nil)
    }

    @Test func enterOnAHistoryEntrySearchesItAgainAndDDeletesOne() async throws {
        let app = try await searchScreen(after: ["tent", "teapot", "kite"])

        try app.type("/<Down><Down>d")
        #expect(app.search.repository.history == ["kite", "tent"])
        try app.type("<Up><Up><Enter>")

        #expect(app.search.lastSearch == "kite")
        #expect(app.search.repository.history == ["kite", "tent"])
        #expect(app.screenLines[1].contains("match \"kite\""))
        await #expect(app.finish() == nil)
    }

    @Test func qIsALetterWhileTypingAndQuitsOtherwise() async throws {
        let app = try await searchScreen()

        try app.type("/q")
        #expect(!app.wantsToQuit)
        #expect(app.search.field.text == "q")
        try app.type("<Esc>q")
        #expect(app.wantsToQuit)
        await #expect(app.finish() == nil)
    }

    @Test func theHistoryIsStillThereInTheNextRun() async throws {
        let first = try await searchScreen(after: ["lantern", "kite"])
        await #expect(first.finish() == nil)

        let next = try fixture.makeApp()
        let screen = try await fixture.play("<Tab>/", on: next)

        #expect(screen.contains("  kite\n  lantern"))
        await #expect(next.finish() == nil)
    }

    @Test func theDefaultHistoryFileFollowsXDGDataHome() {
        let withXDG = HistoryLocation.defaultFileURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"])
        let withoutXDG = HistoryLocation.defaultFileURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ann"])

        #expect(withXDG.path == "/data/listmediator-demo/search-history.json")
        #expect(withoutXDG.path == "/home/ann/.local/share/listmediator-demo/search-history.json")
    }
}
