import Foundation

extension ListStore {
    /// How a ``ListStore`` opens and uses its file.
    public struct Configuration: Sendable {
        /// The most reads that run at once, each on a connection of its own; more wait for one
        /// to finish. 4 by default.
        public var maximumReaderCount: Int
        /// How long a connection waits for a lock another process holds (another process
        /// writing the same file, or checkpointing it) before failing with `SQLITE_BUSY`.
        /// 5 seconds by default.
        public var busyTimeout: Duration
        /// Whether opening runs `PRAGMA quick_check` on an existing file, so that a damaged one
        /// is found, moved aside and replaced by an empty store at once. Off by default: the
        /// check reads every page of the file, O(file size) at every open, where an open
        /// without it costs the same for a store of ten thousand items or a million.
        ///
        /// Without it, opening still moves aside what the file's header gives away: a file that
        /// is not an SQLite database, or another program's database (`application_id`). Damage
        /// inside the file is met by the first read or write that reaches a damaged page, which
        /// throws ``StoreError/sqlite(code:message:sql:)`` whose
        /// ``StoreError/sqliteResultCode`` is `SQLITE_CORRUPT` (11). The store moves files only
        /// while opening them, so this one stays where it is, and later opens and reads meet
        /// the same damage. An app that sees `SQLITE_CORRUPT` releases the store and opens it
        /// again with this set to `true`: the check finds the damage, the file is moved aside
        /// (the diagnostic handler hears of it as
        /// ``StoreDiagnostic/Problem/failedIntegrityCheck(details:)``), and the new, empty
        /// store fills again from the network. An app whose store is small, or that would
        /// rather pay at every open than meet the error, turns it on for good.
        public var checksIntegrityOnOpen: Bool

        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            /// The data protection class applied to the file and its `-wal` and `-shm` files on
            /// every open, or `nil` to leave them with their folder's class (the default).
            ///
            /// With `.complete`, the store cannot be read or written while the device is locked,
            /// including by background refreshes; `.completeUntilFirstUserAuthentication` is
            /// the usual choice for a cache that background work updates.
            public var fileProtection: FileProtectionType? {
                get { fileProtectionName.map(FileProtectionType.init(rawValue:)) }
                set { fileProtectionName = newValue?.rawValue }
            }
        #endif
        /// The protection class's raw name: a `String` is `Sendable` on every SDK.
        var fileProtectionName: String?

        /// A configuration with the defaults.
        public init(
            maximumReaderCount: Int = 4, busyTimeout: Duration = .seconds(5), checksIntegrityOnOpen: Bool = false
        ) {
            self.maximumReaderCount = maximumReaderCount
            self.busyTimeout = busyTimeout
            self.checksIntegrityOnOpen = checksIntegrityOnOpen
        }

        /// The busy timeout in whole milliseconds, as `sqlite3_busy_timeout` takes it.
        var busyTimeoutMilliseconds: Int32 {
            let (seconds, attoseconds) = busyTimeout.components
            let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            return Int32(clamping: max(0, milliseconds))
        }
    }
}
