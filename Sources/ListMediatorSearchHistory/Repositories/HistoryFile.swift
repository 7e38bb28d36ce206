import Foundation

/// How one ``FileHistoryRepository`` reads and writes its file: the path, the policy and the
/// limits, and the steps of a load and of a locked read-modify-write.
///
/// A value with no actor of its own, so that the repository loads with it on the main actor and
/// the file's ``HistoryFileWriter`` writes with it on the writer's queue. Problems are added to a
/// `diagnostics` list that the caller delivers once the lock is released.
struct HistoryFile: Sendable {
    let fileURL: URL
    /// `fileURL.path`: the file, or a symbolic link to it.
    let path: String
    let policy: HistoryPolicy
    let maximumFileSize: Int
    /// Syncs a directory after a rename or a new entry in it. Tests substitute a failing or
    /// slow one: no file system they can use fails or stalls a directory `fsync` on demand.
    var syncDirectory: DurableFile.DirectorySync = DurableFile.syncDirectory
    /// How long a write waits for another process (or another writer in this one) to release
    /// the file's lock before giving up with ``HistoryError/lockTimedOut(path:timeout:)``.
    var lockTimeout: Duration = HistoryFile.defaultLockTimeout

    /// Long enough for any write another process makes through this package, even on a slow
    /// disk; short enough that a process stuck holding the lock does not stall saving for long.
    static let defaultLockTimeout = Duration.seconds(2)

    /// The size of an empty history's file.
    private static let emptyFileSize = HistoryFileFormat.encode([]).count

    /// The file's bytes as last read or written, and the history they decode to under `policy`:
    /// re-reading before each change then costs a byte comparison, not a decode, unless another
    /// instance wrote in between.
    struct Contents: Sendable {
        var data: Data
        var policy: HistoryPolicy
        var history: KeyedHistory
    }

    /// Applies `changes` in order to the file's current history under the lock and writes the
    /// result durably, returning it.
    ///
    /// - Parameters:
    ///   - fallback: The history to apply the changes to when the file turns out to be damaged:
    ///     the repository's view before the first of them.
    ///   - renaming: Wraps the rename that makes the new contents visible (see
    ///     ``DurableFile/write(_:to:syncingDirectoryWith:renaming:)``).
    func write(
        _ changes: [HistoryChange], fallback: KeyedHistory, cache: inout Contents?,
        diagnostics: inout [HistoryFileDiagnostic], renaming: (_ rename: () -> Int32) -> Int32
    ) throws(HistoryError) -> KeyedHistory {
        let target = try preparedTarget(diagnostics: &diagnostics)
        return try DurableFile.withExclusiveLock(Self.lockPath(for: target), for: path, timeout: lockTimeout) {
            () throws(HistoryError) in
            DurableFile.removeStaleTemporaryFiles(for: target)
            // Re-read under the lock: another instance may have written since the changes were
            // made. If the file became damaged, the repository's view is the best history left;
            // if it cannot be read right now, nothing is known about it, so nothing is written.
            let fileHistory = try load(
                read(target), whenDamaged: fallback, lockedTarget: target, cache: &cache, diagnostics: &diagnostics
            ).successValue()
            var updated = fileHistory.applying(changes, policy: policy)
            if !updated.isSpelledLike(fileHistory) || cache == nil {
                let data: Data
                (updated, data) = try fittingTheSizeLimit(updated)
                let syncFailure = try DurableFile.write(
                    data, to: target, syncingDirectoryWith: syncDirectory, renaming: renaming)
                // The file holds the new history from the rename on, so the change stands even
                // if the directory could not be synced; the handler hears that it is less durable.
                cache = Contents(data: data, policy: policy, history: updated)
                if let syncFailure { diagnostics.append(directorySyncFailure(syncFailure)) }
            }
            return updated
        }
    }

    /// The file a change writes, with its directory in place: ``path``, or, when that is a
    /// symbolic link, the file at the end of its chain of links, found again for each write
    /// because a link can be re-pointed at any time.
    ///
    /// The directory is created for the repository's own path only. A link whose target's
    /// directory is missing may point into a volume that is not mounted, or a folder removed
    /// on purpose; creating it would put the history where nothing else looks for it, so the
    /// change is refused instead. A link to something other than a file is refused before the
    /// lock is taken, so that no lock file appears next to, say, a folder.
    private func preparedTarget(diagnostics: inout [HistoryFileDiagnostic]) throws(HistoryError) -> String {
        let target = try DurableFile.resolvingSymbolicLinks(path)
        let directory = (target as NSString).deletingLastPathComponent
        if target != path, DurableFile.existsOtherThanAsARegularFile(target) {
            throw reportLinkToSomethingOtherThanAFile(&diagnostics)
        }
        if target == path {
            if let reason = try DurableFile.createDirectory(directory, for: path, syncingWith: syncDirectory) {
                diagnostics.append(directorySyncFailure(reason))
            }
        } else if !DurableFile.isDirectory(directory) {
            throw .writeFailed(
                path: path,
                reason: "it is a symbolic link to \(target), whose directory does not exist; create the directory "
                    + "or point the link elsewhere")
        }
        return target
    }

    /// Reports that ``path`` is a symbolic link to a folder, a device or a FIFO, and returns
    /// the error a change fails with. What the link leads to is not the repository's to move
    /// aside, and writing there would fail, so it is left for someone to fix the link.
    private func reportLinkToSomethingOtherThanAFile(_ diagnostics: inout [HistoryFileDiagnostic]) -> HistoryError {
        let reason = "it is a symbolic link to something that is not a regular file"
        diagnostics.append(HistoryFileDiagnostic(fileURL: fileURL, problem: .readFailed(reason: reason)))
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

    /// The error thrown when even `term` alone would not fit in ``maximumFileSize``, or `nil`.
    /// Checked when the change is made, so that the caller hears at once.
    func sizeLimitError(forNewest term: String) -> HistoryError? {
        // JSON writes a character as at most 6 bytes (`\u001F`) per UTF-8 byte, plus quotes: a
        // term well within the limit needs no encoding, which costs more than the rest of an add.
        if Self.emptyFileSize + 2 + 6 * term.utf8.count <= maximumFileSize { return nil }
        let byteCount = HistoryFileFormat.encode([term]).count
        guard byteCount > maximumFileSize else { return nil }
        return .historyTooLarge(byteCount: byteCount, maximumByteCount: maximumFileSize)
    }

    /// The history in the file; `fallback` when the file is damaged (after moving it aside); or
    /// ``HistoryError/readFailed(path:reason:)`` when it could not be read for a reason that
    /// says nothing about its contents, in which case it is left where it is. Adds a diagnostic
    /// for each problem.
    ///
    /// Reads need no lock, because writers replace the file with an atomic rename. Moving a
    /// damaged file aside does: without it, a file another process renamed into place a moment
    /// ago could be moved aside in place of the damaged one.
    ///
    /// - Parameters:
    ///   - contents: What ``read(_:)`` returned for `lockedTarget`, or for ``path`` when
    ///     `lockedTarget` is `nil`.
    ///   - lockedTarget: The file whose lock the caller holds (what
    ///     ``preparedTarget(diagnostics:)`` returned), read directly; `nil` without the lock,
    ///     when the path is read, following any symbolic link.
    func load(
        _ contents: DurableFile.ReadResult, whenDamaged fallback: KeyedHistory, lockedTarget: String?,
        cache: inout Contents?, diagnostics: inout [HistoryFileDiagnostic]
    ) -> Result<KeyedHistory, HistoryError> {
        let problem: HistoryFileDiagnostic.Problem
        let readPath = lockedTarget ?? path
        switch contents {
        case .missing:
            cache = nil
            return .success(.empty)
        case let .contents(data):
            if let cache, cache.data == data, cache.policy == policy { return .success(cache.history) }
            do {
                let history = KeyedHistory(sanitizing: try HistoryFileFormat.decode(data), policy: policy)
                cache = Contents(data: data, policy: policy, history: history)
                return .success(history)
            } catch {
                problem = .corrupt(reason: error.text)
            }
        case let .failed(reason):
            // Not damage: moving the file aside would hide a good history for good.
            diagnostics.append(HistoryFileDiagnostic(fileURL: fileURL, problem: .readFailed(reason: reason)))
            return .failure(.readFailed(path: path, reason: reason))
        case .notARegularFile:
            if readPath != path || DurableFile.isSymbolicLink(path) {
                return .failure(reportLinkToSomethingOtherThanAFile(&diagnostics))
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
            var lockedDiagnostics: [HistoryFileDiagnostic] = []
            if let recheckedHistory = try? DurableFile.withExclusiveLock(
                Self.lockPath(for: target), for: path, timeout: lockTimeout,
                { () throws(HistoryError) in
                    load(
                        read(target), whenDamaged: fallback, lockedTarget: target, cache: &cache,
                        diagnostics: &lockedDiagnostics)
                })
            {
                diagnostics += lockedDiagnostics
                return recheckedHistory
            }
            damagedPath = target
        }
        var diagnostic = HistoryFileDiagnostic(fileURL: fileURL, problem: problem)
        switch DurableFile.moveAside(damagedPath) {
        case let .success(destination): diagnostic.movedAsideURL = URL(fileURLWithPath: destination)
        case let .failure(failure): diagnostic.moveFailureReason = failure.reason
        }
        cache = nil
        diagnostics.append(diagnostic)
        return .success(fallback)
    }

    /// The file at `path` (``path`` unless given), following symbolic links, as bytes, or why
    /// it could not be read.
    func read(_ path: String? = nil) -> DurableFile.ReadResult {
        DurableFile.read(path ?? self.path, maximumByteCount: maximumFileSize)
    }

    private func directorySyncFailure(_ reason: String) -> HistoryFileDiagnostic {
        HistoryFileDiagnostic(fileURL: fileURL, problem: .directorySyncFailed(reason: reason))
    }
}
