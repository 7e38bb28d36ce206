import ArgumentParser
import Foundation

/// `listmediator-bench`: the project's benchmarks. Run it in release mode from the repository's
/// root: `swift run -c release --package-path Benchmarks listmediator-bench [--filter PREFIX] [--json]`.
@main
struct ListMediatorBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listmediator-bench",
        abstract: "Runs ListMediator's benchmarks against baselines measured in the same run.",
        discussion: """
            Every row reports the median of several repetitions after warm-up, and the ratio \
            of the subject's median to each baseline's; the subject and its baselines are \
            timed in turn, round by round, on a heap that keeps freed memory. Build with \
            -c release; debug figures mean nothing.
            """)

    @Option(help: ArgumentHelp("Run only benchmarks whose name starts with this prefix, for example `diff`."))
    var filter = ""

    @Flag(help: "Print one JSON object per line instead of text.")
    var json = false

    @Option(help: "Timed repetitions per measurement; the median is reported.")
    var repetitions = 7

    @Option(help: "Untimed warm-up runs per measurement.")
    var warmups = 2

    func validate() throws {
        guard repetitions > 0 else { throw ValidationError("--repetitions must be at least 1.") }
        guard warmups >= 0 else { throw ValidationError("--warmups must not be negative.") }
    }

    func run() throws {
        // ArgumentParser calls `run()` outside any actor, on the main thread: the benchmarked
        // types are the main actor's.
        let ran = MainActor.assumeIsolated { runBenchmarks() }
        if ran == 0 { throw ValidationError("no benchmark name starts with \"\(filter)\".") }
    }

    /// Runs every benchmark the filter accepts, printing a row each; returns how many ran.
    @MainActor
    private func runBenchmarks() -> Int {
        HeapPolicy.keepFreedMemory()
        let runner = BenchmarkRunner(stopwatch: Stopwatch(warmups: warmups, repetitions: repetitions))
        let filter = filter
        let accepts = { (name: String) in name.hasPrefix(filter) }
        var ran = 0
        for suite in allBenchmarkSuites {
            for pending in suite.makeCases(accepts) {
                let row = runner.run(pending.make())
                print(json ? row.json : row.text)
                ran += 1
            }
        }
        return ran
    }
}
