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
struct CollectionListViewTests {
    final class LabelCell: UICollectionViewCell {
        var text: String?
    }

    struct Product: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewLayout())
    let listView: CollectionListView

    init() {
        listView = CollectionListView(collectionView: collectionView)
    }

    var visibleTexts: [String?] {
        listView.indexPathsForVisibleRows.map { (collectionView.cellForItem(at: $0) as? LabelCell)?.text }
    }

    func products(_ names: [String]) -> FlatDataSource<Product, CollectionListView> {
        FlatDataSource(
            items: names.enumerated().map { Product(id: $0, name: $1) },
            cellProvider: .registered(LabelCell.self) { cell, product in cell.text = product.name })
    }

    @Test func listCellsShowTheirTextInAListContentConfigurationAsATablesTextCellsDo() {
        let names = FlatDataSource<Product, CollectionListView>(
            items: [Product(id: 0, name: "Kettle"), Product(id: 1, name: "Tent")], cellProvider: .listCell(\.name))
        listView.currentDataSource = names
        collectionView.layoutIfNeeded()

        let texts = listView.indexPathsForVisibleRows.map {
            (collectionView.cellForItem(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(texts == ["Kettle", "Tent"])
        #expect(
            listView.indexPathsForVisibleRows.allSatisfy {
                collectionView.cellForItem(at: $0) is UICollectionViewListCell
            })
    }

    @Test func aFlatDataSourceFillsTheCollectionView() {
        listView.currentDataSource = products(["a", "b"])
        #expect(visibleTexts == ["a", "b"])
        #expect(collectionView.dataSource === listView)
    }

    @Test func aReloadBatchedWithADeletionBeforeItIsItsOwnBatchAtTheItemsNewPlace() {
        let items = products(["a", "b", "c"])
        listView.currentDataSource = items
        _ = visibleTexts

        // Deletes item 0 and changes item 2, which UICollectionView would take as a deletion and an
        // insertion at index 2 — one past the end after the update — if both came in one batch.
        items.apply(
            [Product(id: 1, name: "b"), Product(id: 2, name: "c, changed")],
            reloadPolicy: .automatic.changedRows(.reload))

        #expect(collectionView.performedBatchUpdates.count == 2)
        #expect(collectionView.performedBatchUpdates.first?.deletedRows == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.performedBatchUpdates.last?.insertedRows == [IndexPath(item: 1, section: 0)])
        #expect(visibleTexts == ["b", "c, changed"])
    }

    @Test func anUpdateOfOnlyReloadsIsOneBatch() {
        let items = products(["a", "b"])
        listView.currentDataSource = items
        items.apply(
            [Product(id: 0, name: "a"), Product(id: 1, name: "b, changed")],
            reloadPolicy: .automatic.changedRows(.reload))
        #expect(collectionView.performedBatchUpdates.count == 1)
        #expect(visibleTexts == ["a", "b, changed"])
    }

    @Test func aChangedItemKeepsItsCellAndSelectionAndIsUpdatedInPlaceAfterTheBatch() {
        let items = products(["a", "b", "c"])
        listView.currentDataSource = items
        _ = visibleTexts
        collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
        let shown = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))

        // Item 0 goes, so item 2 lands at 1: reconfigured there, after the batch that moves it.
        items.apply([Product(id: 1, name: "b"), Product(id: 2, name: "c, changed")])

        #expect(collectionView.performedBatchUpdates.count == 1, "no reload batch")
        #expect(collectionView.performedBatchUpdates.first?.deletedRows == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.reconfiguredCellCount == 1)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === shown)
        #expect(shown?.isSelected == true)
        #expect(visibleTexts == ["b", "c, changed"])
    }

    @Test func theMediatorsLoadingRowWorksInACollectionView() {
        final class Owner: ListViewMediatorDelegate {
            typealias View = CollectionListView
            func listView(
                _ listView: CollectionListView, mediator: ListViewMediator<CollectionListView>,
                shouldLoad request: LoadRequest
            ) -> Bool { true }
        }
        let owner = Owner()
        let items = products((0..<30).map(String.init))
        let mediator = ListViewMediator(
            wrapping: items, delegate: owner,
            loadingRow: .cell(
                .registered(LabelCell.self, reuseIdentifier: "Loading") { cell, row in cell.text = row.text
                }))
        listView.currentDataSource = mediator
        #expect(mediator.startLoading(.nextPage))
        #expect(collectionView.numberOfSections == 2)
        mediator.stopLoading(failure: "Offline")
        #expect(collectionView.numberOfItems(inSection: 1) == 1)
        mediator.stopLoading()
        #expect(collectionView.numberOfSections == 1)
    }

    @Test func selectionAndScrollingReachTheCoreDelegate() {
        final class Delegate: ListViewScrollingDelegate {
            typealias View = CollectionListView
            var calls: [String] = []
            func listView(_ listView: CollectionListView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                indexPath.item != 3
            }
            func listView(_ listView: CollectionListView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                indexPath.item == 0 ? nil : indexPath
            }
            func listView(_ listView: CollectionListView, didSelectRowAt indexPath: IndexPath) {
                calls.append("select \(indexPath.item)")
            }
            func listView(_ listView: CollectionListView, didDeselectRowAt indexPath: IndexPath) {
                calls.append("deselect \(indexPath.item)")
            }
            func listViewDidScroll(_ listView: CollectionListView) { calls.append("scroll") }
        }
        let delegate = Delegate()
        listView.currentDataSource = products(["a", "b", "c", "d"])
        listView.delegate = delegate

        collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
        collectionView.simulateTap(at: IndexPath(item: 1, section: 0))
        collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
        collectionView.simulateTap(at: IndexPath(item: 3, section: 0))  // does not highlight: not selected
        collectionView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)

        #expect(delegate.calls == ["select 1", "deselect 1", "select 2", "scroll"])
    }

    #if !canImport(UIKit)
        @Test func theStandInCrashesOnAReloadBatchedWithADeletionBeforeItAsUIKitWould() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    final class Items: UICollectionViewDataSource {
                        var count = 3
                        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                            -> Int
                        {
                            count
                        }
                        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                            -> UICollectionViewCell
                        {
                            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                        }
                    }
                    let items = Items()
                    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                    view.dataSource = items
                    _ = view.numberOfSections
                    items.count = 2
                    view.performBatchUpdates {
                        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
                        view.reloadItems(at: [IndexPath(item: 2, section: 0)])
                    }
                }
            }
        }
    #endif
}

@MainActor
struct CollectionSectionReloadTests {
    final class Sections: ListViewDataSource {
        typealias View = CollectionListView
        var counts = [3, 2]
        func numberOfSections(in listView: CollectionListView) -> Int { counts.count }
        func listView(_ listView: CollectionListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: CollectionListView, cellForRowAt indexPath: IndexPath) -> UICollectionViewCell {
            listView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func registerCells(in listView: CollectionListView) {
            listView.register(UICollectionViewCell.self, forCellReuseIdentifier: "Cell")
        }
    }

    @Test func aReloadedSectionThatChangesItsCountTogetherWithOtherChangesDoesNotBreakUIKitsRules() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: UICollectionViewLayout())
        let listView = CollectionListView(collectionView: collectionView)
        let sections = Sections()
        listView.currentDataSource = sections
        _ = collectionView.numberOfSections

        try listView.performBatchUpdates(
            BatchUpdate(reloadedSections: [0], insertedRows: [IndexPath(item: 2, section: 1)]), animated: true,
            updateData: { sections.counts = [5, 3] }, completion: nil)

        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(collectionView.performedBatchUpdates.count == 1)
    }
}
