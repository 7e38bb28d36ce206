import Foundation
@_spi(Backends) import ListMediator

// The user dragging a row with drag and drop, or dropping another app's data, on the rules a
// list view with drag and drop on follows (`allowsDragAndDrop` on UIKit's list views): the same
// plan and the same checked batch update, with no UIKit in between, so an app's tests of its
// data sources cover what its drag and drop does.

/// What a drop did, in a headless view's drag and drop.
public enum HeadlessDropResult: Equatable, Sendable {
    /// The row landed there (in the view it was dropped on).
    case moved(to: IndexPath)
    /// The row was dropped where it was: nothing changed.
    case stayed
    /// The list's rules do not let it land there (UIKit shows the forbidden symbol): nothing
    /// changed.
    case forbidden
    /// The data source under the drop took the data (its items come in at once here: nothing
    /// loads).
    case received
}

extension HeadlessTableView {
    /// Plays the user lifting the row at `sourceIndexPath` with a long press and dropping it at
    /// `destinationIndexPath` of `target` (this view by default; `nil` for the empty space below
    /// the rows), as a list view with drag and drop on does: the row lands by the rules of a
    /// move, in one checked batch update its data sources follow, and a drop where it may not go
    /// changes nothing.
    ///
    /// For a row of this view, the destination is the place it takes once moved (as a
    /// reorder's); for one dropped on another view, the place it is inserted at.
    ///
    /// - Returns: what the drop did; `nil` when the row cannot be dragged (its data source does
    ///   not let it move).
    @discardableResult
    public func dragAndDropRow(
        from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath?, over target: HeadlessTableView? = nil
    ) -> HeadlessDropResult? {
        layoutIfNeeded()
        guard let row = beginDraggingRow(at: sourceIndexPath) else { return nil }
        let target = target ?? self
        let plan = target.dropPlan(for: row, at: destinationIndexPath)
        switch plan {
        case .refused: return .forbidden
        case .staysInPlace: return .stayed
        case .move, .receive:
            return target.performDrop(of: row, plan).map { .moved(to: $0) } ?? .forbidden
        }
    }

    /// Plays the user dropping data dragged from another app — one `ListDragData` a dragged
    /// item — at `destinationIndexPath` (`nil` for the empty space below the rows). The data
    /// source under the drop takes it when it takes one of its types, each item in the first of
    /// them it has; here the data is there at once, where UIKit loads it after the drop.
    ///
    /// - Returns: ``HeadlessDropResult/received`` when a data source took the drop (it may still
    ///   leave out items it makes nothing of), ``HeadlessDropResult/forbidden`` otherwise.
    @discardableResult
    public func dropFromAnotherApp(_ data: [ListDragData], at destinationIndexPath: IndexPath?) -> HeadlessDropResult {
        layoutIfNeeded()
        guard let receiver = dropReceiver(at: destinationIndexPath) else { return .forbidden }
        let taken = data.compactMap { dragged -> ListDragData? in
            guard let type = receiver.typeIdentifiers.first(where: { dragged.data(forTypeIdentifier: $0) != nil }),
                let data = dragged.data(forTypeIdentifier: type)
            else { return nil }
            return ListDragData(typeIdentifier: type, data: data)
        }
        guard !taken.isEmpty else { return .forbidden }
        receiver.receive(taken)
        return .received
    }
}
