import Foundation

// Not UIKit: one routine that plays a drag and a drop with UIKit's order of delegate calls, for a
// table and a collection view alike: each view hands it its delegates' answers as closures.

/// What a view's drag delegate answers when the user lifts one of its rows or items.
@MainActor
struct SimulatedDragSource {
    let itemsForBeginning: (any UIDragSession) -> [UIDragItem]
    let allowsMoveOperation: (any UIDragSession) -> Bool
    let isRestrictedToDraggingApplication: (any UIDragSession) -> Bool
    let willBegin: (any UIDragSession) -> Void
    let didEnd: (any UIDragSession) -> Void
    let setActive: (Bool) -> Void

    /// Plays the lift, `carry` (the drag over a view and the drop), and the end of the drag: what
    /// `carry` returns, or `.cancel` when the drag delegate gives nothing to drag.
    func drag(_ carry: (SimulatedDragSession) -> UIDropOperation) -> UIDropOperation {
        let probe = SimulatedDragSession(
            items: [], isLocal: true, allowsMoveOperation: true, isRestrictedToDraggingApplication: false)
        let items = itemsForBeginning(probe)
        guard !items.isEmpty else { return .cancel }
        let session = SimulatedDragSession(
            items: items, isLocal: true, allowsMoveOperation: allowsMoveOperation(probe),
            isRestrictedToDraggingApplication: isRestrictedToDraggingApplication(probe))
        session.localContext = probe.localContext
        willBegin(session)
        setActive(true)
        defer {
            setActive(false)
            didEnd(session)
        }
        return carry(session)
    }
}

/// A drop as the stand-in performs it: the session, its items, where the user let go, and the
/// view's counts, for the coordinator to check what the delegate asks it to animate.
@MainActor
struct SimulatedDrop {
    let session: SimulatedDragSession
    let sourceIndexPath: IndexPath?
    let destinationIndexPath: IndexPath?
    /// The view's own record of its counts, by section.
    let shownCounts: () -> [Int]
}

/// What a view's drop delegate answers while a drag is over it and when it is dropped.
@MainActor
struct SimulatedDropTarget {
    let canHandle: (any UIDropSession) -> Bool
    let didEnter: (any UIDropSession) -> Void
    /// The proposal's operation where the user holds the drag; `perform` gets the proposal.
    let propose: (any UIDropSession, IndexPath?) -> UIDropOperation
    let perform: (SimulatedDrop) -> Void
    let didEnd: (any UIDropSession) -> Void
    let setActive: (Bool) -> Void
    /// The view's own record of its counts, and the data source's, by section.
    let shownCounts: () -> [Int]
    let reportedCounts: () -> [Int]
    /// "row" or "item", for messages.
    let rowName: String

    /// Plays `session` held over the view at `destinationIndexPath` and let go: the drop is
    /// performed for a copy, or a move the drag allows.
    func receive(_ session: SimulatedDragSession, from sourceIndexPath: IndexPath?, at destinationIndexPath: IndexPath?)
        -> UIDropOperation
    {
        guard canHandle(session) else { return .cancel }
        didEnter(session)
        let operation = propose(session, destinationIndexPath)
        defer { didEnd(session) }
        guard operation == .copy || (operation == .move && session.allowsMoveOperation) else {
            return operation == .move ? .forbidden : operation
        }
        setActive(true)
        perform(
            SimulatedDrop(
                session: session, sourceIndexPath: sourceIndexPath, destinationIndexPath: destinationIndexPath,
                shownCounts: shownCounts))
        setActive(false)
        let reported = reportedCounts()
        guard reported == shownCounts() else {
            fatalError(
                "after the drop the data source reports \(rowName) counts \(reported) but the view shows "
                    + "\(shownCounts()): performDropWith must change the data inside a batch update that shows it")
        }
        return operation
    }
}

/// Not UIKit: a drop item of the stand-in's, for either kind of view.
@MainActor
final class SimulatedDropItem: UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize = CGSize(width: 320, height: 44)

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

/// Not UIKit: what the stand-in's drop coordinators share — the drop's items, and the check that
/// an item is animated into a row or item that exists.
@MainActor
class SimulatedDropCoordinator {
    let dropItems: [SimulatedDropItem]
    let destinationIndexPath: IndexPath?
    let session: any UIDropSession
    private let shownCounts: () -> [Int]
    /// Where the delegate animated the items.
    private(set) var droppedIndexPaths: [IndexPath] = []

    init(_ drop: SimulatedDrop) {
        dropItems = drop.session.items.map { SimulatedDropItem(dragItem: $0, sourceIndexPath: drop.sourceIndexPath) }
        destinationIndexPath = drop.destinationIndexPath
        session = drop.session
        shownCounts = drop.shownCounts
    }

    /// As UIKit asks: the row or item is there already, inserted or moved by the delegate's update.
    func animate(_ dragItem: UIDragItem, to indexPath: IndexPath, call: String) -> any UIDragAnimating {
        let counts = shownCounts()
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item)
        else {
            fatalError(
                "\(call) was asked to animate an item to \(indexPath), which the view (counts \(counts)) does not "
                    + "have: insert it with performBatchUpdates first")
        }
        droppedIndexPaths.append(indexPath)
        return ImmediateDragAnimator()
    }
}
