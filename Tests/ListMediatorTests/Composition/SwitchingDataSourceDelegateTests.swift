import Foundation
import ListMediator
import ListMediatorTesting
import Testing

/// Every delegate call reaches the selected child's delegate, and no child's while a diffed
/// switch is under way.
@MainActor
struct SwitchingDataSourceDelegateTests {
    let tableView = HeadlessTableView()
    let hidden = DelegateCallRecorder(rowCounts: [2])
    let shown = DelegateCallRecorder(rowCounts: [1, 2])
    let switcher: SwitchingDataSource<HeadlessTableView>

    init() {
        switcher = SwitchingDataSource([hidden, shown], selectedIndex: 1)
        tableView.currentDataSource = switcher
    }

    @Test func willSelectAsksTheSelectedChildWhichMayChooseAnotherRowOrNone() {
        shown.selectionRedirect = { $0.row == 0 ? nil : IndexPath(row: 0, section: 0) }

        #expect(switcher.listView(tableView, willSelectRowAt: IndexPath(row: 1, section: 1)) == [0, 0])
        #expect(switcher.listView(tableView, willSelectRowAt: IndexPath(row: 0, section: 1)) == nil)
        #expect(shown.calls == ["willSelect [1, 1]", "willSelect [1, 0]"])
        #expect(hidden.calls.isEmpty)
    }

    @Test func willSelectKeepsTheTappedRowWhenTheSelectedChildIsNoDelegate() {
        let switcher = SwitchingDataSource<HeadlessTableView>([RowsOnlyDataSource(rowCounts: [3]), shown])
        tableView.currentDataSource = switcher

        #expect(switcher.listView(tableView, willSelectRowAt: IndexPath(row: 2, section: 0)) == [0, 2])
        #expect(shown.calls.isEmpty)
    }

    @Test func willSelectKeepsTheTappedRowBetweenTheStagesOfADiffedSwitch() {
        let moving = SwitchingDataSource<HeadlessTableView>([
            FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 }),
            GroupedDataSource(items: ["b", "a"], sectionKey: { $0 }, cellProvider: .text { $0 }),
        ])
        let probe = StageProbeDataSource(moving)
        tableView.currentDataSource = probe
        var answersBetweenStages: [IndexPath?] = []
        probe.afterBatchUpdate = {
            answersBetweenStages.append(moving.listView(self.tableView, willSelectRowAt: IndexPath(row: 0, section: 0)))
        }

        moving.select(1, movingItemsBy: { (item: String) in item })

        #expect(answersBetweenStages.count == 3)
        #expect(answersBetweenStages.allSatisfy { $0 == IndexPath(row: 0, section: 0) })
    }

    @Test func didDeselectGoesToTheSelectedChild() {
        switcher.listView(tableView, didDeselectRowAt: IndexPath(row: 1, section: 1))

        #expect(shown.calls == ["didDeselect [1, 1]"])
        #expect(hidden.calls.isEmpty)
    }

    @Test func didEndDisplayingGoesToTheSelectedChild() {
        let cell = HeadlessTableViewCell(reuseIdentifier: nil)
        cell.text = "shown"

        switcher.listView(tableView, didEndDisplaying: cell, forRowAt: IndexPath(row: 0, section: 0))

        #expect(shown.calls == ["didEndDisplaying shown at [0, 0]"])
        #expect(hidden.calls.isEmpty)
    }

    @Test func headerAndFooterHeightsComeFromTheSelectedChild() {
        shown.headerHeight = 40
        shown.footerHeight = 8
        hidden.headerHeight = 99

        #expect(switcher.listView(tableView, heightForHeaderInSection: 1) == 40)
        #expect(switcher.listView(tableView, heightForFooterInSection: 0) == 8)
        #expect(shown.calls == ["heightForHeader 1", "heightForFooter 0"])
        #expect(hidden.calls.isEmpty)
    }

    @Test func onlyTheSelectedChildHearsAboutDragging() {
        switcher.listViewWillBeginDragging(tableView)
        switcher.listViewDidEndDragging(tableView, willDecelerate: false)

        #expect(shown.calls == ["willBeginDragging", "didEndDragging decelerate: false"])
        #expect(hidden.calls.isEmpty)
    }
}
