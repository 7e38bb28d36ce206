#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a ``TerminalSession`` could not start.
public enum TerminalSessionError: Error, Equatable, CustomStringConvertible {
    /// The input is not a terminal: raw mode needs one. Play keys from a script instead.
    case notATerminal(descriptor: Int32)
    /// The terminal refused a setting; `errno` says why.
    case cannotConfigure(operation: String, errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            "file descriptor \(descriptor) is not a terminal: run in a terminal, or pass keys with --script"
        case .cannotConfigure(let operation, let code):
            "the terminal refused \(operation): \(String(cString: strerror(code)))"
        }
    }
}
