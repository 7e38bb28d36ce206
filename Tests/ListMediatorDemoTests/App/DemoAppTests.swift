import ListMediatorTerminal
import Testing

@testable import listmediator_demo

@MainActor
struct DemoAppTests {
    let fixture = DemoFixture()

    @Test func tabGoesThroughTheScreensAndShiftTabBack() async throws {
        let app = fixture.makeApp()

        #expect(app.screenLines[0].hasPrefix("ListMediator [Catalogue] Search  Scoreboard"))
        try app.type("<Tab>")
        #expect(app.screenLines[0].hasPrefix("ListMediator  Catalogue [Search] Scoreboard"))
        try app.type("<Tab><Tab><S-Tab>")
        #expect(app.activeScreen === app.scoreboard)
        await #expect(app.finish() == nil)
    }

    @Test func qAndCtrlCQuit() throws {
        let app = fixture.makeApp()
        try app.type("q")
        #expect(app.wantsToQuit)

        let other = fixture.makeApp()
        try other.type("<Tab>/<C-c>")
        #expect(other.wantsToQuit)
    }

    @Test func everyScreenFillsTheFrameWithBarsAboveAndBelowItsList() async throws {
        let app = fixture.makeApp(size: TerminalSize(width: 50, height: 12))
        _ = try await fixture.play("", on: app)

        let frame = app.frame()
        #expect(frame.lines.count == 12 && frame.lines.allSatisfy { $0.width == 50 })
        #expect(
            frame.lines[10].text.hasPrefix("Selected")
                || frame.lines[10].text.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(frame.lines[11].text.hasPrefix("↑↓ move"))
        #expect(app.catalogue.listView.height == 8)
    }

    @Test func aTooSmallTerminalSaysHowLargeItMustBe() {
        let app = fixture.makeApp(size: TerminalSize(width: 30, height: 5))

        #expect(app.frame().plainText == "Needs 40×10; q quits")
    }
}
