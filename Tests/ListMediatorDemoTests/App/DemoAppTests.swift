import ListMediatorTerminal
import Testing

@testable import listmediator_demo

@MainActor
struct DemoAppTests {
    let fixture = DemoFixture()

    @Test func tabGoesThroughTheScreensAndShiftTabBack() async throws {
        let app = try fixture.makeApp()

        #expect(app.screenLines[0].hasPrefix("ListMediator [Catalogue] Search  Scoreboard"))
        try app.type("<Tab>")
        #expect(app.screenLines[0].hasPrefix("ListMediator  Catalogue [Search] Scoreboard"))
        try app.type("<Tab><Tab><S-Tab>")
        #expect(app.activeScreen === app.scoreboard)
        await #expect(app.finish() == nil)
    }

    @Test func qAndCtrlCQuit() throws {
        let app = try fixture.makeApp()
        try app.type("q")
        #expect(app.wantsToQuit)

        let other = try fixture.makeApp()
        try other.type("<Tab>/<C-c>")
        #expect(other.wantsToQuit)
    }

    @Test func everyScreenFillsTheFrameWithBarsAboveAndBelowItsList() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 50, height: 12))
        _ = try await fixture.play("", on: app)

        let frame = app.frame()
        #expect(frame.lines.count == 12 && frame.lines.allSatisfy { $0.width == 50 })
        #expect(
            frame.lines[10].text.hasPrefix("Selected")
                || frame.lines[10].text.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(frame.lines[11].text.hasPrefix("↑↓ move"))
        #expect(app.catalogue.listView.height == 8)
    }

    @Test func ctrlUShowsTheShownListsLastUpdatesWithTheirDataSourcesAndCtrlUAgainTheList() async throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 80, height: 16))
        _ = try await fixture.play("<C-u>", on: app)

        let lines = app.screenLines
        #expect(lines[1].hasPrefix("Last updates of the catalogue list ("))
        #expect(
            lines.contains { $0.hasPrefix("#") && $0.contains("apply: rows [0, 1] → [20, 1], 20 changes, performed") })
        #expect(lines.contains("   ListViewMediator › SwitchingDataSource › [0] FlatDataSource<Product>"))
        #expect(lines.last == "Ctrl-U: back to the list")
        try app.type("<C-u>")
        #expect(app.screenLines[1].hasPrefix("Products: "))
    }

    @Test func aTooSmallTerminalSaysHowLargeItMustBe() throws {
        let app = try fixture.makeApp(size: TerminalSize(width: 30, height: 5))

        #expect(app.frame().plainText == "Needs 40×10; q quits")
    }
}
