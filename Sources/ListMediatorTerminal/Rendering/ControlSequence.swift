/// The ANSI / VT100 control sequences the renderer and the session write: the subset every
/// terminal emulator in use (xterm, VTE, iTerm2, Terminal.app, tmux, the Linux console) knows.
enum ControlSequence {
    static let escape = "\u{1B}["

    /// Moves the cursor to `row` and `column`, counted from 0.
    static func moveCursor(row: Int, column: Int) -> String {
        column == 0 ? "\(escape)\(row + 1)H" : "\(escape)\(row + 1);\(column + 1)H"
    }

    /// Clears from the cursor to the end of the line.
    static let clearToEndOfLine = "\(escape)K"
    /// Clears the whole screen (the cursor stays).
    static let clearScreen = "\(escape)2J"
    /// Back to the terminal's own colours and attributes.
    static let resetStyle = "\(escape)0m"
    static let hideCursor = "\(escape)?25l"
    static let showCursor = "\(escape)?25h"
    /// The alternate screen: what a full-screen program draws on, leaving the shell's screen
    /// and scrollback as they were when it ends.
    static let enterAlternateScreen = "\(escape)?1049h"
    static let leaveAlternateScreen = "\(escape)?1049l"
    /// Autowrap off: writing the last column of the last row then never scrolls the screen.
    static let disableAutowrap = "\(escape)?7l"
    static let enableAutowrap = "\(escape)?7h"

    /// Limits scrolling to rows `top...bottom`, counted from 0; the cursor goes to the top left.
    static func setScrollRegion(top: Int, bottom: Int) -> String {
        "\(escape)\(top + 1);\(bottom + 1)r"
    }

    /// Scrolling over the whole screen again; the cursor goes to the top left.
    static let resetScrollRegion = "\(escape)r"

    /// Moves the scroll region's content up by `lines` (new blank lines appear at its bottom).
    static func scrollUp(_ lines: Int) -> String { "\(escape)\(lines)S" }

    /// Moves the scroll region's content down by `lines` (new blank lines appear at its top).
    static func scrollDown(_ lines: Int) -> String { "\(escape)\(lines)T" }

    /// Selects `style` from the terminal's own look (every attribute set anew).
    static func select(_ style: TextStyle) -> String {
        var codes = "0"
        if style.isBold { codes += ";1" }
        if style.isDim { codes += ";2" }
        if style.isUnderlined { codes += ";4" }
        if style.isReversed { codes += ";7" }
        if let color = style.foreground { codes += ";\(30 + color.rawValue)" }
        return "\(escape)\(codes)m"
    }
}
