import Foundation
import ListMediator

/// Saves the changes of every ``FileHistoryRepository`` on one file, off the main actor, one
/// write at a time and in the order the changes were made.
///
/// There is one writer per file per process (see ``writer(forFileAt:)``), shared by all the
/// repositories opened on it, so two repositories in one process never interleave a write and
/// a later change never reaches the disk before an earlier one. Each write takes the file's
/// lock, re-reads the file and replays the queued changes on what it holds, so that another
/// process's changes are kept, then writes and flushes the result.
///
/// **Coalescing.** Changes made while a write is in flight wait in the queue; the next write
/// takes all of them. A burst of adds therefore costs a few writes, not one per add (two when the
/// whole burst arrives during one write). Consecutive
/// changes from one repository go in one write; a change from another repository (which may
/// have another policy or size limit) starts a new write, in the same run.
///
/// **Failures.** When a write fails, its changes, and every later change (which must not
/// overtake them, whichever repository made it), are held and reported as failed. Held changes
/// are tried again, ahead of newer ones, when any repository on the file makes its next change,
/// or when a repository whose changes are held calls ``FileHistoryRepository/waitUntilSaved()``;
/// nothing is dropped while a repository on the file is open.
///
/// **Threads.** The writer's work runs on its own serial dispatch queue, not on the
/// cooperative thread pool that Swift concurrency uses: a write blocks its thread on `fsync`,
/// and waiting for another process's lock can block it for up to the lock timeout. The queues
/// of changes sit behind a lock, so the main actor can enqueue a change or read the unsaved
/// changes without waiting for a write. Reports go to the main queue, in the order the writes
/// finished.
final class HistoryFileWriter: Sendable {
    /// A change waiting to be saved.
    struct Pending: Sendable {
        /// Increasing in the order the changes were made, across all repositories on the file.
        let id: UInt64
        /// The repository that made the change; consecutive changes of one client go in one write.
        let client: UInt64
        let change: HistoryChange
        /// How the repository reads and writes (policy, size limit, test hooks).
        let file: HistoryFile
        /// The repository's history before the change: what a damaged file is replaced with.
        let historyBefore: KeyedHistory
        /// Called on the writer's queue with the outcome of the write that took the change.
        let report: @Sendable (Report) -> Void
    }

    /// The outcome of one write, for the repository whose changes it took.
    enum Report: Sendable {
        /// Every change of the repository up to `id` is on disk, flushed; the file now holds
        /// `history`.
        case saved(through: UInt64, history: KeyedHistory, diagnostics: [HistoryFileDiagnostic])
        /// The changes `ids` were not saved and are held for the next try. `isNewFailure` is false
        /// when they were not tried because an earlier change of the same repository just
        /// failed with `error`, which that change's report already carried; a repository whose
        /// changes wait behind another's failure hears it as new.
        case failed(ids: [UInt64], error: HistoryError, diagnostics: [HistoryFileDiagnostic], isNewFailure: Bool)
    }

    private struct State: Sendable {
        var nextID: UInt64 = 1
        /// Changes whose write failed, oldest first, waiting for the next change or retry.
        var held: [Pending] = []
        /// Changes taken by the write in progress.
        var inFlight: [Pending] = []
        /// Changes made since the run took its changes.
        var queued: [Pending] = []
        var isRunning = false
        /// Whether the run must take another round: something was queued or a retry asked for.
        var hasWork = false
        /// The file as the writer last read or wrote it.
        var contents: HistoryFile.Contents?
        /// Whether a rename of the writer's is under way: the file may or may not hold the
        /// changes being written.
        var isRenaming = false
        /// Counts the writer's renames, so that a reader can tell whether one happened while it
        /// read the file.
        var renames: UInt64 = 0

        /// Removes and returns the oldest `count` changes being written. The caller lets go of
        /// them after releasing the lock: the last reference to a change's history may be
        /// there, and freeing a burst of histories would keep the main actor waiting.
        mutating func removeFirstInFlight(_ count: Int) -> [Pending] {
            let removed = Array(inFlight.prefix(count))
            inFlight.removeFirst(count)
            return removed
        }

        /// Marks that there is work, and returns whether a run must be started for it.
        mutating func requestRun() -> Bool {
            hasWork = true
            guard !isRunning else { return false }
            isRunning = true
            return true
        }

        /// The changes for the next round, held ones first, or `nil` (ending the run) when nothing
        /// was queued or retried since the last round. Held changes wait for new work: trying them
        /// again at once would fail again.
        mutating func takeChanges() -> [Pending]? {
            guard hasWork, !(held.isEmpty && queued.isEmpty) else {
                (hasWork, isRunning) = (false, false)
                return nil
            }
            hasWork = false
            if held.isEmpty {
                swap(&inFlight, &queued)  // No copy of a burst under the lock.
            } else {
                inFlight = held + queued
                (held, queued) = ([], [])
            }
            return inFlight
        }
    }

    private let state = Protected(State())
    private let queue: DispatchQueue

    private init(path: String) {
        queue = DispatchQueue(label: "ListMediatorSearchHistory.writer \(path)", qos: .utility)
    }

    // MARK: One writer per file

    /// The writers in use, by the path of the file they write. Held weakly: a writer lives as
    /// long as a repository or its own unfinished run holds it.
    private static let writers = Protected<[String: WeakWriter]>([:])

    private struct WeakWriter: Sendable {
        weak var writer: HistoryFileWriter?
    }

    /// The writer for the file at `path`, after following symbolic links as they are now, so
    /// that a repository opened on a link and one opened on the file it leads to share a
    /// writer. (If the link is later re-pointed the two may end up with different writers;
    /// the file's lock still keeps their writes apart.)
    static func writer(forFileAt path: String) -> HistoryFileWriter {
        let key = canonicalPath(path)
        return writers.withLock { writers in
            if let writer = writers[key]?.writer { return writer }
            let writer = HistoryFileWriter(path: key)
            writers = writers.filter { $0.value.writer != nil }
            writers[key] = WeakWriter(writer: writer)
            return writer
        }
    }

    /// The file `path` leads to, spelled one way: links followed, and its directory's path made
    /// absolute and free of links, `.` and `..` by `realpath`. Only a grouping key: two spellings
    /// of one file that it fails to join get two writers, which the file's lock keeps apart.
    private static func canonicalPath(_ path: String) -> String {
        let target = (try? DurableFile.resolvingSymbolicLinks(path)) ?? path
        // The nearest folder that exists is resolved, and the missing ones below it appended as
        // they are: a repository opened before its folder is made (an app's first launch) gets
        // the same key as one opened after (`/var` and `/private/var` on Apple platforms).
        var existing = (target as NSString).deletingLastPathComponent
        var missing = [(target as NSString).lastPathComponent]
        while true {
            if let resolved = realpath(existing.isEmpty ? "." : existing, nil) {
                defer { free(resolved) }
                return missing.reversed().reduce(String(cString: resolved)) {
                    ($0 as NSString).appendingPathComponent($1)
                }
            }
            let parent = (existing as NSString).deletingLastPathComponent
            guard parent != existing, !existing.isEmpty else { return target }
            missing.append((existing as NSString).lastPathComponent)
            existing = parent
        }
    }

    // MARK: Queueing changes

    /// Queues `change` and starts a write unless one is running; returns the change's id.
    /// Changes held after a failed write are tried again first.
    func enqueue(
        _ change: HistoryChange, client: UInt64, file: HistoryFile, historyBefore: KeyedHistory,
        report: @escaping @Sendable (Report) -> Void
    ) -> UInt64 {
        let (id, start) = state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.queued.append(
                Pending(
                    id: id, client: client, change: change, file: file, historyBefore: historyBefore, report: report))
            return (id, state.requestRun())
        }
        if start { queue.async { self.run() } }
        return id
    }

    /// Tries the held changes again, unless there are none.
    func retry() {
        let start = state.withLock { state in state.held.isEmpty ? false : state.requestRun() }
        if start { queue.async { self.run() } }
    }

    /// Every change not in the file yet, by id (held, being written, and queued), and `read`'s
    /// result, consistent with each other: the file `read` read holds none of the changes
    /// listed, unless another process wrote them in the meantime, and every change made before
    /// `nextID` that the list leaves out.
    ///
    /// A write removes its changes from the list at the rename that puts them in the file, so
    /// the list is taken, the file read, and the whole tried again if a rename of this writer
    /// began or ended meanwhile. Neither side holds the writer's lock during I/O.
    func unsavedChanges<Read>(
        consistentWith read: () -> Read
    ) -> (unsaved: [(id: UInt64, change: HistoryChange)], read: Read, nextID: UInt64) {
        var attempt = 0
        while true {
            let (unsaved, renames, isRenaming, nextID) = state.withLock { state in
                (
                    (state.held + state.inFlight + state.queued).map { ($0.id, $0.change) }, state.renames,
                    state.isRenaming, state.nextID
                )
            }
            attempt += 1
            if isRenaming, attempt < 1_000 {
                sched_yield()  // A rename takes microseconds.
                continue
            }
            let result = read()
            let unchanged = state.withLock { $0.renames == renames && !$0.isRenaming }
            // After many tries (a writer renaming without pause), the result may hold some of
            // the listed changes; it is a view, corrected by the next write of the reader.
            if unchanged || attempt >= 1_000 { return (unsaved, result, nextID) }
        }
    }

    /// Whether a repository other than `client` has changes not in the file yet.
    func hasUnsavedChanges(otherThanFrom client: UInt64) -> Bool {
        state.withLock { state in
            // No concatenation: the lists can hold a burst, and the main actor is waiting.
            [state.held, state.inFlight, state.queued].contains { list in list.contains { $0.client != client } }
        }
    }

    /// Every change not in the file yet, by id, for a reader that already knows the file.
    func unsavedChanges() -> [(id: UInt64, change: HistoryChange)] {
        state.withLock { state in (state.held + state.inFlight + state.queued).map { ($0.id, $0.change) } }
    }

    /// Blocks until the writer has nothing left to do that it can do now. For tests, which
    /// must not delete a folder that a write is about to recreate.
    func waitUntilIdle() {
        queue.sync {}
    }

    // MARK: Writing

    /// Writes until nothing is queued, one round per batch of changes taken from the queue.
    private func run() {
        while let changes = state.withLock({ $0.takeChanges() }) {
            // The first failure of the round: every later change waits behind it, whichever
            // repository made it, or it would reach the disk first (a "clear" from another
            // screen, then an older add replayed on top of it).
            var failure: (client: UInt64, error: HistoryError)?
            var start = changes.startIndex
            while start < changes.endIndex {
                let client = changes[start].client
                let end = changes[start...].firstIndex { $0.client != client } ?? changes.endIndex
                let batch = Array(changes[start..<end])
                start = end
                if let failure {
                    // The failing repository already heard why; another one hears it now.
                    hold(batch, error: failure.error, diagnostics: [], isNewFailure: failure.client != client)
                    continue
                }
                var diagnostics: [HistoryFileDiagnostic] = []
                do throws(HistoryError) {
                    let history = try write(batch, diagnostics: &diagnostics)
                    batch.last!.report(.saved(through: batch.last!.id, history: history, diagnostics: diagnostics))
                } catch {
                    failure = (client, error)
                    // A read failure found on the way is the error itself: report it once.
                    diagnostics.removeAll {
                        if case .readFailed = $0.problem { return true }
                        return false
                    }
                    hold(batch, error: error, diagnostics: diagnostics, isNewFailure: true)
                }
            }
        }
    }

    /// One locked read, replay, write and flush for `batch`, consecutive changes of one
    /// repository, with the settings of the newest. The batch leaves the in-flight list at the
    /// rename, or at the end when the file needed no rewrite.
    private func write(_ batch: [Pending], diagnostics: inout [HistoryFileDiagnostic]) throws(HistoryError)
        -> KeyedHistory
    {
        var contents = state.withLock { $0.contents }
        var renamed = false
        // Stored even when the write fails: a damaged file moved aside is gone either way.
        defer { state.withLock { $0.contents = contents } }
        let history = try batch.last!.file.write(
            batch.map(\.change), fallback: batch.first!.historyBefore, cache: &contents, diagnostics: &diagnostics
        ) { rename in
            state.withLock { $0.isRenaming = true }
            let error = rename()
            renamed = error == 0
            // The removed changes are let go of here, after the lock is released.
            _ = state.withLock { state in
                state.isRenaming = false
                guard renamed else { return [Pending]() }
                state.renames += 1
                return state.removeFirstInFlight(batch.count)
            }
            return error
        }
        if !renamed { _ = state.withLock { $0.removeFirstInFlight(batch.count) } }
        return history
    }

    /// Moves `batch`, the oldest changes being written, to the held changes, and reports them.
    private func hold(
        _ batch: [Pending], error: HistoryError, diagnostics: [HistoryFileDiagnostic], isNewFailure: Bool
    ) {
        state.withLock { state in
            state.inFlight.removeFirst(batch.count)
            state.held.append(contentsOf: batch)
        }  // `batch` still holds the changes, so none is freed under the lock.
        batch.last!.report(
            .failed(ids: batch.map(\.id), error: error, diagnostics: diagnostics, isNewFailure: isNewFailure))
    }
}
