import ListMediatorTerminal
import Testing

struct FrameRendererTests {
    private func frame(_ texts: [String], width: Int = 20, cursor: TerminalFrame.Position? = nil) -> TerminalFrame {
        TerminalFrame(width: width, height: texts.count, lines: texts.map { TerminalLine($0) }, cursor: cursor)
    }

    private func trimmed(_ texts: [String]) -> [String] {
        texts.map { text in
            var text = text
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    @Test func theFirstFrameClearsTheScreenAndDrawsEveryRow() {
        var renderer = FrameRenderer(usesColor: false)
        var screen = ScreenEmulator(width: 20, height: 3)

        screen.feed(renderer.render(frame(["a", "b", "c"])))

        #expect(screen.text == ["a", "b", "c"])
    }

    @Test func aSecondIdenticalFrameWritesNothing() {
        var renderer = FrameRenderer(usesColor: true)
        let same = frame(["a", "b", "c"])
        _ = renderer.render(same)

        #expect(renderer.render(same).isEmpty)
    }

    @Test func onlyTheRowsThatChangedAreWritten() {
        var renderer = FrameRenderer(usesColor: false)
        var screen = ScreenEmulator(width: 20, height: 4)
        screen.feed(renderer.render(frame(["one", "two", "three", "four"])))

        let output = renderer.render(frame(["one", "TWO", "three", "four"]))
        screen.feed(output)

        #expect(screen.text == ["one", "TWO", "three", "four"])
        #expect(output == "\u{1B}[2HTWO\u{1B}[K")
    }

    @Test func aScrolledListIsMovedByTheTerminalAndOnlyTheNewRowIsWritten() {
        let items = (0..<30).map { "item \($0)" }
        func window(from top: Int) -> TerminalFrame {
            frame(["header"] + items[top..<top + 10] + ["status"], width: 30)
        }
        var renderer = FrameRenderer(usesColor: false)
        var screen = ScreenEmulator(width: 30, height: 12)
        screen.feed(renderer.render(window(from: 0)))

        let down = renderer.render(window(from: 1))
        screen.feed(down)
        #expect(screen.text == trimmed(window(from: 1).lines.map(\.text)))
        #expect(down.contains("\u{1B}[2;11r\u{1B}[1S"), "the list rows scroll up inside a region")
        #expect(down.components(separatedBy: "item").count - 1 == 1, "one row written: \(down.debugDescription)")

        let up = renderer.render(window(from: 0))
        screen.feed(up)
        #expect(screen.text == trimmed(window(from: 0).lines.map(\.text)))
        #expect(up.contains("\u{1B}[1T"))
    }

    @Test func aScrollCostsAboutOneRowWhereARedrawCostsTheScreen() {
        let items = (0..<100).map { "product number \($0) with a longer name" }
        func window(from top: Int) -> TerminalFrame {
            frame(Array(items[top..<top + 40]), width: 80)
        }
        var renderer = FrameRenderer(usesColor: true)
        var baseline = FrameRenderer(usesColor: true)
        _ = renderer.render(window(from: 0))

        let incremental = renderer.render(window(from: 1)).utf8.count
        let full = baseline.redrawAll(window(from: 1)).utf8.count

        #expect(incremental * 10 < full, "\(incremental) bytes against \(full)")
    }

    @Test(arguments: 0..<30)
    func randomEditsScrollsAndResizesAlwaysLeaveTheScreenShowingTheFrame(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var width = Int.random(in: 10...40, using: &random)
        let height = Int.random(in: 3...15, using: &random)
        var items = (0..<60).map { "row \($0) " + String(repeating: "x", count: $0 % 7) }
        var top = 0
        var renderer = FrameRenderer(usesColor: Bool.random(using: &random))
        var screen = ScreenEmulator(width: width, height: height)
        for _ in 0..<40 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: top = max(0, min(items.count - height, top + Int.random(in: -3...3, using: &random)))
            case 1: items[Int.random(in: items.indices, using: &random)] += "!"
            case 2: items.insert("new", at: Int.random(in: items.indices, using: &random))
            case 3: items.remove(at: Int.random(in: items.indices, using: &random))
            default:
                let resized = Int.random(in: 10...40, using: &random)
                if resized != width {
                    width = resized
                    screen = ScreenEmulator(width: width, height: height)  // redrawn whole after a resize
                }
            }
            top = min(top, items.count - height)
            let lines = items[top..<top + height].map { text in
                TerminalLine(text, style: text.count % 3 == 0 ? .heading : .plain)
            }
            let next = TerminalFrame(width: width, height: height, lines: lines)
            screen.feed(renderer.render(next))
            #expect(screen.text == trimmed(next.lines.map(\.text)))
        }
    }

    @Test func withoutColoursNoStyleIsWrittenAndWithColoursStylesAreReset() {
        let styled = TerminalFrame(
            width: 10, height: 1, lines: [TerminalLine("ok", style: .failure) + TerminalLine(" fine")])
        var plain = FrameRenderer(usesColor: false)
        var colour = FrameRenderer(usesColor: true)

        let plainOutput = plain.render(styled)
        let colourOutput = colour.render(styled)

        #expect(!plainOutput.contains("m"), "no SGR sequence: \(plainOutput.debugDescription)")
        #expect(colourOutput.contains("\u{1B}[0;1;31mok\u{1B}[0m fine"))
    }

    @Test func theCursorShowsWhereTheFrameWantsItAndHidesOtherwise() {
        var renderer = FrameRenderer(usesColor: false)
        var screen = ScreenEmulator(width: 20, height: 2)

        screen.feed(renderer.render(frame(["Search: ab", ""], cursor: .init(row: 0, column: 10))))
        #expect(screen.isCursorVisible && screen.row == 0 && screen.column == 10)

        screen.feed(renderer.render(frame(["Search: ab", "x"])))
        #expect(!screen.isCursorVisible)
    }

    @Test func afterInvalidateTheNextFrameIsDrawnWhole() {
        var renderer = FrameRenderer(usesColor: false)
        _ = renderer.render(frame(["a", "b"]))
        renderer.invalidate()
        var screen = ScreenEmulator(width: 20, height: 2)  // the terminal lost what it showed

        screen.feed(renderer.render(frame(["a", "b"])))

        #expect(screen.text == ["a", "b"])
    }
}
