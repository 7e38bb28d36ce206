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
