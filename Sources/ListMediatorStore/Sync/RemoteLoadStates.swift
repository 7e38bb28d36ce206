import ListMediator

/// What a ``ListSync`` is doing with the server: its refresh and the page at each end, each
/// loading, failed (with the error, until a retry), exhausted (the server has nothing more
/// there) or idle.
///
/// These are the remote half of a list's load states; the local half — the pages read from
/// the store — is the paging list's own `state(at:)`. Offline, a list shows what the store
/// holds with an idle local state and a failed remote one: a banner and a retry, not an error
/// screen.
public struct RemoteLoadStates: Sendable, CustomStringConvertible {
    /// The refresh: loading while the list is asked for again, failed when that failed.
    public var refresh: PagingEdgeState = .idle
    /// The page before the list's first item.
    public var start: PagingEdgeState = .idle
    /// The page after the list's last item.
    public var end: PagingEdgeState = .idle

    /// The state of `end`'s page.
    public subscript(end: ListEnd) -> PagingEdgeState {
        get { end == .start ? start : self.end }
        set {
            if end == .start { start = newValue } else { self.end = newValue }
        }
    }

    /// The first error among the refresh and the two ends, if any failed.
    public var error: (any Error)? {
        refresh.error ?? end.error ?? start.error
    }

    /// The three states, for logs.
    public var description: String {
        "refresh \(refresh), start \(start), end \(end)"
    }
}
