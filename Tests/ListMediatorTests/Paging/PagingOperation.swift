import PropertyBased

/// One thing that happens to a paged list: the user scrolls, pulls or taps, the backend answers,
/// the code refreshes, the owner changes the items.
///
/// Operations name no request: each acts on whatever the run has when it comes (the load
/// running, the oldest abandoned one), and does nothing when there is none. So any sequence can
/// run, and the shrinker may drop or simplify any operation of a failing one.
enum PagingOperation: Sendable, Equatable, CustomStringConvertible {
    /// Scrolls `percent` of the way from the top to the bottom.
    case scroll(percent: Int)
    case scrollToBottom
    case scrollToTop
    case pullToRefresh
    /// The backend answers the load running with a page of `items`: the last at its end when
    /// `isLast`; a reload's page has pages before it when `opensTheTop`.
    case answer(items: [PagedItem], isLast: Bool, opensTheTop: Bool)
    /// The backend fails the load running.
    case fail
    /// Taps the failed row when the list shows one, calls `paging.retry()` otherwise.
    case retry(byTappingTheRow: Bool)
    /// The oldest abandoned request gets its answer late: a page of `items`, or a failure (`nil`).
    case answerAbandoned(items: [PagedItem]?)
    /// `paging.refresh()`.
    case refresh
    /// `loadFirstPage(around:)` at `anchor`: the user opens the list at an item.
    case jump(anchor: Int)
    /// The owner applies its items less those whose bit in `keepingMask` (by index modulo 10)
    /// is clear, reversed when `reversing`.
    case ownerRemoves(keepingMask: Int, reversing: Bool)
    /// The owner inserts a new item (a live message) above the items or below them.
    case ownerInserts(atTop: Bool)

    /// How many identities pages draw from: few, so pages repeat items often.
    static let identityCount = 16

    /// Sequences of 5 to 30 operations, each made from small integers that the shrinker can
    /// bring down: the kind (0 is a scroll), a parameter, item codes and a flag.
    static let sequences = zip(
        Gen.int(in: 0...99), Gen.int(in: 0...1_023), Gen.int(in: 0...(2 * identityCount - 1)).array(of: 0...8),
        Gen.int(in: 0...4)
    )
    .map { input in
        let (kind, parameter, itemCodes, flag) = input
        return PagingOperation(kind: kind, parameter: parameter, itemCodes: itemCodes, flag: flag)
    }
    .array(of: 5...30)

    /// The operation the generated numbers stand for; `kind` picks it with these weights (in
    /// percent), so answers, which grow the list, are the most common.
    init(kind: Int, parameter: Int, itemCodes: [Int], flag: Int) {
        // A code is an identity and a version: a refresh may bring a changed copy of an item.
        let items = itemCodes.map { PagedItem(id: $0 % Self.identityCount, version: $0 / Self.identityCount) }
        switch kind {
        case 0..<10: self = .scroll(percent: parameter % 101)
        case 10..<15: self = .scrollToBottom
        case 15..<19: self = .scrollToTop
        case 19..<25: self = .pullToRefresh
        case 25..<50: self = .answer(items: items, isLast: flag == 0, opensTheTop: parameter % 2 == 0)
        case 50..<58: self = .fail
        case 58..<66: self = .retry(byTappingTheRow: parameter % 2 == 0)
        case 66..<74: self = .answerAbandoned(items: flag == 0 ? nil : items)
        case 74..<80: self = .refresh
        case 80..<84: self = .jump(anchor: 5_000 + parameter)
        case 84..<92: self = .ownerRemoves(keepingMask: parameter, reversing: flag == 0)
        default: self = .ownerInserts(atTop: flag % 2 == 0)
        }
    }

    var description: String {
        switch self {
        case .scroll(let percent): "scroll \(percent)%"
        case .scrollToBottom: "scroll to bottom"
        case .scrollToTop: "scroll to top"
        case .pullToRefresh: "pull"
        case .answer(let items, let isLast, let opensTheTop):
            "answer \(items)\(isLast ? " last" : "")\(opensTheTop ? " opening the top" : "")"
        case .fail: "fail"
        case .retry(let byTappingTheRow): byTappingTheRow ? "retry by tap" : "retry"
        case .answerAbandoned(let items): "late \(items.map { "\($0)" } ?? "failure")"
        case .refresh: "refresh"
        case .jump(let anchor): "jump to \(anchor)"
        case .ownerInserts(let atTop): "owner inserts \(atTop ? "at the top" : "at the bottom")"
        case .ownerRemoves(let mask, let reversing):
            "owner keeps mask \(String(mask, radix: 2))\(reversing ? " reversed" : "")"
        }
    }
}
