import Foundation
import ListMediatorTerminal

@testable import listmediator_demo

/// A demo app with its search history in a fresh folder and a server that answers at once, and
/// the script player to drive it.
@MainActor
final class DemoFixture {
    let directory: URL
    var historyFile: URL { directory.appendingPathComponent("search-history.json") }
    var storeFile: URL { directory.appendingPathComponent("lists.sqlite") }

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("listmediator-demo-tests-\(UUID().uuidString)", isDirectory: true)
    }

    isolated deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A new app on this fixture's history and store files; every app of one fixture shares
    /// them, as runs do.
    func makeApp(
        failureRate: Double = 0, presentation: CataloguePresentation = .list,
        size: TerminalSize = TerminalSize(width: 60, height: 16), isOffline: Bool = false
    ) throws -> DemoApp {
        try DemoApp.make(
            options: DemoOptions(
                presentation: presentation, failureRate: failureRate, latency: .zero, historyFile: historyFile,
                storeFile: storeFile, isOffline: isOffline, screenSize: size))
    }

    /// Plays `script` on a new app (or `app`, started already) and returns the final screen.
    func play(_ script: String, on app: DemoApp? = nil) async throws -> String {
        let app = try app ?? makeApp()
        return try await ScriptRun(app: app).play(ScriptKeys.parse(script))
    }
}

extension DemoApp {
    /// Handles each key of `script` without waiting for loads in between.
    func type(_ script: String) throws {
        for step in try ScriptKeys.parse(script) {
            switch step {
            case .key(let key): handle(key)
            case .tick: tick()
            }
        }
    }

    /// Returns once no page is loading.
    func settle() async throws {
        try await ScriptRun(app: self).settle()
    }

    /// The screen as plain text, one string per row.
    var screenLines: [String] {
        frame().plainText.components(separatedBy: "\n")
    }
}
