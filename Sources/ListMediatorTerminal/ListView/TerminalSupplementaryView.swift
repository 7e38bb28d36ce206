import Foundation
import ListMediator

/// The header and footer view class of ``TerminalListView``: one line of text.
///
/// Subclass it for headers and footers that configure themselves, as with
/// `UITableViewHeaderFooterView`.
@MainActor
open class TerminalSupplementaryView {
    /// The identifier this view was created for; reuse returns it to that queue.
    public let reuseIdentifier: String?
    /// The line's text; `nil` shows the section's title instead.
    public var text: String?

    /// Creates a view for `reuseIdentifier`; ``TerminalListView`` calls this for registered classes.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets the view before it is handed out again. Subclasses call `super`.
    open func prepareForReuse() {
        text = nil
    }
}
