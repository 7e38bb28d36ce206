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
/// The moment of each kill is set by the writer's progress, not by the clock: a run is killed
/// once the writer has reported a random number of terms saved (none, for one run in eight: a
/// kill during startup or the first write, after up to 40 ms), after a random pause of up to 2 ms
/// that lands it in the middle of a later write. So every run does the same work whatever the machine's load, and
/// on a busy machine the test takes longer without proving less or trying more.
///
/// The writer is the package's `history-crash-child` executable, which `swift build` and
/// `swift test` place next to the test binary.
struct FileHistoryRepositoryCrashTests {
    static let kills = 200
    /// Large enough that every term acknowledged in one run stays within the history: a run
    /// reports at most 7 bursts of up to 4 terms before its kill, plus what it adds meanwhile.
    static let capacity = 5_000

    @Test(.timeLimit(.minutes(4)))
    func killingTheWriterAtRandomMomentsNeverLosesAnAcknowledgedTermOrDamagesTheFile() async throws {
        let child = try CrashChild.requiredExecutable()
        let directory = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileURL = directory.appendingPathComponent("history.json")
        var previousHistory: [String] = []
        var runsKilledAfterSaving = 0

        for run in 0..<Self.kills {
            let prefix = "r\(run)-"
            let burst = run % 3 == 0 ? 1 : Int.random(in: 2...4)
            // Bursts reported before the kill: none for one run in eight.
            let savedBursts = run % 8 == 0 ? 0 : Int.random(in: 1...6)
            // Startup and the first write take 10 to 40 ms: a run killed before it saves
            // anything pauses longer, to land in them.
            let pause = Duration.microseconds(Int.random(in: 0...(savedBursts == 0 ? 40_000 : 2_000)))
            let result = try await CrashChild.run(
                child, arguments: [fileURL.path, "r\(run)", "\(Self.capacity)", "\(burst)"],
                killAfterSaving: savedBursts * burst, then: pause)
            try #require(result.wasKilled, "the writer stopped by itself: \(result.standardError)")
            let saved = result.savedTerms
            #expect(saved == saved.indices.map { "\(prefix)\($0)" }, "run \(run) printed unexpected output")
            #expect(saved.count >= savedBursts * burst, "run \(run) was killed before it saved what it waited for")
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

        // Every run told to wait for a save was killed after one: 7 in 8.
        #expect(runsKilledAfterSaving >= Self.kills * 7 / 8)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains(".corrupt-") }, "\(names)")
    }
}

/// Two processes adding to one file at once: the lock and the re-read under it must keep every
/// term either process acknowledged.
struct FileHistoryRepositoryConcurrencyTests {
    /// With `secondWriterUsesALink`, the second process opens the history through a symbolic
    /// link to it: both must still lock the same file.
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
            // Each writer is killed once it has saved 20 to 40 terms, whatever the machine's load:
            // both run meanwhile, so their adds interleave under the lock.
            async let first = CrashChild.run(
                child, arguments: [fileURL.path, "a\(round)", "\(capacity)"],
                killAfterSaving: Int.random(in: 20...40), then: .microseconds(Int.random(in: 0...2_000)))
            async let second = CrashChild.run(
                child, arguments: [secondURL.path, "b\(round)", "\(capacity)"],
                killAfterSaving: Int.random(in: 20...40), then: .microseconds(Int.random(in: 0...2_000)))
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

    /// Starts the child, waits until it has printed `termCount` "saved" lines (or ended), sends
    /// SIGKILL after `pause`, and collects everything it printed.
    static func run(
        _ executable: URL, arguments: [String], killAfterSaving termCount: Int, then pause: Duration
    ) async throws -> Result {
        let process = try start(executable, arguments: arguments)
        let early = await readSavedLines(termCount, from: process.output.fileHandleForReading)
        try await Task.sleep(for: pause)
        var result = killAndCollect(process)
        result.standardOutput = String(decoding: early, as: UTF8.self) + result.standardOutput
        return result
    }

    private struct Started {
        let process: Process
        let output: Pipe
        let errors: Pipe
    }

    private static func start(_ executable: URL, arguments: [String]) throws -> Started {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return Started(process: process, output: output, errors: errors)
    }

    private static func killAndCollect(_ started: Started) -> Result {
        let process = started.process
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // The child is gone, so reading to the end returns once the pipe is drained.
        let printed = started.output.fileHandleForReading.readDataToEndOfFile()
        let errorText = started.errors.fileHandleForReading.readDataToEndOfFile()
        return Result(
            wasKilled: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
            standardOutput: String(decoding: printed, as: UTF8.self),
            standardError: String(decoding: errorText, as: UTF8.self))
    }

    /// Reads `file` until `count` "saved" lines have come, or its end; what it read. The reads
    /// block, so they run on a thread of their own, not on the tasks' threads.
    private static func readSavedLines(_ count: Int, from file: FileHandle) async -> Data {
        guard count > 0 else { return Data() }
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var read = Data()
                var lines = 0
                while lines < count {
                    let chunk = file.availableData
                    if chunk.isEmpty { break }
                    lines += chunk.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                    read.append(chunk)
                }
                continuation.resume(returning: read)
            }
        }
    }
}
