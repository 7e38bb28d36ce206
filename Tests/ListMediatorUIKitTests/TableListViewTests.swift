import ListMediator
import ListMediatorUIKit
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

@MainActor
struct TableListViewTests {
    let table = UIKitTable()

    @Test func theListViewIsTheTablesDataSourceAndDelegate() {
        #expect(table.tableView.dataSource === table.listView)
        #expect(table.tableView.delegate === table.listView)
    }

    @Test func aFlatDataSourceFillsTheTableWithRegisteredCells() {
        table.listView.currentDataSource = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        #expect(table.rowCounts == [2])
        #expect(table.visibleTexts == ["a", "b"])
    }

    @Test func anApplyBecomesOneBatchUpdateWithTheCallersRowAnimation() {
        let items = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        table.listView.currentDataSource = items
        _ = table.tableView.visibleCells

        items.apply(["b", "c"], animated: .fade)

        let performed = table.tableView.performedBatchUpdates
        #expect(performed.count == 1)
        #expect(performed.last?.animations == [.fade])
        #expect(table.visibleTexts == ["b", "c"])
        #expect(table.tableView.reloadCount == 1)
    }

    @Test func noAnimationAsksForRowAnimationNone() {
        let items = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        table.listView.currentDataSource = items
        items.apply(["a", "b"], animated: false)
        #expect(table.tableView.performedBatchUpdates.last?.animations == [UITableView.RowAnimation.none])
    }

    @Test func anUpdateThatBreaksUIKitsRulesThrowsAndReloadsInsteadOfCrashing() {
        let items = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        table.listView.currentDataSource = items
        let reloadsBefore = table.tableView.reloadCount

        #expect(throws: BatchUpdateError.self) {
            try table.listView.performBatchUpdates(
                BatchUpdate(insertedRows: [IndexPath(row: 5, section: 0)]), animated: true, updateData: {},
                completion: nil)
        }
        #expect(table.tableView.reloadCount == reloadsBefore + 1)
        #expect(table.tableView.performedBatchUpdates.isEmpty)
    }

    @Test func theTableRecordsItsUpdatesAndARejectedOneIsReportedWithWhatTheTableShowsAfter() throws {
        let items = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        items.itemDescriptionInReports = { $0 }
        table.listView.currentDataSource = items
        items.apply(["a", "b"])
        try? table.listView.performBatchUpdates(
            BatchUpdate(insertedRows: [IndexPath(row: 5, section: 0)]), animated: true, updateData: {},
            completion: nil)

        let updates = table.listView.updateRecord.updates
        #expect(updates.map(\.kind) == [.reload, .apply, .batchUpdate])
        #expect(updates[0].rowCountsBefore == nil && updates[0].rowCountsAfter == [1], "UIKit's counts are not asked")
        #expect(updates[1].rowCountsBefore == [1] && updates[1].rowCountsAfter == [2])
        let report = try #require(table.listView.updateRecord.lastReport)
        #expect(report.rule.hasPrefix("attempt to insert row 5 into section 0"))
        #expect(report.viewType == "TableListView" && report.identitiesAfter == [["a", "b"]])
        #expect(report.contents.hasPrefix("TableListView — 1 section, 2 rows"))
    }

    @Test func sectionsHeadersAndMovesOfAGroupedDataSourceReachUIKit() {
        let items = GroupedDataSource(
            items: ["apple", "banana"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 })
        table.listView.currentDataSource = items
        #expect(table.tableView.dataSource?.tableView(table.tableView, titleForHeaderInSection: 1) == "b")

        items.apply(["avocado", "banana", "cherry", "apple"])

        #expect(table.rowCounts == [2, 1, 1])
        #expect(table.visibleTexts == ["avocado", "apple", "banana", "cherry"])
    }

    @Test func compositesAndSwitchersAnimateOnUIKit() {
        let top = FlatDataSource(items: ["top"], cellProvider: .text { $0 })
        let flat = FlatDataSource(items: ["x", "y"], cellProvider: .text { $0 })
        let other = FlatDataSource(items: ["z"], cellProvider: .text { $0 })
        let modes = SwitchingDataSource<TableListView>([flat, other])
        table.listView.currentDataSource = CompositeDataSource<TableListView>([top, modes])

        flat.apply(["x", "y", "w"])
        modes.select(1)
        top.apply(["top", "second"])

        #expect(table.visibleTexts == ["top", "second", "z"])
        #expect(table.tableView.reloadCount == 1)
        #expect(table.tableView.performedBatchUpdates.count == 3)
    }

    @Test func theCoreDelegateHearsEveryCallUIKitMakes() {
        let delegate = RecordingCoreDelegate()
        table.listView.currentDataSource = FlatDataSource(items: (0..<30).map(String.init), cellProvider: .text { $0 })
        table.listView.delegate = delegate

        _ = table.tableView.visibleCells
        table.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        table.tableView.simulateTap(at: IndexPath(row: 2, section: 0))
        table.tableView.simulateDrag(by: 500)
        _ = table.tableView.visibleCells

        for call in [
            "willDisplay [0, 0]", "shouldHighlight [0, 1]", "willSelect [0, 1]", "didSelect [0, 1]",
            "didDeselect [0, 1]", "didSelect [0, 2]",
            "willBeginDragging", "didScroll", "didEndDragging", "didEndDisplaying [0, 0]",
        ] {
            #expect(delegate.calls.contains(call), "\(call) did not reach the core delegate")
        }
    }

    @Test func aChangedItemKeepsItsCellAndIsReconfiguredAfterTheBatchAtItsNewPlace() {
        struct Product: Identifiable, Equatable {
            let id: Int
            var name: String
        }
        let products = FlatDataSource<Product, TableListView>(
            items: [Product(id: 0, name: "a"), Product(id: 1, name: "b"), Product(id: 2, name: "c")],
            cellProvider: .text(\.name))
        table.listView.currentDataSource = products
        _ = table.tableView.visibleCells
        let shown = table.tableView.cellForRow(at: IndexPath(row: 2, section: 0))

        products.apply([Product(id: 1, name: "b"), Product(id: 2, name: "c, changed")])

        #expect(table.tableView.performedBatchUpdates.last?.update.reconfiguredRows == [])
        #expect(table.tableView.performedBatchUpdates.last?.update.deletedRows == [IndexPath(row: 0, section: 0)])
        #expect(table.tableView.reconfiguredCellCount == 1)
        #expect(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === shown)
        #expect(table.visibleTexts == ["b", "c, changed"])
    }

    @Test func aCoreDelegateRefusingSelectionStopsUIKitsSelection() {
        let delegate = RecordingCoreDelegate()
        delegate.selectionRedirect = .some(nil)
        table.listView.currentDataSource = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        table.listView.delegate = delegate
        table.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.tableView.indexPathForSelectedRow == nil)
    }

    @Test func aRowTheCoreDelegateDoesNotHighlightIsNotSelectedByATap() {
        let delegate = RecordingCoreDelegate()
        delegate.highlights = false
        table.listView.currentDataSource = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        table.listView.delegate = delegate
        table.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.tableView.indexPathForSelectedRow == nil)
        #expect(delegate.calls == ["shouldHighlight [0, 0]"])
    }

    @Test func heightsTheCoreLeavesToTheViewAreUIKitsAutomaticDimension() {
        let delegate = RecordingCoreDelegate()
        table.listView.currentDataSource = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        table.listView.delegate = delegate
        let indexPath = IndexPath(row: 0, section: 0)
        #expect(table.listView.tableView(table.tableView, heightForRowAt: indexPath) == UITableView.automaticDimension)
        delegate.rowHeight = 60
        #expect(table.listView.tableView(table.tableView, heightForRowAt: indexPath) == 60)
    }

    @Test func anEstimateTheCoreLeavesToTheViewIsTheTablesEstimatedRowHeight() {
        let items = FlatDataSource<String, TableListView>(items: ["a", "bb"], cellProvider: .text { $0 })
        items.estimatedHeightForItem = { $0.count == 2 ? 88 : nil }
        table.listView.currentDataSource = items
        let first = IndexPath(row: 0, section: 0)
        let second = IndexPath(row: 1, section: 0)

        #expect(
            table.listView.tableView(table.tableView, estimatedHeightForRowAt: first) == UITableView.automaticDimension)
        #expect(table.listView.tableView(table.tableView, estimatedHeightForRowAt: second) == 88)
        table.tableView.estimatedRowHeight = 50
        #expect(table.listView.tableView(table.tableView, estimatedHeightForRowAt: first) == 50)
    }

    @Test func scrollGeometryIsTheTablesWithItsInsets() {
        table.listView.currentDataSource = FlatDataSource(items: (0..<30).map(String.init), cellProvider: .text { $0 })
        table.tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        table.tableView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)

        let geometry = table.listView.scrollGeometry
        #expect(geometry.contentSize.height == CGFloat(30 * 44))
        #expect(geometry.contentOffset.y == 100)
        #expect(geometry.distanceToBottom == CGFloat(30 * 44 + 20 - 540))
    }

    @Test func theListViewRetainsItsCurrentDataSourceAsTheTableCannot() {
        weak var released: FlatDataSource<String, TableListView>?
        do {
            let items = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
            released = items
            table.listView.currentDataSource = items
        }
        #expect(released != nil)
        #expect(table.visibleTexts == ["a"])
    }
}

#if !canImport(UIKit)
    @MainActor
    struct StandInCrashTests {
        @Test func dequeuingAnIdentifierNoOneRegisteredStopsTheProcessAsUIKitWould() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let table = UIKitTable()
                    table.listView.currentDataSource = FlatDataSource(
                        items: ["a"],
                        cellProvider: CellProvider { listView, indexPath, _ in
                            listView.dequeueReusableCell(withIdentifier: "Never registered", for: indexPath)
                        })
                    _ = table.tableView.visibleCells
                }
            }
        }

        @Test func aBatchThatBreaksUIKitsRulesStopsTheProcessAsUIKitWould() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let table = UIKitTable()
                    table.listView.currentDataSource = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
                    _ = table.tableView.numberOfSections
                    table.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                }
            }
        }
    }
#endif

@MainActor
struct TableHeightFallbackTests {
    @Test func aHeightTheCoreLeavesOpenIsTheTablesOwnSetting() {
        let table = UIKitTable()
        table.listView.currentDataSource = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        table.tableView.rowHeight = 80
        #expect(table.listView.tableView(table.tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 80)
        table.tableView.reloadData()
        #expect(table.tableView.contentSize.height == CGFloat(80))
        #expect(
            table.listView.tableView(table.tableView, heightForHeaderInSection: 0)
                == UITableView.automaticDimension)
    }
}

/// The user editing a table on UIKit: a swipe's Delete and a drag by the reorder control reach the
/// data source that owns the row, which keeps its items in step with the table.
@MainActor
struct EditingOnUIKitTests {
    @Test func aDeletionAndAMoveReachTheItemsAndOnlyTheDeletionIsABatchUpdate() {
        let table = UIKitTable()
        let items = FlatDataSource<String, TableListView>(items: ["a", "b", "c", "d"], cellProvider: .text { $0 })
        var log: [String] = []
        items.onDelete = { log.append("deleted \($0)") }
        items.onMove = { item, source, destination in log.append("moved \(item) \(source.row)→\(destination.row)") }
        table.listView.currentDataSource = items
        _ = table.tableView.visibleCells

        #expect(
            table.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) != nil)
        #expect(table.tableView.simulateDelete(at: IndexPath(row: 3, section: 0)))

        #expect(log == ["moved a 0→2", "deleted d"])
        #expect(items.items == ["b", "c", "a"])
        #expect(table.visibleTexts == ["b", "c", "a"])
        #expect(
            table.tableView.performedBatchUpdates.map(\.update) == [
                BatchUpdate(deletedRows: [IndexPath(row: 3, section: 0)])
            ])
        let recorded = table.listView.updateRecord.updates.suffix(2)
        #expect(recorded.map(\.kind) == [.userMove, .userDeletion])
        #expect(recorded.first?.changes == BatchUpdate(movedRows: [.init(from: [0, 0], to: [0, 2])]))
        #expect(recorded.map(\.rowCountsAfter) == [[4], [3]])
    }

    @Test func rowsNeitherMoveNorDeleteUnlessTheOwnerTakesThem() {
        let table = UIKitTable()
        table.listView.currentDataSource = FlatDataSource<String, TableListView>(
            items: ["a", "b"], cellProvider: .text { $0 })

        #expect(
            table.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)) == nil)
        #expect(!table.tableView.simulateDelete(at: IndexPath(row: 0, section: 0)))
        #expect(table.visibleTexts == ["a", "b"])
    }
}

/// Swipe actions on UIKit: the core's actions as UIKit's configuration, UIKit's own Delete when
/// the owner gives none.
@MainActor
struct SwipeActionsOnUIKitTests {
    @Test func theOwnersActionsBecomeContextualActionsThatRunTheirHandlers() {
        let table = UIKitTable()
        let items = FlatDataSource<String, TableListView>(items: ["a", "b"], cellProvider: .text { $0 })
        var flagged: [String] = []
        items.swipeActions = { item, _, edge in
            edge == .leading
                ? ListSwipeActions([
                    ListSwipeAction(title: "Flag") { completion in
                        flagged.append(item)
                        completion(true)
                    }
                ]) : nil
        }
        table.listView.currentDataSource = items
        let row = IndexPath(row: 1, section: 0)

        let leading = table.tableView.simulateSwipe(leading: true, at: row)
        #expect(leading?.actions.map(\.title) == ["Flag"])
        #expect(leading?.actions.first?.style == .normal)
        #expect(leading?.actions.first?.simulateTap(on: table.tableView) == true)
        #expect(flagged == ["b"])
        #expect(table.tableView.simulateSwipe(leading: false, at: row) == nil)
        #expect(!table.tableView.simulateDelete(at: row), "no Delete: the owner takes no deletions")
    }

    @Test func anActionsImageColourAndVoiceOverLabelReachUIKit() {
        let table = UIKitTable()
        let items = FlatDataSource<String, TableListView>(items: ["a"], cellProvider: .text { $0 })
        items.swipeActions = { _, indexPath, _ in
            ListSwipeActions([
                ListSwipeAction(
                    title: nil, image: "trash", backgroundColor: ListColor(red: 1, green: 0, blue: 0),
                    accessibilityLabel: "Delete \(indexPath.row)", style: .destructive
                ) { completion in completion(true) }
            ])
        }
        table.listView.currentDataSource = items

        let action = table.tableView.simulateSwipe(leading: false, at: IndexPath(row: 0, section: 0))?.actions.first
        #expect(action?.title == nil)
        #expect(action?.image?.systemName == "trash")
        #expect(action?.backgroundColor?.standInDescription == "rgba(1.0, 0.0, 0.0, 1.0)")
        #expect(action?.accessibilityLabel == "Delete 0")
        #expect(action?.style == .destructive)
    }

    @Test func aConfigurationOfTheAppsOwnIsShownAsItIs() {
        let table = UIKitTable()
        let own = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Own") { _, _, _ in }]
        )
        let items = FlatDataSource<String, TableListView>(items: ["a"], cellProvider: .text { $0 })
        items.swipeActions = { _, _, edge in edge == .leading ? ListSwipeActions(own) : nil }
        table.listView.currentDataSource = items

        #expect(table.tableView.simulateSwipe(leading: true, at: IndexPath(row: 0, section: 0)) === own)
    }

    @Test func aRowThatOnlyMovesShowsItsReorderControlButNoDelete() {
        let table = UIKitTable()
        let items = FlatDataSource<String, TableListView>(items: ["a", "b"], cellProvider: .text { $0 })
        items.onMove = { _, _, _ in }
        table.listView.currentDataSource = items
        let first = IndexPath(row: 0, section: 0)

        #expect(
            table.listView.tableView(table.tableView, canEditRowAt: first), "UIKit hides reorder controls otherwise")
        #expect(table.listView.tableView(table.tableView, editingStyleForRowAt: first) == .none)
        #expect(table.tableView.simulateMove(from: first, to: IndexPath(row: 1, section: 0)) != nil)
        #expect(!table.tableView.simulateDelete(at: first))
        #expect(items.items == ["b", "a"])
    }
}

/// An interactive move on a collection view reaches the data source that owns the item.
@MainActor
struct MovingItemsOnUIKitTests {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
    let listView: CollectionListView

    init() {
        listView = CollectionListView(collectionView: collectionView)
    }

    /// A flat data source of plain cells.
    static func items(_ items: [String]) -> FlatDataSource<String, CollectionListView> {
        FlatDataSource(items: items, cellProvider: .registered(UICollectionViewCell.self) { _, _ in })
    }

    @Test func anItemDraggedOntoAnotherDataSourceLandsAmongItsOwnAndTheDataFollows() {
        let pinned = Self.items(["pinned"])
        let photos = Self.items(["a", "b", "c"])
        photos.onMove = { _, _, _ in }
        listView.currentDataSource = CompositeDataSource([pinned, photos])

        let landed = collectionView.simulateInteractiveMove(
            from: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 0))

        #expect(landed == IndexPath(item: 0, section: 1))
        #expect(photos.items == ["c", "a", "b"])
        #expect(pinned.items == ["pinned"])
        #expect(
            collectionView.simulateInteractiveMove(
                from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)) == nil)
    }
}

extension MovingItemsOnUIKitTests {
    @Test func aCollectionItemTheOwnerLetsBeDeletedGetsADeleteActionThatDeletesIt() {
        let photos = Self.items(["a", "b"])
        var deleted: [String] = []
        photos.onDelete = { deleted.append($0) }
        listView.currentDataSource = photos
        let first = IndexPath(item: 0, section: 0)

        let trailing = listView.swipeActionsConfiguration(.trailing, forItemAt: first)
        #expect(trailing?.actions.map(\.title) == ["Delete"])
        #expect(trailing?.actions.first?.style == .destructive)
        #expect(listView.swipeActionsConfiguration(.leading, forItemAt: first) == nil)
        #expect(trailing?.actions.first?.simulateTap(on: collectionView) == true)
        #expect(deleted == ["a"])
        #expect(photos.items == ["b"])
    }
}
