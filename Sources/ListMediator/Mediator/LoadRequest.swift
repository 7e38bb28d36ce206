/// What a load that a ``ListViewMediator`` asks for is for.
public enum LoadRequest: Hashable, Sendable, CustomStringConvertible {
    /// The first page, into a list that shows no rows yet.
    case firstPage
    /// The page after the ones shown, added below them (infinite scroll).
    case nextPage
    /// Everything again from the first page, replacing what is shown once it arrives (the
    /// user's pull on the refresh control, or a reload of a list that shows rows).
    case refresh

    /// Whether the load adds to what is shown (`true` for ``nextPage``) rather than replacing
    /// it.
    public var isMore: Bool { self == .nextPage }

    public var description: String {
        switch self {
        case .firstPage: "the first page"
        case .nextPage: "the next page"
        case .refresh: "a refresh"
        }
    }
}
