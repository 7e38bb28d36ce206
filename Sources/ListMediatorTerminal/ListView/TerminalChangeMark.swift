import Foundation

/// How a batch update changed a row a ``TerminalListView`` marks, which decides how the row is
/// drawn until the marks are cleared.
public enum TerminalChangeMark: Hashable, Sendable {
    /// The row was inserted, reloaded (a new cell) or moved: drawn in green, the terminal's
    /// stand-in for a row animating into its place.
    case replaced
    /// The row kept its cell, whose content was updated in place (a reconfigured row), whether or
    /// not it also moved: drawn in yellow with a `~` in the gutter, and never in the
    /// replacement's green — as on a device, where the cell does not flash.
    case updatedInPlace
}
