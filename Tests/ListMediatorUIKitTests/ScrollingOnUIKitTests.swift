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

/// A data source's scroll to an item, through the UIKit list views to UIKit's own calls, on the
/// stand-in's model of how UIKit scrolls.
@MainActor
struct ScrollingOnUIKitTests {
    private func numbers(_ count: Int) -> [Int] { Array(0..<count) }

    @Test func aTableViewScrollsItsRowToEachPosition() {
        let table = UIKitTable()  // 440 points high, 44-point rows: ten rows on screen
        let list = FlatDataSource<Int, TableListView>(items: numbers(40), cellProvider: .text { "\($0)" })
        table.listView.currentDataSource = list

        list.scrollToItem(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(table.tableView.contentOffset.y == 880)
        list.scrollToItem(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        #expect(table.tableView.contentOffset.y == 682)
        list.scrollToItem(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(table.tableView.contentOffset.y == 484)
        list.scrollToItem(at: IndexPath(row: 15, section: 0), at: .none, animated: false)
        #expect(table.tableView.contentOffset.y == 484, "already in view")
        list.scrollToItem(at: IndexPath(row: 39, section: 0), at: .top, animated: false)
        #expect(table.tableView.contentOffset.y == 1_320, "no further than the end of the content")
        #expect(table.visibleTexts.last == "39")
    }

    @Test func aCollectionViewScrollsItsItemToEachPositionAndAsLittleAsNeededForNone() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewFlowLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let list = FlatDataSource<Int, CollectionListView>(
            items: numbers(40), cellProvider: .registered(NumberCell.self) { $0.number = $1 })
        listView.currentDataSource = list

        list.scrollToItem(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 880)
        list.scrollToItem(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        #expect(collectionView.contentOffset.y == 682)
        list.scrollToItem(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
        #expect(collectionView.contentOffset.y == 682, "already in view")
        list.scrollToItem(at: IndexPath(row: 35, section: 0), at: .none, animated: false)
        #expect(collectionView.contentOffset.y == 1_144, "its bottom at the bottom")
        list.scrollToItem(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
        #expect(collectionView.contentOffset.y == 88, "its top at the top")
    }
}
