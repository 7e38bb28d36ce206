import Foundation
import ListMediator
import ListMediatorSearchHistory

/// Search history: the cost of a durable add, and of prefix suggestions over a long history.
///
/// `history.add` includes everything `FileHistoryRepository.addSearchTerm` does: taking the
/// lock, re-reading and decoding the file, applying the policy, encoding, writing a temporary
/// file, two `fsync` calls and a rename. Its baseline writes the same bytes with Foundation's
/// `.atomic` option, which renames but never calls `fsync`; the ratio is the price of
/// durability, not overhead to optimise away.
enum HistoryBenchmarks {
    static let suite = BenchmarkSuite(name: "history") { accepts in
        var cases: [BenchmarkCase] = []
        if accepts("history.add") || accepts("history.add.memory") { cases += addCases() }
        if accepts("history.suggest") || accepts("history.suggest.broad") || accepts("history.suggest.index") {
            cases += suggestCases()
        }
        return cases.filter { accepts($0.name) }
    }

    /// Distinct, plausible search terms with some capitals and accents, the same on every run.
    static func makeTerms(count: Int, seed: UInt64) -> [String] {
        let syllables = ["ka", "lo", "mi", "sé", "tu", "Ra", "ne", "vo", "çi", "bé", "do", "Pü", "an", "ri", "zo"]
        var state = seed
        func next() -> Int {
            // A linear congruential generator: reproducible without Foundation's randomness.
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { index in
            let word = (0..<(2 + next() % 3)).map { _ in syllables[next() % syllables.count] }.joined()
            return "\(word) \(index)"
        }
    }

    private static func addCases() -> [BenchmarkCase] {
        let stored = makeTerms(count: 1_000, seed: 1)
        let policy = HistoryPolicy(capacity: 1_000)
        // A fixed directory, emptied on each run: the cases outlive this function, so it cannot
        // clean up after them, and a fixed name keeps leftovers to one small directory.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("listmediator-bench-history", isDirectory: true)
        try? FileManager.default.removeItem(at: directory)
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fileURL = directory.appendingPathComponent("history.json")
        let baselineURL = directory.appendingPathComponent("baseline.json")

        // The bench runs on the main thread, so the main actor's repositories can be used directly.
        let (repository, memory, bytes) = MainActor.assumeIsolated {
            let repository = FileHistoryRepository(fileURL: fileURL, policy: policy)
            for term in stored.reversed() { try! repository.addSearchTerm(term) }
            let memory = InMemoryHistoryRepository(history: stored, policy: policy)
            let encoded = try! Data(contentsOf: fileURL)
            return (repository, memory, encoded)
        }
        guard MainActor.assumeIsolated({ repository.history.count }) == 1_000 else {
            fatalError("the history benchmark's file repository did not keep its 1,000 terms")
        }

        return [
            BenchmarkCase(
                name: "history.add", n: stored.count,
                subject: addingNewTerms(to: repository),
                baselines: [
                    (
                        "data_write_atomic",
                        {
                            try! bytes.write(to: baselineURL, options: .atomic)
                            return bytes.count
                        }
                    )
                ],
                extraFields: [("file_bytes", Double(bytes.count))]),
            // The policy alone (trim, fold and compare against every stored term), without I/O:
            // how much of history.add is computation.
            BenchmarkCase(
                name: "history.add.memory", n: stored.count,
                subject: addingNewTerms(to: memory),
                baselines: []),
        ]
    }

    /// A subject that records one more new term in `repository` each time it runs.
    private static func addingNewTerms(to repository: some HistoryRepository & Sendable) -> () -> Int {
        var added = 0
        return {
            added += 1
            return MainActor.assumeIsolated {
                try! repository.addSearchTerm("new search \(added)")
                return repository.history.count
            }
        }
    }

    private static func suggestCases() -> [BenchmarkCase] {
        let history = makeTerms(count: 10_000, seed: 2)
        let policy = HistoryPolicy(capacity: 10_000)
        let suggestions = HistorySuggestions(history: history, policy: policy)
        // "kalo" is a typical typed prefix; "k" matches about one term in fifteen.
        var cases = [("history.suggest", "kalo"), ("history.suggest.broad", "k")].map { name, prefix in
            BenchmarkCase(
                name: name, n: history.count,
                subject: { suggestions.terms(matchingPrefix: prefix).count },
                baselines: [("linear_hasprefix", { history.filter { $0.hasPrefix(prefix) }.count })],
                extraFields: [("matches", Double(suggestions.terms(matchingPrefix: prefix).count))])
        }
        // Building the index folds and sorts every term; the mediator pays it once per change.
        cases.append(
            BenchmarkCase(
                name: "history.suggest.index", n: history.count,
                subject: { HistorySuggestions(history: history, policy: policy).history.count },
                baselines: [("linear_hasprefix", { history.filter { $0.hasPrefix("kalo") }.count })]))
        return cases
    }
}
