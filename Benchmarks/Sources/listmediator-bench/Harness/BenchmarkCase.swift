/// One measurement: a subject and the baselines it is compared with, timed in the same run.
///
/// Inputs are built before the case is made, so the closures time only the work itself.
/// Each closure returns an `Int` derived from its result so the optimiser cannot drop the work.
struct BenchmarkCase {
    /// The benchmark's name, for example `diff.linear`; `--filter` matches its prefix. A suite
    /// made with named cases gives it the name of its entry.
    var name = ""
    /// The input size.
    let n: Int
    /// The work being measured.
    let subject: () -> Int
    /// Baselines by name, for example `floor` or `stdlib`; each adds `<name>_median_ms`
    /// and `ratio_to_<name>` to the row. A baseline may be left out at sizes where it is too slow.
    let baselines: [(name: String, run: () -> Int)]
    /// Extra figures measured once, for example peak memory in bytes.
    var extraFields: [(name: String, value: Double)] = []
    /// How many operations one run of the subject and of each baseline makes: medians are
    /// divided by it, so they read as time per operation (ratios are unchanged).
    var operationsPerRun = 1
    /// The baseline whose ratio is also printed as plain `ratio`, the figure the case is judged by.
    var ratioBaseline: String? = nil
    /// How many operations one run of each closure performs and what one is called, for
    /// example `(4_096, "lookup")`: adds `ns_per_lookup` for the subject and each baseline.
    var operations: (count: Int, name: String)?
    /// Whether to count the heap allocations of one more run of the subject and of each
    /// baseline (``Allocations``), also per operation when ``operations`` is set.
    var countsAllocations = false
}

/// A named group of cases built on demand, so filtered-out suites build no inputs.
struct BenchmarkSuite: Sendable {
    /// The prefix every case of the suite starts with, for example `diff`.
    let name: String
    /// The cases whose names `filter` accepts, each to be built just before it runs.
    let makeCases: @MainActor (_ accepts: (String) -> Bool) -> [PendingBenchmark]

    /// A suite of cases each named once, here: `--filter` picks the entries, each entry makes
    /// its cases (one per input size, say) when the suite is asked for them, and they get its
    /// name.
    init(name: String, cases entries: [(name: String, make: @MainActor () -> [BenchmarkCase])]) {
        self.name = name
        self.makeCases = { accepts in
            entries.filter { accepts($0.name) }.flatMap { entry in
                entry.make().map { built in PendingBenchmark(name: entry.name) { built } }
            }
        }
    }

    /// A suite whose cases are built up front: for cases with small inputs.
    init(name: String, makeCases: @escaping @MainActor (_ accepts: (String) -> Bool) -> [BenchmarkCase]) {
        self.name = name
        self.makeCases = { accepts in makeCases(accepts).map { built in PendingBenchmark(name: built.name) { built } } }
    }

    /// A suite whose cases build their inputs only when they run: for cases with large inputs.
    /// `--filter` picks the pending cases by name, before any is built.
    init(name: String, makePendingCases: @escaping @MainActor () -> [PendingBenchmark]) {
        self.name = name
        self.makeCases = { accepts in makePendingCases().filter { accepts($0.name) } }
    }
}

/// A case whose inputs are made just before it runs and freed right after.
///
/// Large inputs built all at once stay in memory while other cases are timed, and those
/// cases then measure slower in ways that depend on what else the run built: a diff of
/// 10,000 sections timed 1.5× slower next to the inputs of a million sections.
struct PendingBenchmark {
    /// The name of the case it builds: the case is named here only.
    let name: String
    private let build: () -> BenchmarkCase

    init(name: String, make build: @escaping () -> BenchmarkCase) {
        self.name = name
        self.build = build
    }

    /// Builds the case, inputs included, with this name.
    func make() -> BenchmarkCase {
        var built = build()
        built.name = name
        return built
    }
}
