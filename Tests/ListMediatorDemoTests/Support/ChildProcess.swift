import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program and waits for it with `posix_spawn` and `waitpid`, giving it no file
/// descriptor but its standard ones, and no blocked signal.
///
/// `Foundation.Process` on Linux learns that a child ended when a socket the child inherited is
/// closed; a child that starts a daemon (tmux starting its server) passes that socket on, so
/// `waitUntilExit()` would wait for the daemon. Closing every other descriptor in the child also
/// keeps the daemon from holding the pipes of programs other tests run at the same time.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments`, standard input empty, and returns its exit status and
    /// what it wrote to standard output and error (nothing is kept when `capturesOutput` is off).
    static func run(_ executable: URL, _ arguments: [String], capturesOutput: Bool = true) throws -> (
        status: Int32, output: String
    ) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturesOutput {
            guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe: \(errno)") }
            // Not inherited by programs other tests start meanwhile, which would hold it open.
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        closeOtherDescriptors(&actions)

        // The child starts with no signal blocked and every signal's default action, whatever
        // the spawning thread (a concurrency or dispatch worker, which blocks most) had.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argumentVector = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argumentVector.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argumentVector, environ)
        if capturesOutput { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if capturesOutput { close(pipeEnds[0]) }
            throw Failure(description: "posix_spawn \(executable.path): \(spawned)")
        }
        var output = Data()
        if capturesOutput {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return ((status >> 8) & 0xFF, String(decoding: output, as: UTF8.self))
    }

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34), looked up by name because the
    /// Swift module map of glibc leaves it out.
    private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }
}
