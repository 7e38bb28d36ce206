import ListMediatorTerminal

/// Plays keys without a terminal and returns the final screen as plain text: what the demo
/// does with `--script` or with keys piped in, for tests and for the README.
///
/// Before each key it waits until nothing the app started is still running (a page loading), so
/// the same keys always end on the same screen whatever the latency; time passes for the game
/// only at `<tick>`.
@MainActor
struct ScriptRun {
    /// The app did not settle: a load ran for longer than a script waits.
    struct DidNotSettle: Error, CustomStringConvertible {
        let timeout: Duration
        var description: String { "the demo was still loading after \(timeout); is --latency very long?" }
    }

    let app: DemoApp
    var timeout: Duration = .seconds(60)

    /// Plays `steps` up to the end or a quit, and returns the screen.
    func play(_ steps: [ScriptStep]) async throws -> String {
        app.start()
        try await settle()
        for step in steps {
            switch step {
            case .key(let key): app.handle(key)
            case .tick: app.tick()
            }
            if app.wantsToQuit { break }
            try await settle()
        }
        return app.frame().plainText
    }

    /// Returns once the app is settled, or throws after `timeout` of waiting in which the app
    /// could have run.
    ///
    /// A wake-up that comes late means the main actor was busy elsewhere (other tests in the same
    /// process, a loaded machine) — and then the app could not run either — so each wait counts
    /// for at most a few milliseconds: a busy process never passes for a hung app.
    func settle() async throws {
        var waited = Duration.zero
        var last = ContinuousClock.now
        while !app.isSettled {
            guard waited < timeout else { throw DidNotSettle(timeout: timeout) }
            try await Task.sleep(for: .milliseconds(1))
            let now = ContinuousClock.now
            waited += min(now - last, .milliseconds(10))
            last = now
        }
    }
}
