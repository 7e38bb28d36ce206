import Foundation

// A collection view's drag and drop: its delegates, its proposal and its drop coordinator, with
// UIKit's signatures.

/// `UICollectionViewDragDelegate`: which items a drag takes, and what it allows.
@MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    /// As UIKit: moves are allowed unless the delegate says otherwise.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
}

/// `UICollectionViewDropDelegate`: whether and how a collection view takes a drop.
@MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// The stand-in's default when the delegate proposes nothing: no drop.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}

/// `UICollectionViewDropProposal`: a drop operation, and where in the collection view it goes.
@MainActor
public final class UICollectionViewDropProposal: UIDropProposal {
    /// `UICollectionViewDropProposal.Intent`.
    public enum Intent: Int, Sendable {
        /// The place is not known yet; no gap opens.
        case unspecified
        /// The dropped items go into items inserted at the destination: a gap opens there.
        case insertAtDestinationIndexPath
        /// The dropped items go into the item at the destination (a container).
        case insertIntoDestinationIndexPath
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }
}

/// `UICollectionViewDropItem`: one item of a drop, with its index path when it comes from this
/// collection view.
@MainActor
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The item the drag began on, for a drag that began in this collection view; `nil` otherwise.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// `UICollectionViewDropCoordinator`: a drop as the drop delegate performs it.
@MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [any UICollectionViewDropItem] { get }
    /// Where the drop is: the item place it would take, with a section's item count for its end;
    /// `nil` over empty space.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
    /// Animates `dragItem` into the item at `indexPath`, which the delegate has inserted or moved
    /// there with a batch update before asking.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}

/// Not UIKit: the stand-in's drop coordinator for a collection view.
@MainActor
final class SimulatedCollectionDropCoordinator: SimulatedDropCoordinator, UICollectionViewDropCoordinator {
    let proposal: UICollectionViewDropProposal
    var items: [any UICollectionViewDropItem] { dropItems }

    init(_ drop: SimulatedDrop, proposal: UICollectionViewDropProposal) {
        self.proposal = proposal
        super.init(drop)
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        animate(dragItem, to: indexPath, call: "drop(_:toItemAt:)")
    }
}
