/// What a run went through, counted so a test can show that random sequences reach the cases
/// the invariants are about, not only the easy ones.
struct PagingRunEvents {
    var nextPagesShown = 0
    var previousPagesShown = 0
    var reloadsOpeningTheTop = 0
    var failuresAtTheTop = 0
    var placesKept = 0
    var jumps = 0
    var ownerInserts = 0
    var repeatsDropped = 0
    var lastPagesShown = 0
    var failures = 0
    var failedRowTaps = 0
    var pullsStarted = 0
    var pullsRefused = 0
    var loadsAbandonedByRefresh = 0
    var lateAnswers = 0
    var ownerAppliesDuringLoads = 0
    /// Steps after which a memory limit dropped pages.
    var pagesDropped = 0

    mutating func add(_ other: PagingRunEvents) {
        nextPagesShown += other.nextPagesShown
        previousPagesShown += other.previousPagesShown
        reloadsOpeningTheTop += other.reloadsOpeningTheTop
        failuresAtTheTop += other.failuresAtTheTop
        placesKept += other.placesKept
        jumps += other.jumps
        ownerInserts += other.ownerInserts
        repeatsDropped += other.repeatsDropped
        lastPagesShown += other.lastPagesShown
        failures += other.failures
        failedRowTaps += other.failedRowTaps
        pullsStarted += other.pullsStarted
        pullsRefused += other.pullsRefused
        loadsAbandonedByRefresh += other.loadsAbandonedByRefresh
        lateAnswers += other.lateAnswers
        ownerAppliesDuringLoads += other.ownerAppliesDuringLoads
        pagesDropped += other.pagesDropped
    }

    /// The cases no run went through; a pager with no list view has no failed row to tap and no
    /// place on screen to keep.
    func casesNotReached(countingRowTaps: Bool = true) -> [String] {
        let counts: [(String, Int)] =
            [
                ("next pages shown", nextPagesShown), ("previous pages shown", previousPagesShown),
                ("reloads opening the top", reloadsOpeningTheTop), ("failures at the top", failuresAtTheTop),
                ("repeats dropped", repeatsDropped), ("jumps", jumps), ("owner's inserts", ownerInserts),
                ("last pages shown", lastPagesShown), ("failures", failures), ("pulls started", pullsStarted),
                ("pulls refused", pullsRefused), ("loads abandoned by a refresh", loadsAbandonedByRefresh),
                ("late answers", lateAnswers), ("owner's applies during loads", ownerAppliesDuringLoads),
            ]
            + (countingRowTaps
                ? [("failed rows tapped", failedRowTaps), ("places kept as rows arrived above", placesKept)] : [])
        return counts.filter { $0.1 == 0 }.map(\.0)
    }
}
