import Foundation
import ListMediator

/// What ``HeadlessTableViewCell`` and ``HeadlessHeaderFooterView`` share, as UITableView's cells
/// and header-footer views share their reuse: the identifier a view was made for, its main
/// text, and how often it was prepared for reuse.
@MainActor
open class HeadlessReusableView {
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
