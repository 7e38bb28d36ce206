import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct SwitchingDataSourceTests {
    @Test func switchingReplacesTheSectionsInOneAnimatedBatch() {
        let tableView = HeadlessTableView()
        let flat = FlatDataSource(items: Product.samples, cellProvider: .text { $0.name })
        let grouped = GroupedDataSource(items: Product.samples, sectionKey: \.category, cellProvider: .text { $0.name })
        let switcher = SwitchingDataSource<HeadlessTableView>([flat, grouped])
        tableView.currentDataSource = switcher

        let outcome = switcher.select(1)

        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.performedBatchUpdates == [BatchUpdate(deletedSections: [0], insertedSections: [0, 1, 2])])
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Novel", "Trowel", "Kettle", "Whisk"])
        #expect(tableView.reloadCount == 1)
    }

    @Test func switchingFlatToGroupedMovesEachProductIntoItsCategoryAndBack() {
        let tableView = HeadlessTableView()
        let cells = CellProvider<Product, HeadlessTableView>.text { $0.name }
        let flat = FlatDataSource(items: Product.samples, cellProvider: cells)
        let grouped = GroupedDataSource(items: Product.samples, sectionKey: \.category, cellProvider: cells)
        let switcher = SwitchingDataSource<HeadlessTableView>([flat, grouped])
        tableView.currentDataSource = switcher
        let kettle = tableView.visibleCells[0]

        let toGrouped = switcher.select(1, movingItemsBy: \Product.name)

        #expect(toGrouped == .animated(stageCount: 3))
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Novel", "Trowel", "Kettle", "Whisk"])
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 2)) === kettle)  // moved, not replaced
        #expect(tableView.performedBatchUpdates.flatMap(\.movedRows).count >= 4)
        #expect(tableView.performedBatchUpdates.flatMap(\.insertedRows).isEmpty)

        let toFlat = switcher.select(0, movingItemsBy: \Product.name)

        #expect(toFlat == .animated(stageCount: 3))
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.visibleCells.map(\.text) == Product.samples.map(\.name))
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === kettle)
    }

    @Test func movingItemsFallsBackToReplacingSectionsWhenTheChildrenShowDifferentItems() {
        let tableView = HeadlessTableView()
        let names = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        let numbers = FlatDataSource(items: [1, 2], cellProvider: .text { "\($0)" })
        let switcher = SwitchingDataSource<HeadlessTableView>([names, numbers])
        tableView.currentDataSource = switcher

        switcher.select(1, movingItemsBy: { (name: String) in name })

        #expect(tableView.performedBatchUpdates == [BatchUpdate(deletedSections: [0], insertedSections: [0])])
        #expect(tableView.visibleCells.map(\.text) == ["1", "2"])
    }

    @Test func aHiddenChildsApplyChangesItsDataOnlyAndShowsWhenSelected() {
        let tableView = HeadlessTableView()
        let shown = FlatDataSource(items: ["shown"], cellProvider: .text { $0 })
        let hidden = FlatDataSource(items: ["old"], cellProvider: .text { $0 })
        let switcher = SwitchingDataSource<HeadlessTableView>([shown, hidden])
        tableView.currentDataSource = switcher

        var outcome: UpdateOutcome?
        hidden.apply(["new", "newer"]) { outcome = $0 }

        #expect(outcome == .notDisplayed)
        #expect(tableView.visibleCells.map(\.text) == ["shown"])
        #expect(tableView.performedBatchUpdates.isEmpty)

        switcher.select(hidden)
        #expect(tableView.visibleCells.map(\.text) == ["new", "newer"])
        shown.apply(["changed while hidden"])
        hidden.apply(["newest"])
        #expect(tableView.visibleCells.map(\.text) == ["newest"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func selectionGoesToTheShownChild() {
        var selected: [String] = []
        let tableView = HeadlessTableView()
        let first = FlatDataSource(items: ["a"], cellProvider: .text { $0 }) { selected.append("first \($0)") }
        let second = FlatDataSource(items: ["b"], cellProvider: .text { $0 }) { selected.append("second \($0)") }
        let switcher = SwitchingDataSource<HeadlessTableView>([first, second])
        tableView.currentDataSource = switcher

        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        switcher.select(1)
        tableView.tapRow(at: IndexPath(row: 0, section: 0))

        #expect(selected == ["first a", "second b"])
    }

    @Test func theSwitcherOwnsItsChildrenAndReleasesThemWithIt() {
        weak var weakHidden: FlatDataSource<String, HeadlessTableView>?
        weak var weakSwitcher: SwitchingDataSource<HeadlessTableView>?
        let tableView = HeadlessTableView()
        do {
            let hidden = FlatDataSource(items: ["h"], cellProvider: .text { $0 })
            let switcher = SwitchingDataSource<HeadlessTableView>(
                [FlatDataSource(items: ["s"], cellProvider: .text { $0 }), hidden])
            weakHidden = hidden
            weakSwitcher = switcher
            tableView.currentDataSource = switcher
        }
        #expect(weakHidden != nil)
        tableView.currentDataSource = nil
        #expect(weakSwitcher == nil)
        #expect(weakHidden == nil)
    }

    @Test func aSwitcherInsideACompositeSwitchesOnlyItsOwnSections() {
        let tableView = HeadlessTableView()
        let header = FlatDataSource(items: ["header"], cellProvider: .text { $0 })
        let switcher = SwitchingDataSource<HeadlessTableView>([
            FlatDataSource(items: ["a"], cellProvider: .text { $0 }),
            GroupedDataSource(items: ["b1", "c1"], sectionKey: { String($0.prefix(1)) }, cellProvider: .text { $0 }),
        ])
        tableView.currentDataSource = CompositeDataSource([header, switcher])

        switcher.select(1)

        #expect(tableView.performedBatchUpdates == [BatchUpdate(deletedSections: [1], insertedSections: [1, 2])])
        #expect(tableView.visibleCells.map(\.text) == ["header", "b1", "c1"])
    }

    @Test func aCallerMayAskForAPlainReloadInstead() {
        let tableView = HeadlessTableView()
        let switcher = SwitchingDataSource<HeadlessTableView>([
            FlatDataSource(items: ["a"], cellProvider: .text { $0 }),
            FlatDataSource(items: ["b"], cellProvider: .text { $0 }),
        ])
        tableView.currentDataSource = switcher

        let outcome = switcher.select(1, reloadPolicy: .alwaysReload)

        #expect(outcome == .reloaded(.tooManyChanges(2, limit: -1)))
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 2)
        #expect(tableView.visibleCells.map(\.text) == ["b"])
    }
}
