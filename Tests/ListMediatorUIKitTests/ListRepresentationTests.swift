import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// What the SwiftUI lists do at each of SwiftUI's updates — show a data source or items, apply
/// the items and selections their modifiers gave, follow `refreshable` — played on UIKit's views
/// with the values SwiftUI would hand them.
@MainActor
struct ListRepresentationTests {
    struct Fruit: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    /// What the rows of an items list read: the latest suffix the screen gave.
    final class RowContent {
        var suffix: String
        init(_ suffix: String) { self.suffix = suffix }
    }

    let table = UIKitTable()
    let representation: ListRepresentation<TableListView>

    init() {
        representation = ListRepresentation(table.listView, on: table.tableView)
    }

    /// An items source as a `TableList(fruits) { … }` makes it, its rows reading `suffix`.
    func rows(
        _ fruits: [Fruit], suffix: String = "", selection: ItemsSelection<Int>? = nil
    ) -> ListSource<TableListView> {
        .items(
            ItemsSource(
                fruits, makeCells: { RowContent(suffix) },
                cellProvider: { content in .text { "\($0.name)\(content.suffix)" } },
                showCells: { $0.suffix = suffix }, selection: selection))
    }

    func update(_ source: ListSource<TableListView>, animated: Bool = true) {
        representation.update(ListContent(source), refreshAction: nil, animated: animated)
    }

    @Test func itemsAreShownInADataSourceTheListKeepsAndDiffsAtEachUpdate() {
        update(rows([Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")]), animated: false)
        let dataSource = table.listView.currentDataSource
        #expect(table.visibleTexts == ["apple", "pear"])

        update(rows([Fruit(id: 1, name: "apple"), Fruit(id: 3, name: "plum"), Fruit(id: 2, name: "pear")]))

        #expect(table.listView.currentDataSource === dataSource)
        #expect(table.visibleTexts == ["apple", "plum", "pear"])
        #expect(table.tableView.performedBatchUpdates.last?.update.insertedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func rowsOnScreenShowTheLatestContentWhenTheItemsAreUnchanged() {
        let fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")]
        update(rows(fruits), animated: false)
        _ = table.visibleTexts

        update(rows(fruits, suffix: " ★"))

        #expect(table.visibleTexts == ["apple ★", "pear ★"])
        #expect(table.tableView.performedBatchUpdates.isEmpty, "reconfigured in place, no batch")
    }

    @Test func anUpdateThatAddsOneItemToAThousandReconfiguresNoOtherRow() {
        let table = UIKitTable(height: 20_000)
        let representation = ListRepresentation(table.listView, on: table.tableView)
        var fruits = (0..<1_000).map { Fruit(id: $0, name: "fruit \($0)") }
        representation.update(ListContent(rows(fruits)), refreshAction: nil, animated: false)
        #expect(table.tableView.visibleCells.count > 100)
        let reconfiguredBefore = table.tableView.reconfiguredCellCount

        fruits.insert(Fruit(id: 1_000, name: "new"), at: 10)
        representation.update(ListContent(rows(fruits)), refreshAction: nil, animated: true)
        _ = table.visibleTexts

        #expect(table.tableView.reconfiguredCellCount == reconfiguredBefore)
        #expect(table.tableView.performedBatchUpdates.last?.update == BatchUpdate(insertedRows: [[0, 10]]))
        #expect(table.visibleTexts[10] == "new")

        // One changed item: its row alone is made again.
        fruits[3].name = "changed"
        representation.update(ListContent(rows(fruits)), refreshAction: nil, animated: true)
        #expect(table.tableView.reconfiguredCellCount == reconfiguredBefore + 1)
        #expect(table.visibleTexts[3] == "changed")
    }

    @Test func itemsOfAnotherKindGetADataSourceOfTheirOwn() {
        update(rows([Fruit(id: 1, name: "apple")]), animated: false)
        let fruits = table.listView.currentDataSource

        update(
            .items(
                ItemsSource(
                    [Fruit(id: 1, name: "apple")], makeCells: { NSObject() }, cellProvider: { _ in .text { $0.name } },
                    showCells: { _ in })))

        #expect(table.listView.currentDataSource !== fruits)
        #expect(table.visibleTexts == ["apple"])
    }

    @Test func itemsGivenForADataSourceAreAppliedOnlyByTheListThatShowsIt() {
        let shown = FlatDataSource<Fruit, TableListView>(items: [], cellProvider: .text { $0.name })
        let hidden = FlatDataSource<Fruit, TableListView>(items: [], cellProvider: .text { $0.name })
        let elsewhere = FlatDataSource<Fruit, TableListView>(items: [], cellProvider: .text { $0.name })
        let otherTable = UIKitTable()
        otherTable.listView.currentDataSource = elsewhere
        let updates = [
            ListItemsUpdate([Fruit(id: 1, name: "apple")], in: shown),
            ListItemsUpdate([Fruit(id: 2, name: "pear")], in: hidden),
            ListItemsUpdate([Fruit(id: 3, name: "plum")], in: elsewhere),
        ]

        representation.update(
            ListContent(.dataSource(SwitchingDataSource([shown, hidden])), itemUpdates: updates), refreshAction: nil,
            animated: false)

        #expect(shown.items.map(\.name) == ["apple"])
        #expect(hidden.items.map(\.name) == ["pear"], "a switcher's hidden child is still this list's")
        #expect(elsewhere.items.isEmpty, "another list's data source")
    }

    @Test func aSetBindingLetsTheUserSelectSeveralRowsAndHearsTheirIdentities() {
        var selected: Set<Int> = [2]
        let source = rows(
            [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")],
            selection: .several(read: { selected }, write: { selected = $0 }))
        update(source, animated: false)
        _ = table.visibleTexts
        #expect(table.listView.allowsMultipleSelection)
        #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])

        table.tableView.simulateTap(at: IndexPath(row: 0, section: 0))

        #expect(selected == [1, 2])
    }

    @Test func anOptionalBindingSelectsOneRowAndANewValueMovesIt() {
        var selected: Int? = 1
        let fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")]
        update(rows(fruits, selection: .one(read: { selected }, write: { selected = $0 })), animated: false)
        _ = table.visibleTexts
        #expect(!table.listView.allowsMultipleSelection)

        selected = 2
        update(rows(fruits, selection: .one(read: { selected }, write: { selected = $0 })))

        #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func aSelectionForAnotherListsDataSourceIsLeftToThatList() {
        let shown = FlatDataSource<Fruit, TableListView>(
            items: [Fruit(id: 1, name: "apple")], cellProvider: .text { $0.name })
        let elsewhere = FlatDataSource<Fruit, TableListView>(
            items: [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")], cellProvider: .text { $0.name })
        let otherTable = UIKitTable()
        let other = ListRepresentation(otherTable.listView, on: otherTable.tableView)
        var otherSelection: Int? = nil
        let otherBinding = ListSelectionBinding(
            oneIn: elsewhere, read: { otherSelection }, write: { otherSelection = $0 })
        other.update(
            ListContent(.dataSource(elsewhere), selections: [otherBinding]), refreshAction: nil, animated: false)
        var thisSelection: Set<Int> = [1]
        let thisBinding = ListSelectionBinding(
            severalIn: elsewhere, read: { thisSelection }, write: { thisSelection = $0 })

        representation.update(
            ListContent(.dataSource(shown), selections: [thisBinding]), refreshAction: nil, animated: false)
        _ = otherTable.visibleTexts
        otherTable.tableView.simulateTap(at: IndexPath(row: 1, section: 0))

        #expect(!table.listView.allowsMultipleSelection, "no binding of this list holds a set")
        #expect(otherSelection == 2, "the other list's binding still follows its data source")
        #expect(thisSelection == [1])
    }

    @Test func aPullRunsTheRefreshActionAndTheControlSpinsUntilItReturns() async {
        var pulls = 0
        let (finished, finish) = AsyncStream.makeStream(of: Void.self)
        representation.update(
            ListContent(rows([Fruit(id: 1, name: "apple")])),
            refreshAction: {
                pulls += 1
                for await _ in finished { break }
            }, animated: false)
        let control = try! #require(table.tableView.refreshControl)

        control.simulatePullToRefresh()
        await Task.yield()
        #expect(pulls == 1)
        #expect(control.isRefreshing)

        finish.yield()
        for _ in 0..<10 where control.isRefreshing { await Task.yield() }
        #expect(!control.isRefreshing)
    }

    @Test func noRefreshActionRemovesTheControl() {
        representation.update(ListContent(rows([])), refreshAction: {}, animated: false)
        #expect(table.tableView.refreshControl != nil)

        representation.update(ListContent(rows([])), refreshAction: nil, animated: false)

        #expect(table.tableView.refreshControl == nil)
    }

    @Test func aListMadeForADataSourceAnotherListStillShowsTakesItOver() {
        let fruits = FlatDataSource<Fruit, TableListView>(
            items: [Fruit(id: 1, name: "apple")], cellProvider: .text { $0.name })
        update(.dataSource(fruits), animated: false)
        let replacement = UIKitTable()
        let replacing = ListRepresentation(replacement.listView, on: replacement.tableView)

        replacing.update(ListContent(.dataSource(fruits)), refreshAction: nil, animated: false)

        #expect(table.listView.currentDataSource == nil)
        #expect(replacement.visibleTexts == ["apple"])
    }

    @Test func anOlderListUpdatedAfterANewerOneTookItsDataSourceLeavesItThere() {
        let fruits = FlatDataSource<Fruit, TableListView>(
            items: [Fruit(id: 1, name: "apple")], cellProvider: .text { $0.name })
        update(.dataSource(fruits), animated: false)
        let replacement = UIKitTable()
        let replacing = ListRepresentation(replacement.listView, on: replacement.tableView)
        replacing.update(ListContent(.dataSource(fruits)), refreshAction: nil, animated: false)

        update(.dataSource(fruits))

        #expect(replacement.listView.currentDataSource === fruits)
        #expect(table.listView.currentDataSource == nil)
    }

    @Test func itemsForADataSourceTheListShowsForTheFirstTimeArriveWithoutAnimation() {
        update(rows([Fruit(id: 1, name: "apple")]), animated: false)
        let fruits = FlatDataSource<Fruit, TableListView>(items: [], cellProvider: .text { $0.name })

        representation.update(
            ListContent(.dataSource(fruits), itemUpdates: [ListItemsUpdate([Fruit(id: 2, name: "pear")], in: fruits)]),
            refreshAction: nil, animated: true)

        #expect(table.visibleTexts == ["pear"])
        #expect(table.tableView.performedBatchUpdates.allSatisfy { $0.animations == [.none] })
    }

    @Test func noRowIsMadeWithNewContentForAnItemTheUpdateRemoves() {
        var configured: [String] = []
        func source(_ fruits: [Fruit], suffix: String) -> ListSource<TableListView> {
            .items(
                ItemsSource(
                    fruits, makeCells: { RowContent(suffix) },
                    cellProvider: { content in
                        .text { fruit in
                            configured.append("\(fruit.name)\(content.suffix)")
                            return fruit.name
                        }
                    }, showCells: { $0.suffix = suffix }))
        }
        update(source([Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear")], suffix: ""), animated: false)
        _ = table.visibleTexts
        configured = []

        update(source([Fruit(id: 1, name: "apple")], suffix: " ★"))

        // The items changed, so they explain the update: apple's row, unchanged, is not made
        // again, and pear's, removed, is not made with the new content.
        #expect(configured == [])
        update(source([Fruit(id: 1, name: "apple")], suffix: " ★"))
        #expect(configured == ["apple ★"], "the same items: other state changed, and the row shows it")
    }

    @Test func dismantlingLetsTheDataSourceGoAndStopsWritingTheSelection() {
        var selected: Set<Int> = []
        let fruits = [Fruit(id: 1, name: "apple")]
        update(rows(fruits, selection: .several(read: { selected }, write: { selected = $0 })), animated: false)
        let dataSource = try! #require(table.listView.currentDataSource as? FlatDataSource<Fruit, TableListView>)

        _ = table.visibleTexts

        representation.dismantle()
        table.listView.currentDataSource = dataSource
        _ = table.visibleTexts
        table.tableView.simulateTap(at: IndexPath(row: 0, section: 0))

        #expect(dataSource.selectedItems.map(\.id) == [1])
        #expect(selected.isEmpty, "the binding no longer follows the data source")
    }
}

/// A `ListHandle` given to a SwiftUI list follows its list view: the record, the content anchor,
/// scrolling to an item, and a stream of the record's updates.
@MainActor
struct ListHandleTests {
    typealias Fruit = ListRepresentationTests.Fruit

    let table = UIKitTable()
    let representation: ListRepresentation<TableListView>
    let handle = ListHandle()
    let fruits = (0..<100).map { Fruit(id: $0, name: "fruit \($0)") }

    init() {
        representation = ListRepresentation(table.listView, on: table.tableView)
    }

    func update(_ fruits: [Fruit], handle: ListHandle?, animated: Bool = true) {
        let source = ListSource<TableListView>.items(
            ItemsSource(fruits, makeCells: { NSObject() }, cellProvider: { _ in .text(\.name) }, showCells: { _ in }))
        representation.update(ListContent(source, handle: handle), refreshAction: nil, animated: animated)
    }

    @Test func aHandleDoesNothingUntilItsListIsOnScreenThenReachesItsListView() {
        #expect(handle.updateRecord == nil)
        #expect(!handle.scrollToItem(withID: 5))
        handle.contentAnchor = .bottom

        update(fruits, handle: handle, animated: false)

        #expect(handle.updateRecord === table.listView.updateRecord)
        #expect(table.listView.contentAnchor == .bottom, "the anchor set before reaches the list")
        handle.contentAnchor = .contentOffset
        #expect(table.listView.contentAnchor == .contentOffset)
    }

    @Test func aHandleScrollsToAnItemByItsIdentity() {
        update(fruits, handle: handle, animated: false)
        _ = table.visibleTexts

        #expect(handle.scrollToItem(withID: 80, at: .top, animated: false))
        #expect(table.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 80, section: 0))
        #expect(!handle.scrollToItem(withID: 1_000))
        #expect(!handle.scrollToItem(withID: "not an identity of these items"))
        #expect(!handle.scrollToItem(withID: Int?.none))
    }

    @Test func aHandlesStreamGivesTheRecordNowAndAfterEachUpdate() async {
        update(Array(fruits.prefix(2)), handle: handle, animated: false)
        var iterator = handle.recordedUpdates.makeAsyncIterator()
        let now = await iterator.next()
        #expect(now?.last?.kind == .reload || now?.last?.kind == .apply)

        update(Array(fruits.prefix(3)), handle: handle)
        var latest = await iterator.next()
        // The record changes twice an update (recorded, then timed): the latest has the insertion.
        for _ in 0..<4 where latest?.last?.changes?.insertedRows.isEmpty ?? true { latest = await iterator.next() }
        #expect(latest?.last?.changes == BatchUpdate(insertedRows: [[0, 2]]))
    }

    @Test func aHandleLetsGoOfAListThatLeavesTheScreen() {
        update(fruits, handle: handle, animated: false)
        representation.dismantle()
        #expect(handle.updateRecord == nil)
        #expect(!handle.scrollToItem(withID: 5))
    }
}

/// Items from SwiftUI state shown in sections: grouped by their key, titled, diffed at each
/// update with sections coming and going, and no other row made again when one item comes.
@MainActor
struct SectionedItemsRepresentationTests {
    struct Product: Identifiable, Equatable {
        let id: Int
        var name: String
        var category: String
    }

    let table = UIKitTable(height: 4_000)
    let representation: ListRepresentation<TableListView>

    init() {
        representation = ListRepresentation(table.listView, on: table.tableView)
    }

    func update(_ products: [Product], selection: ItemsSelection<Int>? = nil, animated: Bool = true) {
        let source = ListSource<TableListView>.items(
            ItemsSource(
                products, sectionKey: \.category, sectionOrder: <, headerTitle: { $0.uppercased() },
                makeCells: { NSObject() }, cellProvider: { _ in .text(\.name) }, showCells: { _ in },
                selection: selection))
        representation.update(ListContent(source), refreshAction: nil, animated: animated)
    }

    var titles: [String?] {
        (0..<table.tableView.numberOfSections).map {
            table.listView.tableView(table.tableView, titleForHeaderInSection: $0)
        }
    }

    @Test func itemsAreGroupedByTheirKeyInSectionsSortedAndTitled() {
        update(
            [
                Product(id: 1, name: "kettle", category: "kitchen"), Product(id: 2, name: "atlas", category: "books"),
                Product(id: 3, name: "whisk", category: "kitchen"),
            ], animated: false)

        #expect(table.rowCounts == [1, 2])
        #expect(titles == ["BOOKS", "KITCHEN"])
        #expect(table.visibleTexts == ["atlas", "kettle", "whisk"])
    }

    @Test func anUpdateDiffsSectionsThatComeAndGoAndReconfiguresNoOtherRow() {
        var products = (0..<200).map { Product(id: $0, name: "p\($0)", category: $0 < 100 ? "a" : "b") }
        update(products, animated: false)
        _ = table.visibleTexts
        let reconfigured = table.tableView.reconfiguredCellCount

        products.append(Product(id: 500, name: "new", category: "c"))
        update(products)
        #expect(table.rowCounts == [100, 100, 1])
        #expect(table.tableView.performedBatchUpdates.last?.update == BatchUpdate(insertedSections: [2]))
        #expect(table.tableView.reconfiguredCellCount == reconfigured)

        products.removeAll { $0.category == "a" }
        update(products)
        #expect(table.rowCounts == [100, 1])
        #expect(titles == ["B", "C"])
    }

    @Test func aSelectionBindingFollowsTheSectionedItems() {
        var selected: Set<Int> = [3]
        let products = [
            Product(id: 1, name: "kettle", category: "kitchen"), Product(id: 3, name: "atlas", category: "books"),
        ]
        update(products, selection: .several(read: { selected }, write: { selected = $0 }), animated: false)
        #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])

        table.tableView.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(selected == [1, 3])
    }
}
