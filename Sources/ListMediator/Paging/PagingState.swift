/// What a ``PagingController`` is doing.
public enum PagingState: CustomStringConvertible {
    /// Nothing is loading and more pages may follow (before the first load, too).
    case idle
    /// The first page is loading into an empty list.
    case loadingFirstPage
    /// Everything is being loaded again, replacing what is shown once it arrives.
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
