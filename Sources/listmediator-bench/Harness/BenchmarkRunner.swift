/// Runs cases and turns them into rows: median time of the subject and of each baseline,
/// and the subject's ratio to each baseline (below 1 means the subject is faster).
struct BenchmarkRunner {
    var stopwatch: Stopwatch

    func run(_ benchmark: BenchmarkCase) -> BenchmarkRow {
        let operations = Double(benchmark.operationsPerRun)
        let subject = stopwatch.medianMilliseconds(benchmark.subject).median / operations
        var fields: [(name: String, value: Double)] = [("median_ms", subject)]
        for baseline in benchmark.baselines {
            let measured = stopwatch.medianMilliseconds(baseline.run).median / operations
            let ratio = measured > 0 ? subject / measured : 0
            fields.append(("\(baseline.name)_median_ms", measured))
            fields.append(("ratio_to_\(baseline.name)", ratio))
            if baseline.name == benchmark.ratioBaseline { fields.append(("ratio", ratio)) }
        }
        fields += benchmark.extraFields
        return BenchmarkRow(name: benchmark.name, n: benchmark.n, fields: fields)
    }
}
