/// What a ``PagingController`` (or ``PagedItems``) is doing, for the whole list: the load that
/// runs, else a failure waiting for a retry, else whether pages are left at either end. Each end
/// on its own is a ``PagingEdgeState``.
public enum PagingState: Sendable, CustomStringConvertible {
    /// Nothing is loading and more pages may follow (before the first load, too).
    case idle
    /// The first page is loading: a reload of a list that showed no rows
    /// (``LoadRequest/firstPage``), or a retry of one.
    case loadingFirstPage
    /// Everything is being loaded again, replacing what is shown once it arrives: the user's
    /// pull, or a reload of a list that showed rows (``LoadRequest/refresh``), or a retry of one.
    case refreshing
    /// The next page is loading, to go below the items.
    case loadingNextPage
    /// The previous page is loading, to go above the items.
    case loadingPreviousPage
    /// A load failed with `error` and waits for a retry — the one below the items when both ends
    /// failed; what was shown before is still shown.
    case failed(any Error)
    /// Every page was loaded: no more pages follow, at either end.
    case exhausted

    /// Whether a page is loading.
    public var isLoading: Bool {
        switch self {
        case .loadingFirstPage, .refreshing, .loadingNextPage, .loadingPreviousPage: true
        case .idle, .failed, .exhausted: false
        }
    }

    /// The error of a failed load, or `nil`.
    public var error: (any Error)? {
        if case .failed(let error) = self { error } else { nil }
    }

    public var description: String {
        switch self {
        case .idle: "idle"
        case .loadingFirstPage: "loading the first page"
        case .refreshing: "refreshing"
        case .loadingNextPage: "loading the next page"
        case .loadingPreviousPage: "loading the previous page"
        case .failed(let error): "failed: \(error)"
        case .exhausted: "exhausted"
        }
    }
}

/// What one end of a paged list is doing: the top, where previous pages go, or the bottom, where
/// next pages go (and where a reload shows its loading, as a first page's).
public enum PagingEdgeState: Sendable, CustomStringConvertible {
    /// Nothing loads at this end and pages are left beyond it.
    case idle
    /// A page for this end is loading (at the bottom, a reload too).
    case loading
    /// This end's last load failed with `error`; a retry at this end asks for the same page.
    case failed(any Error)
    /// No pages are left beyond this end: after the last page at the bottom, the first at the
    /// top — and at the top of a list whose pages give no ``Page/previousCursor``.
    case exhausted

    /// Whether a page for this end is loading.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }

    /// The error of this end's failed load, or `nil`.
    public var error: (any Error)? {
        if case .failed(let error) = self { error } else { nil }
    }

    public var description: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .failed(let error): "failed: \(error)"
        case .exhausted: "exhausted"
        }
    }
}

/// What a ``PagingController`` tells its ``PagingController/events`` observers.
public struct PagingEvent: Sendable, CustomStringConvertible {
    /// The controller's state from now on.
    public var state: PagingState
    /// The state of the top end from now on, where previous pages go.
    public var top: PagingEdgeState
    /// The state of the bottom end from now on, where next pages go.
    public var bottom: PagingEdgeState
    /// How many items the list shows now that it did not show before the load that just
    /// ended: the items a next page added, or those a reload brought that were not there
    /// before (for a "3 new items" banner). 0 when no load just ended with a page.
    public var newItemCount: Int

    /// Creates an event.
    public init(state: PagingState, top: PagingEdgeState, bottom: PagingEdgeState, newItemCount: Int = 0) {
        self.state = state
        self.top = top
        self.bottom = bottom
        self.newItemCount = newItemCount
    }

    public var description: String {
        newItemCount == 0 ? state.description : "\(state), \(newItemCount) new"
    }
}
