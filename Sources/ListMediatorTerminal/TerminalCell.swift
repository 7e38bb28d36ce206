import Foundation
import ListMediator

/// The cell class of ``TerminalListView``: one line of text with an optional right-aligned detail.
@MainActor
open class TerminalCell {
    /// The identifier this cell was created for; reuse returns it to that queue.
    public let reuseIdentifier: String?
    /// The text on the left of the line.
    public var text = ""
    /// The text on the right of the line, for example a price.
    public var detailText: String?

    /// Creates a cell for `reuseIdentifier`; ``TerminalListView`` calls this for registered classes.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets the cell before it is handed out again. Subclasses call `super`.
    open func prepareForReuse() {
        text = ""
        detailText = nil
    }

}
