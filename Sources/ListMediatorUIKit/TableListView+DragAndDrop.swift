import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// Drag and drop of rows, on the move rules of the data sources: the list view is the table's drag
// and drop delegate when `allowsDragAndDrop` is on.

extension TableListView {
    /// Whether the user can drag a row with drag and drop — a long press, then moving it — within
    /// the list, into another data source of it, or into another list of the app. `false` by
    /// default.
    ///
    /// Turned on, the list view becomes the table's `dragDelegate` and `dropDelegate` and enables
    /// its drag interaction (off by default on an iPhone). A row can be dragged when its data
    /// source lets it move (`canMoveRowAt`: `ItemDataSource.onMove` or
    /// `ItemDataSource.onGiveAway` set), and lands by the rules a move by the reorder control
    /// follows: within its data source, into a section that takes its item
    /// (`GroupedDataSource.itemMovedToSection`), into another data source that takes it
    /// (`ItemDataSource.canReceiveItem`). A drop where the row may not go shows the forbidden
    /// symbol and changes nothing. The drop is one animated batch update in which the data
    /// sources follow; the item is carried in the drag as a `ListDraggedRow`, so a drop on
    /// another list of the app moves it there when that list's data source takes it.
    ///
    /// Between apps, a row's drag carries the data its data source gives
    /// (`ItemDataSource.dragData`), and a drag from another app drops where a data source takes
    /// one of its types (`ItemDataSource.droppedDataTypes`), which makes items from the data
    /// once it has loaded (`ItemDataSource.itemFromDroppedData`).
    public var allowsDragAndDrop: Bool {
        get { tableView.dropDelegate === self }
        set {
            tableView.dragDelegate = newValue ? self : nil
            tableView.dropDelegate = newValue ? self : nil
            tableView.dragInteractionEnabled = newValue
        }
    }
}

extension TableListView: UITableViewDragDelegate {
    /// A drag item for the row, carrying it as a `ListDraggedRow`; none for a row that cannot
    /// move.
    public func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        let drag = dragItems(forRowAt: indexPath)
        draggedRow = drag.row
        return drag.items
    }

    /// A drag stays in the app unless its data source gives data another app can take
    /// (`ItemDataSource.dragData`).
    public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { isRestrictedToApp(session) }
}

extension TableListView: UITableViewDropDelegate {
    /// Takes a drag of a row of the app's lists, or of data (the proposal says where it may go).
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        !session.items.isEmpty
    }

    /// A move, opening a gap, where the list's rules let the row land; the forbidden symbol
    /// where they do not; nothing where it is. Data from another app is copied where a data
    /// source takes one of its types (`ItemDataSource.droppedDataTypes`).
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        UITableViewDropProposal(
            operation: dropOperation(for: session, at: destinationIndexPath), intent: .insertAtDestinationIndexPath)
    }

    /// Moves the row where it was dropped, in one batch update the data sources follow, and
    /// animates it there; data from another app is inserted by its data source once it has loaded.
    public func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        let dragItems = coordinator.items.map(\.dragItem)
        guard let dragItem = dragItems.first,
            let landed = performDrop(of: dragItems, at: coordinator.destinationIndexPath)
        else { return }
        coordinator.drop(dragItem, toRowAt: landed)
    }
}
