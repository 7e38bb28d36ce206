import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

extension CellProvider where View == CollectionListView {
    /// `UICollectionViewListCell`s showing `text(item)` with the list content configuration,
    /// registered under `reuseIdentifier`: the collection view's counterpart of a table view's
    /// `text(reuseIdentifier:_:)` cells, for a list section (`UICollectionLayoutListConfiguration`).
    /// Named apart from it, so that a data source whose view type is inferred from `.text` stays
    /// a table view's.
    public static func listCell(
        reuseIdentifier: String = "ListMediator.TextListCell", _ text: @escaping (Item) -> String
    ) -> CellProvider {
        registered(UICollectionViewListCell.self, reuseIdentifier: reuseIdentifier) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = text(item)
            cell.contentConfiguration = content
        }
    }
}
