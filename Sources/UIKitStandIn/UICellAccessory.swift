import Foundation

/// `UICellAccessory` (iOS 14): a view beside a list cell's content. The stand-in has the outline
/// disclosure, the one the bindings use.
public struct UICellAccessory {
    /// `UICellAccessory.DisplayedState`: when the accessory shows.
    public enum DisplayedState: Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions {
        /// `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Sendable {
            case automatic, header, cell
        }

        public var style: Style
        public var isHidden: Bool?
        public var tintColor: UIColor?

        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Not UIKit: which accessory this is, for tests.
    public enum Kind: Sendable, Equatable {
        case outlineDisclosure
    }

    /// Not UIKit: which accessory this is.
    public let kind: Kind
    /// Not UIKit: when it shows.
    public let displayedState: DisplayedState
    let actionHandler: (@MainActor () -> Void)?

    /// `outlineDisclosure(displayed:options:actionHandler:)`: the disclosure of an outline's
    /// row, pointing right when the row is collapsed and down when it is expanded (the cell's
    /// `configurationState.isExpanded`); a tap runs `actionHandler`.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayedState: displayed, actionHandler: actionHandler)
    }

    /// Not UIKit: plays a tap on the accessory.
    @MainActor
    public func simulateTap() { actionHandler?() }
}

/// `UICellConfigurationState` (iOS 14): what a cell's configuration is updated for.
public struct UICellConfigurationState: Sendable, Equatable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    /// Whether the cell's outline item shows its children: the outline disclosure points down.
    public var isExpanded = false

    public init() {}
}
