import ListMediator

/// What runs went through, counted so a test can show that random sequences reach the cases
/// the invariants are about, not only the easy ones.
struct SyncRunEvents {
    var refreshesCommitted = 0
    var stalePagesDropped = 0
    var pagesWrittenAtTheStart = 0
    var pagesWrittenAtTheEnd = 0
    var remoteFailures = 0
    var localFailures = 0
    var releases = 0
    var syncRetries = 0
    var jumps = 0
    var restarts = 0
    var readingPlacesSaved = 0
    var appWrites = 0
    var appWritesDuringLoads = 0
    var appWritesWhileTheServerHolds = 0
    /// Pages shown after which the list held fewer items than it did plus the page's: pages
    /// dropped under a limit.
    var trims = 0
    var readsThrough: [ListEdge: Int] = [:]

    /// Counts what the step just checked went through.
    @MainActor
    mutating func count(after run: SyncRun) {
        let model = run.model
        (refreshesCommitted, stalePagesDropped) = (model.refreshesCommitted, model.stalePagesDropped)
        pagesWrittenAtTheStart = model.pagesWritten[.start, default: 0]
        pagesWrittenAtTheEnd = model.pagesWritten[.end, default: 0]
        if model.refresh == .failed || model.ends.values.contains(.failed) { remoteFailures += 1 }
        if run.app.paging.state.error != nil { localFailures += 1 }
    }

    mutating func add(_ other: SyncRunEvents) {
        refreshesCommitted += other.refreshesCommitted
        stalePagesDropped += other.stalePagesDropped
        pagesWrittenAtTheStart += other.pagesWrittenAtTheStart
        pagesWrittenAtTheEnd += other.pagesWrittenAtTheEnd
        remoteFailures += other.remoteFailures
        localFailures += other.localFailures
        releases += other.releases
        syncRetries += other.syncRetries
        jumps += other.jumps
        restarts += other.restarts
        readingPlacesSaved += other.readingPlacesSaved
        appWrites += other.appWrites
        appWritesDuringLoads += other.appWritesDuringLoads
        appWritesWhileTheServerHolds += other.appWritesWhileTheServerHolds
        trims += other.trims
        readsThrough.merge(other.readsThrough, uniquingKeysWith: +)
    }

    /// The cases no run went through.
    func casesNotReached() -> [String] {
        let counts: [(String, Int)] = [
            ("refreshes committed", refreshesCommitted), ("stale pages dropped", stalePagesDropped),
            ("pages written at the start", pagesWrittenAtTheStart), ("pages written at the end", pagesWrittenAtTheEnd),
            ("remote failures", remoteFailures), ("local failures", localFailures),
            ("held requests released", releases),
            ("sync retries", syncRetries), ("jumps", jumps), ("restarts", restarts),
            ("reading places saved", readingPlacesSaved), ("app writes", appWrites),
            ("app writes during loads", appWritesDuringLoads),
            ("app writes while the server holds a request", appWritesWhileTheServerHolds),
            ("trims under a limit", trims), ("reads through to the top", readsThrough[.top, default: 0]),
            ("reads through to the bottom", readsThrough[.bottom, default: 0]),
        ]
        return counts.filter { $0.1 == 0 }.map(\.0)
    }
}
