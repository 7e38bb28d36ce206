import Foundation
import ListMediator

/// A ``HistoryRepository`` that keeps terms in a JSON file: the one apps normally want.
///
/// **Saving off the main actor.** A change updates ``history`` and tells observers at once, on
/// the main actor, and is saved by a writer on a background queue: the main actor never waits
/// for the disk, the file's lock or another process, so a search never stalls a frame. There is
/// one writer per file in a process, shared by every repository opened on it, which saves
/// changes in the order they were made. Changes made while a write is in flight are saved
/// together by the next write: a burst of searches costs two flushes, not one each. Call
/// ``waitUntilSaved()`` where a change must be on disk before going on; the search screen
/// itself never needs to.
///
/// **Durability.** When ``waitUntilSaved()`` returns, every change made before the call is on
/// disk: the new history was written to a temporary file in the same directory, `fsync`ed,
/// renamed over the file, and the directory was `fsync`ed. A crash or `kill -9` at any instant
/// leaves either the old or the new history, never a torn or empty file. Writes are serialised
/// across processes with an advisory lock on a `<file>.lock` file next to it, and each write
/// applies its changes to the file's current contents, so two processes (an app and its share
/// extension, say) never undo each other's changes. If the directory cannot be synced after the
/// rename, the change stands (the file already holds it) and the diagnostic handler hears that
/// it may not survive a power loss.
///
/// **When saving fails.** A write that fails (a full disk, a folder that cannot be written, a
/// file that cannot be read right now, a lock another process holds for longer than
/// ``lockTimeout``) leaves the file as it was and its changes in ``history``; the diagnostic
/// handler hears ``HistoryFileDiagnostic/Problem/saveFailed(_:)`` with the error, and
/// ``waitUntilSaved()`` throws it. The changes are written again, ahead of newer ones, with the
/// next change or the next ``waitUntilSaved()``; none is dropped.
///
/// **What ``history`` shows.** The file as this repository last read or wrote it, with every
/// change that repositories in this process have made to the file and not saved yet applied on
/// top. So a new change shows at once, a repository opened on the same file in the same process
/// sees it before it is saved, and a failed change stays in view until it is saved. When a
/// write of this repository's changes finishes, ``history`` becomes what the file then holds
/// (which includes another process's changes), with the changes still unsaved on top, and
/// observers hear about it if that differs from what they were shown. Call ``reload()`` to see
/// another process's changes at other times.
///
/// **Damaged files.** A file that is not a regular file, is larger than ``maximumFileSize``, or
/// is not a history in this format is moved aside to `<file>.corrupt-<UTC time>-<random>`
/// (kept, never deleted), reported to the diagnostic handler, and the repository starts empty.
/// A file that cannot be read for a reason that says nothing about its contents (too many open
/// files, an I/O error) is left in place and reported; changes are not saved (they fail with
/// ``HistoryError/readFailed(path:reason:)``) until it can be read, rather than replace it with
/// a history that lacks its terms.
///
/// **Symbolic links.** The file may be a symbolic link, for example into a synced folder: each
/// write follows the link (through a chain of links, relative or absolute, found again for
/// every write since a link can be re-pointed) and replaces the file it leads to, with the
/// temporary file, the `<file>.lock` lock and the directory `fsync` all in that file's
/// directory. The link stays a link, and a repository opened on the link and one opened on the
/// file it leads to share one writer and take turns on the same lock. A dangling link whose
/// target's directory exists gets its target created by the first write; if that directory
/// does not exist, the write fails with ``HistoryError/writeFailed(path:reason:)`` rather than
/// create it, since the link may lead into a volume that is not mounted. A damaged file at the
/// end of a link is moved aside next to itself and the link is kept. A link that leads to
/// something other than a file (a directory, a device) or around a loop is left alone: it is
/// reported like a file that cannot be read, and writes fail with
/// ``HistoryError/readFailed(path:reason:)`` until the link is fixed.
///
/// **Format.** UTF-8 JSON: `{"format":"ListMediator.SearchHistory","terms":[…],"version":1}`,
/// terms most recent first.
///
/// ```swift
/// let repository = FileHistoryRepository(fileURL: FileHistoryRepository.defaultFileURL) { diagnostic in
///     logger.error("\(diagnostic)")
/// }
/// try repository.addSearchTerm("swift concurrency")
/// ```
///
/// A change costs the main actor about as much as one on ``InMemoryHistoryRepository``. Loading
/// and ``reload()`` read the file on the main actor, with no lock and no flush unless the file is
/// damaged: moving it aside takes the lock (waiting at most ``lockTimeout``) and flushes its
/// folder. See `docs/Benchmarks.md`.
@MainActor
public final class FileHistoryRepository: HistoryRepository {
    /// The size limit used unless one is given: 1 MiB, a hundred times what the default
    /// policy (20 terms of at most 256 characters) can produce.
    public static let defaultMaximumFileSize = 1 << 20

    /// `Application Support/ListMediator/search-history.json` in the user's domain (on Linux,
    /// under `$XDG_DATA_HOME` or `~/.local/share`).
    public static var defaultFileURL: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("ListMediator", isDirectory: true)
            .appendingPathComponent("search-history.json", isDirectory: false)
    }

    public var history: [String] { stored.terms }
    public var policy: HistoryPolicy { file.policy }
    /// The file the history lives in, or a symbolic link to it (see "Symbolic links" above).
    public var fileURL: URL { file.fileURL }
    /// Files larger than this are treated as damaged without being read. A write that would
    /// make a larger file drops the oldest terms until the file fits, always keeping the
    /// newest; a term that cannot fit even alone is refused with
    /// ``HistoryError/historyTooLarge(byteCount:maximumByteCount:)``.
    public var maximumFileSize: Int { file.maximumFileSize }
    /// How long a write waits for another process to release the file's lock before it fails
    /// with ``HistoryError/lockTimedOut(path:timeout:)``; 2 seconds unless changed. Changes
    /// made after setting it are written with the new value. Moving a damaged file aside, on
    /// the main actor while loading, waits as long at most.
    public var lockTimeout: Duration {
        get { file.lockTimeout }
        set { file.lockTimeout = newValue }
    }

    private var file: HistoryFile
    private let writer: HistoryFileWriter
    /// Tells this repository's changes from other repositories' in the shared writer.
    private let clientID: UInt64
    private let diagnosticHandler: (@MainActor (HistoryFileDiagnostic) -> Void)?
    private let observers = HistoryObservers()
    private var stored = KeyedHistory.empty
    /// The file as last read on the main actor, so that ``reload()`` decodes only when it changed.
    private var readContents: HistoryFile.Contents?
    /// This repository's changes not yet saved, oldest first, each with the history it left.
    private var unsaved: [(id: UInt64, change: HistoryChange, historyAfter: KeyedHistory)] = []
    /// Which changes the file held when it was last read (by the initializer or ``reload()``).
    private var lastRead: ReadPosition?
    /// Counts the changes of ``history``; with `generationOfLastChange`, tells whether
    /// ``history`` is still the chain of this repository's own changes.
    private var generation = 0
    /// `generation` right after this repository's latest change.
    private var generationOfLastChange = 0
    /// Whether the last write of this repository's changes failed, so that
    /// ``waitUntilSaved()`` must ask the writer to try again.
    private var lastWriteFailed = false
    /// Callers of ``waitUntilSaved()``, each waiting for the changes up to `id`.
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Result<Void, HistoryError>, Never>)] = []

    private static let clientIDs = Protected<UInt64>(0)

    /// Hands the writer's reports, from its queue, to ``handle(_:)`` on the main queue, in order.
    private lazy var report: @Sendable (HistoryFileWriter.Report) -> Void = { [weak self] report in
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self?.handle(report) }
        }
    }

    /// Syncs a directory after a rename or a new entry in it; tests substitute a failing or
    /// blocking one. Changes made after setting it are written with it.
    var syncDirectory: DurableFile.DirectorySync {
        get { file.syncDirectory }
        set { file.syncDirectory = newValue }
    }

    /// Opens the history stored at `fileURL`, which need not exist yet.
    ///
    /// Loading never fails: a damaged file is moved aside, a file that cannot be read right now
    /// is left in place, either is reported to `diagnosticHandler` (called before this
    /// initializer returns), and the history starts empty. The file's
    /// directory is created on the first write.
    ///
    /// Changes made in this process through other repositories on the same file and not yet
    /// saved are part of ``history`` from the start.
    ///
    /// - Precondition: `fileURL` is a file URL (`isFileURL`); a URL with another scheme, or none,
    ///   as `URL(string: "/path")` makes, stops the app with a message saying so, in release
    ///   builds too.
    ///
    /// - Parameters:
    ///   - fileURL: A file URL; its directory also holds the lock file and temporary files. It
    ///     may be a symbolic link: changes are then written to the file it leads to, whose
    ///     directory holds the lock and temporary files instead.
    ///   - policy: The rules applied to changes and to terms read from the file.
    ///   - maximumFileSize: The largest file, in bytes, the repository reads or writes.
    ///   - diagnosticHandler: Told about each problem with the file (see
    ///     ``HistoryFileDiagnostic``), on the main actor: while loading, before this initializer
    ///     returns, and later when a write finds a problem or fails. It is never called while
    ///     the file's lock is held, so it may use this or another repository on the same file.
    public init(
        fileURL: URL,
        policy: HistoryPolicy = .default,
        maximumFileSize: Int = FileHistoryRepository.defaultMaximumFileSize,
        diagnosticHandler: (@MainActor (HistoryFileDiagnostic) -> Void)? = nil
    ) {
        // A programming error no user can cause or recover from, so it stops the app; fatalError,
        // unlike precondition, keeps its message in release builds, where it is most needed.
        guard fileURL.isFileURL else {
            fatalError(
                "FileHistoryRepository needs a file URL, such as one made with URL(fileURLWithPath:), "
                    + "but got \(fileURL.absoluteString)")
        }
        file = HistoryFile(fileURL: fileURL, path: fileURL.path, policy: policy, maximumFileSize: maximumFileSize)
        writer = HistoryFileWriter.writer(forFileAt: fileURL.path)
        clientID = Self.clientIDs.withLock { id in
            id += 1
            return id
        }
        self.diagnosticHandler = diagnosticHandler
        // A file that cannot be read right now stays in place and a later reload or write
        // reads it; until then the history is empty.
        var diagnostics: [HistoryFileDiagnostic] = []
        let (unsavedInProcess, contents, nextID) = writer.unsavedChanges(consistentWith: { file.read() })
        let loaded = file.load(
            contents, whenDamaged: .empty, lockedTarget: nil, cache: &readContents, diagnostics: &diagnostics)
        stored = withUnsavedChanges((try? loaded.get()) ?? .empty, unsavedInProcess)
        lastRead = ReadPosition(nextID: nextID, unsaved: Set(unsavedInProcess.map(\.id)))
        deliver(diagnostics)
    }

    /// Records a search for `term`, applying the ``policy``; see ``HistoryRepository/addSearchTerm(_:)``.
    ///
    /// ``history`` changes before this method returns; the file is written in the background.
    ///
    /// - Throws: The policy's errors, and
    ///   ``HistoryError/historyTooLarge(byteCount:maximumByteCount:)`` for a term that could
    ///   not fit in ``maximumFileSize`` even alone. A failure to save reaches the diagnostic
    ///   handler and ``waitUntilSaved()`` instead.
    ///
    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func addSearchTerm(_ term: String) throws(HistoryError) {
        // Validate before queueing, so that a refused term is refused here and costs no I/O.
        guard let normalized = try policy.normalizedTerm(term) else { return }
        if let error = file.sizeLimitError(forNewest: normalized) { throw error }
        change(.add(normalized))
    }

    /// Removes `term` and its matches; see ``HistoryRepository/removeSearchTerm(_:)``.
    ///
    /// ``history`` changes before this method returns; the file is written in the background.
    ///
    /// - Complexity: O(*n*), where *n* is the number of stored terms.
    public func removeSearchTerm(_ term: String) throws(HistoryError) {
        change(.remove(term))
    }

    /// Removes every term; ``history`` changes before this method returns, and the file is
    /// written in the background.
    public func removeAllSearchTerms() throws(HistoryError) {
        change(.removeAll)
    }

    /// Returns once every change made through this repository before the call is on disk,
    /// flushed: the moment a crash can no longer lose it.
    ///
    /// Changes whose earlier write failed are written again first. The search screen never
    /// needs to wait; call this where an acknowledgement matters, for example before telling
    /// the user that the history was cleared, or when the app moves to the background.
    /// Cancelling the calling task does not end the wait, which lasts one write, or as long as
    /// ``lockTimeout`` when another process holds the file's lock.
    ///
    /// - Throws: The error of the write that failed to save one of those changes (see
    ///   ``HistoryFileDiagnostic/Problem/saveFailed(_:)``); the changes stay in ``history`` and
    ///   are written again with the next change or call.
    public func waitUntilSaved() async throws(HistoryError) {
        guard let id = unsaved.last?.id else { return }
        if lastWriteFailed {
            lastWriteFailed = false
            writer.retry()
        }
        let result = await withCheckedContinuation { continuation in
            waiters.append((id, continuation))
        }
        try result.successValue()
    }

    /// Reads the file again; observers hear about the result if it differs from ``history``.
    /// Changes made in this process and not saved yet stay applied on top; a change is saved
    /// from the moment the background writer has put it in the file, even before
    /// ``waitUntilSaved()`` hears so. When the file cannot be read right now, ``history`` stays
    /// as it was.
    public func reload() {
        var diagnostics: [HistoryFileDiagnostic] = []
        let (unsavedInProcess, contents, nextID) = writer.unsavedChanges(consistentWith: { file.read() })
        let loaded = file.load(
            contents, whenDamaged: .empty, lockedTarget: nil, cache: &readContents, diagnostics: &diagnostics)
        deliver(diagnostics)
        if case let .success(history) = loaded {
            lastRead = ReadPosition(nextID: nextID, unsaved: Set(unsavedInProcess.map(\.id)))
            publish(withUnsavedChanges(history, unsavedInProcess))
        }
    }

    public func observeHistory(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation {
        observers.add(handler)
    }

    /// Applies `change` to ``history`` now and queues it for the writer, which applies it to
    /// the file's contents as they are when it writes.
    private func change(_ change: HistoryChange) {
        let before = stored
        // Queued before observers hear about it, so that a change an observer makes in turn is
        // saved after this one.
        let id = writer.enqueue(change, client: clientID, file: file, historyBefore: before, report: report)
        let after = change.applied(to: before, policy: policy)
        unsaved.append((id, change, after))
        publish(after)
        generationOfLastChange = generation
    }

    /// `history` with the changes not saved to it applied on top, in the order they were made:
    /// `unsavedInProcess`, what the writer listed as not in the file when `history` was read or
    /// written, and — when `history` is what an earlier write left — this repository's own
    /// changes saved after that write, which have left the writer's list since.
    ///
    /// A change is saved once the writer no longer lists it: the rename that put it in the file
    /// has happened, whether or not its report has reached the main actor yet. So a history read
    /// consistently with the list (``reload()``, the initializer) holds every change the list
    /// leaves out, and none is replayed on it. Replaying one would not be harmless: a change
    /// saved before another instance's (a "clear" before its "add") would undo that one, and at
    /// capacity an add pushes out the oldest term, which a later removal does not bring back.
    ///
    /// The list and the file must agree (see ``HistoryFileWriter/unsavedChanges(consistentWith:)``).
    private func withUnsavedChanges(
        _ history: KeyedHistory, _ unsavedInProcess: [(id: UInt64, change: HistoryChange)],
        writtenBefore: Bool = false
    ) -> KeyedHistory {
        var changes = unsavedInProcess
        if writtenBefore {
            let listed = Set(unsavedInProcess.map(\.id))
            changes += unsaved.filter { !listed.contains($0.id) }.map { ($0.id, $0.change) }
        }
        changes.sort { $0.id < $1.id }
        return history.applying(changes.map(\.change), policy: policy)
    }

    /// The outcome of a write of this repository's changes, on the main actor, in the order
    /// the writes finished.
    private func handle(_ report: HistoryFileWriter.Report) {
        switch report {
        case let .saved(through: savedID, history, diagnostics):
            let expected = unsaved.last { $0.id == savedID }?.historyAfter
            unsaved.removeAll { $0.id <= savedID }
            lastWriteFailed = false
            if lastRead?.holds(savedID) == true {
                // The write finished before the file was last read, so that read showed a newer
                // file: the history of this late report would take ``history`` back in time.
            } else if let expected, generationOfLastChange == generation, history.isSpelledLike(expected),
                !writer.hasUnsavedChanges(otherThanFrom: clientID)
            {
                // The file holds what this repository expected, and ``history`` is that plus
                // this repository's later changes: right already, no replay (which would cost
                // a burst of adds one pass over the history per unsaved change).
            } else {
                // Later writes may have finished since, and left the writer's list: this
                // repository's own changes are replayed from its own list, other repositories'
                // appear once this one writes again or reloads.
                publish(withUnsavedChanges(history, writer.unsavedChanges(), writtenBefore: true))
            }
            deliver(diagnostics)
            let firstUnsaved = unsaved.first?.id ?? .max
            resumeWaiters { $0 < firstUnsaved ? .success(()) : nil }
        case let .failed(ids, error, diagnostics, isNewFailure):
            lastWriteFailed = true
            deliver(
                diagnostics
                    + (isNewFailure ? [HistoryFileDiagnostic(fileURL: fileURL, problem: .saveFailed(error))] : []))
            let firstFailed = ids.min() ?? .max
            resumeWaiters { $0 >= firstFailed ? .failure(error) : nil }
        }
    }

    /// Resumes the waiters for which `outcome`, given the id they wait for, is not `nil`.
    private func resumeWaiters(_ outcome: (UInt64) -> Result<Void, HistoryError>?) {
        var waiting: [(id: UInt64, continuation: CheckedContinuation<Result<Void, HistoryError>, Never>)] = []
        for waiter in waiters {
            if let result = outcome(waiter.id) {
                waiter.continuation.resume(returning: result)
            } else {
                waiting.append(waiter)
            }
        }
        waiters = waiting
    }

    /// Tells the handler about problems. Never called while the file's lock is held.
    private func deliver(_ diagnostics: [HistoryFileDiagnostic]) {
        for diagnostic in diagnostics { diagnosticHandler?(diagnostic) }
    }

    private func publish(_ newHistory: KeyedHistory) {
        guard !newHistory.isSpelledLike(stored) else { return }
        stored = newHistory
        generation += 1
        observers.notify(newHistory.terms)
    }

    /// Blocks until the writer of the file at `fileURL` has finished the writes it can make
    /// now. For tests, which must not delete a folder that a write would create again.
    static func waitUntilWriterIsIdle(forFileAt fileURL: URL) {
        HistoryFileWriter.writer(forFileAt: fileURL.path).waitUntilIdle()
    }
}
