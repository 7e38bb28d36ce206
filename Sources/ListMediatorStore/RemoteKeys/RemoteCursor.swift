import Foundation

/// A server's opaque cursor for the next page at one end of a list, kept as it came.
public enum RemoteCursor: Hashable, Sendable {
    /// A textual cursor: a token, a URL, a date.
    case text(String)
    /// A binary cursor.
    case data(Data)
}
