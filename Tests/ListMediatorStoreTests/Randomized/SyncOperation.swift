import ListMediator
import PropertyBased

/// One thing that happens to an app showing a synced list: the user scrolls, opens, refreshes
/// or retries, the app writes to its store, the server changes its list, goes offline or is
/// slow, the app starts again.
///
/// Operations name no request nor item directly: an index picks among what the run has when
/// it comes (modulo its count), and an operation with nothing to act on does nothing. So any
/// sequence can run, and the shrinker may drop or simplify any operation of a failing one.
enum SyncOperation: Sendable, Equatable, CustomStringConvertible {
    /// `paging.loadFirstPage()`.
    case loadFirstPage
    /// `paging.loadFirstPage(around:)` at the place of the item `index` among those the store
    /// and the server hold: the user opens the list at an item.
    case jump(index: Int)
    case loadNextPage
    case loadPreviousPage
    /// Scrolls `percent` of the way from the top to the bottom: the list may load at an end.
    case scroll(percent: Int)
    /// `paging.refresh()`: the user's refresh, which waits for the server.
    case refresh
    case setOffline(Bool)
    /// The server adds an item at `rank` (the next free one).
    case serverInserts(rank: Int)
    case serverDeletes(index: Int)
    case serverEdits(index: Int)
    /// The app writes an item of its own (a draft) at `rank`.
    case appInserts(rank: Int)
    case appEdits(index: Int)
    /// The app writes a stored item at another `rank`.
    case appMoves(index: Int, rank: Int)
    case appDeletes(index: Int)
    /// `paging.retry(at:)`.
    case retry(at: ListEdge)
    /// `sync.retry()`: the failed refresh again.
    case syncRetry
    /// `paging.maximumLoadedItemCount`: `extra` items more than the room the controller asks for
    /// (the rows on screen and four pages), or no limit when `nil`.
    case limit(extra: Int?)
    /// The app is closed and opened again: a new store object on the same file, a new sync and
    /// screen, opening at the start or at the reading place saved as it closed.
    case restart(atReadingPlace: Bool)
    /// The server holds the next request it gets until a `release`: latency.
    case holdNextRequest
    /// The server answers the held request `index` (in the order they came), as it is now.
    case release(index: Int)
    /// Loads page after page at `edge` until the list shows none is left there (online, with no
    /// request held): the list must then show that end of the store, and the server's key
    /// there must be spent.
    case readThrough(ListEdge)

    /// Sequences of 5 to 40 operations, each made from small integers that the shrinker can
    /// bring down: the kind (0 is loading the next page), a parameter and a flag.
    static let sequences = zip(Gen.int(in: 0...99), Gen.int(in: 0...999), Gen.int(in: 0...3))
        .map { input in
            let (kind, parameter, flag) = input
            return SyncOperation(kind: kind, parameter: parameter, flag: flag)
        }
        .array(of: 5...40)

    /// The operation the generated numbers stand for; `kind` picks it with these weights (in
    /// percent): scrolling and paging, which reach the server, are the most common, and holds
    /// with their releases come often enough for pages to arrive after a refresh.
    init(kind: Int, parameter: Int, flag: Int) {
        switch kind {
        case 0..<10: self = .loadNextPage
        case 10..<16: self = .loadPreviousPage
        case 16..<22: self = .scroll(percent: parameter % 101)
        case 22..<24: self = .loadFirstPage
        case 24..<27: self = .jump(index: parameter)
        case 27..<33: self = .refresh
        case 33..<38: self = .setOffline(flag == 0)
        case 38..<42: self = .serverInserts(rank: parameter % 400)
        case 42..<45: self = .serverDeletes(index: parameter)
        case 45..<47: self = .serverEdits(index: parameter)
        case 47..<51: self = .appInserts(rank: parameter % 400)
        case 51..<54: self = .appEdits(index: parameter)
        case 54..<56: self = .appMoves(index: parameter, rank: (parameter * 7) % 400)
        case 56..<59: self = .appDeletes(index: parameter)
        case 59..<63: self = .retry(at: flag % 2 == 0 ? .bottom : .top)
        case 63..<65: self = .syncRetry
        case 65..<67: self = .limit(extra: flag == 0 ? nil : parameter % 10)
        case 67..<71: self = .restart(atReadingPlace: flag % 2 == 1)
        case 71..<81: self = .holdNextRequest
        case 81..<91: self = .release(index: parameter)
        default: self = .readThrough(flag % 2 == 0 ? .bottom : .top)
        }
    }

    var description: String {
        switch self {
        case .loadFirstPage: "paging.loadFirstPage()"
        case .jump(let index): "jump to item \(index)"
        case .loadNextPage: "paging.loadNextPage()"
        case .loadPreviousPage: "paging.loadPreviousPage()"
        case .scroll(let percent): "scroll \(percent)%"
        case .refresh: "paging.refresh()"
        case .setOffline(let offline): offline ? "the server goes offline" : "the server comes online"
        case .serverInserts(let rank): "the server inserts at rank \(rank)"
        case .serverDeletes(let index): "the server deletes its item \(index)"
        case .serverEdits(let index): "the server edits its item \(index)"
        case .appInserts(let rank): "the app inserts its own item at rank \(rank)"
        case .appEdits(let index): "the app edits stored item \(index)"
        case .appMoves(let index, let rank): "the app moves stored item \(index) to rank \(rank)"
        case .appDeletes(let index): "the app deletes stored item \(index)"
        case .retry(let edge): "paging.retry(at: .\(edge))"
        case .syncRetry: "sync.retry()"
        case .limit(let extra): "paging.maximumLoadedItemCount = \(extra.map { "room + \($0)" } ?? "nil")"
        case .restart(let atReadingPlace): "restart\(atReadingPlace ? " at the reading place" : "")"
        case .holdNextRequest: "the server holds its next request"
        case .release(let index): "the server answers held request \(index)"
        case .readThrough(let edge): "read through to the \(edge)"
        }
    }
}
