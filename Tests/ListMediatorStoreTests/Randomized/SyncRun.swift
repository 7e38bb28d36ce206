import Foundation
import ListMediator
import ListMediatorStore
import PropertyBased

/// One random sequence: an app showing a synced list from a real database file, a server the
/// test drives, and the model of what the store and the sync should say.
///
/// Each step performs one operation, lets the app settle (every task on the main actor has run
/// and nothing changes any more, except requests the server holds), takes the server's log into
/// the model, then checks the invariants.
@MainActor
final class SyncRun {
    /// What a run is made of, apart from its operations: generated too, so it shrinks.
    struct Configuration: Sendable, CustomStringConvertible {
        /// The sync's page size: the items a page read from the store holds.
        var pageSize: Int
        var serverPageSize: Int
        /// The server's items at the start, ranked 0, 10, 20, …: room between them for inserts.
        var serverItemCount: Int
        /// Whether a cache refreshed in the last ten minutes opens without asking the server.
        var keepsFreshCache: Bool
        /// Whether the list starts with the smallest limit the controller allows.
        var limitsLoadedItems: Bool

        static let generator = zip(
            Gen.int(in: 2...5), Gen.int(in: 1...6), Gen.int(in: 0...30), Gen.int(in: 0...3)
        )
        .map { input in
            let (pageSize, serverPageSize, serverItemCount, flags) = input
            return Configuration(
                pageSize: pageSize, serverPageSize: serverPageSize, serverItemCount: serverItemCount,
                keepsFreshCache: flags & 1 == 1, limitsLoadedItems: flags & 2 == 2)
        }

        var maximumCacheAge: Duration? { keepsFreshCache ? .seconds(600) : nil }

        /// The smallest limit the controller allows with `extra` items more: the rows on screen
        /// (about 5), the rows within which an end loads on each side (2), and four pages.
        func maximumLoadedItemCount(extra: Int) -> Int { 5 + 2 * 2 + 4 * pageSize + extra }

        var description: String {
            "page size \(pageSize), server page size \(serverPageSize), \(serverItemCount) items on the server, "
                + "maximum cache age \(maximumCacheAge.map { "\($0)" } ?? "nil"), "
                + "limit \(limitsLoadedItems ? "\(maximumLoadedItemCount(extra: 0))" : "none")"
        }
    }

    let configuration: Configuration
    /// Removed, with the database, when the run is released.
    let folder: TemporaryFolder
    let list: StoredList<Article>
    let server: RandomServer
    /// The app as launched now; `nil` only while it restarts.
    private var launched: SyncApp?
    var model = SyncModel()
    var events = SyncRunEvents()
    /// The steps so far, in words, for a failure's message.
    var trace: [String] = []
    /// The limit the app sets on its list, kept across restarts.
    var maximumLoadedItemCount: Int?
    /// The app's own items written so far, for their identities.
    var appItemCount = 0
    /// How many of the server's log events the model has taken.
    private var eventsTaken = 0

    init(_ configuration: Configuration) throws {
        self.configuration = configuration
        folder = try TemporaryFolder()
        list = try Lists.articles()
        server = RandomServer(itemCount: configuration.serverItemCount, pageSize: configuration.serverPageSize)
        if configuration.limitsLoadedItems { maximumLoadedItemCount = configuration.maximumLoadedItemCount(extra: 0) }
        launched = try launch()
    }

    var app: SyncApp {
        guard let launched else { preconditionFailure("the app is used while it restarts") }
        return launched
    }

    private func launch() throws -> SyncApp {
        let app = try SyncApp(
            fileURL: folder.storeURL, list: list, server: server, pageSize: configuration.pageSize,
            maximumCacheAge: configuration.maximumCacheAge)
        app.paging.maximumLoadedItemCount = maximumLoadedItemCount
        // A page shown at an end leaves fewer items than it added to those before when pages went
        // at the other.
        var countAtLoadStart: Int?
        app.paging.events.add(self) { [weak app] run, event in
            guard let app else { return }
            switch event.state {
            case .loadingNextPage, .loadingPreviousPage:
                countAtLoadStart = countAtLoadStart ?? app.paging.loadedItems.count
            case .loadingFirstPage, .refreshing:
                countAtLoadStart = nil
            case .idle, .failed, .exhausted:
                guard let count = countAtLoadStart else { return }
                if app.paging.loadedItems.count < count + event.newItemCount { run.events.trims += 1 }
                countAtLoadStart = nil
            }
        }
        return app
    }

    /// Loads the first page, then runs `operations`.
    /// - Returns: the first broken invariant, naming the step and the steps before it; `nil`
    ///   when every step kept every invariant.
    func run(_ operations: [SyncOperation]) async -> String? {
        var failure = await step(0, "paging.loadFirstPage()") {
            app.paging.loadFirstPage()
            return nil
        }
        for (index, operation) in operations.enumerated() where failure == nil {
            failure = await step(index + 1, operation.description) { await perform(operation) }
        }
        await finish()
        return failure
    }

    /// Performs one step and checks everything after it.
    private func step(_ number: Int, _ description: String, _ operation: () async -> String?) async -> String? {
        trace.append("\(number). \(description)")
        func failing(_ problem: String) -> String {
            "step \(number), \(description): \(problem)\n\(configuration)\n\(appState)\nsteps:\n"
                + trace.joined(separator: "\n")
        }
        if let problem = await operation() { return failing(problem) }
        if let problem = await settle() { return failing(problem) }
        if let problem = takeServerLog() { return failing(problem) }
        if let problem = brokenInvariant() { return failing(problem) }
        events.count(after: self)
        return nil
    }

    /// Waits until the app has settled: every task on the main actor has run (yielding lets each
    /// run) and nothing changes for a while, and the list has been handed every change the
    /// store committed since the app launched — the store hands them over through a task that
    /// may run on another thread first, so this waits for them in real time too. The server's
    /// log goes into the model meanwhile, which counts the commits.
    func settle() async -> String? {
        var quietRounds = 0
        var last = progress
        for round in 0..<4_000 {
            if round < 2_000 {
                await Task.yield()
            } else {
                // Quiet on the main actor, but a change is still on its way.
                try? await Task.sleep(for: .milliseconds(1))
            }
            if let problem = takeServerLog() { return problem }
            let now = progress
            guard now == last else {
                if round >= 2_000 { return "the app never settled: it still changes (\(progress))" }
                (quietRounds, last) = (0, now)
                continue
            }
            quietRounds += 1
            // More than the model's commits is a write it did not expect: the invariants say which.
            if quietRounds >= 40, launched.map({ $0.changesDelivered >= model.commitsThisLaunch }) ?? true {
                return nil
            }
        }
        return "the list was never handed \(model.commitsThisLaunch - (launched?.changesDelivered ?? 0)) of the "
            + "store's changes (\(progress))"
    }

    /// The app's state in a failure's words.
    private var appState: String {
        guard let launched else { return "the app is closed" }
        let paging = launched.paging
        return "the list: \(paging.state), top \(paging.state(at: .top)), bottom \(paging.state(at: .bottom)), "
            + "cursors \(paging.previousCursor.map { "\($0.id)" } ?? "nil")…\(paging.nextCursor.map { "\($0.id)" } ?? "nil"); "
            + "the sync: \(launched.sync.remoteStates); the server: \(server.isOffline ? "offline" : "online"), "
            + "\(server.heldCount) held"
    }

    private var progress: String {
        "\(server.log.count) \(launched.map { "\($0.changesDelivered) \($0.progress)" } ?? "restarting")"
    }

    /// Takes the server's new log events into the model.
    /// - Returns: what a request broke, or `nil`.
    func takeServerLog() -> String? {
        while eventsTaken < server.log.count {
            let event = server.log[eventsTaken]
            eventsTaken += 1
            if let problem = model.take(event) { return problem }
        }
        return nil
    }

    /// The app is closed and opened again, at the start or at the place it saved as it closed.
    func restart(atReadingPlace: Bool) async -> String? {
        if atReadingPlace {
            do {
                let hasItemOnScreen = app.paging.firstItemOnScreen != nil
                try app.paging.saveReadingPlace(in: app.store, of: list)
                if hasItemOnScreen { events.readingPlacesSaved += 1 }
            } catch {
                return "the reading place could not be saved: \(error)"
            }
        }
        if let problem = takeServerLog() { return problem }
        // The screen and the sync go with the app; the requests they wait for never land.
        launched = nil
        server.appClosed()
        model.restart()
        if let problem = await settle() { return problem }
        do {
            launched = try launch()
        } catch {
            return "the store did not open again: \(error)"
        }
        if !app.diagnostics.isEmpty { return "the store reopened with \(app.diagnostics)" }
        events.restarts += 1
        if atReadingPlace {
            app.paging.loadFirstPage(atReadingPlaceIn: app.store, of: list)
        } else {
            app.paging.loadFirstPage()
        }
        return nil
    }

    /// Ends the run: no request stays held, no task outlives it.
    private func finish() async {
        launched = nil
        server.appClosed()
        _ = await settle()
    }
}
