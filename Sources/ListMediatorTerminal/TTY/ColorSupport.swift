import Foundation

/// Whether to draw in colour: only on a terminal, and only when the user did not ask for plain
/// text with `NO_COLOR` (see no-color.org) or a `TERM` of `dumb`.
public enum ColorSupport {
    /// Whether output to a terminal (`outputIsTerminal`) under `environment` gets colours.
    public static func isEnabled(
        environment: [String: String] = ProcessInfo.processInfo.environment, outputIsTerminal: Bool
    ) -> Bool {
        guard outputIsTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
