import CommandLineOptions
import Foundation

/// `listmediator-bench`: the project's benchmarks. Run it in release mode, with the `Benchmarks`
/// trait: `swift run -c release --traits Benchmarks listmediator-bench [--filter PREFIX] [--json]`.
@main
enum ListMediatorBench {
    static let tool = CommandLineTool(
        name: "listmediator-bench",
        abstract: "Runs ListMediator's benchmarks against baselines measured in the same run.",
        discussion: """
            Every row reports the median of several repetitions after warm-up, and the ratio \
            of the subject's median to each baseline's; the subject and its baselines are \
            timed in turn, round by round, on a heap that keeps freed memory. Build with \
            -c release and --traits Benchmarks; debug figures mean nothing.
            """,
        options: [
            .value(
                "filter", "prefix", help: "Run only benchmarks whose name starts with this prefix, for example `diff`."),
            .flag("json", help: "Print one JSON object per line instead of text."),
            .value(
                "repetitions", "count", help: "Timed repetitions per measurement; the median is reported (default: 7)."),
            .value("warmups", "count", help: "Untimed warm-up runs per measurement (default: 2)."),
        ])

    static func main() {
        do {
            guard let parsed = try tool.parse(Array(CommandLine.arguments.dropFirst())) else {
                print(tool.help)
                return
            }
            try run(parsed)
        } catch {
            tool.exit(with: error)
        }
    }

    static func run(_ parsed: ParsedOptions) throws(UsageError) {
        let filter = parsed.text("filter") ?? ""
        let json = parsed.isSet("json")
        let repetitions = try parsed.value("repetitions", default: 7)
        let warmups = try parsed.value("warmups", default: 2)
        guard repetitions > 0 else { throw UsageError("--repetitions must be at least 1.") }
        guard warmups >= 0 else { throw UsageError("--warmups must not be negative.") }
        HeapPolicy.keepFreedMemory()
        let runner = BenchmarkRunner(stopwatch: Stopwatch(warmups: warmups, repetitions: repetitions))
        let accepts = { (name: String) in name.hasPrefix(filter) }
        var ran = 0
        for suite in allBenchmarkSuites {
            for pending in suite.makeCases(accepts) {
                let row = runner.run(pending.make())
                print(json ? row.json : row.text)
                ran += 1
            }
        }
        if ran == 0 { throw UsageError("no benchmark name starts with \"\(filter)\".") }
    }
}
