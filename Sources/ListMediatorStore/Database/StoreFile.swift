import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file operations around a store's file: its folder, its creation, and moving it aside.
enum StoreFile {
    /// The names SQLite gives a database's companion files, which travel with it.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// Creates the folder that holds `path` if it is missing, readable by its user alone.
    static func createFolder(for path: String) throws(StoreError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .fileSystem(path: folder, operation: "create the folder", reason: error.localizedDescription)
        }
    }

    /// Creates an empty file at `path`, readable and writable by its user alone, unless a file
    /// is there already.
    ///
    /// SQLite would create the file itself with the process's default mode (usually readable by
    /// everyone); creating it first with mode 0600 and `O_EXCL` means it never exists with
    /// wider permissions, even for an instant. SQLite gives the `-wal` and `-shm` files it
    /// creates later the database file's mode.
    static func createIfMissing(_ path: String) throws(StoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        guard code != EEXIST else { return }
        throw .fileSystem(path: path, operation: "create the file", reason: String(cString: strerror(code)))
    }

    /// The 16 bytes every SQLite database starts with.
    private static let databaseHeader = Data("SQLite format 3\0".utf8)

    /// Whether the file at `path` is empty or starts as an SQLite database does; `true` too
    /// when it cannot be read, for SQLite to report why.
    ///
    /// Checked before SQLite opens the file: SQLite deletes or rewrites `-wal` and `-shm` files
    /// it finds beside a file it cannot use, and they must be moved aside as they are.
    static func startsLikeADatabase(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: databaseHeader.count) else { return true }
        return start.isEmpty || start == databaseHeader
    }

    /// Renames the file at `path`, with its companion files, to
    /// `<path>.damaged-<UTC time>` (with a counter if that name is taken) and returns the new
    /// location. The companions keep their suffixes after the new name, so SQLite finds the
    /// moved file's log if someone opens it to recover it.
    static func moveAside(_ path: String, now: Date = Date()) throws(StoreError) -> String {
        var destination = "\(path).damaged-\(timestamp(now))"
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination) {
            attempt += 1
            destination = "\(path).damaged-\(timestamp(now))-\(attempt)"
        }
        guard rename(path, destination) == 0 else {
            throw .fileSystem(path: path, operation: "move aside", reason: String(cString: strerror(errno)))
        }
        for suffix in companionSuffixes where FileManager.default.fileExists(atPath: path + suffix) {
            guard rename(path + suffix, destination + suffix) == 0 else {
                throw .fileSystem(
                    path: path + suffix, operation: "move aside", reason: String(cString: strerror(errno)))
            }
        }
        return destination
    }

    /// `date` in UTC as `20250131T235959.123Z`: sortable, and free of characters some file
    /// systems refuse.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2) + "T"
            + padded(parts.hour, 2) + padded(parts.minute, 2) + padded(parts.second, 2) + "."
            + padded((parts.nanosecond ?? 0) / 1_000_000, 3) + "Z"
    }
}
