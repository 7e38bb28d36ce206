import Foundation
import ListMediator
import Testing

/// A backend of an app's own implements `ListView`'s requirements and nothing else: every
/// library data source, container and the mediator work on it, and what it cannot do — show a
/// selection, scroll to a row, update a row outside a batch, show a background, speak — has the
/// documented fallback, not a crash and not lost data.
@MainActor
struct OptInViewFeatureTests {
    /// A list view with `ListView`'s requirements only, written with public API as an app would:
    /// it keeps the counts it shows, checks every batch against them and records it.
    final class BareListView: ListView {
        final class Cell: TextCell {
            var text: String?
        }
        final class SupplementaryView {}

        weak var delegate: (any ListViewDelegate<BareListView>)?
        var currentDataSource: (any ListViewDataSource<BareListView>)? {
            didSet {
                detach(oldValue)
                attach(currentDataSource)
                currentDataSource?.registerCells(in: self)
                reloadData()
            }
        }
        private var registered: Set<String> = []
        private(set) var rowCounts: [Int] = []
        /// The batch updates shown, in order.
        private(set) var batches: [BatchUpdate] = []
        /// The rows whose cells were asked for again by a batch's reconfigured rows.
        private(set) var reconfiguredTexts: [String?] = []

        func register(_ cellClass: Cell.Type, forCellReuseIdentifier identifier: String) {
            registered.insert(identifier)
        }

        func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> Cell {
            guard registered.contains(identifier) else { fatalError("unregistered \(identifier)") }
            return Cell()
        }

        func register(
            _ viewClass: SupplementaryView.Type, forSupplementaryViewOfKind kind: SupplementaryViewKind,
            withReuseIdentifier identifier: String
        ) {}

        func dequeueReusableSupplementaryView(
            ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
        ) -> SupplementaryView { SupplementaryView() }

        func reloadData() {
            let before = rowCounts
            rowCounts = countsNow()
            recordReload(rowCountsBefore: before, rowCountsAfter: rowCounts)
        }

        func performBatchUpdates(
            _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
        ) throws(BatchUpdateError) {
            try performCheckedBatchUpdate(
                update, rowCountsBefore: rowCounts, updateData: updateData, rejected: { _ in reloadData() },
                show: { checked in
                    rowCounts = checked.rowCountsAfter
                    batches.append(checked.update)
                    for indexPath in checked.update.reconfiguredRows {
                        reconfiguredTexts.append(dataSource?.listView(self, cellForRowAt: indexPath).text)
                    }
                    completion?(true)
                })
        }

        var numberOfSections: Int { rowCounts.count }
        func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }
        var scrollGeometry: ScrollGeometry { ScrollGeometry() }
        var indexPathsForVisibleRows: [IndexPath] { [] }

        private func countsNow() -> [Int] {
            guard let dataSource else { return [] }
            return (0..<dataSource.numberOfSections(in: self)).map {
                dataSource.listView(self, numberOfRowsInSection: $0)
            }
        }
    }

    let listView = BareListView()

    private func letters(_ items: [String]) -> FlatDataSource<String, BareListView> {
        let cells = CellProvider<String, BareListView>(registration: {
            $0.register(BareListView.Cell.self, forCellReuseIdentifier: "Letter")
        }) { listView, indexPath, item in
            let cell = listView.dequeueReusableCell(withIdentifier: "Letter", for: indexPath)
            cell.text = item
            return cell
        }
        return FlatDataSource(items: items, cellProvider: cells)
    }

    @Test func aBackendWithTheCoreRequirementsOnlyShowsAndUpdatesALibraryDataSource() async {
        let items = letters(["a", "b"])
        listView.currentDataSource = items

        await items.applyAndWait(["a", "b", "c"])

        #expect(listView.rowCounts == [3])
        #expect(listView.batches.map(\.insertedRows) == [[IndexPath(row: 2, section: 0)]])
        #expect(listView.dataSource === items, "the data source is the current data source")
    }

    @Test func selectingAnItemOnAViewThatShowsNoSelectionKeepsItInTheDataSource() async {
        let items = letters(["a", "b", "c"])
        listView.currentDataSource = items

        items.selectItem(at: IndexPath(row: 1, section: 0))
        await items.applyAndWait(["z", "a", "b", "c"])

        #expect(items.selectedItems == ["b"], "the selection follows its item though the view shows none")
    }

    @Test func scrollingToAnItemOnAViewThatCannotScrollToARowSaysItDidNot() {
        let items = letters(["a", "b"])
        listView.currentDataSource = items

        #expect(items.scrollToItem(at: IndexPath(row: 1, section: 0), at: .top) == false)
    }

    @Test func reconfiguringItemsOnAViewThatCannotUpdatesThemInABatchInTheViewsNumbers() {
        let pinned = letters(["pinned"])
        let items = letters(["a", "b"])
        listView.currentDataSource = CompositeDataSource([pinned, items])

        items.reconfigureItems(at: [IndexPath(row: 1, section: 0)])

        #expect(listView.batches.map(\.reconfiguredRows) == [[IndexPath(row: 1, section: 1)]])
        #expect(listView.reconfiguredTexts == ["b"])
        #expect(listView.rowCounts == [1, 2])
    }

    @Test func aMediatorOnAViewWithNoBackgroundShowsAFailureAsARow() {
        let mediator = ListViewMediator(wrapping: letters([]))
        mediator.backgroundViewProvider = { _ in nil }
        listView.currentDataSource = mediator

        mediator.startLoading(.firstPage)
        mediator.stopLoading(failure: "offline")

        #expect(mediator.background == nil, "no background the view could not show")
        #expect(mediator.bottom.loadingRow == .failed(message: "offline"))
        #expect(listView.rowCounts.reduce(0, +) == 1, "the retry row")
    }

    @Test func aMediatorOnAViewThatCannotSpeakLoadsWithoutAnnouncing() {
        let items = letters([])
        let mediator = ListViewMediator(wrapping: items)
        listView.currentDataSource = mediator

        mediator.startLoading(.firstPage)
        items.apply(["a", "b"])
        mediator.stopLoading()

        #expect(listView.rowCounts.reduce(0, +) == 2)
        #expect(mediator.runningRequest == nil)
    }

    @Test func aBackendOfTheAppsOwnRecordsItsUpdatesInARecordKeptForItAsLongAsItLives() async {
        let items = letters(["a"])
        listView.currentDataSource = items

        await items.applyAndWait(["a", "b"])
        items.apply(["a", "b"])

        #expect(listView.updateRecord === listView.updateRecord)
        let outcomes = listView.updateRecord.updates.map(\.outcome)
        #expect(outcomes.count == 3)
        if case .reloaded? = outcomes.first {} else { Issue.record("the reload for the new data source: \(outcomes)") }
        #expect(outcomes.dropFirst() == [.performed, .unchanged])
        #expect(BareListView().updateRecord !== listView.updateRecord)
    }

    @Test func aBackendOfTheAppsOwnRejectsABrokenUpdateReloadsAndRecordsTheRule() {
        let items = letters(["a"])
        listView.currentDataSource = items

        #expect(throws: BatchUpdateError.self) {
            try listView.performBatchUpdates(
                BatchUpdate(insertedRows: [IndexPath(row: 1, section: 0)]), animated: false
            ) {}
        }

        #expect(listView.rowCounts == [1], "reloaded: it shows what the data source holds")
        guard case .rejected(let rule)? = listView.updateRecord.updates.last?.outcome else {
            Issue.record("the rejection is not recorded")
            return
        }
        #expect(rule.contains("attempt to insert row 1 into section 0"))
    }
}
