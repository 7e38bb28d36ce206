/// Which load a step may start, by what the user, the code or the backend did.
enum ExpectedLoad: Equatable {
    /// None: a failure, a late page, a refused pull or a retry with nothing failed starts nothing.
    case none
    /// The next page when the list may load one (infinite scroll), or nothing.
    case nextPageIfAny
    /// Exactly one reload: the user's pull when `byPull`, a programmatic refresh otherwise.
    case reload(byPull: Bool)
    /// Exactly one request for the page that failed, at `cursor` (`nil`: a reload).
    case retry(cursor: Int?)
}
