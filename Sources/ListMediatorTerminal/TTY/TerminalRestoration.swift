#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back as it was however the process ends: on a normal exit (`atexit`), and
/// on the signals that end it — Ctrl-C sent with `kill`, `SIGTERM`, a closed terminal
/// (`SIGHUP`), `SIGQUIT`, and the crashes a trap or a bad access raise.
///
/// Restoring happens in a signal handler, so it uses only async-signal-safe calls on state
/// prepared beforehand: `tcsetattr` with the saved attributes, `write` of prepared bytes, `dup2`,
/// `lseek` and `read`. After restoring, the handler puts back the signal's previous disposition
/// (the default, or the Swift runtime's crash reporter) and raises the signal again, so the
/// process ends as it would have — with the same status, core dump or backtrace.
///
/// While armed, standard error goes to an unlinked temporary file, so a message written during
/// the session (a `fatalError`'s, a warning) does not scribble over the screen and is not lost
/// with the alternate screen: restoring writes it to the real standard error.
enum TerminalRestoration {
    /// The signals after which the terminal is restored.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]

    // State read by the signal handler: written only while no handler can run (before arming,
    // and after disarming).
    private nonisolated(unsafe) static var isArmed: sig_atomic_t = 0
    private nonisolated(unsafe) static var input: Int32 = STDIN_FILENO
    private nonisolated(unsafe) static var output: Int32 = STDOUT_FILENO
    private nonisolated(unsafe) static var savedAttributes = termios()
    private nonisolated(unsafe) static var leaveSequence: UnsafeMutableBufferPointer<UInt8>?
    private nonisolated(unsafe) static var realStandardError: Int32 = -1
    private nonisolated(unsafe) static var capturedStandardError: Int32 = -1
    private nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
    private nonisolated(unsafe) static var hasInstalledHandlers = false

    /// Prepares restoring `attributes` on `input` and writing `leave` to `output`, and installs
    /// the handlers the first time.
    static func arm(input: Int32, output: Int32, attributes: termios, leave: String, capturesStandardError: Bool) {
        restore()
        self.input = input
        self.output = output
        savedAttributes = attributes
        let bytes = Array(leave.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        leaveSequence?.deallocate()
        leaveSequence = buffer
        if capturesStandardError { captureStandardError() }
        installHandlersOnce()
        isArmed = 1
    }

    /// Restores the terminal if armed, once: async-signal-safe, and safe to call again.
    static func restore() {
        guard isArmed == 1 else { return }
        isArmed = 0
        var attributes = savedAttributes
        _ = tcsetattr(input, TCSANOW, &attributes)
        if let leaveSequence { writeAll(output, UnsafeRawBufferPointer(leaveSequence)) }
        releaseStandardError()
    }

    // MARK: Standard error

    private static func captureStandardError() {
        var template = Array("/tmp/listmediator-stderr-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let real = dup(STDERR_FILENO)
        guard real >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            close(file)
            if real >= 0 { close(real) }
            return
        }
        realStandardError = real
        capturedStandardError = file
    }

    /// Points standard error back at the real one and writes to it what the session captured.
    private static func releaseStandardError() {
        guard realStandardError >= 0 else { return }
        _ = dup2(realStandardError, STDERR_FILENO)
        _ = lseek(capturedStandardError, 0, SEEK_SET)
        var chunk = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &chunk) { buffer in
            while true {
                let count = read(capturedStandardError, buffer.baseAddress, buffer.count)
                guard count > 0 else { break }
                writeAll(STDERR_FILENO, UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            }
        }
        close(capturedStandardError)
        close(realStandardError)
        capturedStandardError = -1
        realStandardError = -1
    }

    // MARK: Handlers

    private static func installHandlersOnce() {
        guard !hasInstalledHandlers else { return }
        hasInstalledHandlers = true
        atexit { TerminalRestoration.restore() }
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = restoreAndRaise
            #else
                action.__sigaction_u.__sa_handler = restoreAndRaise
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previousActions + Int(signal))
        }
        // A process can start with signals blocked (its parent's mask is inherited); a blocked
        // SIGTERM would leave the terminal raw until it is unblocked. The main thread takes them.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in signals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Writes every byte, going on after a partial write or an interrupted one.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

/// The handler of ``TerminalRestoration/signals``: restores, then lets the signal do what it
/// would have done without this handler.
private func restoreAndRaise(_ signal: Int32) {
    TerminalRestoration.restore()
    TerminalRestoration.reinstatePreviousAction(for: signal)
    // Delivered once this handler returns, to the previous disposition.
    raise(signal)
}

extension TerminalRestoration {
    fileprivate static func reinstatePreviousAction(for signal: Int32) {
        sigaction(signal, previousActions + Int(signal), nil)
    }
}
