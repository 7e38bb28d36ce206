/// One end of a list: the top, where earlier pages are added, or the bottom, where later ones
/// are.
public enum ListEdge: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Above the first row: where ``LoadRequest/previousPage`` adds its rows.
    case top
    /// Below the last row: where ``LoadRequest/nextPage`` adds its rows.
    case bottom

    /// The other end.
    var opposite: ListEdge { self == .top ? .bottom : .top }

    public var description: String {
        switch self {
        case .top: "top"
        case .bottom: "bottom"
        }
    }
}
