import Foundation
import ListMediator

/// The cell class of ``TerminalListView``: one line of text with an optional right-aligned
/// detail, each in its own style.
///
/// Subclass it for cells that configure themselves, as with `UITableViewCell`.
@MainActor
open class TerminalCell {
    /// The identifier this cell was created for; reuse returns it to that queue.
    public let reuseIdentifier: String?
    /// The text on the left of the line; `nil` shows nothing, as an empty label does.
    public var text: String?
    /// The text on the right of the line, for example a price.
    public var detailText: String?
    /// How ``text`` looks where the terminal shows colours.
    public var textStyle = TextStyle.plain
    /// How ``detailText`` looks where the terminal shows colours.
    public var detailStyle = TextStyle.secondary

    /// Creates a cell for `reuseIdentifier`; ``TerminalListView`` calls this for registered classes.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets the cell before it is handed out again. Subclasses call `super`.
    open func prepareForReuse() {
        text = nil
        detailText = nil
        textStyle = .plain
        detailStyle = .secondary
    }
}
