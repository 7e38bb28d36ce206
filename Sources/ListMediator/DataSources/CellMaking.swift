import Foundation

/// A data source that can make the supplementary views of its sections at any index path of the
/// view, wherever the sections are shown.
@MainActor
package protocol SupplementaryViewMaking<View>: AnyObject {
    associatedtype View: ListView
    func makeSupplementaryView(
        ofKind kind: SupplementaryViewKind, inSection section: Int, at viewIndexPath: IndexPath, in listView: View
    ) -> View.SupplementaryView?
}

/// A data source that can make the cell for any of its items, wherever the item is shown.
@MainActor
package protocol ItemCellMaking<Item, View>: AnyObject {
    associatedtype Item
    associatedtype View: ListView
    func makeCell(for item: Item, at indexPath: IndexPath, in listView: View) -> View.Cell
}
