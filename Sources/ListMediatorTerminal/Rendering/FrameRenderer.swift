/// Turns frames into the bytes that bring a terminal from the last frame to the next, writing
/// only the rows that changed.
///
/// The renderer remembers what the terminal shows. For each new frame it writes the rows that
/// differ, each as one cursor move and the row's text; when a block of rows moved up or down
/// (a list scrolled) it first has the terminal move them itself, with a scroll region, and then
/// writes only the rows that scrolled in. A one-line scroll of a full-screen list therefore
/// costs about one row of output, not a screenful (see `terminal.scroll` in
/// `docs/Benchmarks.md`).
///
/// ```swift
/// var renderer = FrameRenderer(usesColor: true)
/// output.write(renderer.render(frame))   // everything, the first time
/// output.write(renderer.render(next))    // then only what changed
/// ```
///
/// The first frame, a frame of another size and the first frame after ``invalidate()`` are
/// drawn whole, as ``redrawAll(_:)`` draws them: after a resize the terminal's contents are
/// not what the renderer remembers. Without colours, styles are left out and only text is
/// written.
public struct FrameRenderer: Sendable {
    /// Whether styles are written as colours and attributes; without, text only.
    public var usesColor: Bool

    /// What the terminal shows now, row by row; empty when unknown.
    private var shown: [TerminalLine] = []
    /// The ``TerminalLine/contentHash`` of each row of ``shown``, kept so each row is hashed once.
    private var shownHashes: [Int] = []
    private var shownWidth = 0
    /// Whether the terminal shows its cursor, or `nil` when unknown.
    private var isCursorShown: Bool?
    private var cursorPosition: TerminalFrame.Position?

    /// Creates a renderer that knows nothing of the screen yet: the first frame is drawn whole.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Forgets what the terminal shows, so the next frame is drawn whole: after a resize, or
    /// anything else that wrote to the terminal.
    public mutating func invalidate() {
        shown = []
        shownHashes = []
        isCursorShown = nil
        cursorPosition = nil
    }

    /// The bytes that change the terminal from the last frame to `frame`: nothing when they
    /// are the same.
    ///
    /// - Complexity: O(*w* · *h*) to compare and write, plus O(*h*²) integer comparisons to
    ///   find a scroll, for a `w` × `h` frame.
    public mutating func render(_ frame: TerminalFrame) -> String {
        guard shown.count == frame.height, shownWidth == frame.width, frame.height > 0 else {
            return redrawAll(frame)
        }
        var output = ""
        let hashes = frame.lines.map(\.contentHash)
        if let scroll = bestScroll(to: hashes) {
            // Reset first when styles are written: the rows the scroll vacates take the current background.
            output += (usesColor ? ControlSequence.resetStyle : "") + scroll.controlSequence
            (shown, shownHashes) = shown(after: scroll)
        }
        for (row, line) in frame.lines.enumerated() where shownHashes[row] != hashes[row] || shown[row] != line {
            output += ControlSequence.moveCursor(row: row, column: 0) + encode(line)
            shown[row] = line
            shownHashes[row] = hashes[row]
        }
        output += placeCursor(frame.cursor, afterWriting: !output.isEmpty)
        return output
    }

    /// The bytes that clear the terminal and draw every row of `frame`: what a renderer that
    /// does not compare frames writes for each one, and what this one writes when it does not
    /// know what the terminal shows.
    /// - Complexity: O(*w* · *h*).
    public mutating func redrawAll(_ frame: TerminalFrame) -> String {
        var output = (usesColor ? ControlSequence.resetStyle : "") + ControlSequence.clearScreen
        let blank = TerminalLine().fitted(to: frame.width)
        for (row, line) in frame.lines.enumerated() where line != blank {
            output += ControlSequence.moveCursor(row: row, column: 0) + encode(line)
        }
        shown = frame.lines
        shownHashes = frame.lines.map(\.contentHash)
        shownWidth = frame.width
        isCursorShown = nil
        output += placeCursor(frame.cursor, afterWriting: true)
        return output
    }

    // MARK: Rows

    /// One row: its runs with the style changes between them, trailing plain spaces replaced
    /// by a clear to the end of the line.
    private func encode(_ line: TerminalLine) -> String {
        var spans = line.spans
        var clearsToEnd = false
        // Trailing spaces cost a byte each; a clear costs three, and paints the default background.
        while let last = spans.last, !usesColor || last.style == .plain, last.text.last == " " {
            var text = last.text
            while text.last == " " { text.removeLast() }
            clearsToEnd = true
            if text.isEmpty { spans.removeLast() } else { spans[spans.count - 1].text = text }
        }
        var output = ""
        var current = TextStyle.plain
        for span in spans {
            if usesColor, span.style != current {
                output += ControlSequence.select(span.style)
                current = span.style
            }
            output += span.text
        }
        if current != .plain { output += ControlSequence.resetStyle }
        if clearsToEnd { output += ControlSequence.clearToEndOfLine }
        return output
    }

    private mutating func placeCursor(_ position: TerminalFrame.Position?, afterWriting wrote: Bool) -> String {
        var output = ""
        if let position {
            if wrote || position != cursorPosition {
                output += ControlSequence.moveCursor(row: position.row, column: position.column)
            }
            if isCursorShown != true { output += ControlSequence.showCursor }
        } else if isCursorShown != false {
            output += ControlSequence.hideCursor
        }
        isCursorShown = position != nil
        cursorPosition = position
        return output
    }

    // MARK: Scrolling

    /// A block of rows the terminal moves itself: rows `top...bottom` moved up or down by
    /// `distance`, the rows it vacates left blank.
    private struct Scroll {
        var top: Int
        var bottom: Int
        var distance: Int
        var movesUp: Bool

        /// The row whose content lands on `row`, or `nil` when `row` is left blank.
        func source(of row: Int) -> Int? {
            guard (top...bottom).contains(row) else { return row }
            let source = movesUp ? row + distance : row - distance
            return (top...bottom).contains(source) ? source : nil
        }

        var controlSequence: String {
            ControlSequence.setScrollRegion(top: top, bottom: bottom)
                + (movesUp ? ControlSequence.scrollUp(distance) : ControlSequence.scrollDown(distance))
                + ControlSequence.resetScrollRegion
        }
    }

    /// What the terminal shows after `scroll`, and the rows' hashes.
    private func shown(after scroll: Scroll) -> ([TerminalLine], [Int]) {
        let blank = TerminalLine().fitted(to: shownWidth)
        let sources = shown.indices.map(scroll.source(of:))
        return (
            sources.map { $0.map { shown[$0] } ?? blank },
            sources.map { $0.map { shownHashes[$0] } ?? blank.contentHash }
        )
    }

    /// The scroll of one block of rows that leaves the fewest rows to write, when that is
    /// fewer than writing every changed row; `new` are the new rows' hashes.
    private func bestScroll(to new: [Int]) -> Scroll? {
        let height = new.count
        guard height > 2 else { return nil }
        // Candidates are weighed by row hashes. What is finally written is decided by comparing
        // the rows themselves, so a collision can only make a scroll less useful, never the
        // screen wrong.
        let old = shownHashes
        let blank = TerminalLine().fitted(to: shownWidth).contentHash
        let changedRows = zip(old, new).count { $0 != $1 }
        // A scroll costs about a short row of control sequences: only worth it to save two.
        var best: (scroll: Scroll, rowsToWrite: Int)?
        var fewest = changedRows - 2
        for distance in 1...(height / 2) {
            for movesUp in [true, false] {
                guard let block = longestMovedBlock(old: old, new: new, distance: distance, movesUp: movesUp),
                    block.count > 2
                else { continue }
                let scroll = Scroll(
                    top: block.lowerBound, bottom: block.upperBound + distance, distance: distance, movesUp: movesUp)
                var rowsToWrite = 0
                for row in 0..<height where (scroll.source(of: row).map { old[$0] } ?? blank) != new[row] {
                    rowsToWrite += 1
                }
                if rowsToWrite < fewest {
                    fewest = rowsToWrite
                    best = (scroll, rowsToWrite)
                }
            }
        }
        return best?.scroll
    }

    /// The longest run of rows whose new content is the old content `distance` rows below
    /// (`movesUp`) or above, by the first row of the run in its new place when moving up and
    /// in its old place when moving down: the block a scroll can move into place.
    private func longestMovedBlock(old: [Int], new: [Int], distance: Int, movesUp: Bool) -> ClosedRange<Int>? {
        var best: ClosedRange<Int>?
        var start: Int?
        for row in 0..<(new.count - distance) {
            let matches = movesUp ? new[row] == old[row + distance] : new[row + distance] == old[row]
            if !matches {
                start = nil
                continue
            }
            let runStart = start ?? row
            start = runStart
            if row - runStart + 1 > (best?.count ?? 0) { best = runStart...row }
        }
        return best
    }
}
