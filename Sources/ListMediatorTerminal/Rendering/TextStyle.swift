/// How a run of text looks on a terminal that shows colours: a colour and a few attributes.
///
/// Where colours are off (`NO_COLOR`, output that is not a terminal) ``FrameRenderer`` writes
/// the text alone, so a style never carries meaning that the text does not also carry.
public struct TextStyle: Hashable, Sendable {
    /// The eight colours every colour terminal has, in their ANSI order.
    public enum Color: Int, Hashable, Sendable {
        case black, red, green, yellow, blue, magenta, cyan, white
    }

    /// The text colour, or `nil` for the terminal's own.
    public var foreground: Color?
    /// Whether the text is bold (or bright, on some terminals).
    public var isBold: Bool
    /// Whether the text is faint.
    public var isDim: Bool
    /// Whether foreground and background are swapped, as for the focused row.
    public var isReversed: Bool
    /// Whether the text is underlined.
    public var isUnderlined: Bool

    /// Creates a style; every attribute is off unless given.
    public init(
        foreground: Color? = nil, isBold: Bool = false, isDim: Bool = false, isReversed: Bool = false,
        isUnderlined: Bool = false
    ) {
        self.foreground = foreground
        self.isBold = isBold
        self.isDim = isDim
        self.isReversed = isReversed
        self.isUnderlined = isUnderlined
    }

    /// The terminal's own look.
    public static let plain = TextStyle()
    /// Text that matters more than what surrounds it: bold.
    public static let emphasized = TextStyle(isBold: true)
    /// Text that matters less: faint.
    public static let secondary = TextStyle(isDim: true)
    /// A section header or a title: bold cyan.
    public static let heading = TextStyle(foreground: .cyan, isBold: true)
    /// Something happening that needs no action, such as a load: yellow.
    public static let attention = TextStyle(foreground: .yellow)
    /// Something that failed: bold red.
    public static let failure = TextStyle(foreground: .red, isBold: true)
    /// Something that just changed or succeeded: green.
    public static let success = TextStyle(foreground: .green)

    /// This style with foreground and background swapped.
    public var reversed: TextStyle {
        var style = self
        style.isReversed = true
        return style
    }

    /// This style in bold.
    public var bold: TextStyle {
        var style = self
        style.isBold = true
        return style
    }
}
