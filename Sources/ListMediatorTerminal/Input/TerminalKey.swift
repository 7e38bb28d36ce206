/// A key a person pressed, decoded from the bytes a terminal sends (see ``KeyDecoder``).
public enum TerminalKey: Hashable, Sendable {
    /// A printable character, including space.
    case character(Character)
    /// A letter typed with Control held, as `.control("c")` for Ctrl-C.
    case control(Character)
    /// Enter (Return).
    case enter
    /// Escape, alone.
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// The key that deletes the character before the cursor.
    case backspace
    /// The key that deletes the character under the cursor.
    case delete
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// A sequence the decoder does not know, kept so it can be shown or ignored.
    case unknown([UInt8])
}
