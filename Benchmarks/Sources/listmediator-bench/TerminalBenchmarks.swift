import Foundation
import ListMediator
import ListMediatorTerminal

/// `terminal.*`: the terminal backend drawing into a terminal.
///
/// - `terminal.scroll`: one scroll step of a 100-column, 50-line list of 100,000 rows — the
///   list view scrolled by a line (a cell ended, one dequeued and filled), its lines drawn into a
///   frame, and the frame turned into the bytes for the terminal by a ``FrameRenderer`` that
///   writes only what changed — against the same step with the frame redrawn whole (clear the
///   screen, write every line), in the same run. Also reports the bytes each writes per step:
///   the figure that decides how a list feels over a slow link (ssh, a serial console).
///
/// The bench's code is the main actor's (the target's default isolation), as the types it
/// times are.
enum TerminalBenchmarks {
    static let suite = BenchmarkSuite(name: "terminal", cases: [("terminal.scroll", { [scrollCase()] })])

    static let rowCount = 100_000
    static let size = TerminalSize(width: 100, height: 50)
    /// Scroll steps per timed run; every run goes on down the list from where the last stopped.
    static let stepsPerRun = 500

    /// A list of `rowCount` products on screen, and a renderer that has drawn it once.
    @MainActor
    final class ScrollingList {
        let listView = TerminalListView(width: TerminalBenchmarks.size.width, height: TerminalBenchmarks.size.height)
        let rows = FlatDataSource<Int, TerminalListView>(
            items: Array(0..<TerminalBenchmarks.rowCount),
            cellProvider: .text(
                { "Product \($0) · a name about as long as a catalogue's" }, detail: { "$\($0 % 300).99" }))
        var renderer = FrameRenderer(usesColor: true)
        let redrawsWhole: Bool

        init(redrawsWhole: Bool) {
            self.redrawsWhole = redrawsWhole
            listView.currentDataSource = rows
            listView.focusRow(at: IndexPath(row: 0, section: 0))
            _ = renderer.render(frame())
        }

        func frame() -> TerminalFrame {
            TerminalFrame(width: listView.width, height: listView.height, lines: listView.drawnLines())
        }

        /// Scrolls `steps` lines down (back to the top at the end of the list) and returns the bytes
        /// written for them.
        func scroll(steps: Int) -> Int {
            var bytes = 0
            for _ in 0..<steps {
                let geometry = listView.scrollGeometry
                let top = geometry.distanceToBottom > 0 ? geometry.contentOffset.y + 1 : 0
                listView.setContentOffset(CGPoint(x: 0, y: top))
                let output = redrawsWhole ? renderer.redrawAll(frame()) : renderer.render(frame())
                bytes += output.utf8.count
            }
            return bytes
        }
    }

    static func scrollCase() -> BenchmarkCase {
        let (incremental, whole) = (ScrollingList(redrawsWhole: false), ScrollingList(redrawsWhole: true))
        // Bytes per step from a pass of their own, so the figure does not depend on the repetitions.
        let (bytes, wholeBytes) = {
            (
                Double(ScrollingList(redrawsWhole: false).scroll(steps: 200)) / 200,
                Double(ScrollingList(redrawsWhole: true).scroll(steps: 200)) / 200
            )
        }()
        return BenchmarkCase(
            n: rowCount,
            subject: { incremental.scroll(steps: stepsPerRun) },
            baselines: [("full_redraw", { whole.scroll(steps: stepsPerRun) })],
            extraFields: [
                ("bytes_per_step", bytes), ("full_redraw_bytes_per_step", wholeBytes),
                ("bytes_ratio_to_full_redraw", bytes / wholeBytes),
            ],
            ratioBaseline: "full_redraw", operations: (stepsPerRun, "step"),
            countsAllocations: true)
    }
}
