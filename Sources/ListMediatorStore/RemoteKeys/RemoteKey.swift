import Foundation

/// What an app needs to go on loading a list from its server at one end: the server's cursor
/// for the next page there, and when that end was last refreshed.
///
/// Write it in the same ``ListStore/write(_:)`` as the page it came with: the page and its
/// cursor are then stored together or not at all, so the cursor never points past items the
/// store does not have.
public struct RemoteKey: Hashable, Sendable {
    /// The server's cursor, or `nil` when the server said there is nothing more at this end.
    public var cursor: RemoteCursor?
    /// When this end last loaded successfully, or `nil` if never.
    public var lastRefresh: Date?

    /// A key with `cursor`, refreshed at `lastRefresh`.
    public init(cursor: RemoteCursor?, lastRefresh: Date?) {
        self.cursor = cursor
        self.lastRefresh = lastRefresh
    }

    /// Whether the last refresh is at most `maximumAge` seconds before `now`: whether the
    /// cached items may be shown without loading them again.
    public func isFresh(maximumAge: TimeInterval, now: Date = Date()) -> Bool {
        guard let lastRefresh else { return false }
        return now.timeIntervalSince(lastRefresh) <= maximumAge
    }
}
