import Foundation

// A table view's drag and drop: its delegates, its proposal and its drop coordinator, with
// UIKit's signatures.

/// `UITableViewDragDelegate`: which rows a drag takes, and what it allows.
@MainActor
public protocol UITableViewDragDelegate: AnyObject {
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    /// As UIKit: moves are allowed unless the delegate says otherwise.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    { true }
    public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
}

/// `UITableViewDropDelegate`: whether and how a table view takes a drop.
@MainActor
public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// The stand-in's default when the delegate proposes nothing: no drop.
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .cancel) }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}

/// `UITableViewDropProposal`: a drop operation, and where in the table the drop goes.
@MainActor
public final class UITableViewDropProposal: UIDropProposal {
    /// `UITableViewDropProposal.Intent`.
    public enum Intent: Int, Sendable {
        /// The place is not known yet; no gap opens.
        case unspecified
        /// The dropped items go into rows inserted at the destination: a gap opens there.
        case insertAtDestinationIndexPath
        /// The dropped items go into the row at the destination (a container).
        case insertIntoDestinationIndexPath
        /// UIKit chooses between the two insertions by where the drop is.
        case automatic
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }
}

/// `UITableViewDropItem`: one item of a drop, with its row when it comes from this table.
@MainActor
public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The row the item was dragged from, for a drag that began in this table; `nil` otherwise.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// `UITableViewDropCoordinator`: a drop as the drop delegate performs it.
@MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    var items: [any UITableViewDropItem] { get }
    /// Where the drop is: the row it would take, with a section's row count for its end; `nil`
    /// over the empty space below the rows.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
    /// Animates `dragItem` into the row at `indexPath`, which the delegate has inserted or moved
    /// there with a batch update before asking.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}

/// Not UIKit: the stand-in's drop coordinator for a table view.
@MainActor
final class SimulatedTableDropCoordinator: SimulatedDropCoordinator, UITableViewDropCoordinator {
    let proposal: UITableViewDropProposal
    var items: [any UITableViewDropItem] { dropItems }

    init(_ drop: SimulatedDrop, proposal: UITableViewDropProposal) {
        self.proposal = proposal
        super.init(drop)
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        animate(dragItem, to: indexPath, call: "drop(_:toRowAt:)")
    }
}
