import Foundation

// The parts of UIKit's drag and drop a table or collection view's drag and drop delegates meet:
// sessions, drag items, drop operations and proposals, with UIKit's signatures.

/// `UIDropOperation`: what a drop would do.
public enum UIDropOperation: UInt, Sendable {
    /// The drag is cancelled; nothing is dropped.
    case cancel = 0
    /// The drag is cancelled: a drop here is not allowed (UIKit shows a symbol on the drag).
    case forbidden = 1
    /// The dragged data is copied.
    case copy = 2
    /// The dragged data is moved.
    case move = 3
}

/// `UIDragItem`: one thing a drag carries — its item provider, and within the app an object of
/// the app's own.
@MainActor
open class UIDragItem {
    /// `itemProvider`: the data, for any app.
    public let itemProvider: NSItemProvider
    /// `localObject`: what the item stands for inside the app that began the drag.
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// `UIDragDropSession`: what a drag session and a drop session have in common.
@MainActor
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
}

/// `UIDragSession`: a drag, as the app that began it sees it.
@MainActor
public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

/// `UIDropSession`: a drag, as a view it is over sees it.
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag began in this app; `nil` for one from another app.
    var localDragSession: (any UIDragSession)? { get }
}

/// `UIDropProposal`: what a view would do with a drop where the user holds it.
@MainActor
open class UIDropProposal {
    public let operation: UIDropOperation

    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}

/// `UIDragAnimating`: the animation of a drop, to run more alongside.
@MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// Not UIKit: a drag or drop session the stand-in plays, with its items, where the user holds it
/// (the origin of each view), and the drag session it belongs to when it began in the app.
@MainActor
public final class SimulatedDragSession: UIDragSession, UIDropSession {
    public private(set) var items: [UIDragItem]
    public var localContext: Any?
    public let allowsMoveOperation: Bool
    public let isRestrictedToDraggingApplication: Bool
    public let isLocal: Bool

    init(items: [UIDragItem], isLocal: Bool, allowsMoveOperation: Bool, isRestrictedToDraggingApplication: Bool) {
        self.items = items
        self.isLocal = isLocal
        self.allowsMoveOperation = allowsMoveOperation
        self.isRestrictedToDraggingApplication = isRestrictedToDraggingApplication
    }

    public var localDragSession: (any UIDragSession)? { isLocal ? self : nil }

    public func location(in view: UIView) -> CGPoint { .zero }

    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }
}

/// Not UIKit: a drop's animation, which ends at once.
@MainActor
final class ImmediateDragAnimator: UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
