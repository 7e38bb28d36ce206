import Foundation

/// A file a ``ListStore`` could not use, which it moved aside before starting a new, empty
/// store in its place.
///
/// The store never deletes such a file and never opens an empty store in its place without
/// saying so: it renames the file (and its `-wal`, `-shm` and `-journal` companions) to
/// ``movedAsideURL``, next to the original, where it can be inspected or recovered, and hands
/// this value to the diagnostic handler given to ``ListStore/init(fileURL:configuration:diagnosticHandler:)``.
public struct StoreDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the file.
    public enum Problem: Hashable, Sendable {
        /// The file is not an SQLite database (`SQLITE_NOTADB`), or SQLite found it damaged
        /// (`SQLITE_CORRUPT`) while reading its header; `message` is SQLite's.
        case notADatabase(message: String)
        /// The database failed `PRAGMA quick_check`; `details` holds the first problems it
        /// listed.
        case failedIntegrityCheck(details: String)
        /// The file is an SQLite database of another program: its `PRAGMA application_id` is
        /// `applicationID` rather than the store's, or is 0 while the file holds tables.
        case foreignDatabase(applicationID: Int32)
    }

    /// Where the store's file is, and where the new store now is.
    public var fileURL: URL
    /// What was wrong with the file.
    public var problem: Problem
    /// Where the file was moved.
    public var movedAsideURL: URL

    /// A diagnostic about the file at `fileURL`, moved to `movedAsideURL`.
    public init(fileURL: URL, problem: Problem, movedAsideURL: URL) {
        self.fileURL = fileURL
        self.problem = problem
        self.movedAsideURL = movedAsideURL
    }

    /// What was wrong with which file and where it went, for logs.
    public var description: String {
        let what =
            switch problem {
            case .notADatabase(let message): "is not a usable database (\(message))"
            case .failedIntegrityCheck(let details): "failed its integrity check (\(details))"
            case .foreignDatabase(let applicationID): "belongs to another program (application id \(applicationID))"
            }
        return "The list store \(fileURL.path) \(what); it was moved to \(movedAsideURL.path) "
            + "and a new, empty store was created."
    }
}
