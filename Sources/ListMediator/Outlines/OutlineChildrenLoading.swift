import Foundation

/// What an outline whose children load knows: the loader, the children each item has loaded,
/// and the loads running or failed. A class of its own, so that the outline's closures that read
/// it hold it rather than the outline.
@MainActor
final class OutlineChildrenLoading<Item: Identifiable & Equatable> {
    /// A load of an item's children that has not succeeded.
    enum Load {
        /// Running; its number tells its result from that of a load asked for after it, and its
        /// task is cancelled when a newer load supersedes it.
        case running(number: Int, task: Task<Void, Never>?)
        /// Failed, in the outline's words.
        case failed(message: String)
    }

    let load: @MainActor (Item) async throws -> [Item]
    /// The children loaded, by item.
    var loaded: [Item.ID: [Item]] = [:]
    /// The loads running or failed, by item; none for an item whose children are loaded or that
    /// never expanded.
    var loads: [Item.ID: Load] = [:]
    /// Items whose expanded descendants were to be forgotten (an item above collapsed with its
    /// descendants) while their children were not loaded: their descendants are forgotten as
    /// expanded when the children load.
    var forgetsExpandedDescendantsOnLoad: Set<Item.ID> = []
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
        cancelLoad(of: id)
        lastNumber += 1
        loads[id] = .running(number: lastNumber, task: nil)
        return lastNumber
    }

    /// Keeps `task` as the one running load `number` of the children of `id`, to cancel it if a
    /// newer load supersedes it.
    func keep(_ task: Task<Void, Never>, running number: Int, of id: Item.ID) {
        guard isCurrent(number, of: id) else { return task.cancel() }
        loads[id] = .running(number: number, task: task)
    }

    /// Cancels the load of the children of `id` that runs, if one does, and forgets it: its
    /// result will be dropped.
    func cancelLoad(of id: Item.ID) {
        if case .running(_, let task)? = loads[id] { task?.cancel() }
        loads[id] = nil
    }

    /// Whether load `number` of the children of `id` is the one that counts.
    func isCurrent(_ number: Int, of id: Item.ID) -> Bool {
        if case .running(let running, _)? = loads[id] { return running == number }
        return false
    }

    /// Forgets the failed loads of items that are not in `expanded`, so that expanding them loads
    /// their children again.
    func forgetFailures(outside expanded: Set<Item.ID>) {
        for (id, load) in loads where !expanded.contains(id) {
            if case .failed = load { loads[id] = nil }
        }
    }

    /// Drops the children loaded for the item under which `error` shows an item twice, with the
    /// reason as the item's failure; `false` when the error is not about loaded children (a root
    /// shown twice), or they were dropped already.
    func dropChildren(blamedFor error: OutlineError<Item.ID>) -> Bool {
        // The parent whose children were loaded: the later one first, as it is the one shown anew.
        let parents: [Item.ID?]
        switch error {
        case .cycle(let path): parents = [path.count >= 2 ? path[path.count - 2] : nil]
        case .itemUnderTwoParents(_, let firstParent, let secondParent): parents = [secondParent, firstParent]
        case .itemNotShown: parents = []
        }
        guard let folder = parents.lazy.compactMap({ $0 }).first(where: { self.loaded[$0] != nil }) else {
            return false
        }
        loaded[folder] = nil
        loads[folder] = .failed(message: error.description)
        return true
    }
}

/// A failure in the words a placeholder row shows by default: a `LocalizedError`'s
/// `errorDescription`, else `String(describing:)`.
func defaultChildrenFailureMessage(_ error: any Error) -> String {
    (error as? LocalizedError)?.errorDescription ?? String(describing: error)
}
