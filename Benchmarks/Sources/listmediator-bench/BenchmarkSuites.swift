/// Every suite `listmediator-bench` knows, in the order they run. Add a suite here.
let allBenchmarkSuites: [BenchmarkSuite] = [
    SanityBenchmarks.suite,
    DiffBenchmarks.suite,
    DiffLocalEditBenchmarks.suite,
    HistoryBenchmarks.suite,
    ComposeBenchmarks.suite,
    ApplyBenchmarks.suite,
    MediatorBenchmarks.suite,
    PageBenchmarks.suite,
    OutlineBenchmarks.suite,
    MoveBenchmarks.suite,
    TerminalBenchmarks.suite,
    CellUpdateBenchmarks.suite,
    StoreBenchmarks.suite,
]
