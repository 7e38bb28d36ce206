/// Runs cases and turns them into rows: median time of the subject and of each baseline,
/// and the subject's ratio to each baseline (below 1 means the subject is faster); then, when
/// the case asks for them, times per operation and allocation counts.
struct BenchmarkRunner {
    var stopwatch: Stopwatch

    func run(_ benchmark: BenchmarkCase) -> BenchmarkRow {
        // Medians are per run, or per operation when a run makes several (ratios are unchanged).
        let perRun = Double(benchmark.operationsPerRun)
        let timed = stopwatch.medianMilliseconds([benchmark.subject] + benchmark.baselines.map(\.run)).map {
            $0 / perRun
        }
        let subject = timed[0]
        var fields: [(name: String, value: Double)] = [("median_ms", subject)]
        var medians = [("", subject)]
        for (baseline, measured) in zip(benchmark.baselines, timed.dropFirst()) {
            let ratio = measured > 0 ? subject / measured : 0
            fields.append(("\(baseline.name)_median_ms", measured))
            fields.append(("ratio_to_\(baseline.name)", ratio))
            if baseline.name == benchmark.ratioBaseline { fields.append(("ratio", ratio)) }
            medians.append(("\(baseline.name)_", measured))
        }
        if let (count, name) = benchmark.operations {
            for (prefix, median) in medians {
                fields.append(("\(prefix)ns_per_\(name)", median * 1_000_000 / Double(count)))
            }
        }
        if benchmark.countsAllocations {
            fields += allocationFields(of: benchmark)
        }
        fields += benchmark.extraFields
        return BenchmarkRow(name: benchmark.name, n: benchmark.n, fields: fields)
    }

    /// `allocations` in one run, and `allocations_per_<operation>`, for the subject and each
    /// baseline, counted in one more run of each after the timed ones; none where allocations
    /// are not seen. Both are given because a run may allocate once outside its operations.
    private func allocationFields(of benchmark: BenchmarkCase) -> [(name: String, value: Double)] {
        let runs = [("", benchmark.subject)] + benchmark.baselines.map { ("\($0.name)_", $0.run) }
        var fields: [(name: String, value: Double)] = []
        for (prefix, run) in runs {
            guard let count = Allocations.counted(run) else { return [] }
            fields.append(("\(prefix)allocations", Double(count)))
            if let (operations, name) = benchmark.operations {
                fields.append(("\(prefix)allocations_per_\(name)", Double(count) / Double(operations)))
            }
        }
        return fields
    }
}
