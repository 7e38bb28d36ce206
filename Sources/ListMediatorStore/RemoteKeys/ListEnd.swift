import Foundation

/// An end of a list, where a network page is added: its start (items that sort first, loaded
/// when the user scrolls back or pulls to refresh a list kept newest first) or its end.
public enum ListEnd: Hashable, Sendable, CaseIterable {
    /// The end whose items sort first.
    case start
    /// The end whose items sort last.
    case end

    /// The name stored in `store_remote_keys.list_end`.
    var storedName: String {
        switch self {
        case .start: "start"
        case .end: "end"
        }
    }
}
