import Foundation

/// Why a ``ListSync`` refused what the server answered.
public enum ListSyncError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The server answered a page at `end` with the cursor it was asked with: loading on would
    /// ask for the same page forever. Nothing of the page is written.
    case repeatedCursor(at: ListEnd)

    /// The error for messages.
    public var description: String {
        switch self {
        case .repeatedCursor(let end):
            "the server answered the page at the list's \(end) with the cursor it was asked for"
        }
    }
}
