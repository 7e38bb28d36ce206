@_spi(Backends) import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// Drag and drop of items, on the move rules of the data sources: the list view is the collection
// view's drag and drop delegate when `allowsDragAndDrop` is on.

extension CollectionListView {
    /// Whether the user can drag an item with drag and drop within the list, into another data
    /// source of it, or into another list of the app; `false` by default. As
    /// ``TableListView/allowsDragAndDrop`` for a table: the list view becomes the collection
    /// view's `dragDelegate` and `dropDelegate`, items land by the rules of a move, and a drop
    /// where an item may not go is forbidden and changes nothing; between apps, items carry and
    /// take data as their data sources say (`ItemDataSource.dragData`,
    /// `ItemDataSource.itemFromDroppedData`).
    ///
    /// A layout that gives an empty section no room gives the user nowhere to drop into it.
    public var allowsDragAndDrop: Bool {
        get { collectionView.dropDelegate === self }
        set {
            collectionView.dragDelegate = newValue ? self : nil
            collectionView.dropDelegate = newValue ? self : nil
            collectionView.dragInteractionEnabled = newValue
        }
    }
}

extension CollectionListView: UICollectionViewDragDelegate {
    /// A drag item for the item, carrying it as a `ListDraggedRow`; none for one that cannot
    /// move.
    public func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        let drag = dragItems(forRowAt: indexPath)
        draggedRow = drag.row
        return drag.items
    }

    /// A drag stays in the app unless its data source gives data another app can take
    /// (`ItemDataSource.dragData`).
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { isRestrictedToApp(session) }
}

extension CollectionListView: UICollectionViewDropDelegate {
    /// Takes a drag of an item of the app's lists, or of data (the proposal says where it may go).
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        !session.items.isEmpty
    }

    /// A move, opening a gap, where the list's rules let the item land; the forbidden symbol
    /// where they do not; nothing where it is. Data from another app is copied where a data
    /// source takes one of its types (`ItemDataSource.droppedDataTypes`).
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(
            operation: dropOperation(for: session, at: destinationIndexPath), intent: .insertAtDestinationIndexPath)
    }

    /// Moves the item where it was dropped, in one batch update the data sources follow, and
    /// animates it there; data from another app is inserted by its data source once it has loaded.
    public func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        let dragItems = coordinator.items.map(\.dragItem)
        guard let dragItem = dragItems.first,
            let landed = performDrop(of: dragItems, at: coordinator.destinationIndexPath)
        else { return }
        coordinator.drop(dragItem, toItemAt: landed)
    }
}
