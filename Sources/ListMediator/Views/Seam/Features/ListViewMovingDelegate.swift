import Foundation

/// A delegate that chooses where a row the user moves lands (UIKit's
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`).
///
/// A list view asks only a delegate that adopts this protocol; for any other the row lands where
/// the user proposes. Containers first keep the row among its own data source's rows.
@MainActor
public protocol ListViewMovingDelegate<View>: ListViewDelegate {
    /// The kind of list view this delegate serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// Where the row the user drags from `sourceIndexPath` lands when dropped at
    /// `proposedDestinationIndexPath`; the default is the proposed place.
    func listView(
        _ listView: View, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}

extension ListViewMovingDelegate {
    public func listView(
        _ listView: View, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
}
