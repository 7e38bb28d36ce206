import Foundation

/// The order a caller promises items are in when it writes them, so the store can check the
/// promise: a page from a server that is not in the order the list keeps is a bug worth
/// stopping before it is stored.
public enum ItemOrdering: Hashable, Sendable {
    /// No promise; nothing is checked.
    case unspecified
    /// Each item's sort key is equal to or after the previous one's.
    case ascending
    /// Each item's sort key is equal to or before the previous one's, as in a page a server
    /// returns newest first for a list kept oldest first.
    case descending
}
