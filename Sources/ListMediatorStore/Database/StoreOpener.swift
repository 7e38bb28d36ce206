import Foundation

#if canImport(SQLite3)
    internal import SQLite3
#else
    internal import CSQLite
#endif

/// Opens a store's file: judges whether it can be used, moves it aside when it cannot, and
/// brings its schema up to date.
enum StoreOpener {
    /// What opening an existing file found.
    private enum Inspection {
        /// A store of this library (or an empty file), open on the connection.
        case usable(Connection)
        /// A file to move aside; its connection is already closed. Closing it checkpointed the
        /// file's write-ahead log into it, as any SQLite client would, so the file moved aside
        /// holds every transaction the log did.
        case unusable(StoreDiagnostic.Problem)
    }

    /// The writer connection on the file at `fileURL`, created if missing, replaced by a new
    /// store (after `report` hears why) if it cannot be used.
    ///
    /// - Throws: ``StoreError/newerSchema(fileVersion:supportedVersion:)`` for a file a newer
    ///   version of the library wrote, left untouched; SQLite's and the file system's errors,
    ///   which say nothing about the file's contents (no permission, an I/O error, a lock held
    ///   too long), and leave it untouched too.
    static func openWriter(
        at fileURL: URL, configuration: ListStore.Configuration, migrations: [Migration],
        report: (StoreDiagnostic) -> Void
    ) throws(StoreError) -> Connection {
        let path = fileURL.path
        try StoreFile.createFolder(for: path)
        var movedAside = false
        while true {
            try StoreFile.createIfMissing(path)
            switch try inspect(path, configuration: configuration, supportedVersion: migrations.count) {
            case .usable(let connection):
                try configureWriter(connection)
                try Migrator.migrate(connection, with: migrations)
                try protect(path, configuration: configuration)
                return connection
            case .unusable(let problem):
                // A file this process just created cannot be another program's or damaged;
                // if it looks so, something else is wrong, and moving files in a loop would not
                // fix it.
                guard !movedAside else {
                    throw .fileSystem(path: path, operation: "open", reason: "a new file is unusable too: \(problem)")
                }
                let destination = try StoreFile.moveAside(path)
                movedAside = true
                report(
                    StoreDiagnostic(
                        fileURL: fileURL, problem: problem, movedAsideURL: URL(fileURLWithPath: destination)))
            }
        }
    }

    /// A reader connection on the file at `path`, which the writer has opened already.
    static func openReader(at path: String, configuration: ListStore.Configuration) throws(StoreError) -> Connection {
        let connection = try Connection(path: path, flags: SQLITE_OPEN_READWRITE)
        try connection.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
        // Opened read-write because a WAL reader writes to the -shm file, but it never writes
        // the database: a bug that tried would fail instead of bypassing the writer's lock.
        try connection.execute("PRAGMA query_only = ON")
        return connection
    }

    private static func inspect(
        _ path: String, configuration: ListStore.Configuration, supportedVersion: Int
    ) throws(StoreError) -> Inspection {
        guard StoreFile.startsLikeADatabase(path) else {
            return .unusable(.notADatabase(message: "the file does not start with SQLite's header"))
        }
        // Read-write without create: the file was created above, with its permissions.
        let connection = try Connection(path: path, flags: SQLITE_OPEN_READWRITE)
        try connection.setBusyTimeout(milliseconds: configuration.busyTimeoutMilliseconds)
        let applicationID: Int32
        let version: Int64
        let objectCount: Int64
        do throws(StoreError) {
            // The first read of the header: a file that is not a database fails here.
            applicationID = Int32(truncatingIfNeeded: try connection.integer("PRAGMA application_id") ?? 0)
            version = try connection.integer("PRAGMA user_version") ?? 0
            // Ours and newer: refused before its schema is parsed, which a newer version may
            // write in SQL this SQLite cannot read — the file must stay as it is.
            if applicationID == StoreSchema.applicationID && version > supportedVersion {
                throw StoreError.newerSchema(fileVersion: Int(version), supportedVersion: supportedVersion)
            }
            objectCount = try connection.integer("SELECT count(*) FROM sqlite_master") ?? 0
        } catch {
            guard error.isDamage else { throw error }
            return .unusable(.notADatabase(message: error.description))
        }
        // An empty file, or one whose creation stopped before the first schema step committed,
        // holds nothing and becomes this store.
        if applicationID == 0 && objectCount == 0 && version == 0 { return .usable(connection) }
        guard applicationID == StoreSchema.applicationID else {
            return .unusable(.foreignDatabase(applicationID: applicationID))
        }
        guard version <= supportedVersion else {
            throw .newerSchema(fileVersion: Int(version), supportedVersion: supportedVersion)
        }
        if configuration.checksIntegrityOnOpen {
            let problems: [String]
            do {
                problems = try connection.texts("PRAGMA quick_check(5)")
            } catch {
                guard error.isDamage else { throw error }
                return .unusable(.failedIntegrityCheck(details: error.description))
            }
            guard problems == ["ok"] else {
                return .unusable(.failedIntegrityCheck(details: problems.joined(separator: "; ")))
            }
        }
        return .usable(connection)
    }

    /// Write-ahead log, `synchronous = NORMAL`, foreign keys.
    ///
    /// With a write-ahead log, `NORMAL` syncs the log at checkpoints rather than at every
    /// commit. A committed transaction is in the log file (in the operating system's cache)
    /// when `COMMIT` returns, so it survives the app being killed or crashing at any instant;
    /// only a power loss or an operating system crash can lose the last transactions before a
    /// checkpoint, and never damages the file. `FULL` would close that window too, at the cost
    /// of an fsync on every write, which a cache of server data does not need.
    private static func configureWriter(_ connection: Connection) throws(StoreError) {
        let mode = try connection.texts("PRAGMA journal_mode = WAL").first ?? ""
        guard mode.lowercased() == "wal" else { throw .writeAheadLogUnavailable(journalMode: mode) }
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.execute("PRAGMA foreign_keys = ON")
    }

    private static func protect(_ path: String, configuration: ListStore.Configuration) throws(StoreError) {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            if let protection = configuration.fileProtection {
                try StoreFile.protect(path, with: protection)
            }
        #endif
    }
}
