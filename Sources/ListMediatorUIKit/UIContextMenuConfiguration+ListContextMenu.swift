import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

extension ListContextMenu {
    /// A menu UIKit describes itself, shown as it is: the escape hatch for a preview, nested
    /// menus or anything else ``ListMenuAction`` does not describe. A data source's `contextMenu`
    /// may return it for any item; views other than UIKit's show no menu for it.
    public init(_ configuration: UIContextMenuConfiguration) {
        self.init(platformConfiguration: configuration)
    }
}

extension UIContextMenuConfiguration {
    /// UIKit's configuration of the core's `menu`, or the configuration it carries.
    @MainActor
    static func make(_ menu: ListContextMenu) -> UIContextMenuConfiguration {
        if let configuration = menu.platformConfiguration as? UIContextMenuConfiguration { return configuration }
        let actions = menu.actions
        let title = menu.title
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: title, children: actions.map(UIAction.make))
        }
    }
}

extension UIAction {
    /// UIKit's action for the core's `action`.
    @MainActor
    static func make(_ action: ListMenuAction) -> UIAction {
        var attributes: UIMenuElement.Attributes = []
        if action.isDestructive { attributes.insert(.destructive) }
        if action.isDisabled { attributes.insert(.disabled) }
        return UIAction(
            title: action.title, image: action.image.flatMap { UIImage(systemName: $0.systemName) },
            attributes: attributes
        ) { _ in action.handler() }
    }
}

extension TableListView {
    /// The core delegate's menu for the row; none by default.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        delegateFeatures?.rowActions?.listView(self, contextMenuForRowAt: indexPath).map(
            UIContextMenuConfiguration.make)
    }
}

extension CollectionListView {
    /// The core delegate's menu for a single item; none for several at once or by default.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return delegateFeatures?.rowActions?.listView(self, contextMenuForRowAt: indexPath).map(
            UIContextMenuConfiguration.make)
    }
}
