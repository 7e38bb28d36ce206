import Foundation
import ListMediatorSearchHistory
import ListMediatorStore
import ListMediatorTerminal

/// What the command line sets, as the app needs it.
struct DemoOptions: Sendable {
    var presentation: CataloguePresentation = .list
    var failureRate = 0.0
    var latency: Duration = .milliseconds(400)
    var historyFile: URL
    /// The database the chat keeps its messages and its place in.
    var storeFile: URL
    /// Whether the simulated network is cut: the chat shows what the store kept.
    var isOffline = false
    /// The screen of a non-interactive run; an interactive one follows the terminal.
    var screenSize = TerminalSize(width: 80, height: 24)
}

extension DemoApp {
    /// The app as the options describe it, its search history and its store opened from their
    /// files.
    /// - Throws: The store's error when its file cannot be opened (a newer schema, no permission).
    static func make(options: DemoOptions) throws -> DemoApp {
        // The repository reports a damaged file while it opens, before the screen exists.
        var early: [HistoryFileDiagnostic] = []
        weak var screen: SearchScreen?
        let repository = FileHistoryRepository(fileURL: options.historyFile) { diagnostic in
            if let screen { screen.report(diagnostic) } else { early.append(diagnostic) }
        }
        let search = SearchScreen(repository: repository)
        screen = search
        early.forEach(search.report)
        // A damaged or foreign file is moved aside and the chat starts again from the server.
        var storeDiagnostics: [StoreDiagnostic] = []
        let store = try ListStore(fileURL: options.storeFile) { storeDiagnostics.append($0) }
        let backend = CatalogueBackend(latency: options.latency, failureRate: options.failureRate)
        let chat = ChatScreen(
            server: ChatServer(latency: options.latency, isOffline: options.isOffline), store: store)
        storeDiagnostics.forEach(chat.report)
        let app = DemoApp(
            catalogue: CatalogueScreen(backend: backend, presentation: options.presentation), search: search,
            scoreboard: ScoreboardScreen(game: Game()), chat: chat)
        app.size = options.screenSize
        return app
    }
}
