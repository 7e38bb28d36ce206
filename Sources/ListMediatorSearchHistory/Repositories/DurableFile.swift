import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX file operations behind ``FileHistoryRepository``'s durability promise.
///
/// Foundation's atomic write renames a temporary file over the target but does not `fsync`
/// the file before the rename nor the directory after it, so after a power loss the target can
/// be empty or missing. These helpers do each step explicitly.
enum DurableFile {
    /// What reading a file found.
    enum ReadResult {
        case missing
        case contents(Data)
        /// Something other than a regular file sits at the path: damage, like bad contents.
        case notARegularFile
        case tooLarge(byteCount: Int)
        /// Opening or reading failed for a reason that says nothing about the contents (too
        /// many open files, an I/O error, no permission), so the file must be left alone.
        case failed(String)
    }

    /// Reads the file at `path` unless it is larger than `maximumByteCount`, which is checked
    /// with `fstat` on the open descriptor before anything is read, so an oversized file never
    /// reaches memory whole.
    static func read(_ path: String, maximumByteCount: Int) -> ReadResult {
        // O_NONBLOCK: opening a FIFO someone left at the path must not hang the app; it has no
        // effect on regular files, and anything else is rejected below.
        let fd = openRetryingOnInterrupt(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        var status = stat()
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            // A socket cannot be opened at all (ENXIO); it is no more a history than a directory.
            if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG { return .notARegularFile }
            return .failed(describe(code))
        }
        defer { close(fd) }
        guard fstat(fd, &status) == 0 else { return .failed(describe(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .notARegularFile }
        let size = Int(status.st_size)
        guard size <= maximumByteCount else { return .tooLarge(byteCount: size) }

        // Read to the end rather than `size` bytes: a foreign writer may change the file after
        // fstat (this package's writers only ever rename a new file into place). Stop one
        // chunk past the limit at most.
        var data = Data()
        data.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(describe(errno))
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
            if data.count > maximumByteCount { return .tooLarge(byteCount: data.count) }
        }
        return .contents(data)
    }

    /// The most symbolic links ``resolvingSymbolicLinks(_:)`` follows, as many as macOS's
    /// `open` does (Linux follows 40).
    static let maximumSymbolicLinks = 32

    /// The file that writing to `path` must replace: `path` itself, unless it is a symbolic
    /// link, in which case the file at the end of its chain of links. That file may not exist
    /// yet (a dangling link); it is never a link.
    ///
    /// Links are followed one at a time with `readlink`, each relative one against the
    /// directory of the link that holds it, as the kernel does; `..` is left for the kernel to
    /// resolve, since a lexical shortcut would be wrong where a directory is itself a link.
    /// Anything `lstat` cannot inspect is returned as it is, for the read or write that follows
    /// to report.
    ///
    /// - Throws: ``HistoryError/readFailed(path:reason:)``, as reading the file through the
    ///   link would, for a link that cannot be read or a chain longer than
    ///   ``maximumSymbolicLinks`` (a loop, most likely).
    static func resolvingSymbolicLinks(_ path: String) throws(HistoryError) -> String {
        var current = path
        for _ in 0..<maximumSymbolicLinks {
            guard isSymbolicLink(current) else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count)
            guard count >= 0, count < buffer.count else {
                let code = count < 0 ? errno : ENAMETOOLONG
                throw .readFailed(path: path, reason: "cannot read the symbolic link \(current): \(describe(code))")
            }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let directory = (current as NSString).deletingLastPathComponent
            current =
                destination.hasPrefix("/") || directory.isEmpty
                ? destination : (directory as NSString).appendingPathComponent(destination)
        }
        throw .readFailed(
            path: path,
            reason: "it leads through more than \(maximumSymbolicLinks) symbolic links, most likely around a loop")
    }

    /// Whether `path` itself, not what it may point to, is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether something other than a regular file (a directory, a FIFO, a device) is at
    /// `path`, following links.
    static func existsOtherThanAsARegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
    }

    /// Whether `path` is a directory, following links; `""` is the current directory.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path.isEmpty ? "." : path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Makes the entries of a directory (a rename, a new file or subdirectory) durable, and
    /// returns why it could not, or `nil`.
    typealias DirectorySync = @Sendable (_ directory: String) -> String?

    /// Replaces the file at `path` with `data` so that a crash at any instant leaves either the
    /// old or the new contents: write a temporary file in the same directory, `fsync` it,
    /// `rename` it over the target, then sync the directory so the rename itself survives
    /// a power loss.
    ///
    /// A symbolic link at `path` would be replaced by a regular file: pass the path
    /// ``resolvingSymbolicLinks(_:)`` returns to write through it.
    ///
    /// - Returns: Why the directory could not be synced, or `nil`. Once the rename has
    ///   happened the file holds the new contents, so this is not thrown: the change is made,
    ///   only less durable.
    /// - Parameter renaming: Calls the `rename` it is given, which returns 0 or the `errno` of a
    ///   failed rename, and returns what it returned: a caller can mark the instant the new
    ///   contents become visible.
    /// - Throws: When the file was left as it was.
    static func write(
        _ data: Data, to path: String, syncingDirectoryWith syncDirectory: DirectorySync,
        renaming: (_ rename: () -> Int32) -> Int32 = { $0() }
    ) throws(HistoryError) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        let temporaryPath = temporaryFilePrefix(for: path) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        let fd = openRetryingOnInterrupt(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, "cannot create \(temporaryPath)", errno) }
        var written = 0
        var writeError: Int32 = 0
        data.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    writeError = errno
                    return
                }
                written += count
            }
        }
        if writeError == 0, flushToStorage(fd) != 0 { writeError = errno }
        // close can report a delayed write error (for example on network file systems).
        if close(fd) != 0, writeError == 0 { writeError = errno }
        guard writeError == 0 else {
            unlink(temporaryPath)
            throw failure(path, "cannot write \(temporaryPath)", writeError)
        }
        let renameError = renaming { rename(temporaryPath, path) == 0 ? 0 : errno }
        guard renameError == 0 else {
            unlink(temporaryPath)
            throw failure(path, "cannot replace the file", renameError)
        }
        return syncDirectory(directory)
    }

    /// Flushes a file's data to stable storage.
    private static func flushToStorage(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
            // On Apple platforms fsync hands data to the drive but not through its write cache;
            // F_FULLFSYNC does. Some file systems refuse it, and fsync is the best left then.
            if fcntl(fd, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(fd)
    }

    /// Makes a rename, unlink or new entry in `directory` durable with `fsync`; a
    /// ``DirectorySync``.
    static func syncDirectory(_ directory: String) -> String? {
        let fd = openRetryingOnInterrupt(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return "cannot open \(directory): \(describe(errno))" }
        defer { close(fd) }
        // Some file systems do not support fsync on directories (EINVAL); the rename is then as
        // durable as that file system makes it, and there is nothing more to do.
        if fsync(fd) != 0, errno != EINVAL { return "cannot sync \(directory): \(describe(errno))" }
        return nil
    }

    /// Creates `directory` and its missing parents, syncing the directory each one was created
    /// in, so that a file later renamed into `directory` is not lost with it on a power loss.
    ///
    /// - Returns: Why a parent could not be synced, or `nil`.
    static func createDirectory(
        _ directory: String, for path: String, syncingWith syncDirectory: DirectorySync
    ) throws(HistoryError) -> String? {
        var missing: [String] = []  // Deepest first.
        var current = directory
        var isDirectory: ObjCBool = false
        while !current.isEmpty, current != "/",
            !FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) || !isDirectory.boolValue
        {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        guard !missing.isEmpty else { return nil }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create its directory: \(error.localizedDescription)")
        }
        var syncFailure: String?
        for created in missing.reversed() {
            if let reason = syncDirectory((created as NSString).deletingLastPathComponent) {
                syncFailure = syncFailure ?? reason
            }
        }
        return syncFailure
    }

    /// Runs `body` while holding an exclusive `flock` on `lockPath`, so that processes and
    /// repository instances sharing a file take turns at read-modify-write. The kernel drops
    /// the lock when the process dies, so a crash never leaves it held.
    ///
    /// The lock is tried without blocking, and tried again after pauses growing from 1 ms to
    /// 50 ms, until `timeout` has passed: a process that holds the lock for good (stopped in a
    /// debugger, hung on a network volume) then costs one failed write, not a writer stuck
    /// forever.
    ///
    /// - Throws: ``HistoryError/lockTimedOut(path:timeout:)`` when the lock was still held by
    ///   someone else after `timeout`, or ``HistoryError/writeFailed(path:reason:)`` when the
    ///   lock file cannot be opened or locked at all.
    static func withExclusiveLock<Result>(
        _ lockPath: String, for path: String, timeout: Duration, _ body: () throws(HistoryError) -> Result
    ) throws(HistoryError) -> Result {
        let fd = openRetryingOnInterrupt(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, "cannot open the lock file \(lockPath)", errno) }
        defer { close(fd) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var pause = Duration.milliseconds(1)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else { throw failure(path, "cannot lock \(lockPath)", code) }
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { throw .lockTimedOut(path: path, timeout: timeout) }
            let (seconds, attoseconds) = min(pause, remaining).components
            usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
            pause = min(pause * 2, .milliseconds(50))
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Moves the file at `path` aside to a name that records when, and returns that path or
    /// the reason it could not be moved.
    static func moveAside(_ path: String) -> Result<String, MoveAsideFailure> {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
        // The random suffix keeps two moves in the same millisecond from overwriting each other.
        let suffix = String(UInt16.random(in: 0...UInt16.max), radix: 16)
        let destination = "\(path).corrupt-\(formatter.string(from: Date()))-\(suffix)"
        guard rename(path, destination) == 0 else { return .failure(MoveAsideFailure(reason: describe(errno))) }
        _ = syncDirectory((path as NSString).deletingLastPathComponent)
        return .success(destination)
    }

    /// Why ``moveAside(_:)`` failed.
    struct MoveAsideFailure: Error {
        var reason: String
    }

    /// Deletes temporary files left by writers that died before renaming them. Call only while
    /// holding the lock: then no live writer owns a temporary file.
    static func removeStaleTemporaryFiles(for path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = (temporaryFilePrefix(for: path) as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)
        else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink((directory as NSString).appendingPathComponent(name))
        }
    }

    /// Hidden, and named after the target, so stale ones are easy to recognise and remove.
    private static func temporaryFilePrefix(for path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (directory as NSString).appendingPathComponent(".\(name).tmp-")
    }

    /// `open`, tried again when a signal interrupts it, as it can on slow (for example network)
    /// file systems: an interrupted open says nothing about the file.
    private static func openRetryingOnInterrupt(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        while true {
            let fd = open(path, flags, mode)
            if fd >= 0 || errno != EINTR { return fd }
        }
    }

    private static func failure(_ path: String, _ step: String, _ code: Int32) -> HistoryError {
        .writeFailed(path: path, reason: "\(step): \(describe(code))")
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

// `read` and `write` are shadowed inside types that have members of those names; these
// wrappers call the C functions unambiguously.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
