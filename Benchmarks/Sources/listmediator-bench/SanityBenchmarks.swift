/// A check of the harness itself: summing an array against summing it twice. The ratio
/// must come out near 0.5; if it does not, the machine is too noisy for other figures.
enum SanityBenchmarks {
    static let suite = BenchmarkSuite(
        name: "sanity",
        cases: [
            (
                "sanity.sum",
                {
                    let numbers = Array(0..<1_000_000)
                    return [
                        BenchmarkCase(
                            n: numbers.count, subject: { numbers.reduce(0, &+) },
                            baselines: [("double_sum", { numbers.reduce(0, &+) &+ numbers.reduce(1, &+) })])
                    ]
                }
            )
        ])
}
