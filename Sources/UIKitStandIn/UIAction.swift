import Foundation

/// `UIMenuElement`: what a menu holds.
@MainActor
open class UIMenuElement: NSObject {
    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
    }
}

/// `UIAction`: a closure a control calls for an event, or a menu's action.
@MainActor
open class UIAction: UIMenuElement {
    public typealias Handler = (UIAction) -> Void

    open var title: String
    open var image: UIImage?
    open var attributes: Attributes
    /// `sender` (iOS 14): the control that sent the action, while its handler runs.
    public internal(set) var sender: Any?
    let handler: Handler

    public init(
        title: String = "", image: UIImage? = nil, attributes: Attributes = [], handler: @escaping Handler
    ) {
        self.title = title
        self.image = image
        self.attributes = attributes
        self.handler = handler
    }

    /// Not UIKit: plays the user choosing the action.
    public func simulateChoice() { handler(self) }
}
