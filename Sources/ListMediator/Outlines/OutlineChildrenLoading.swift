import Foundation

/// What an outline whose children load knows: the loader, the children each item has loaded,
/// and the loads running or failed. A class of its own, so that the outline's closures that read
/// it hold it rather than the outline.
@MainActor
final class OutlineChildrenLoading<Item: Identifiable & Equatable> {
    /// A load of an item's children that has not succeeded.
    enum Load {
        /// Running; its number tells its result from that of a load asked for after it.
        case running(number: Int)
        /// Failed, in the outline's words.
        case failed(message: String)
    }

    let load: @MainActor (Item) async throws -> [Item]
    /// The children loaded, by item.
    var loaded: [Item.ID: [Item]] = [:]
    /// The loads running or failed, by item; none for an item whose children are loaded or that
    /// never expanded.
    var loads: [Item.ID: Load] = [:]
    private var lastNumber = 0
    /// Turns a failure into the words the placeholder row shows.
    var failureMessage: (any Error) -> String = defaultChildrenFailureMessage

    init(load: @escaping @MainActor (Item) async throws -> [Item]) {
        self.load = load
    }

    /// The placeholder under the expanded item `id`, or `nil` when its children are loaded.
    func placeholder(forChildrenOf id: Item.ID) -> OutlineRow<Item>.Placeholder? {
        guard loaded[id] == nil else { return nil }
        if case .failed(let message)? = loads[id] { return .failed(message: message) }
        return .loading
    }

    /// Whether a load of the children of `id` is running.
    func isLoading(_ id: Item.ID) -> Bool {
        if case .running? = loads[id] { return true }
        return false
    }

    /// Marks a new load of the children of `id` as running, and returns its number; a load
    /// running before it is stale from now on.
    func startLoad(of id: Item.ID) -> Int {
        lastNumber += 1
        loads[id] = .running(number: lastNumber)
        return lastNumber
    }

    /// Whether load `number` of the children of `id` is the one that counts.
    func isCurrent(_ number: Int, of id: Item.ID) -> Bool {
        if case .running(let running)? = loads[id] { return running == number }
        return false
    }
}

/// A failure in the words a placeholder row shows by default: a `LocalizedError`'s
/// `errorDescription`, else `String(describing:)`.
func defaultChildrenFailureMessage(_ error: any Error) -> String {
    (error as? LocalizedError)?.errorDescription ?? String(describing: error)
}
