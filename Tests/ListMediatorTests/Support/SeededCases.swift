import Testing

/// Runs `check` for every seed in `seeds` and records each failure with the seed that replays
/// it, stopping at the third: one failure usually repeats in many cases, and three say enough.
func checkSeededCases<Seeds: Sequence<UInt64>>(_ seeds: Seeds, _ check: (UInt64) -> String?) {
    var failures = 0
    for seed in seeds {
        guard let failure = check(seed) else { continue }
        Issue.record("seed \(seed): \(failure)")
        failures += 1
        if failures == 3 { return }
    }
}
