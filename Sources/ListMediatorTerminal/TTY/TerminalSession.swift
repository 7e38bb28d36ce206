import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A full-screen session on the terminal: raw keys in, frames out, and the terminal always put
/// back as it was.
///
/// ``start()`` saves the terminal's settings, switches the input to raw mode (keys arrive one
/// by one, unechoed; Ctrl-C arrives as a key rather than a signal) and the output to the
/// alternate screen, with the cursor hidden and autowrap off. Keys reach ``onKeys`` and window
/// size changes (`SIGWINCH`) reach ``onResize``, on the main actor. ``stop()`` restores
/// everything; so do a normal exit, `SIGTERM`, `SIGHUP`, `SIGINT`, `SIGQUIT` and a crash, which
/// then end the process as they would have (see the restoration notes in the module's overview).
///
/// ```swift
/// let session = TerminalSession()
/// try session.start()
/// defer { session.stop() }
/// session.onKeys = { keys in … ; session.write(renderer.render(frame)) }
/// ```
///
/// Standard error is held back while the session runs and written out when it stops, so
/// messages neither scribble over the screen nor vanish with the alternate screen.
@MainActor
public final class TerminalSession {
    /// Where keys are read from.
    public let input: Int32
    /// Where frames are written.
    public let output: Int32
    /// Called with the keys of each read, in order.
    public var onKeys: (([TerminalKey]) -> Void)?
    /// Called with the new size after the window changed size.
    public var onResize: ((TerminalSize) -> Void)?
    /// Called when the input ends (the terminal went away).
    public var onEndOfInput: (() -> Void)?
    /// Whether the session has started and not stopped.
    public private(set) var isActive = false

    private var decoder = KeyDecoder()
    private var inputSource: (any DispatchSourceRead)?
    private var resizeSource: (any DispatchSourceRead)?

    /// Creates a session reading keys from `input` and drawing to `output`; it starts with ``start()``.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Whether `descriptor` is a terminal.
    public nonisolated static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The size of the output's window, or `nil` when it is not a terminal.
    public var size: TerminalSize? {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Enters raw mode and the alternate screen, and starts delivering keys and resizes.
    /// - Throws: ``TerminalSessionError`` when the input is not a terminal or refuses raw mode;
    ///   the terminal is then unchanged.
    public func start() throws(TerminalSessionError) {
        guard !isActive else { return }
        guard Self.isTerminal(input) else { throw .notATerminal(descriptor: input) }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .cannotConfigure(operation: "tcgetattr", errno: errno) }
        TerminalRestoration.arm(
            input: input, output: output, attributes: original,
            leave: ControlSequence.resetStyle + ControlSequence.resetScrollRegion + ControlSequence.enableAutowrap
                + ControlSequence.showCursor + ControlSequence.leaveAlternateScreen,
            capturesStandardError: true)
        var raw = Self.rawMode(from: original)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            TerminalRestoration.restore()
            throw .cannotConfigure(operation: "raw mode", errno: code)
        }
        isActive = true
        write(
            ControlSequence.enterAlternateScreen + ControlSequence.hideCursor + ControlSequence.disableAutowrap
                + ControlSequence.clearScreen)
        startReadingKeys()
        startFollowingResizes()
    }

    /// Stops delivering keys and resizes and puts the terminal back as it was. Safe to call
    /// more than once.
    public func stop() {
        inputSource?.cancel()
        inputSource = nil
        resizeSource?.cancel()
        resizeSource = nil
        isActive = false
        TerminalRestoration.restore()
    }

    /// Writes `text` to the output, all of it.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { TerminalRestoration.writeAll(output, UnsafeRawBufferPointer($0)) }
    }

    /// Keys one at a time, unechoed, with no signal keys and no output processing: the
    /// settings `cfmakeraw` makes.
    private static func rawMode(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    private func startReadingKeys() {
        let source = DispatchSource.makeReadSource(fileDescriptor: input, queue: .main)
        let input = input
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = read(input, &buffer, buffer.count)
            let failure = count < 0 ? errno : 0
            MainActor.assumeIsolated {
                self?.received(Array(buffer[0..<max(count, 0)]), failure: failure)
            }
        }
        source.resume()
        inputSource = source
    }

    /// One read's bytes; none means the input ended, unless the read was only interrupted.
    private func received(_ bytes: [UInt8], failure: Int32) {
        if !bytes.isEmpty {
            let keys = decoder.decode(bytes)
            if !keys.isEmpty { onKeys?(keys) }
        } else if failure != EAGAIN, failure != EINTR {
            inputSource?.cancel()
            inputSource = nil
            onEndOfInput?()
        }
    }

    private func startFollowingResizes() {
        guard let descriptor = ResizeSignal.readDescriptor() else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            ResizeSignal.drain()
            MainActor.assumeIsolated { self?.windowDidResize() }
        }
        source.resume()
        resizeSource = source
    }

    private func windowDidResize() {
        if let size { onResize?(size) }
    }
}
