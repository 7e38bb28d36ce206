import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// The section index on UITableView: the table asks `TableListView` for the data source's titles
/// when it reloads and after a batch update that changes the sections, and a touch on a title
/// scrolls to the section the data source gave it.
@MainActor
struct SectionIndexOnUIKitTests {
    @Test func theTableShowsTheTitlesAndATouchGoesToTheirSection() {
        let table = UIKitTable()
        let people = GroupedDataSource<String, String, TableListView>(
            items: ["Abe", "Ada", "Bo", "Cy"], sectionKey: { String($0.prefix(2)) }, cellProvider: .text { $0 })
        people.sectionIndexTitle = { String($0.prefix(1)) }
        let pinned = FlatDataSource<String, TableListView>(items: ["Me"], cellProvider: .text { $0 })
        table.listView.currentDataSource = CompositeDataSource([pinned, people])

        #expect(table.tableView.sectionIndexTitlesShown == ["A", "B", "C"])
        #expect(table.tableView.tapSectionIndexTitle(at: 1) == 3, "after the pinned section and Ab, Ad")

        people.apply(["Abe", "Ada", "Bo", "Cy", "Zed"])

        #expect(table.tableView.sectionIndexTitlesShown == ["A", "B", "C", "Z"])
    }

    @Test func aTableWhoseDataSourceGivesNoTitlesShowsNoIndex() {
        let table = UIKitTable()
        table.listView.currentDataSource = FlatDataSource<String, TableListView>(
            items: ["a"], cellProvider: .text { $0 })

        #expect(table.tableView.sectionIndexTitlesShown == nil)
    }

    @Test func theCollectionViewShowsTheTitlesAndATouchGoesToItsSectionsFirstItem() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 132), collectionViewLayout: UICollectionViewFlowLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let names = (0..<6).map { "Ab\($0)" } + (0..<6).map { "Bo\($0)" }
        let people = GroupedDataSource<String, String, CollectionListView>(
            items: names, sectionKey: { String($0.prefix(2)) },
            cellProvider: .registered(NameCell.self) { cell, name in cell.name = name })
        people.sectionIndexTitle = { String($0.prefix(1)) }
        listView.currentDataSource = people

        #expect(collectionView.indexTitlesShown == ["A", "B"])
        #expect(collectionView.tapIndexTitle(at: 1) == IndexPath(item: 0, section: 1))
        #expect(collectionView.indexPathsForVisibleItems.sorted().first == IndexPath(item: 0, section: 1))
    }
}

/// A collection view cell showing a name.
private final class NameCell: UICollectionViewCell {
    var name = ""
}
