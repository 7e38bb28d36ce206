import Foundation
import ListMediatorSearchHistory
import ListMediatorTerminal

/// What the command line sets, as the app needs it.
struct DemoOptions: Sendable {
    var presentation: CataloguePresentation = .list
    var failureRate = 0.0
    var latency: Duration = .milliseconds(400)
    var historyFile: URL
    /// The screen of a non-interactive run; an interactive one follows the terminal.
    var screenSize = TerminalSize(width: 80, height: 24)
}

extension DemoApp {
    /// The app as the options describe it, its search history opened from their file.
    static func make(options: DemoOptions) -> DemoApp {
        // The repository reports a damaged file while it opens, before the screen exists.
        var early: [HistoryFileDiagnostic] = []
        weak var screen: SearchScreen?
        let repository = FileHistoryRepository(fileURL: options.historyFile) { diagnostic in
            if let screen { screen.report(diagnostic) } else { early.append(diagnostic) }
        }
        let search = SearchScreen(repository: repository)
        screen = search
        early.forEach(search.report)
        let backend = CatalogueBackend(latency: options.latency, failureRate: options.failureRate)
        let app = DemoApp(
            catalogue: CatalogueScreen(backend: backend, presentation: options.presentation), search: search,
            scoreboard: ScoreboardScreen(game: Game()), chat: ChatScreen(server: ChatServer(latency: options.latency)))
        app.size = options.screenSize
        return app
    }
}
