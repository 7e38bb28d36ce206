#if Benchmarks
    import OrderedCollections
#endif

/// swift-collections' `OrderedSet.difference(from:)` on the identities: a diff baseline, in a
/// build with the `Benchmarks` trait (`--traits Benchmarks`), which alone resolves
/// swift-collections. An app that depends on the libraries then never resolves it.
enum OrderedSetBaseline {
    /// The baseline diffing `new` from `old`, or `nil` in a build without the trait.
    static func make<ID: Hashable>(old: [ID], new: [ID]) -> (name: String, run: () -> Int)? {
        #if Benchmarks
            let oldSet = OrderedSet(old)
            let newSet = OrderedSet(new)
            return ("orderedset", { newSet.difference(from: oldSet).count })
        #else
            return nil
        #endif
    }
}
