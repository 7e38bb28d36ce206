import Foundation

/// Why paging stopped although the page loader did not throw: its answer could not be followed.
///
/// A ``PagingController`` or ``PagedItems`` shows the page it received, then ends the load as
/// failed with this error (``PagingState/failed(_:)``); ``PagingController/retry()`` asks for the
/// same page once more.
public enum PagingError: Error, Equatable, Sendable, LocalizedError {
    /// The page asked for at a cursor said that the next page starts at that same cursor
    /// (described): asked again, the loader would answer with the same page forever. Cursors are
    /// compared when their type is `Hashable`.
    case nextCursorRepeats(String)

    public var errorDescription: String? {
        switch self {
        case .nextCursorRepeats(let cursor):
            "The page at \(cursor) says the next page starts at \(cursor) again."
        }
    }
}
