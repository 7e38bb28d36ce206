import Foundation

/// A problem a ``FileHistoryRepository`` found with its file and worked around.
///
/// The repository never crashes and never deletes a file it cannot use: it moves a damaged
/// file aside (to ``movedAsideURL``, next to the original, so it can be inspected or
/// recovered), continues with an empty history, and reports what happened through its
/// diagnostic handler. It also reports a change it could not save (kept in memory and saved
/// with the next change) and a saved change that may not survive a power loss.
public struct HistoryFileDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the file.
    public enum Problem: Hashable, Sendable {
        /// Something other than a regular file sits at the path, for example a directory. (A
        /// symbolic link to one is left alone and reported as ``readFailed(reason:)``.)
        case unreadable(reason: String)
        /// The file is larger than the repository's `maximumFileSize`, so it was not read.
        case tooLarge(byteCount: Int, maximumByteCount: Int)
        /// The file is not a search history in a format this version understands.
        case corrupt(reason: String)
        /// The file could not be read for a reason that says nothing about its contents (too
        /// many open files, an I/O error, no permission, a symbolic link that leads to a
        /// directory or around a loop). It was left in place, untouched: on loading the history
        /// starts empty, ``FileHistoryRepository/reload()`` keeps the history it had, and
        /// changes throw ``HistoryError/readFailed(path:reason:)`` until the file can be read
        /// again.
        case readFailed(reason: String)
        /// A change was saved, but the directory holding the file could not be synced, so the
        /// change may not survive a power loss (a crash of the app does not lose it). The
        /// change stands, and nothing was moved aside.
        case directorySyncFailed(reason: String)
        /// One or more changes could not be saved, for the reason `error` gives: the disk is
        /// full, the folder cannot be written, the file cannot be read right now, or another
        /// process held its lock too long. The changes stay in the repository's
        /// ``FileHistoryRepository/history``, the file keeps what it held, and the repository
        /// tries again with the next change or ``FileHistoryRepository/waitUntilSaved()``.
        /// Until one succeeds, the changes are lost if the app quits.
        case saveFailed(HistoryError)
    }

    /// The repository's file.
    public var fileURL: URL
    /// What was wrong with it.
    public var problem: Problem
    /// Where the file now is, or `nil` when it was not moved: it could not be (see
    /// ``moveFailureReason``), or the problem does not call for it. When ``fileURL`` is a
    /// symbolic link, the file it leads to is the one moved, next to itself; the link stays.
    public var movedAsideURL: URL?
    /// Why the file could not be moved aside, when it could not.
    public var moveFailureReason: String?

    /// What was wrong with which file and where it went, for logs.
    public var description: String {
        let what: String
        switch problem {
        case let .readFailed(reason):
            return "The search history file \(fileURL.path) could not be read (\(reason)); it was left in place, "
                + "and changes are refused until it can be read."
        case let .directorySyncFailed(reason):
            return "The search history file \(fileURL.path) was saved, but its directory could not be synced "
                + "(\(reason)); the latest change may not survive a power loss."
        case let .saveFailed(error):
            return "\(error) The latest changes are kept in memory and saved with the next change."
        case let .unreadable(reason): what = "could not be read (\(reason))"
        case let .tooLarge(byteCount, maximum): what = "is \(byteCount) bytes, over the \(maximum)-byte limit"
        case let .corrupt(reason): what = "is not a valid search history (\(reason))"
        }
        let outcome =
            if let movedAsideURL {
                "it was moved to \(movedAsideURL.path) and the history starts empty"
            } else {
                "it could not be moved aside (\(moveFailureReason ?? "unknown reason")); the history starts empty"
            }
        return "The search history file \(fileURL.path) \(what); \(outcome)."
    }
}
