/// What a ``PagingController`` is doing.
public enum PagingState: Sendable, CustomStringConvertible {
    /// Nothing is loading and more pages may follow (before the first load, too).
    case idle
    /// The first page is loading: a reload of a list that showed no rows
    /// (``LoadRequest/firstPage``), or a retry of one.
    case loadingFirstPage
    /// Everything is being loaded again, replacing what is shown once it arrives: the user's
    /// pull, or a reload of a list that showed rows (``LoadRequest/refresh``), or a retry of one.
    case refreshing
    /// The next page is loading.
    case loadingMore
    /// The last load failed with `error`; what was shown before is still shown.
    case failed(any Error)
    /// The last page was loaded: no more pages follow.
    case exhausted

    /// Whether a page is loading.
    public var isLoading: Bool {
        switch self {
        case .loadingFirstPage, .refreshing, .loadingMore: true
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
        case .loadingMore: "loading more"
        case .failed(let error): "failed: \(error)"
        case .exhausted: "exhausted"
        }
    }
}

/// What a ``PagingController`` tells its ``PagingController/events`` observers.
public struct PagingEvent: Sendable, CustomStringConvertible {
    /// The controller's state from now on.
    public var state: PagingState
    /// How many items the list shows now that it did not show before the load that just
    /// ended: the items a next page added, or those a reload brought that were not there
    /// before (for a "3 new items" banner). 0 when no load just ended with a page.
    public var newItemCount: Int

    /// Creates an event.
    public init(state: PagingState, newItemCount: Int = 0) {
        self.state = state
        self.newItemCount = newItemCount
    }

    public var description: String {
        newItemCount == 0 ? state.description : "\(state), \(newItemCount) new"
    }
}
