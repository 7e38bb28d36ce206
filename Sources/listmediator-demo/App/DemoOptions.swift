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
    /// The database the catalogue and the chat keep their lists and their places in.
    var storeFile: URL
    /// Whether the simulated network is cut: the catalogue and the chat show what the store kept.
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
        // A damaged or foreign file is moved aside and both lists start again from their servers.
        var storeDiagnostics: [StoreDiagnostic] = []
        let store = try ListStore(fileURL: options.storeFile) { storeDiagnostics.append($0) }
        let catalogue = CatalogueScreen(
            server: CatalogueServer(
                latency: options.latency, failureRate: options.failureRate, isOffline: options.isOffline),
            store: store, presentation: options.presentation)
        let chat = ChatScreen(
            server: ChatServer(latency: options.latency, isOffline: options.isOffline), store: store)
        for diagnostic in storeDiagnostics {
            catalogue.report(diagnostic)
            chat.report(diagnostic)
        }
        let app = DemoApp(
            catalogue: catalogue, search: search, scoreboard: ScoreboardScreen(game: Game()), chat: chat)
        app.size = options.screenSize
        return app
    }
}
