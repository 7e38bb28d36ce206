import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An item of the lists `store-crash-child` writes: the same shape as its own.
struct CrashItem: Codable, Identifiable, Sendable {
    var id: String
    var page: Int
    var index: Int
    var text: String
}

/// Finds, runs and kills the `store-crash-child` executable.
enum CrashChild {
    struct Result {
        var wasKilled: Bool
        var standardOutput: String
        var standardError: String

        /// The pages on complete "committed <page>" lines; a line cut short by the kill does not
        /// count.
        var committedPages: [Int] {
            var lines = standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            lines.removeLast()  // Empty after a final newline, or a line the kill cut short.
            return lines.compactMap { $0.hasPrefix("committed ") ? Int($0.dropFirst(10)) : nil }
        }
    }

    /// The executable, or a failed requirement that says how to build it.
    static func requiredExecutable() throws -> URL {
        try #require(
            executableURL,
            "store-crash-child was not found next to the test binary; build it with `swift build --build-tests`.")
    }

    /// The executable in the build products directory: the test binary's directory on Linux
    /// (`/proc/self/exe`), or the directory holding the `.xctest` bundle on Apple platforms.
    private static var executableURL: URL? {
        var directories = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        directories += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("store-crash-child") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Starts the child, waits until it has printed `pageCount` "committed" lines (or ended),
    /// sends SIGKILL after `pause`, and collects everything it printed.
    static func run(
        _ executable: URL, arguments: [String], killAfterCommitting pageCount: Int, then pause: Duration
    ) async throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let early = await readLines(pageCount, from: output.fileHandleForReading)
        try await Task.sleep(for: pause)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // The child is gone, so reading to the end returns once the pipe is drained.
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        return Result(
            wasKilled: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL,
            standardOutput: String(decoding: early + rest, as: UTF8.self),
            standardError: String(decoding: errorText, as: UTF8.self))
    }

    /// Reads `file` until `count` lines have come, or its end; what it read. The reads block,
    /// so they run on a thread of their own, not on the tasks' threads.
    private static func readLines(_ count: Int, from file: FileHandle) async -> Data {
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
