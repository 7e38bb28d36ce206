import CommandLineOptions
import Foundation
import ListMediatorTerminal

/// `listmediator-demo`: every ListMediator pattern working in a terminal, through the same
/// core an iOS app uses.
@main
enum ListMediatorDemo {
    static let tool = CommandLineTool(
        name: "listmediator-demo",
        abstract:
            "Shows ListMediator's patterns live in the terminal: paging both ways, refresh, search history, switching.",
        discussion: """
            Four screens, each a terminal list view filled by the library's data sources:

              Catalogue   products paged from a SQLite store (--store) that a simulated
                          server fills (a table view mediator: loading row, pull-to-refresh,
                          infinite scroll, retry row), shown as one list, grouped by category
                          or as an outline of the categories. Moves and deletions are kept
                          in the store until a refresh brings the server's catalogue back;
                          the next start opens at the product you left, with --offline too.
              Search      a search field whose history is kept in a file and still there on
                          the next run (the search history mediator).
              Scoreboard  a live game playing every second, shown as its plays, its high
                          scores or its winner (one list, three data sources).
              Chat        a conversation paged both ways: older messages load above as you
                          scroll up, your place kept; new ones arrive every three seconds.
                          Its messages are kept in the same store: the next start opens at
                          the message you left, with --offline too.

            Keys:
              Tab, Shift-Tab        next, previous screen
              Up, Down, j, k        move; PgUp, PgDn, Home (g), End (G) move further
              Enter                 select the row (on a failed page's row: retry)
              r                     catalogue: refresh (pull-to-refresh); after the
                                    server could not be reached, ask it again
              m                     catalogue: one list -> sections by category -> categories
              + / -                 catalogue categories: open / close every one
              /                     search: type a search; Enter searches, Esc cancels,
                                    Down goes to the history, where Enter searches a term
                                    again and d deletes it
              1, 2, 3               scoreboard: plays, high scores, winner
              digits, Enter         chat: jump to the message of that number
              r                     chat: retry the network after a failure
              q, Ctrl-C             quit (while typing a search, q is a letter)
              Ctrl-U                show the list's last updates, and back
              Ctrl-L                draw the whole screen again

            When standard input is not a terminal, or with --script, the demo plays the keys,
            prints the final screen as plain text and exits. In a script, characters are
            keys, and <Enter> <Esc> <Tab> <S-Tab> <BS> <Del> <Up> <Down> <Left> <Right>
            <PgUp> <PgDn> <Home> <End> <Space> <lt> <C-c> name the others; <tick> lets a
            second of the game and the chat pass. Each key waits until pages in flight have arrived.

            Colours are used on a terminal unless NO_COLOR is set.
            """,
        options: [
            .value("mode", "mode", help: "How the catalogue starts: list, sections or outline (default: list)."),
            .value("fail-rate", "fail-rate", help: "The share of page loads that fail, from 0 to 1 (default: 0)."),
            .value(
                "latency", "latency",
                help: "How long the simulated server takes per page, in milliseconds (default: 400)."),
            .value(
                "history-file", "path",
                help: "Where the search history is kept. Default: $XDG_DATA_HOME/listmediator-demo/search-history.json "
                    + "(~/.local/share when unset)."),
            .value(
                "store", "path",
                help: "The database the catalogue and the chat keep their lists and places in. Default: "
                    + "$XDG_DATA_HOME/listmediator-demo/lists.sqlite (~/.local/share when unset)."),
            .flag(
                "offline",
                help:
                    "Cut the simulated network: the catalogue and the chat open from the store, where they were left, "
                    + "and say they are offline."
            ),
            .value(
                "script", "script", help: "Keys to play instead of reading the keyboard, for example \"jj<Enter>m\"."),
            .value(
                "width", "width", help: "The width of the screen printed without a terminal, in columns (default: 80)."),
            .value(
                "height", "height", help: "The height of the screen printed without a terminal, in rows (default: 24)."),
        ])

    static func main() async {
        do {
            guard let parsed = try tool.parse(Array(CommandLine.arguments.dropFirst())) else {
                print(tool.help)
                return
            }
            let (options, script) = try options(from: parsed)
            try await run(options, script: script)
        } catch let error as UsageError {
            tool.exit(with: error)
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            exit(1)
        }
    }

    /// The demo's options from the command line, checked.
    static func options(from parsed: ParsedOptions) throws(UsageError) -> (DemoOptions, script: String?) {
        let mode = try parsed.choice("mode", default: CataloguePresentation.list)
        let failRate = try parsed.value("fail-rate", default: 0.0)
        let latency = try parsed.value("latency", default: 400)
        let width = try parsed.value("width", default: 80)
        let height = try parsed.value("height", default: 24)
        let script = parsed.text("script")
        guard (0...1).contains(failRate) else {
            throw UsageError("--fail-rate must be between 0 and 1, got \(failRate).")
        }
        guard latency >= 0 else { throw UsageError("--latency must not be negative, got \(latency).") }
        guard width >= DemoApp.minimumSize.width, height >= DemoApp.minimumSize.height else {
            throw UsageError(
                "the screen must be at least \(DemoApp.minimumSize.width)×\(DemoApp.minimumSize.height), "
                    + "got \(width)×\(height).")
        }
        if let script {
            do {
                _ = try ScriptKeys.parse(script)
            } catch {
                throw UsageError(error.description)
            }
        }
        let options = DemoOptions(
            presentation: mode, failureRate: failRate, latency: .milliseconds(latency),
            historyFile: parsed.text("history-file").map { URL(fileURLWithPath: $0) }
                ?? HistoryLocation.defaultFileURL(),
            storeFile: parsed.text("store").map { URL(fileURLWithPath: $0) } ?? StoreLocation.defaultFileURL(),
            isOffline: parsed.isSet("offline"),
            screenSize: TerminalSize(width: width, height: height))
        return (options, script)
    }

    @MainActor
    private static func run(_ options: DemoOptions, script: String?) async throws {
        let app = try DemoApp.make(options: options)
        let isInteractive =
            script == nil && TerminalSession.isTerminal(STDIN_FILENO) && TerminalSession.isTerminal(STDOUT_FILENO)
        if isInteractive {
            try await InteractiveRun(app: app).run()
            return
        }
        let steps: [ScriptStep]
        if let script {
            steps = try ScriptKeys.parse(script)
        } else if !TerminalSession.isTerminal(STDIN_FILENO) {
            var decoder = KeyDecoder()
            let bytes = FileHandle.standardInput.readDataToEndOfFile()
            steps = decoder.decode(Array(bytes), endsInput: true).map(ScriptStep.key)
        } else {
            steps = []
        }
        let screen = try await ScriptRun(app: app).play(steps)
        print(screen)
        if let error = await app.finish() {
            FileHandle.standardError.write(
                Data("The reading places or the search history were not saved: \(error)\n".utf8))
        }
    }
}
