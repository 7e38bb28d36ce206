import Foundation
import Testing

/// The built `listmediator-demo`, run as a person runs it.
enum DemoExecutable {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The executable in the build products directory: the test binary's directory on Linux
    /// (`/proc/self/exe`), or the directory holding the `.xctest` bundle on Apple platforms.
    static var url: URL? {
        var directories = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        directories += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("listmediator-demo") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The executable, or a failed requirement that says how to build it.
    static func required() throws -> URL {
        try #require(
            url, "listmediator-demo was not found next to the test binary; build it with `swift build --build-tests`.")
    }

    /// Runs the demo with `arguments`, `input` as its standard input (not a terminal), and
    /// returns what it printed.
    static func run(_ arguments: [String], input: String = "") throws -> Result {
        let process = Process()
        process.executableURL = try required()
        process.arguments = arguments
        let (standardInput, output, errors) = (Pipe(), Pipe(), Pipe())
        process.standardInput = standardInput
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        standardInput.fileHandleForWriting.write(Data(input.utf8))
        try standardInput.fileHandleForWriting.close()
        // Read before waiting, so a full pipe cannot stall the child.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: errorText, as: UTF8.self))
    }
}
