import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A collection view cell showing a number.
private final class NumberCell: UICollectionViewCell {
    var number = 0
}

/// The user's place through batch updates on the UIKit list views, on the stand-in's model of
/// UIKit's layout: the content offset moves with the rows added above the screen, in the same
/// update as the batch.
@MainActor
struct PlaceKeepingOnUIKitTests {
    @Test func aTableKeepsTheRowsOnScreenWhereTheyAreWhenRowsArriveAbove() {
        let table = UIKitTable()  // 440 points high, 44-point rows: ten rows on screen
        let list = FlatDataSource<Int, TableListView>(items: Array(0..<40), cellProvider: .text { "\($0)" })
        table.listView.currentDataSource = list
        table.tableView.contentOffset = CGPoint(x: 0, y: 440)
        let before = table.visibleTexts

        list.insert(contentsOf: Array(100..<105), at: 0)

        #expect(table.tableView.contentOffset.y == CGFloat(440 + 5 * 44))
        #expect(table.visibleTexts == before)
    }

    @Test func aTableKeepingItsContentOffsetPushesTheRowsDownAsUIKitDoes() {
        let table = UIKitTable()
        let list = FlatDataSource<Int, TableListView>(items: Array(0..<40), cellProvider: .text { "\($0)" })
        table.listView.currentDataSource = list
        table.listView.contentAnchor = .contentOffset
        table.tableView.contentOffset = CGPoint(x: 0, y: 440)

        list.insert(contentsOf: Array(100..<105), at: 0)

        #expect(table.tableView.contentOffset.y == 440)
        #expect(table.visibleTexts.first == "5")
    }

    /// Numbers 0…39 in a collection view 440 points high, with 44-point items: ten on screen.
    private func numbersInACollectionView() -> (
        UICollectionView, CollectionListView, FlatDataSource<Int, CollectionListView>
    ) {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewFlowLayout())
        let list = FlatDataSource<Int, CollectionListView>(
            items: Array(0..<40), cellProvider: .registered(NumberCell.self) { $0.number = $1 })
        return (collectionView, CollectionListView(collectionView: collectionView), list)
    }

    @Test func aCollectionViewKeepsItsItemsOnScreenWhereTheyAreWhenItemsArriveAbove() {
        let (collectionView, listView, list) = numbersInACollectionView()
        listView.currentDataSource = list
        collectionView.contentOffset = CGPoint(x: 0, y: 440)
        let firstOnScreen = collectionView.indexPathsForVisibleItems.sorted().first

        list.insert(contentsOf: Array(100..<103), at: 0)

        #expect(collectionView.contentOffset.y == CGFloat(440 + 3 * 44))
        #expect(collectionView.indexPathsForVisibleItems.sorted().first?.item == firstOnScreen.map { $0.item + 3 })
    }

    @Test func aTableAnchoredToItsBottomTellsOfRowsArrivingBelowAUserWhoScrolledUp() {
        let table = UIKitTable()
        let list = FlatDataSource<Int, TableListView>(items: Array(0..<40), cellProvider: .text { "\($0)" })
        let mediator = ListViewMediator(wrapping: list)
        let listener = RowsBelowListener<TableListView>()
        mediator.delegate = listener
        table.listView.contentAnchor = .bottom
        table.listView.currentDataSource = mediator
        table.tableView.contentOffset = CGPoint(x: 0, y: 440)
        let before = table.visibleTexts

        list.append(contentsOf: [100, 101])

        #expect(listener.counts == [2])
        #expect(table.visibleTexts == before)
    }

    @Test func aCollectionViewAnchoredToItsBottomTellsOfItemsArrivingBelowAUserWhoScrolledUp() {
        let (collectionView, listView, list) = numbersInACollectionView()
        let mediator = ListViewMediator(
            wrapping: list, loadingRow: .cell(.registered(NumberCell.self, reuseIdentifier: "Loading") { _, _ in }))
        let listener = RowsBelowListener<CollectionListView>()
        mediator.delegate = listener
        listView.contentAnchor = .bottom
        listView.currentDataSource = mediator
        collectionView.contentOffset = CGPoint(x: 0, y: 440)

        list.append(contentsOf: [100, 101, 102])
        collectionView.contentOffset = CGPoint(x: 0, y: collectionView.contentSize.height - 440)
        list.append(contentsOf: [103])

        #expect(listener.counts == [3], "at the bottom, the new item scrolls into view instead")
    }
}

/// An app's delegate that records how many rows arrived below the screen, update by update.
@MainActor
private final class RowsBelowListener<View: ListView>: ListViewMediatorDelegate, ListViewScrollingDelegate {
    private(set) var counts: [Int] = []

    func listView(_ listView: View, didInsertRowsBelowVisibleArea count: Int) { counts.append(count) }
}
