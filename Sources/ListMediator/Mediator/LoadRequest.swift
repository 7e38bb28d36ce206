/// What a load that a ``ListViewMediator`` asks for is for.
public enum LoadRequest: Hashable, Sendable, CustomStringConvertible {
    /// The first page, into a list that shows no rows yet.
    case firstPage
    /// The page after the ones shown, added below them (infinite scroll at the bottom).
    case nextPage
    /// The page before the ones shown, added above them (infinite scroll at the top: the older
    /// messages of a chat, the newer posts of a timeline opened in the middle).
    case previousPage
    /// Everything again, replacing what is shown once it arrives (the user's pull on the refresh
    /// control, or a reload of a list that shows rows).
    case refresh

    /// Whether the load adds to what is shown (`true` for ``nextPage`` and ``previousPage``)
    /// rather than replacing it.
    public var isMore: Bool { self == .nextPage || self == .previousPage }

    /// The end of the list whose loading row shows the load, its failure and its retry: the top
    /// for a previous page, the bottom for everything else — a reload's row is the one below the
    /// list, as a first page's is.
    var edge: ListEdge { self == .previousPage ? .top : .bottom }

    /// The request that adds a page at `edge`.
    static func morePages(at edge: ListEdge) -> LoadRequest {
        edge == .top ? .previousPage : .nextPage
    }

    public var description: String {
        switch self {
        case .firstPage: "the first page"
        case .nextPage: "the next page"
        case .previousPage: "the previous page"
        case .refresh: "a refresh"
        }
    }
}
