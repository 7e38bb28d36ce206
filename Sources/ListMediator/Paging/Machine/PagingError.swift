import Foundation

/// Why paging stopped although the page loader did not throw: its answer could not be followed.
///
/// A ``PagingController`` or ``PagedItems`` shows the page it received, then ends the load as
/// failed with this error (``PagingState/failed(_:)``, at that end); ``PagingController/retry()``
/// asks for the same page once more.
public enum PagingError: Error, Equatable, Sendable, LocalizedError {
    /// The page asked for at a cursor said that the page beyond it — the next page, for a page
    /// added below; the previous one, for a page added above — starts at that same cursor
    /// (described): asked again, the loader would answer with the same page forever. Cursors are
    /// compared when their type is `Hashable`.
    case cursorRepeats(String)

    public var errorDescription: String? {
        switch self {
        case .cursorRepeats(let cursor):
            "The page at \(cursor) says the page beyond it starts at \(cursor) again."
        }
    }
}
