/// Everything on a terminal screen at one moment: a line per row, and where the cursor
/// blinks, if anywhere.
///
/// A frame always has exactly ``height`` lines of exactly ``width`` columns: the initializer
/// cuts and pads what it is given. ``FrameRenderer`` turns a sequence of frames into the
/// bytes that take the terminal from one to the next.
public struct TerminalFrame: Hashable, Sendable {
    /// A place on the screen, counted from 0 at the top left.
    public struct Position: Hashable, Sendable {
        /// The row, from 0 at the top.
        public var row: Int
        /// The column, from 0 at the left.
        public var column: Int

        /// Creates a position.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The rows, top to bottom, each ``width`` columns wide.
    public let lines: [TerminalLine]
    /// Where the text cursor shows, as in a field being typed in, or `nil` to hide it.
    public var cursor: Position?

    /// Creates a `width` × `height` frame of `lines`, cut or padded with blank lines and spaces.
    /// - Complexity: O(*w* · *h*).
    public init(width: Int, height: Int, lines: [TerminalLine], cursor: Position? = nil) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        var fitted = lines.prefix(self.height).map { $0.fitted(to: width) }
        let blank = TerminalLine().fitted(to: width)
        while fitted.count < self.height { fitted.append(blank) }
        self.lines = fitted
        self.cursor = cursor
    }

    /// The screen as plain text, one line per row, without trailing spaces or blank rows at
    /// the bottom: what a person reads, and what the demo prints when it is not interactive.
    public var plainText: String {
        var rows = lines.map { line in
            var text = line.text
            while text.last == " " { text.removeLast() }
            return text
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}
