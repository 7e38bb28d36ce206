#if canImport(SwiftUI) && canImport(UIKit)
    import ListMediator
    import ListMediatorUIKit
    import SwiftUI
    import UIKit

    extension CellProvider where View == CollectionListView {
        /// Cells whose content is the SwiftUI view `content` makes for each item, hosted by
        /// `UIHostingConfiguration`.
        ///
        /// The cells size themselves in a self-sizing layout (a list section, an estimated size).
        /// When an item's content changes, the data source reconfigures its cell: the same cell
        /// gets a configuration with the new view, and the hosted view updates in place, as
        /// SwiftUI updates any view whose input changed. `content` runs inside the hosted view's
        /// body, so a row that reads an `@Observable` model is updated when what it read changes.
        /// The hosted view has UIKit's hosting environment, not the screen's: give a row what it
        /// needs through its item or the closure.
        ///
        /// - Parameters:
        ///   - reuseIdentifier: the identifier the cell class is registered under.
        ///   - content: the view for an item.
        public static func hosting<Content: SwiftUI.View>(
            reuseIdentifier: String = "ListMediator.HostingCell",
            @ViewBuilder content: @escaping (_ item: Item) -> Content
        ) -> CellProvider {
            registered(UICollectionViewListCell.self, reuseIdentifier: reuseIdentifier) { cell, item in
                cell.contentConfiguration = UIHostingConfiguration { HostedItem(item: item, content: content) }
            }
        }
    }

    extension CellProvider where View == TableListView {
        /// Cells whose content is the SwiftUI view `content` makes for each item, hosted by
        /// `UIHostingConfiguration`; see the collection view's
        /// ``ListMediator/CellProvider/hosting(reuseIdentifier:content:)``.
        ///
        /// Rows size themselves when the table's row height is `UITableView.automaticDimension`
        /// (the default), or when the data source gives no fixed height.
        public static func hosting<Content: SwiftUI.View>(
            reuseIdentifier: String = "ListMediator.HostingCell",
            @ViewBuilder content: @escaping (_ item: Item) -> Content
        ) -> CellProvider {
            registered(UITableViewCell.self, reuseIdentifier: reuseIdentifier) { cell, item in
                cell.contentConfiguration = UIHostingConfiguration { HostedItem(item: item, content: content) }
            }
        }
    }

    /// The view of one item: `content` runs in its body, where SwiftUI observes what it reads.
    private struct HostedItem<Item, Content: SwiftUI.View>: SwiftUI.View {
        let item: Item
        let content: (Item) -> Content

        var body: some SwiftUI.View { content(item) }
    }
#endif
