import OrderedCollections

/// swift-collections' `OrderedSet.difference(from:)` on the identities: a diff baseline. The
/// benchmarks' own package depends on swift-collections, so an app that depends on the
/// libraries never resolves it.
enum OrderedSetBaseline {
    /// The baseline diffing `new` from `old`.
    static func make<ID: Hashable>(old: [ID], new: [ID]) -> (name: String, run: () -> Int) {
        let oldSet = OrderedSet(old)
        let newSet = OrderedSet(new)
        return ("orderedset", { newSet.difference(from: oldSet).count })
    }
}
