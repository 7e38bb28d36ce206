import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// An outline on a collection view list: each row's cell indented by its depth, UIKit's outline
/// disclosure on a folder, its configuration state expanded while the folder's children show,
/// and a tap on the disclosure expanding or collapsing the folder in its own outline — through
/// the containers around it.
@MainActor
struct OutlineOnUIKitTests {
    struct Entry: Identifiable, Equatable {
        let id: String
        var children: [Entry]?
    }

    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewLayout())
    let listView: CollectionListView
    let outline: OutlineDataSource<Entry, CollectionListView>

    init() throws {
        listView = CollectionListView(collectionView: collectionView)
        outline = try OutlineDataSource(
            roots: [Entry(id: "Documents", children: [Entry(id: "Taxes", children: []), Entry(id: "cv.pdf")])],
            children: \.children,
            cellProvider: .outline { cell, row in
                var content = cell.defaultContentConfiguration()
                content.text = row.item.id
                cell.contentConfiguration = content
            })
        let pinned = FlatDataSource<String, CollectionListView>(
            items: ["Pinned"],
            cellProvider: .registered(UICollectionViewListCell.self) { cell, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
            })
        listView.currentDataSource = CompositeDataSource<CollectionListView>([pinned, outline])
    }

    func cell(_ row: Int) throws -> OutlineListCell {
        try #require(collectionView.cellForItem(at: IndexPath(item: row, section: 1)) as? OutlineListCell)
    }

    func text(_ cell: OutlineListCell) -> String? { (cell.contentConfiguration as? UIListContentConfiguration)?.text }

    @Test func aFoldersCellHasTheDisclosureAndItsChildrenAreIndented() throws {
        try outline.expand("Documents")

        let folder = try cell(0)
        #expect(text(folder) == "Documents")
        #expect(folder.accessories.map(\.kind) == [.outlineDisclosure])
        #expect(folder.isExpanded && folder.configurationState.isExpanded)
        #expect(folder.indentationLevel == 0)
        let subfolder = try cell(1)
        #expect(subfolder.indentationLevel == 1)
        #expect(subfolder.accessories.map(\.kind) == [.outlineDisclosure])
        #expect(!subfolder.configurationState.isExpanded)
        let file = try cell(2)
        #expect(file.accessories.isEmpty, "a file has nothing to disclose")
    }

    @Test func aTapOnTheDisclosureExpandsAndCollapsesTheFolderInItsOutline() throws {
        try #require(try cell(0).accessories.first).simulateTap()

        #expect(outline.isExpanded("Documents"))
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        let folder = try cell(0)
        #expect(folder.configurationState.isExpanded, "the disclosure points down")

        try #require(folder.accessories.first).simulateTap()
        #expect(!outline.isExpanded("Documents"))
        #expect(collectionView.numberOfItems(inSection: 1) == 1)
        #expect(try !cell(0).configurationState.isExpanded)
    }
}
