import Foundation
import Testing

/// A tmux server of its own (a private socket, no configuration file) running one window, for
/// driving a program as a person at a terminal does: keys in with `send-keys`, the screen out
/// with `capture-pane`.
final class TmuxSession {
    /// The tmux executable on `PATH`, or `nil` where tmux is not installed.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static var isAvailable: Bool { executable != nil }

    private let socket: URL

    /// Starts `command` (run by `sh -c`) in a `width` × `height` window with `environment` added.
    init(width: Int, height: Int, command: String, environment: [String: String]) throws {
        socket = FileManager.default.temporaryDirectory.appendingPathComponent("lm-tmux-\(UUID().uuidString.prefix(8))")
        var arguments = ["-f", "/dev/null", "new-session", "-d", "-s", "demo", "-x", "\(width)", "-y", "\(height)"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { arguments += ["-e", "\(name)=\(value)"] }
        // The server this starts keeps the client's output open: a pipe would never reach its end.
        try tmux(arguments + [command], capturesOutput: false)
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: socket)
    }

    /// Presses keys named as tmux names them: `Enter`, `Tab`, `End`, `C-c`, or a character.
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "demo"] + keys)
    }

    /// Types `text` character by character.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "demo", "-l", text])
    }

    /// The window's text now.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "demo"])
    }

    /// A tmux format for the window, such as `#{alternate_on}`.
    func value(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "demo", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen satisfies `condition`, and returns it; records an issue with the
    /// last screen when it does not within `timeout`: generous, because it costs nothing when the
    /// screen is quick, and on a busy 2-core machine the demo shares a core with the whole suite.
    @discardableResult
    func waitForScreen(
        _ description: String, timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
        where condition: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = try self.screen()
        while !condition(screen) {
            guard ContinuousClock.now < deadline else {
                Issue.record(
                    "the screen never showed \(description); it shows:\n\(screen)", sourceLocation: sourceLocation)
                return screen
            }
            try await Task.sleep(for: .milliseconds(25))
            screen = try self.screen()
        }
        return screen
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> String
    {
        try await waitForScreen("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    @discardableResult
    private func tmux(_ arguments: [String], capturesOutput: Bool = true) throws -> String {
        guard let executable = Self.executable else { throw TmuxError(arguments: arguments, output: "no tmux") }
        let (status, output) = try ChildProcess.run(
            executable, ["-S", socket.path, "-u"] + arguments, capturesOutput: capturesOutput)
        guard status == 0 else { throw TmuxError(arguments: arguments, output: output) }
        return output
    }

    struct TmuxError: Error, CustomStringConvertible {
        let arguments: [String]
        let output: String
        var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
    }
}
