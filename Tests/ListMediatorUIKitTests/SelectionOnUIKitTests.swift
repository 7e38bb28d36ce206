import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// Selection kept by the data sources, through UIKit's table and collection views.
@MainActor
struct SelectionOnUIKitTests {
    let table = UIKitTable()

    @Test func aMultiSelectTableKeepsItsSelectedItemsThroughAReloadAndAnApply() {
        let items = FlatDataSource(items: ["a", "b", "c"], cellProvider: .text { $0 })
        table.listView.allowsMultipleSelection = true
        table.listView.currentDataSource = items
        _ = table.tableView.visibleCells
        table.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        table.tableView.simulateTap(at: IndexPath(row: 2, section: 0))

        table.listView.reloadData()
        #expect(
            table.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])

        items.apply(["c", "b"])
        #expect(items.selectedItems == ["c"])
        #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    @Test func aCollectionViewSelectsFromCodeAndTellsTheItemsOfATap() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let items = FlatDataSource<String, CollectionListView>(
            items: ["a", "b", "c"], cellProvider: .registered(UICollectionViewCell.self) { _, _ in })
        var deselected: [String] = []
        items.onDeselect = { deselected.append($0) }
        listView.currentDataSource = items
        _ = collectionView.visibleCells

        items.selectItem(at: IndexPath(item: 1, section: 0))
        collectionView.simulateTap(at: IndexPath(item: 2, section: 0))

        #expect(items.selectedItems == ["c"])
        #expect(deselected == ["b"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}

/// Updating cells in place through UIKit's table and collection views.
@MainActor
struct ReconfiguringOnUIKitTests {
    @Test func reconfiguringAnItemAsksUIKitToReconfigureItsRowWithNoBatch() {
        let table = UIKitTable()
        var suffix = ""
        let items = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 + suffix })
        table.listView.currentDataSource = items
        _ = table.tableView.visibleCells

        suffix = "!"
        items.reconfigureItems(at: [IndexPath(row: 1, section: 0)])

        #expect(table.visibleTexts == ["a", "b!"])
        #expect(table.tableView.performedBatchUpdates.isEmpty)
    }
}

/// Context menus through UIKit's table and collection views.
@MainActor
struct ContextMenusOnUIKitTests {
    @Test func aTableRowsMenuBecomesAUIMenuWhoseActionsRunTheirHandlers() {
        let table = UIKitTable()
        var opened: [String] = []
        let items = FlatDataSource<String, TableListView>(items: ["a", "b"], cellProvider: .text { $0 })
        items.contextMenu = { item, _ in
            ListContextMenu(
                title: item,
                actions: [
                    ListMenuAction(title: "Open", image: "doc") { opened.append(item) },
                    ListMenuAction(title: "Delete", isDestructive: true) {},
                ])
        }
        table.listView.currentDataSource = items

        let menu = table.listView.tableView(
            table.tableView, contextMenuConfigurationForRowAt: IndexPath(row: 1, section: 0), point: .zero)?
            .simulateMenu()
        let actions = menu?.children.compactMap { $0 as? UIAction }
        #expect(menu?.title == "b")
        #expect(actions?.map(\.title) == ["Open", "Delete"])
        #expect(actions?.first?.image?.systemName == "doc")
        #expect(actions?.last?.attributes == .destructive)
        actions?.first?.simulateChoice()
        #expect(opened == ["b"])
    }

    @Test func aCollectionViewShowsAMenuForOneItemAndAnAppsOwnConfigurationAsItIs() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let own = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        let items = FlatDataSource<String, CollectionListView>(
            items: ["a", "b"], cellProvider: .registered(UICollectionViewCell.self) { _, _ in })
        items.contextMenu = { item, _ in item == "a" ? ListContextMenu(own) : nil }
        listView.currentDataSource = items
        let a = IndexPath(item: 0, section: 0)

        #expect(listView.collectionView(collectionView, contextMenuConfigurationForItemsAt: [a], point: .zero) === own)
        #expect(
            listView.collectionView(
                collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 1, section: 0)], point: .zero)
                == nil)
        #expect(
            listView.collectionView(
                collectionView, contextMenuConfigurationForItemsAt: [a, IndexPath(item: 1, section: 0)], point: .zero)
                == nil, "several items at once: no menu")
    }
}
