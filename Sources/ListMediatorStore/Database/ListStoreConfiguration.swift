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
        /// Whether opening runs `PRAGMA quick_check` on an existing file, so a damaged one is
        /// found and moved aside at once rather than failing later reads with
        /// `SQLITE_CORRUPT`. On by default. It reads every page of the file: O(file size), a
        /// cost paid at every open, which an app with a very large store may prefer to skip.
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
            maximumReaderCount: Int = 4, busyTimeout: Duration = .seconds(5), checksIntegrityOnOpen: Bool = true
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
