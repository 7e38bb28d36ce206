/// One line of a terminal screen: runs of text, each with its own style.
///
/// Lines are values, so a renderer finds the lines that changed between two frames by
/// comparing them. Widths count `Character`s: each is taken to fill one column, which holds
/// for the Latin text, punctuation and box-drawing characters the library draws; wide
/// characters (most CJK and emoji) take two columns on a terminal and shift what follows.
public struct TerminalLine: Hashable, Sendable {
    /// A run of text in one style.
    public struct Span: Hashable, Sendable {
        /// The text of the run.
        public var text: String
        /// How the run looks.
        public var style: TextStyle

        /// Creates a run of `text` in `style`.
        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The runs of the line, left to right; adjacent runs have different styles.
    public private(set) var spans: [Span] = []
    /// The number of columns the line takes, counted as runs are added, so reading it and
    /// fitting a line that already fits cost nothing.
    public private(set) var width = 0

    /// Creates a line from its runs.
    /// - Complexity: O(*n*) for *n* characters.
    public init(_ spans: [Span] = []) {
        for span in spans { append(span.text, style: span.style) }
    }

    /// Creates a line of `text` in one `style`.
    /// - Complexity: O(*n*) for *n* characters.
    public init(_ text: String, style: TextStyle = .plain) {
        append(text, style: style)
    }

    /// The line's text without its styles.
    public var text: String { spans.map(\.text).joined() }

    /// Adds `text` in `style` at the end of the line.
    /// - Complexity: O(*n*) for the *n* characters added.
    public mutating func append(_ text: String, style: TextStyle = .plain) {
        append(text, style: style, width: text.count)
    }

    private mutating func append(_ text: String, style: TextStyle, width: Int) {
        guard !text.isEmpty else { return }
        if let last = spans.last, last.style == style {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text, style: style))
        }
        self.width += width
    }

    /// `lhs` followed by `rhs`.
    /// - Complexity: O(*r*) for *r* runs of `rhs`, not counting characters again.
    public static func + (lhs: TerminalLine, rhs: TerminalLine) -> TerminalLine {
        var line = lhs
        line.spans.reserveCapacity(lhs.spans.count + rhs.spans.count)
        for span in rhs.spans {
            if let last = line.spans.last, last.style == span.style {
                line.spans[line.spans.count - 1].text += span.text
            } else {
                line.spans.append(span)
            }
        }
        line.width += rhs.width
        return line
    }

    /// The line cut or padded with spaces in `padding` style to exactly `width` columns.
    /// - Complexity: O(1) when the line fits already, otherwise O(*w*) for the width.
    public func fitted(to width: Int, padding: TextStyle = .plain) -> TerminalLine {
        let width = max(width, 0)
        if self.width == width { return self }
        if self.width < width {
            var padded = self
            padded.append(TextLine.spaces(width - self.width), style: padding, width: width - self.width)
            return padded
        }
        var cut = TerminalLine()
        var room = width
        for span in spans where room > 0 {
            let count = span.text.count
            let taken = min(count, room)
            cut.append(count > room ? String(span.text.prefix(room)) : span.text, style: span.style, width: taken)
            room -= taken
        }
        return cut
    }

    /// `left` and `right` on one line of exactly `width` columns, `left` cut with an ellipsis
    /// when both do not fit, and the space between them in `left`'s style (so a reversed row
    /// is reversed from edge to edge).
    public static func justified(
        left: String, leftStyle: TextStyle = .plain, right: String, rightStyle: TextStyle = .plain, width: Int
    ) -> TerminalLine {
        let (leftPart, rightPart) = TextLine.justifiedParts(left: left, right: right, width: width)
        var line = TerminalLine()
        line.append(leftPart.text, style: leftStyle, width: leftPart.width)
        line.append(rightPart.text, style: rightStyle, width: rightPart.width)
        return line
    }

    /// A hash of the line's bytes and styles: cheaper than `hashValue`, which normalises the
    /// text first, and as good for telling rows apart, since the rows it compares are built the
    /// same way.
    var contentHash: Int {
        var hasher = Hasher()
        for span in spans {
            hasher.combine(span.style)
            var text = span.text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(0xFF as UInt8)  // no UTF-8 byte: runs "ab"+"c" and "a"+"bc" differ
        }
        return hasher.finalize()
    }
}
