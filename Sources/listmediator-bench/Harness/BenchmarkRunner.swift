/// Runs cases and turns them into rows: median time of the subject and of each baseline,
/// and the subject's ratio to each baseline (below 1 means the subject is faster); then, when
/// the case asks for them, times per operation and allocation counts.
struct BenchmarkRunner {
    var stopwatch: Stopwatch

    func run(_ benchmark: BenchmarkCase) -> BenchmarkRow {
        let subject = stopwatch.medianMilliseconds(benchmark.subject)
        var fields: [(name: String, value: Double)] = [("median_ms", subject.median)]
        var medians = [("", subject.median)]
        for baseline in benchmark.baselines {
            let measured = stopwatch.medianMilliseconds(baseline.run)
            fields.append(("\(baseline.name)_median_ms", measured.median))
            fields.append(("ratio_to_\(baseline.name)", measured.median > 0 ? subject.median / measured.median : 0))
            medians.append(("\(baseline.name)_", measured.median))
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
