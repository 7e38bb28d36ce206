import Foundation

/// `UIContextualAction`: an action a swiped row shows.
@MainActor
open class UIContextualAction: NSObject {
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// `UIContextualAction.Handler`.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor?
    /// UIKit's `NSObject.accessibilityLabel`, which the stand-in's `NSObject` lacks.
    open var accessibilityLabel: String?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// Not UIKit: plays the user tapping the action on `sourceView`; returns what the handler
    /// reported to its completion, or `nil` when it has not completed yet.
    public func simulateTap(on sourceView: UIView) -> Bool? {
        var result: Bool?
        handler(self, sourceView) { result = $0 }
        return result
    }
}

/// `UISwipeActionsConfiguration`: the actions a row shows on one edge.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
