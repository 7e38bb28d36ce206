import Foundation
import ListMediator

/// The header and footer view class of ``HeadlessTableView``: the parts of
/// `UITableViewHeaderFooterView` list code touches, as plain properties tests can read.
///
/// Subclass it for custom headers and footers, as with `UITableViewHeaderFooterView`.
@MainActor
open class HeadlessHeaderFooterView {
    /// The identifier this view was created for; reuse returns it to that queue.
    public let reuseIdentifier: String?
    /// The main text, as `textLabel?.text`.
    public var text: String?
    /// How many times this view was prepared for reuse.
    public private(set) var reuseCount = 0

    /// Creates a view for `reuseIdentifier`; ``HeadlessTableView`` calls this for registered classes.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets the view before it is handed out again. Subclasses call `super`.
    open func prepareForReuse() {
        reuseCount += 1
        text = nil
    }
}
