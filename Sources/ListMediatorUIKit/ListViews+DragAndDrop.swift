import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// What the table and the collection view's drag and drop delegates share: the drag items of a
// row, the operation a drop would have, and the drop itself, all on the core's move rules.

extension ListView {
    /// A drag item for the row at `indexPath`, carrying it as a ``ListDraggedRow``; none for a row
    /// that cannot move.
    func dragItems(forRowAt indexPath: IndexPath) -> [UIDragItem] {
        guard let row = beginDraggingRow(at: indexPath) else { return [] }
        let dragItem = UIDragItem(itemProvider: NSItemProvider())
        dragItem.localObject = row
        return [dragItem]
    }

    /// What a drop of `session` at `destination` would do: a move where the list's rules let the
    /// row land, forbidden where they do not, nothing where it is.
    func dropOperation(for session: any UIDropSession, at destination: IndexPath?) -> UIDropOperation {
        guard let row = session.draggedListRow else { return .cancel }
        switch dropPlan(for: row, at: destination) {
        case .move, .receive: return .move
        case .staysInPlace: return .cancel
        case .refused: return .forbidden
        }
    }

    /// Drops `dragItem` at `destination` in one batch update the data sources follow: where the
    /// row is now, for the drop coordinator to animate it there, or `nil` when nothing changed.
    func performDrop(of dragItem: UIDragItem, at destination: IndexPath?) -> IndexPath? {
        guard let row = dragItem.localObject as? ListDraggedRow else { return nil }
        return performDrop(of: row, dropPlan(for: row, at: destination))
    }
}

extension UIDropSession {
    /// The one row of a list of the app this session drags, if that is what it drags.
    var draggedListRow: ListDraggedRow? {
        guard let items = localDragSession?.items, items.count == 1 else { return nil }
        return items[0].localObject as? ListDraggedRow
    }
}
