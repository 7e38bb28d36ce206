/// Runs cases and turns them into rows: median time of the subject and of each baseline,
/// and the subject's ratio to each baseline (below 1 means the subject is faster).
struct BenchmarkRunner {
    var stopwatch: Stopwatch

    func run(_ benchmark: BenchmarkCase) -> BenchmarkRow {
        let subject = stopwatch.medianMilliseconds(benchmark.subject)
        var fields: [(name: String, value: Double)] = [("median_ms", subject.median)]
        for baseline in benchmark.baselines {
            let measured = stopwatch.medianMilliseconds(baseline.run)
            fields.append(("\(baseline.name)_median_ms", measured.median))
            fields.append(("ratio_to_\(baseline.name)", measured.median > 0 ? subject.median / measured.median : 0))
        }
        fields += benchmark.extraFields
        return BenchmarkRow(name: benchmark.name, n: benchmark.n, fields: fields)
    }
}
