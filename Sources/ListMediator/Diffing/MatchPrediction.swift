/// Where pass 3 looks for a new item's old match before it hashes the item: most items
/// keep their place relative to their neighbours, so the old item after the previous
/// match is usually the one.
///
/// The candidates, in order: the old item right after the last match; the one after that,
/// for a deleted old item; and, after an item that moved in from elsewhere, the old item
/// right after the match before it, where its neighbours carry on. Each is one identity
/// comparison on old identities stored in order, so a miss costs little, and a hit saves
/// the hash and the table probe, a cache miss once the table outgrows the cache.
@usableFromInline
struct _MatchPrediction {
    /// The old flat index right after the last match.
    @usableFromInline var next = 0
    /// The old flat index right after the match before the last jump, where the items
    /// around a moved one carry on; -1 when there was none.
    @usableFromInline var resume = -1

    @inlinable
    init() {}

    /// The first candidate below `count` that `isMatch` accepts, or `nil`; a hit moves the
    /// prediction on past it.
    ///
    /// - Parameter pastRuns: the first old flat index at or after a candidate that is not in
    ///   an unchanged run (see ``_UnchangedRuns``): the old items left out of the diff are
    ///   stepped over, as the new ones are, so the item after a run is predicted to match the
    ///   item after its old counterpart.
    @inlinable @inline(__always)
    mutating func match(count: Int, pastRuns: (Int) -> Int, isMatch: (Int) -> Bool) -> Int? {
        var candidate = pastRuns(next)
        if candidate < count, isMatch(candidate) { return hit(candidate) }
        candidate = pastRuns(candidate &+ 1)
        if candidate < count, isMatch(candidate) { return hit(candidate) }
        candidate = resume
        if candidate >= 0 { candidate = pastRuns(candidate) }
        if candidate >= 0, candidate < count, isMatch(candidate) {
            resume = -1
            return hit(candidate)
        }
        return nil
    }

    /// Records that the table matched old item `oldFlat`, which the candidates missed: the
    /// item may have moved in from elsewhere, so the old position is kept to resume at.
    @inlinable @inline(__always)
    mutating func jumped(to oldFlat: Int) {
        resume = next
        next = oldFlat &+ 1
    }

    @inlinable @inline(__always)
    mutating func hit(_ oldFlat: Int) -> Int {
        next = oldFlat &+ 1
        return oldFlat
    }
}
