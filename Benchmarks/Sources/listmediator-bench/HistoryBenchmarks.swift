import Foundation
import ListMediator
import ListMediatorSearchHistory

/// Search history: what an add costs the main actor, what an acknowledged durable add costs,
/// and prefix suggestions over a long history.
///
/// `history.add.main` is the main actor's share of `FileHistoryRepository.addSearchTerm`: the
/// policy, the in-memory update and queueing the change for the background writer, plus
/// handling the writer's reports, against the same adds on `InMemoryHistoryRepository` in the
/// same run (`ratio`). `history.add` is an add and `waitUntilSaved()`: everything the writer
/// does for it (taking the lock, re-reading the file, applying the policy, encoding, writing a
/// temporary file, two `fsync` calls and a rename) and the hops to the writer's queue and
/// back. Its baseline writes the same bytes with Foundation's `.atomic` option, which renames
/// but never calls `fsync`; the ratio is the price of durability, not overhead to optimise
/// away.
enum HistoryBenchmarks {
    static let suite = BenchmarkSuite(name: "history") { accepts in
        var cases: [BenchmarkCase] = []
        if accepts("history.add") || accepts("history.add.memory") || accepts("history.add.main") {
            cases += addCases()
        }
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
        let (repository, mainRepository, memory, bytes) = {
            let repository = FileHistoryRepository(fileURL: fileURL, policy: policy)
            for term in stored.reversed() { try! repository.addSearchTerm(term) }
            waitUntilSaved(repository)
            let encoded = try! Data(contentsOf: fileURL)
            // Its own file, so that its backlog of writes never delays history.add's.
            let mainURL = directory.appendingPathComponent("main.json")
            try! encoded.write(to: mainURL)
            let mainRepository = FileHistoryRepository(fileURL: mainURL, policy: policy)
            let memory = InMemoryHistoryRepository(history: stored, policy: policy)
            return (repository, mainRepository, memory, encoded)
        }()
        guard repository.history.count + mainRepository.history.count == 2_000 else {
            fatalError("the history benchmark's file repositories did not keep their 1,000 terms")
        }
        // history.add.main times batches of adds, as a user's searches never come singly fast
        // enough to matter, and divides by the batch: one add takes microseconds.
        let batch = 100

        return [
            // The policy alone (trim, fold and compare against every stored term), without I/O:
            // how much of an add is computation.
            BenchmarkCase(
                name: "history.add.memory", n: stored.count,
                subject: addingNewTerms(to: memory),
                baselines: []),
            BenchmarkCase(
                name: "history.add.main", n: stored.count,
                subject: addingNewTerms(to: mainRepository, count: batch, handlingReports: true),
                baselines: [("memory_add", addingNewTerms(to: memory, count: batch))],
                operationsPerRun: batch, ratioBaseline: "memory_add"),
            BenchmarkCase(
                name: "history.add", n: stored.count,
                subject: addingNewTermsAndWaitingUntilSaved(to: repository),
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
        ]
    }

    /// A subject that records `count` new terms in `repository` each time it runs. With
    /// `handlingReports`, it then lets the main run loop deliver what the repository's writer
    /// reported meanwhile, without waiting for anything, so that handling reports is timed too.
    private static func addingNewTerms(
        to repository: some HistoryRepository & Sendable, count: Int = 1, handlingReports: Bool = false
    ) -> () -> Int {
        var added = 0
        return {
            for _ in 0..<count {
                added += 1
                try! repository.addSearchTerm("new search \(added)")
            }
            if handlingReports { _ = RunLoop.main.run(mode: .default, before: Date()) }
            return repository.history.count
        }
    }

    /// A subject that records one new term and waits until the repository acknowledges it.
    private static func addingNewTermsAndWaitingUntilSaved(to repository: FileHistoryRepository) -> () -> Int {
        var added = 0
        return {
            added += 1
            return {
                try! repository.addSearchTerm("new saved search \(added)")
                waitUntilSaved(repository)
                return repository.history.count
            }()
        }
    }

    /// Runs the main run loop, which delivers the writer's reports, until `repository` has
    /// saved every change.
    @MainActor
    private static func waitUntilSaved(_ repository: FileHistoryRepository) {
        final class Flag {
            var isSet = false
        }
        let saved = Flag()
        Task { @MainActor in
            try! await repository.waitUntilSaved()
            saved.isSet = true
        }
        while !saved.isSet { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
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
