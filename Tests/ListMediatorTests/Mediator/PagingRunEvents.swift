/// What a run went through, counted so a test can show that random sequences reach the cases
/// the invariants are about, not only the easy ones.
struct PagingRunEvents {
    var nextPagesShown = 0
    var repeatsDropped = 0
    var lastPagesShown = 0
    var failures = 0
    var failedRowTaps = 0
    var pullsStarted = 0
    var pullsRefused = 0
    var loadsAbandonedByRefresh = 0
    var lateAnswers = 0
    var ownerAppliesDuringLoads = 0

    mutating func add(_ other: PagingRunEvents) {
        nextPagesShown += other.nextPagesShown
        repeatsDropped += other.repeatsDropped
        lastPagesShown += other.lastPagesShown
        failures += other.failures
        failedRowTaps += other.failedRowTaps
        pullsStarted += other.pullsStarted
        pullsRefused += other.pullsRefused
        loadsAbandonedByRefresh += other.loadsAbandonedByRefresh
        lateAnswers += other.lateAnswers
        ownerAppliesDuringLoads += other.ownerAppliesDuringLoads
    }
}
