import Foundation

/// How a batch update changed a row a ``TerminalListView`` marks, which decides how the row is
/// drawn until the marks are cleared.
public enum TerminalChangeMark: Hashable, Sendable {
    /// The row got a cell it did not have: inserted, moved or reloaded. Drawn in green, the
    /// terminal's stand-in for a row animating in.
    case replaced
    /// The row kept its cell, whose content was updated in place (a reconfigured row): drawn in
    /// yellow with a `~` in the gutter, and never in the replacement's green, since nothing was
    /// replaced — as on a device, where the cell does not flash.
    case updatedInPlace
}
