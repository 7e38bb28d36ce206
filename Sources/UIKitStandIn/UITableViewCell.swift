import Foundation

/// `UILabel`: the text part the bindings use.
@MainActor
open class UILabel: UIView {
    open var text: String?

    public init() {
        super.init(frame: .zero)
    }
}

/// `UITableViewCell`.
///
/// The stand-in makes registered cells with `init(style:reuseIdentifier:)`, which is therefore
/// `required` here (UIKit calls it through the Objective-C runtime instead).
@MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public let reuseIdentifier: String?
    open var textLabel: UILabel? = UILabel()
    open var selectionStyle: SelectionStyle = .default
    open var isSelected = false

    /// `UITableViewCell.AccessoryType`: the standard view at the row's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    open var accessoryType: AccessoryType = .none
    /// The content the cell shows, set from ``defaultContentConfiguration()`` or the app's own.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// A list content configuration in the cell's default style, to fill and set as
    /// ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    open func prepareForReuse() {
        isSelected = false
    }
}

/// `UIContentConfiguration`: what a cell's content view shows.
@MainActor
public protocol UIContentConfiguration {}

/// `UIListContentConfiguration`: a list cell's text, secondary text and image.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?

    public init() {}
}
