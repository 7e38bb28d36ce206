#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `SIGWINCH`, turned into a readable pipe: the handler writes a byte (async-signal-safe), and
/// the session reads the pipe on the main queue. A pipe rather than a dispatch signal source,
/// because on Linux a signal whose disposition is "ignore" (SIGWINCH's default) is discarded
/// before a signal source could see it.
enum ResizeSignal {
    private nonisolated(unsafe) static var pipeDescriptors: (read: Int32, write: Int32)?

    /// The pipe's read end, installing the handler the first time; `nil` when no pipe can be made.
    static func readDescriptor() -> Int32? {
        if let pipeDescriptors { return pipeDescriptors.read }
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        pipeDescriptors = (descriptors[0], descriptors[1])
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = noteResize
        #else
            action.__sigaction_u.__sa_handler = noteResize
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, nil)
        var resize = sigset_t()
        sigemptyset(&resize)
        sigaddset(&resize, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &resize, nil)  // in case the process started with it blocked
        return descriptors[0]
    }

    /// Reads every pending byte: several resizes in a row make one.
    static func drain() {
        guard let pipeDescriptors else { return }
        var byte: UInt8 = 0
        while read(pipeDescriptors.read, &byte, 1) > 0 {}
    }

    fileprivate static func notify() {
        guard let pipeDescriptors else { return }
        var byte: UInt8 = 1
        _ = write(pipeDescriptors.write, &byte, 1)
    }
}

private func noteResize(_ signal: Int32) {
    ResizeSignal.notify()
}
