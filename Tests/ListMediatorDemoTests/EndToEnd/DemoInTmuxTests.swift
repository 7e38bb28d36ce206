import Foundation
import Testing

/// The built demo in a real terminal (tmux), driven by keys as a person drives it: every
/// screen, then quitting, which must leave the terminal as it was.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed, so the demo is not run in a terminal"))
struct DemoInTmuxTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lm-e2e-\(UUID().uuidString)")

    /// Runs the demo in a shell that records the terminal's settings before and after it, and
    /// its exit status.
    private func startDemo(_ arguments: String = "") throws -> TmuxSession {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let demo = try DemoExecutable.required().path
        let settings = directory.path
        let command =
            "stty -g > \(settings)/before; '\(demo)' --latency 300 \(arguments); echo \"EXITED=$?\"; "
            + "stty -g > \(settings)/after; sleep 60"
        // The history goes where the demo puts it by default: under XDG_DATA_HOME.
        return try TmuxSession(
            width: 90, height: 24, command: command,
            environment: ["XDG_DATA_HOME": directory.path, "LANG": "C.UTF-8", "TERM": "xterm-256color"])
    }

    /// Quits with `key` and checks the terminal is as it was: the shell's screen back, the
    /// cursor shown, autowrap and the tty settings restored.
    private func quit(_ session: TmuxSession, with key: String, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        try session.press(key)
        try await checkTerminalRestored(session, exitStatus: 0, sourceLocation: sourceLocation)
    }

    private func checkTerminalRestored(
        _ session: TmuxSession, exitStatus: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await session.waitFor("EXITED=\(exitStatus)", sourceLocation: sourceLocation)
        #expect(try session.value("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(try session.value("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
        #expect(try session.value("#{wrap_flag}") == "1", sourceLocation: sourceLocation)
        let before = try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try await waitForFile(directory.appendingPathComponent("after"))
        #expect(before == after, "the tty settings changed", sourceLocation: sourceLocation)
    }

    /// The count in the status line's "Products: N of 380 loaded", if it shows.
    static func loadedCount(in screen: String) -> Int? {
        guard let match = screen.firstMatch(of: /Products: (\d+) of \d+ loaded/) else { return nil }
        return Int(match.1)
    }

    private func waitForFile(_ url: URL) async throws -> String {
        // Up to 30 s, as the screen waits: the demo shares a busy machine with the suite.
        for _ in 0..<3_000 {
            if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty { return text }
            try await Task.sleep(for: .milliseconds(10))
        }
        return ""
    }

    @Test func everyScreenWorksWithTheKeyboardAndQuittingRestoresTheTerminal() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try startDemo()

        // Catalogue: the first pages, then the next one with its loading row.
        try await session.waitFor("Products: 40 of 380 loaded")
        try session.press("End")
        // The loading row shows for the page's 300 ms; a busy machine's poll may see the page
        // already there instead.
        try await session.waitForScreen("the next page loading, or loaded") { screen in
            screen.contains("Loading…") || (Self.loadedCount(in: screen) ?? 0) >= 60
        }
        // The next page, and perhaps the one after: the end of the list stays within a screen,
        // so a busy machine may show 80 before the 25 ms poll sees 60.
        try await session.waitForScreen("at least 60 of 380 products loaded") { (Self.loadedCount(in: $0) ?? 0) >= 60 }
        // Pull-to-refresh (refused while a page loads): the refresh line, then the new arrival first.
        try await session.waitFor("loaded · one list\n")
        try session.press("r")
        try await session.waitFor("Refreshing…")
        try await session.waitFor("New: ")
        // Flat list → sections → categories, all opened with + → flat list.
        try session.press("m")
        try await session.waitFor("loaded · by category")
        try session.press("m")
        try await session.waitFor("· categories")
        try session.type("+")
        try await session.waitFor("Every category opened")
        try session.press("m")
        try await session.waitFor("loaded · one list")
        // Enter selects, and the status line shows the product.
        try session.press("Enter")
        try await session.waitFor("Selected: ")

        // Search: the term searched goes into the history file.
        try session.press("Tab")
        try await session.waitFor("[Search]")
        try session.press("/")
        try session.type("kettle")
        try await session.waitFor("Search: kettle")
        try session.press("Enter")
        try await session.waitFor("products match \"kettle\"")

        // Scoreboard: a live game; 2 and 3 switch presentations.
        try session.press("Tab")
        try await session.waitFor("[1 plays]")
        try session.press("2")
        try await session.waitFor("## High scores")
        try session.press("3")
        let leading = try await session.waitFor("## Leading now")
        let count = try #require(Self.playCount(on: leading))
        // A second later, the game has played again.
        try await session.waitForScreen("play \(count + 1)") { Self.playCount(on: $0) ?? 0 > count }

        try await quit(session, with: "q")
    }

    /// The number of plays the scoreboard's headline shows.
    private static func playCount(on screen: String) -> Int? {
        guard let range = screen.range(of: #"Live game, (\d+) plays"#, options: .regularExpression) else { return nil }
        return Int(screen[range].dropFirst("Live game, ".count).prefix { $0.isNumber })
    }

    @Test func sigtermEndsTheDemoWithTheTerminalRestored() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try startDemo()
        try await session.waitFor("Products: 40")
        // The demo is the only child of the window's shell.
        let shell = try session.value("#{pane_pid}")
        let children = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "pgrep -P \(shell)"]).output
        let demo = try #require(Int32(children.split(separator: "\n").first ?? ""), "no child of \(shell)")

        kill(demo, SIGTERM)

        try await checkTerminalRestored(session, exitStatus: 128 + Int(SIGTERM))
    }

    @Test func theSearchHistoryIsStillThereAfterARestart() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try startDemo()
        try await first.waitFor("Products: 40")
        try first.press("Tab", "/")
        try first.type("lantern")
        try first.press("Enter")
        try await first.waitFor("products match \"lantern\"")
        try await quit(first, with: "C-c")

        let second = try startDemo()
        try await second.waitFor("Products: 40")
        try second.press("Tab", "/")
        let history = try await second.waitFor("## Recent searches")
        #expect(history.contains("  lantern"))
        try await quit(second, with: "C-c")
    }
}
