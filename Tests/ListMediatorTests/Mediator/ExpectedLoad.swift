import ListMediator

/// Which load a step may start, by what the user, the code or the backend did.
enum ExpectedLoad: Equatable {
    /// None: a failure, a late page, a refused pull or a retry with nothing failed starts nothing.
    case none
    /// The page beyond either end when the list may load one (infinite scroll), or nothing.
    case pageIfAny
    /// Exactly one reload: the user's pull when `byPull`, a programmatic refresh otherwise.
    case reload(byPull: Bool)
    /// Exactly one reload around `anchor` (a jump), or none while a load runs.
    case reloadAround(anchor: Int)
    /// Exactly one request for the page that failed: of `kind`, at `cursor` (`nil`: a reload).
    case retry(kind: LoadRequest, cursor: Int?)

    /// The retry of `model`'s failure (the bottom's first), or none: none either while a load
    /// at the other end runs, as one load runs at a time.
    static func retry(in model: PagingModel) -> ExpectedLoad {
        guard model.load == nil, let failure = model.failure else { return .none }
        return .retry(kind: failure.kind, cursor: failure.cursor)
    }
}
