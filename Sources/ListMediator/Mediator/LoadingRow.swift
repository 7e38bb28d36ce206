/// What the row ``ListViewMediator`` adds below the list shows.
public enum LoadingRow: Hashable, Sendable {
    /// A page is loading: the loading indicator.
    case loading
    /// Loading failed with `message`; selecting the row tries again.
    case failed(message: String)
    /// Every page is loaded: the end of the list, shown when the mediator's
    /// ``ListViewMediator/showsEndOfList`` is on. Not selectable.
    case endOfList

    /// The text the default row shows: "Loading…", the message and how to try again, or "No more
    /// items".
    public var text: String {
        switch self {
        case .loading: "Loading…"
        case .failed(let message): "\(message) — tap to retry"
        case .endOfList: "No more items"
        }
    }
}

/// A cell that shows one line of text: what the library's default rows, such as
/// ``ListViewMediator``'s loading row, need from a backend's cell class.
@MainActor
public protocol TextCell: AnyObject {
    /// The text the cell shows.
    var text: String? { get set }
}
