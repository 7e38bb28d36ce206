import Foundation
import ListMediatorSearchHistory
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kills a writer with SIGKILL at random moments and checks after each kill that the file
/// loads cleanly and holds every term the writer had reported as saved.
///
/// The writer adds terms in bursts and waits for `waitUntilSaved()` after each burst before
/// reporting its terms as saved: one run in three adds one term at a time, the others bursts of
/// 2 to 4 terms, which the repository's background writer coalesces into fewer writes.
///
/// The writer is the package's `history-crash-child` executable, which `swift build` and
/// `swift test` place next to the test binary.
struct FileHistoryRepositoryCrashTests {
    /// The fewest runs killed; see the loop for when it kills more.
    static let kills = 200
    /// Large enough that every term acknowledged in one run stays within the history: a run
    /// lasts at most 100 ms, and a write of up to 4 terms on a fast disk can take well under
    /// 0.1 ms.
    static let capacity = 5_000

    @Test(.timeLimit(.minutes(4)))
    func killingTheWriterAtRandomMomentsNeverLosesAnAcknowledgedTermOrDamagesTheFile() async throws {
        let child = try CrashChild.requiredExecutable()
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileURL = directory.appendingPathComponent("history.json")
        var previousHistory: [String] = []
        var runsKilledAfterSaving = 0

        // At least `kills` runs, and more (up to three times as many) until `kills / 2` of them were
        // killed after a save: on a loaded machine startup is slower, more kills land before the
        // first write, and a fixed count would leave the test proving too little.
        var run = 0
        while run < Self.kills || (runsKilledAfterSaving < Self.kills / 2 && run < 3 * Self.kills) {
            defer { run += 1 }
            let prefix = "r\(run)-"
            let burst = run % 3 == 0 ? 1 : Int.random(in: 2...4)
            // Startup and the first acknowledged write take 10 to 40 ms, and each later write 1 to
            // 10 ms, depending on how busy the disk is: this range kills some runs before the
            // first write and most in the middle of the add loop.
            let delay = Duration.microseconds(Int.random(in: 2_000...100_000))
            let result = try await CrashChild.run(
                child, arguments: [fileURL.path, "r\(run)", "\(Self.capacity)", "\(burst)"], killAfter: delay)
            try #require(result.wasKilled, "the writer stopped by itself: \(result.standardError)")
            let saved = result.savedTerms
            #expect(saved == saved.indices.map { "\(prefix)\($0)" }, "run \(run) printed unexpected output")
            if !saved.isEmpty { runsKilledAfterSaving += 1 }

            let (history, diagnostics) = await MainActor.run {
                var diagnostics: [HistoryFileDiagnostic] = []
                let repository = FileHistoryRepository(
                    fileURL: fileURL, policy: HistoryPolicy(capacity: Self.capacity)
                ) { diagnostics.append($0) }
                return (repository.history, diagnostics)
            }
            try #require(diagnostics.isEmpty, "run \(run): the file was damaged: \(diagnostics)")

            // This run's terms: every acknowledged one, newest first, possibly preceded by some
            // of the burst that was being saved when the kill came, in order, with no gap.
            let thisRun = history.prefix { $0.hasPrefix(prefix) }
            let acknowledged = Array(saved.reversed())
            let written = (0..<thisRun.count).reversed().map { "\(prefix)\($0)" }
            try #require(
                Array(thisRun) == written && (saved.count...saved.count + burst).contains(thisRun.count),
                "run \(run), bursts of \(burst): acknowledged \(acknowledged.prefix(5))…, file has \(thisRun.prefix(5))…"
            )

            // Earlier runs' terms follow, in their order, cut only by capacity.
            let older = Array(history.dropFirst(thisRun.count))
            #expect(!older.contains { $0.hasPrefix(prefix) })
            #expect(older == Array(previousHistory.prefix(Self.capacity - thisRun.count)), "run \(run)")
            previousHistory = history
        }

        // Guard against a vacuous pass where every kill landed before the first write.
        #expect(runsKilledAfterSaving >= Self.kills / 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains(".corrupt-") }, "\(names)")
    }
}

/// Two processes adding to one file at once: the lock and the re-read under it must keep every
/// term either process acknowledged.
struct FileHistoryRepositoryConcurrencyTests {
    /// With `secondWriterUsesALink`, the second process opens the history through a symbolic
    /// link to it: both must still lock the same file.
    // Generous: on a loaded 2-core machine the two child processes share it with the other tests.
    @Test(.timeLimit(.minutes(4)), arguments: [false, true])
    func twoProcessesWritingOneFileAtOnceKeepEveryAcknowledgedTerm(secondWriterUsesALink: Bool) async throws {
        let child = try CrashChild.requiredExecutable()
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileURL = directory.appendingPathComponent("history.json")
        let secondURL = secondWriterUsesALink ? directory.appendingPathComponent("link.json") : fileURL
        if secondWriterUsesALink {
            try FileManager.default.createSymbolicLink(atPath: secondURL.path, withDestinationPath: "history.json")
        }
        let capacity = 10_000
        var acknowledged: [String] = []

        for round in 0..<3 {
            let delay = Duration.milliseconds(Int.random(in: 150...300))
            async let first = CrashChild.run(
                child, arguments: [fileURL.path, "a\(round)", "\(capacity)"], killAfter: delay)
            async let second = CrashChild.run(
                child, arguments: [secondURL.path, "b\(round)", "\(capacity)"], killAfter: delay)
            let results = try await [first, second]
            for result in results {
                try #require(result.wasKilled, "a writer stopped by itself: \(result.standardError)")
                acknowledged += result.savedTerms
            }
        }

        let history = await MainActor.run {
            FileHistoryRepository(fileURL: fileURL, policy: HistoryPolicy(capacity: capacity)).history
        }
        if secondWriterUsesALink {
            let type = try FileManager.default.attributesOfItem(atPath: secondURL.path)[.type] as? FileAttributeType
            #expect(type == .typeSymbolicLink, "the second writer replaced its link with a file")
        }
        let stored = Set(history)
        let missing = acknowledged.filter { !stored.contains($0) }
        #expect(
            missing.count == 0,
            "\(missing.count) of \(acknowledged.count) acknowledged terms are missing, e.g. \(missing.prefix(5))")
        // Both writers made progress, so their adds really interleaved under the lock.
        #expect(acknowledged.contains { $0.hasPrefix("a") } && acknowledged.contains { $0.hasPrefix("b") })
        // Each writer's terms keep their order: newer first.
        for writer in ["a0-", "b0-", "a2-", "b2-"] {
            let indices = history.filter { $0.hasPrefix(writer) }.compactMap { Int($0.dropFirst(writer.count)) }
            #expect(indices == indices.sorted(by: >), "\(writer) terms out of order")
        }
    }
}

/// Finds, runs and kills the `history-crash-child` executable.
enum CrashChild {
    struct Result {
        var wasKilled: Bool
        var standardOutput: String
        var standardError: String

        /// The terms on complete "saved <term>" lines; a line cut short by the kill does not count.
        var savedTerms: [String] {
            var lines = standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            lines.removeLast()  // Empty after a final newline, or a line the kill cut short.
            return lines.compactMap { $0.hasPrefix("saved ") ? String($0.dropFirst(6)) : nil }
        }
    }

    /// The executable in the build products directory: the test binary's directory on Linux
    /// (`/proc/self/exe`), or the directory holding the `.xctest` bundle on Apple platforms.
    /// The executable, or a failed requirement that says how to build it.
    static func requiredExecutable() throws -> URL {
        try #require(
            executableURL,
            "history-crash-child was not found next to the test binary; build it with `swift build --build-tests`.")
    }

    static var executableURL: URL? {
        var directories = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        directories += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("history-crash-child") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts the child, sends SIGKILL after `delay`, and collects everything it printed.
    static func run(_ executable: URL, arguments: [String], killAfter delay: Duration) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try await Task.sleep(for: delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // The child is gone, so reading to the end returns once the pipe is drained.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        return Result(
            wasKilled: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
            standardOutput: String(decoding: printed, as: UTF8.self),
            standardError: String(decoding: errorText, as: UTF8.self))
    }
}
