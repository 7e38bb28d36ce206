import ListMediator

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
    /// where an item may not go is forbidden and changes nothing.
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
    /// A drag item for the item, carrying it as a ``ListDraggedRow``; none for one that cannot
    /// move.
    public func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        dragItems(forRowAt: indexPath)
    }

    /// An item's drag carries it for the app's own lists, no data for other apps: it stays in the
    /// app.
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { true }
}

extension CollectionListView: UICollectionViewDropDelegate {
    /// Takes a drag of one item from a list of the app.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        session.draggedListRow != nil
    }

    /// A move, opening a gap, where the list's rules let the item land; the forbidden symbol
    /// where they do not; nothing where it is.
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(
            operation: dropOperation(for: session, at: destinationIndexPath), intent: .insertAtDestinationIndexPath)
    }

    /// Moves the item where it was dropped, in one batch update the data sources follow, and
    /// animates it there.
    public func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        guard let dragItem = coordinator.items.first?.dragItem,
            let landed = performDrop(of: dragItem, at: coordinator.destinationIndexPath)
        else { return }
        coordinator.drop(dragItem, toItemAt: landed)
    }
}
