import Foundation
import ListMediator

/// The cell class of ``HeadlessTableView``: the parts of `UITableViewCell` list code
/// touches, as plain properties tests can read.
///
/// Subclass it for custom cells, as with `UITableViewCell`.
@MainActor
open class HeadlessTableViewCell {
    /// The identifier this cell was created for; reuse returns it to that queue.
    public let reuseIdentifier: String?
    /// The main text, as `textLabel?.text`.
    public var text: String?
    /// The secondary text, as `detailTextLabel?.text`.
    public var detailText: String?
    /// The height the cell's content needs, for a row whose height is
    /// ``HeadlessTableView/automaticDimension`` (what Auto Layout works out on a device); `nil`
    /// for 44 points. Set it where the cell is configured; reuse resets it.
    public var fittingHeight: CGFloat?
    /// What VoiceOver reads for the cell, as `accessibilityLabel`; `nil` for its text.
    public var accessibilityLabel: String?
    /// Whether VoiceOver presents the cell as a button (`accessibilityTraits` with `.button`).
    public var isAccessibilityButton = false
    /// Whether the cell shows as selected.
    public var isSelected = false
    /// How many times this cell was prepared for reuse.
    public private(set) var reuseCount = 0

    /// Creates a cell for `reuseIdentifier`; ``HeadlessTableView`` calls this for registered classes.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets the cell before it is handed out again. Subclasses call `super`.
    open func prepareForReuse() {
        reuseCount += 1
        text = nil
        detailText = nil
        fittingHeight = nil
        accessibilityLabel = nil
        isAccessibilityButton = false
        isSelected = false
    }
}
