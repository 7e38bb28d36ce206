import Foundation

/// A ``HistoryRepository`` that keeps terms in a JSON file: the one apps normally want.
///
/// **Durability.** Every change that returns without throwing is on disk: the new history is
/// written to a temporary file in the same directory, `fsync`ed, renamed over the file, and
/// the directory is `fsync`ed. A crash or `kill -9` at any instant leaves either the old or the
/// new history, never a torn or empty file. Changes are serialised across instances and
/// processes with an advisory lock on a `<file>.lock` file next to it, and each change is
/// applied to the file's current contents, so two instances on one file never undo each
/// other's changes; call ``reload()`` to see another instance's changes in ``history``. If the
/// directory cannot be synced after the rename, the change stands (the file already holds it)
/// and the diagnostic handler hears that it may not survive a power loss.
///
/// **Damaged files.** A file that is not a regular file, is larger than ``maximumFileSize``, or
/// is not a history in this format is moved aside to `<file>.corrupt-<UTC time>-<random>`
/// (kept, never deleted), reported to the diagnostic handler, and the repository starts empty.
/// A file that cannot be read for a reason that says nothing about its contents (too many open
/// files, an I/O error) is left in place and reported; changes throw
/// ``HistoryError/readFailed(path:reason:)`` until it can be read, rather than replace it with
/// a history that lacks its terms.
///
/// **Symbolic links.** The file may be a symbolic link, for example into a synced folder: each
/// change follows the link (through a chain of links, relative or absolute, found again for
/// every change since a link can be re-pointed) and replaces the file it leads to, with the
/// temporary file, the `<file>.lock` lock and the directory `fsync` all in that file's
/// directory. The link stays a link, and a repository opened on the link and one opened on the
/// file it leads to take turns on the same lock. A dangling link whose target's directory
/// exists gets its target created by the first change; if that directory does not exist, the
/// change throws ``HistoryError/writeFailed(path:reason:)`` rather than create it, since the
/// link may lead into a volume that is not mounted. A damaged file at the end of a link is
/// moved aside next to itself and the link is kept. A link that leads to something other than
/// a file (a directory, a device) or around a loop is left alone: it is reported like a file
/// that cannot be read, and changes throw ``HistoryError/readFailed(path:reason:)`` until the
/// link is fixed.
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
/// Every change blocks the main actor for one small write and two `fsync` calls, typically a
/// few milliseconds; see `docs/Benchmarks.md`.
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
    public let policy: HistoryPolicy
    /// The file the history lives in, or a symbolic link to it (see "Symbolic links" above).
    public let fileURL: URL
    /// Files larger than this are treated as damaged without being read. A change that would
    /// write a larger file drops the oldest terms until the file fits, always keeping the
    /// newest; a term that cannot fit even alone is refused with
    /// ``HistoryError/historyTooLarge(byteCount:maximumByteCount:)``.
    public let maximumFileSize: Int

    private let path: String
    private let diagnosticHandler: (@MainActor (HistoryFileDiagnostic) -> Void)?
    private let observers = HistoryObservers()
    private var stored = KeyedHistory.empty
    /// The file's bytes as last read or written, and the history they decode to: re-reading
    /// before each change then costs a byte comparison, not a decode, unless another
    /// instance wrote in between.
    private var lastFileContents: (data: Data, history: KeyedHistory)?
    /// Diagnostics found while holding the lock, delivered once it is released: a handler that
    /// opens another repository on the same file would otherwise wait forever for the lock,
    /// because `flock` on a second descriptor blocks even within one process.
    private var pendingDiagnostics: [HistoryFileDiagnostic] = []
    /// Syncs a directory after a rename or a new entry in it. Tests substitute a failing one:
    /// no file system they can use fails a directory `fsync` on demand.
    var syncDirectory: DurableFile.DirectorySync = DurableFile.syncDirectory

    /// Opens the history stored at `fileURL`, which need not exist yet.
    ///
    /// Loading never fails: a damaged file is moved aside, a file that cannot be read right now
    /// is left in place, either is reported to `diagnosticHandler` (called before this
    /// initializer returns), and the history starts empty. The file's
    /// directory is created on the first change.
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
    ///     ``HistoryFileDiagnostic``). It is
    ///     called once the repository has released the file's lock, so it may use this or
    ///     another repository on the same file.
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
        self.fileURL = fileURL
        self.path = fileURL.path
        self.policy = policy
        self.maximumFileSize = maximumFileSize
        self.diagnosticHandler = diagnosticHandler
        // A file that cannot be read right now stays in place and a later reload or change
        // reads it; until then the history is empty.
        stored = (try? loadStoredHistory(whenDamaged: .empty, lockedTarget: nil).get()) ?? .empty
        deliverPendingDiagnostics()
    }

    /// Records a search for `term`, applying the ``policy``; see ``HistoryRepository/addSearchTerm(_:)``.
    ///
    /// - Complexity: O(*n*) plus reading and writing the file, where *n* is the number of stored terms.
    public func addSearchTerm(_ term: String) throws(HistoryError) {
        // Validate before touching the disk, so a bad term costs no I/O.
        guard try policy.normalizedTerm(term) != nil else { return }
        try change { fileHistory throws(HistoryError) in try fileHistory.adding(term, policy: policy) }
    }

    /// Removes `term` and its matches; see ``HistoryRepository/removeSearchTerm(_:)``.
    ///
    /// - Complexity: O(*n*) plus reading and writing the file, where *n* is the number of stored terms.
    public func removeSearchTerm(_ term: String) throws(HistoryError) {
        try change { fileHistory in fileHistory.removing(term, policy: policy) }
    }

    public func removeAllSearchTerms() throws(HistoryError) {
        try change { _ in .empty }
    }

    /// Reads the file again; observers hear about the result if it differs from ``history``.
    /// When the file cannot be read right now, ``history`` stays as it was.
    public func reload() {
        let loaded = loadStoredHistory(whenDamaged: .empty, lockedTarget: nil)
        deliverPendingDiagnostics()
        if case let .success(history) = loaded { publish(history) }
    }

    public func observeHistory(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation {
        observers.add(handler)
    }

    /// Applies `transform` to the file's current history under the lock and writes the result
    /// durably before updating ``history``.
    private func change(_ transform: (KeyedHistory) throws(HistoryError) -> KeyedHistory) throws(HistoryError) {
        // Runs after the lock is released, whether the change succeeded or not: a damaged file
        // found under the lock was moved aside either way.
        defer { deliverPendingDiagnostics() }
        let target = try preparedTarget()
        let newHistory = try DurableFile.withExclusiveLock(Self.lockPath(for: target), for: path) {
            () throws(HistoryError) in
            DurableFile.removeStaleTemporaryFiles(for: target)
            // Re-read under the lock: another instance may have written since this one loaded.
            // If the file became damaged, this instance's view is the best history left; if it
            // cannot be read right now, nothing is known about it, so the change is refused.
            let fileHistory = try loadStoredHistory(whenDamaged: stored, lockedTarget: target).get()
            var updated = try transform(fileHistory)
            if !updated.isSpelledLike(fileHistory) || lastFileContents == nil {
                let data: Data
                (updated, data) = try fittingTheSizeLimit(updated)
                let syncFailure = try DurableFile.write(data, to: target, syncingDirectoryWith: syncDirectory)
                // The file holds the new history from the rename on, so the change stands even
                // if the directory could not be synced; the handler hears that it is less durable.
                lastFileContents = (data, updated)
                if let syncFailure { reportDirectorySyncFailure(syncFailure) }
            }
            return updated
        }
        publish(newHistory)
    }

    /// The file a change writes, with its directory in place: ``fileURL``'s path, or, when that
    /// is a symbolic link, the file at the end of its chain of links, found again for each
    /// change because a link can be re-pointed at any time.
    ///
    /// The directory is created for the repository's own path only. A link whose target's
    /// directory is missing may point into a volume that is not mounted, or a folder removed
    /// on purpose; creating it would put the history where nothing else looks for it, so the
    /// change is refused instead. A link to something other than a file is refused before the
    /// lock is taken, so that no lock file appears next to, say, a folder.
    private func preparedTarget() throws(HistoryError) -> String {
        let target = try DurableFile.resolvingSymbolicLinks(path)
        let directory = (target as NSString).deletingLastPathComponent
        if target != path, DurableFile.existsOtherThanAsARegularFile(target) {
            throw reportLinkToSomethingOtherThanAFile()
        }
        if target == path {
            if let reason = try DurableFile.createDirectory(directory, for: path, syncingWith: syncDirectory) {
                reportDirectorySyncFailure(reason)
            }
        } else if !DurableFile.isDirectory(directory) {
            throw .writeFailed(
                path: path,
                reason: "it is a symbolic link to \(target), whose directory does not exist; create the directory "
                    + "or point the link elsewhere")
        }
        return target
    }

    /// Reports that ``fileURL`` is a symbolic link to a folder, a device or a FIFO, and returns
    /// the error a change throws. What the link leads to is not the repository's to move aside,
    /// and writing there would fail, so it is left for someone to fix the link.
    private func reportLinkToSomethingOtherThanAFile() -> HistoryError {
        let reason = "it is a symbolic link to something that is not a regular file"
        pendingDiagnostics.append(HistoryFileDiagnostic(fileURL: fileURL, problem: .readFailed(reason: reason)))
        return .readFailed(path: path, reason: reason)
    }

    /// The lock changes to `target` take turns on: the same for a repository opened on a
    /// symbolic link and one opened on the file it leads to.
    private static func lockPath(for target: String) -> String {
        target + ".lock"
    }

    /// `history` and its encoding, without as many of the oldest terms as it takes to fit in
    /// ``maximumFileSize``: a history of long terms must not refuse every new search.
    ///
    /// - Throws: ``HistoryError/historyTooLarge(byteCount:maximumByteCount:)`` when even the
    ///   newest term alone does not fit.
    private func fittingTheSizeLimit(_ history: KeyedHistory) throws(HistoryError) -> (KeyedHistory, Data) {
        let data = HistoryFileFormat.encode(history.terms)
        guard data.count > maximumFileSize else { return (history, data) }
        let newest = history.prefix(1)
        let newestData = HistoryFileFormat.encode(newest.terms)
        guard newestData.count <= maximumFileSize else {
            throw .historyTooLarge(byteCount: newestData.count, maximumByteCount: maximumFileSize)
        }
        // The size grows with the number of terms kept, so binary search finds the most that
        // fit with O(log n) encodings; fits holds for `fitting` terms, not for `tooMany`.
        var (fitting, fittingData, tooMany) = (1, newestData, history.terms.count)
        while tooMany - fitting > 1 {
            let middle = (fitting + tooMany) / 2
            let middleData = HistoryFileFormat.encode(Array(history.terms.prefix(middle)))
            if middleData.count <= maximumFileSize {
                (fitting, fittingData) = (middle, middleData)
            } else {
                tooMany = middle
            }
        }
        return (history.prefix(fitting), fittingData)
    }

    /// The history in the file; `fallback` when the file is damaged (after moving it aside); or
    /// ``HistoryError/readFailed(path:reason:)`` when it could not be read for a reason that
    /// says nothing about its contents, in which case it is left where it is. Queues a
    /// diagnostic for each problem.
    ///
    /// Reads need no lock, because writers replace the file with an atomic rename. Moving a
    /// damaged file aside does: without it, a file another process renamed into place a moment
    /// ago could be moved aside in place of the damaged one.
    ///
    /// - Parameter lockedTarget: The file whose lock the caller holds (what
    ///   ``preparedTarget()`` returned), read directly; `nil` without the lock, when the path
    ///   is read, following any symbolic link.
    private func loadStoredHistory(
        whenDamaged fallback: KeyedHistory, lockedTarget: String?
    ) -> Result<KeyedHistory, HistoryError> {
        let problem: HistoryFileDiagnostic.Problem
        let readPath = lockedTarget ?? path
        switch DurableFile.read(readPath, maximumByteCount: maximumFileSize) {
        case .missing:
            lastFileContents = nil
            return .success(.empty)
        case let .contents(data):
            if let lastFileContents, lastFileContents.data == data { return .success(lastFileContents.history) }
            do {
                let history = KeyedHistory(sanitizing: try HistoryFileFormat.decode(data), policy: policy)
                lastFileContents = (data, history)
                return .success(history)
            } catch {
                problem = .corrupt(reason: error.text)
            }
        case let .failed(reason):
            // Not damage: moving the file aside would hide a good history for good.
            pendingDiagnostics.append(HistoryFileDiagnostic(fileURL: fileURL, problem: .readFailed(reason: reason)))
            return .failure(.readFailed(path: path, reason: reason))
        case .notARegularFile:
            if readPath != path || DurableFile.isSymbolicLink(path) {
                return .failure(reportLinkToSomethingOtherThanAFile())
            }
            problem = .unreadable(reason: "not a regular file")
        case let .tooLarge(byteCount):
            problem = .tooLarge(byteCount: byteCount, maximumByteCount: maximumFileSize)
        }
        // Through a symbolic link, the damaged file is the one the link leads to: it is moved
        // aside next to itself, the link is kept, and the next change writes a new file there.
        let damagedPath: String
        if let lockedTarget {
            damagedPath = lockedTarget
        } else {
            let target = (try? DurableFile.resolvingSymbolicLinks(path)) ?? path
            if let recheckedHistory = try? DurableFile.withExclusiveLock(
                Self.lockPath(for: target), for: path,
                { () throws(HistoryError) in
                    loadStoredHistory(whenDamaged: fallback, lockedTarget: target)
                })
            {
                return recheckedHistory
            }
            damagedPath = target
        }
        var diagnostic = HistoryFileDiagnostic(fileURL: fileURL, problem: problem)
        switch DurableFile.moveAside(damagedPath) {
        case let .success(destination): diagnostic.movedAsideURL = URL(fileURLWithPath: destination)
        case let .failure(failure): diagnostic.moveFailureReason = failure.reason
        }
        lastFileContents = nil
        pendingDiagnostics.append(diagnostic)
        return .success(fallback)
    }

    private func reportDirectorySyncFailure(_ reason: String) {
        pendingDiagnostics.append(
            HistoryFileDiagnostic(fileURL: fileURL, problem: .directorySyncFailed(reason: reason)))
    }

    /// Tells the handler about the problems queued by loading and writing. Call only without
    /// holding the lock.
    private func deliverPendingDiagnostics() {
        let diagnostics = pendingDiagnostics
        pendingDiagnostics = []
        for diagnostic in diagnostics { diagnosticHandler?(diagnostic) }
    }

    private func publish(_ newHistory: KeyedHistory) {
        guard !newHistory.isSpelledLike(stored) else { return }
        stored = newHistory
        observers.notify(newHistory.terms)
    }
}
