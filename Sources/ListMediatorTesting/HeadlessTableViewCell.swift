import Foundation
import ListMediator

/// The cell class of ``HeadlessTableView``: the parts of `UITableViewCell` list code
/// touches, as plain properties tests can read.
///
/// Subclass it for custom cells, as with `UITableViewCell`; its identifier, main text and
/// reuse count are ``HeadlessReusableView``'s.
@MainActor
open class HeadlessTableViewCell: HeadlessReusableView {
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
    /// Resets the cell before it is handed out again. Subclasses call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        detailText = nil
        fittingHeight = nil
        accessibilityLabel = nil
        isAccessibilityButton = false
        isSelected = false
    }
}
