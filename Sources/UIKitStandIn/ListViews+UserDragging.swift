import Foundation

// Not UIKit: a user dragging rows or items with drag and drop — lifting one, holding it over a
// view (this one or another of the app) and letting go — and dropping items dragged from another
// app, with UIKit's order of delegate calls.
//
// Where the drop is: for a row dragged within its own view, the place it would take once moved
// (a move's destination, past which the view's rows close up behind it); for one from elsewhere,
// the place it would be inserted at, a section's count being its end; `nil` over the empty space
// below the rows.

extension UITableView {
    /// Plays the user lifting the row at `sourceIndexPath`, carrying it over `target` (this table
    /// by default) to `destinationIndexPath` and letting go. As UIKit: nothing happens unless drag
    /// interaction is enabled and the drag delegate gives items for the row; the drop delegate of
    /// `target` may refuse the session (`canHandle`), proposes an operation where the user holds
    /// it, and performs the drop only for a copy or a move (a move the drag does not allow is
    /// refused).
    ///
    /// After the drop the data source must report the counts the table shows, and every row the
    /// coordinator animated an item into must exist: the process stops with a message otherwise,
    /// where UIKit would raise.
    ///
    /// - Returns: the operation of the drop: `.move` or `.copy` when it was performed, `.cancel`
    ///   or `.forbidden` when it was not.
    @discardableResult
    public func simulateDrag(
        from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath?, over target: UITableView? = nil
    ) -> UIDropOperation {
        layOutCells()
        guard dragInteractionEnabled, let dragDelegate else { return .cancel }
        let source = SimulatedDragSource(
            itemsForBeginning: { dragDelegate.tableView(self, itemsForBeginning: $0, at: sourceIndexPath) },
            allowsMoveOperation: { dragDelegate.tableView(self, dragSessionAllowsMoveOperation: $0) },
            isRestrictedToDraggingApplication: {
                dragDelegate.tableView(self, dragSessionIsRestrictedToDraggingApplication: $0)
            },
            willBegin: { dragDelegate.tableView(self, dragSessionWillBegin: $0) },
            didEnd: { dragDelegate.tableView(self, dragSessionDidEnd: $0) },
            setActive: { self.hasActiveDrag = $0 })
        let target = target ?? self
        return source.drag { session in
            target.dropTarget.receive(
                session, from: target === self ? sourceIndexPath : nil, at: destinationIndexPath)
        }
    }

    /// Plays the user dropping items dragged from another app — one an item provider — at
    /// `destinationIndexPath`. Such a drop can only copy: the other app keeps its data.
    ///
    /// - Returns: the operation of the drop, as ``simulateDrag(from:to:over:)``'s.
    @discardableResult
    public func simulateDrop(of itemProviders: [NSItemProvider], at destinationIndexPath: IndexPath?)
        -> UIDropOperation
    {
        layOutCells()
        return dropTarget.receive(.fromAnotherApp(itemProviders), from: nil, at: destinationIndexPath)
    }

    private var dropTarget: SimulatedDropTarget {
        layOutCells()
        let dropDelegate = dropDelegate
        var proposal = UITableViewDropProposal(operation: .cancel)
        return SimulatedDropTarget(
            canHandle: { dropDelegate?.tableView(self, canHandle: $0) ?? false },
            didEnter: { dropDelegate?.tableView(self, dropSessionDidEnter: $0) },
            propose: { session, destination in
                proposal =
                    dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
                    ?? proposal
                return proposal.operation
            },
            perform: {
                dropDelegate?.tableView(self, performDropWith: SimulatedTableDropCoordinator($0, proposal: proposal))
            },
            didEnd: { dropDelegate?.tableView(self, dropSessionDidEnd: $0) },
            setActive: { self.hasActiveDrop = $0 }, shownCounts: { self.rowCounts },
            reportedCounts: { self.currentRowCounts() }, rowName: "row")
    }
}

extension UICollectionView {
    /// Plays the user lifting the item at `sourceIndexPath`, carrying it over `target` (this
    /// collection view by default) to `destinationIndexPath` and letting go, as
    /// `UITableView.simulateDrag(from:to:over:)` does for a row.
    ///
    /// - Returns: the operation of the drop: `.move` or `.copy` when it was performed, `.cancel`
    ///   or `.forbidden` when it was not.
    @discardableResult
    public func simulateDrag(
        from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath?, over target: UICollectionView? = nil
    ) -> UIDropOperation {
        layOutCells()
        guard dragInteractionEnabled, let dragDelegate else { return .cancel }
        let source = SimulatedDragSource(
            itemsForBeginning: { dragDelegate.collectionView(self, itemsForBeginning: $0, at: sourceIndexPath) },
            allowsMoveOperation: { dragDelegate.collectionView(self, dragSessionAllowsMoveOperation: $0) },
            isRestrictedToDraggingApplication: {
                dragDelegate.collectionView(self, dragSessionIsRestrictedToDraggingApplication: $0)
            },
            willBegin: { dragDelegate.collectionView(self, dragSessionWillBegin: $0) },
            didEnd: { dragDelegate.collectionView(self, dragSessionDidEnd: $0) },
            setActive: { self.hasActiveDrag = $0 })
        let target = target ?? self
        return source.drag { session in
            target.dropTarget.receive(
                session, from: target === self ? sourceIndexPath : nil, at: destinationIndexPath)
        }
    }

    /// Plays the user dropping items dragged from another app — one an item provider — at
    /// `destinationIndexPath`. Such a drop can only copy: the other app keeps its data.
    @discardableResult
    public func simulateDrop(of itemProviders: [NSItemProvider], at destinationIndexPath: IndexPath?)
        -> UIDropOperation
    {
        layOutCells()
        return dropTarget.receive(.fromAnotherApp(itemProviders), from: nil, at: destinationIndexPath)
    }

    private var dropTarget: SimulatedDropTarget {
        layOutCells()
        let dropDelegate = dropDelegate
        var proposal = UICollectionViewDropProposal(operation: .cancel)
        return SimulatedDropTarget(
            canHandle: { dropDelegate?.collectionView(self, canHandle: $0) ?? false },
            didEnter: { dropDelegate?.collectionView(self, dropSessionDidEnter: $0) },
            propose: { session, destination in
                proposal =
                    dropDelegate?.collectionView(
                        self, dropSessionDidUpdate: session, withDestinationIndexPath: destination) ?? proposal
                return proposal.operation
            },
            perform: {
                dropDelegate?.collectionView(
                    self, performDropWith: SimulatedCollectionDropCoordinator($0, proposal: proposal))
            },
            didEnd: { dropDelegate?.collectionView(self, dropSessionDidEnd: $0) },
            setActive: { self.hasActiveDrop = $0 }, shownCounts: { self.itemCounts },
            reportedCounts: { self.currentItemCounts() }, rowName: "item")
    }
}

extension SimulatedDragSession {
    /// A drag from another app: items with data only, which can only be copied.
    static func fromAnotherApp(_ itemProviders: [NSItemProvider]) -> SimulatedDragSession {
        SimulatedDragSession(
            items: itemProviders.map(UIDragItem.init(itemProvider:)), isLocal: false, allowsMoveOperation: false,
            isRestrictedToDraggingApplication: false)
    }
}
