import Foundation

/// `UIMenu`: a titled list of elements.
@MainActor
open class UIMenu: UIMenuElement {
    public let title: String
    public let children: [UIMenuElement]

    public init(title: String = "", children: [UIMenuElement] = []) {
        self.title = title
        self.children = children
    }
}

/// `UIContextMenuConfiguration`: what a touch and hold shows.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = () -> UIViewController?
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

    let actionProvider: ActionProvider?
    let previewProvider: PreviewProvider?

    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider?, actionProvider: ActionProvider?
    ) {
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// Not UIKit: the menu UIKit would show, with no suggested elements.
    public func simulateMenu() -> UIMenu? { actionProvider?([]) }
}
