/// A key a person pressed, decoded from the bytes a terminal sends (see ``KeyDecoder``).
public enum TerminalKey: Hashable, Sendable {
    /// A printable character, including space.
    case character(Character)
    /// A letter typed with Control held, as `.control("c")` for Ctrl-C.
    case control(Character)
    case enter
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    /// The key that deletes the character before the cursor.
    case backspace
    /// The key that deletes the character under the cursor.
    case delete
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    /// A sequence the decoder does not know, kept so it can be shown or ignored.
    case unknown([UInt8])
}
