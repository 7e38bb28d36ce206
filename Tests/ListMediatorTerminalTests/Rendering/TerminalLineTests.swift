import ListMediatorTerminal
import Testing

struct TerminalLineTests {
    @Test func fittingCutsLongLinesAndPadsShortOnesKeepingStyles() {
        let line = TerminalLine("ab", style: .heading) + TerminalLine("cdef")

        #expect(line.fitted(to: 4) == TerminalLine("ab", style: .heading) + TerminalLine("cd"))
        #expect(line.fitted(to: 8).text == "abcdef  ")
        #expect(line.fitted(to: 8).width == 8)
    }

    @Test func justifiedPutsTheDetailAgainstTheRightEdgeAndCutsTheTextWithAnEllipsis() {
        let line = TerminalLine.justified(
            left: "a very long product name", leftStyle: .emphasized, right: "$1", rightStyle: .secondary, width: 12)

        #expect(line.text == "a very l… $1")
        #expect(line.spans.last == TerminalLine.Span("$1", style: .secondary))
    }

    @Test func appendingInTheSameStyleExtendsTheLastRun() {
        var line = TerminalLine("a")
        line.append("b")
        line.append("c", style: .failure)

        #expect(line.spans.count == 2)
        #expect(line.text == "abc")
    }

    @Test func aFrameIsAlwaysItsSizeAndItsPlainTextDropsTrailingBlanks() {
        let frame = TerminalFrame(width: 5, height: 3, lines: [TerminalLine("abcdefg"), TerminalLine("x ")])

        #expect(frame.lines.map(\.text) == ["abcde", "x    ", "     "])
        #expect(frame.plainText == "abcde\nx")
    }
}
