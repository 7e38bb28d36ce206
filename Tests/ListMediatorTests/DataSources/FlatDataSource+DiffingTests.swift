import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct FlatDataSourceDiffingTests {
    @Test func applyAnimatesTheDifferenceAndShowsTheNewItems() {
        let tableView = HeadlessTableView()
        let dataSource = FlatDataSource(
            items: [DiffRow(1), DiffRow(2), DiffRow(3)], cellProvider: .text(\.description))
        tableView.currentDataSource = dataSource
        var completed: UpdateOutcome?

        dataSource.apply([DiffRow(3), DiffRow(1, 5), DiffRow(4)]) { completed = $0 }

        #expect(completed == .animated(stageCount: 2))
        #expect(dataSource.items == [DiffRow(3), DiffRow(1, 5), DiffRow(4)])
        #expect(tableView.visibleCells.map(\.text) == ["3", "1'5", "4"])
        #expect(tableView.reloadCount == 1)
    }

    @Test func aDifferenceReportsDuplicatesAndItsApplyStillShowsEveryItem() {
        let tableView = HeadlessTableView()
        let dataSource = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        tableView.currentDataSource = dataSource

        let changeset = ListDifference(
            from: dataSource.diffableSections, to: dataSource.diffableSections(for: ["a", "b", "a"]))
        let outcome = dataSource.apply(changeset)

        #expect(changeset.duplicates.items == ["a"])
        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.visibleCells.map(\.text) == ["a", "b", "a"])
    }

    @Test func applyToAViewShowingAnotherDataSourceOnlyChangesTheItems() {
        let tableView = HeadlessTableView()
        let shown = FlatDataSource(items: ["x"], cellProvider: .text { $0 })
        tableView.currentDataSource = shown
        let hidden = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        var completed: UpdateOutcome?

        hidden.apply(["a", "b"]) { completed = $0 }

        #expect(completed == .notDisplayed)
        #expect(hidden.items == ["a", "b"])
        #expect(tableView.visibleCells.map(\.text) == ["x"])
    }

    @Test func aChangesetComputedFromOlderItemsReloadsInsteadOfAnimating() {
        let tableView = HeadlessTableView()
        let dataSource = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
        tableView.currentDataSource = dataSource
        let stale = ListDifference(from: ["a"], to: ["c"])

        let outcome = dataSource.apply(stale)

        #expect(outcome == .reloaded(.staleChangeset))
        #expect(tableView.visibleCells.map(\.text) == ["c"])
    }

    @Test func aChangesetWhoseItemsWereEditedSinceReloadsEvenWhenCountsMatch() {
        let tableView = HeadlessTableView()
        let dataSource = FlatDataSource(items: [DiffRow(1), DiffRow(2)], cellProvider: .text(\.description))
        tableView.currentDataSource = dataSource
        let computedEarlier = ListDifference(from: dataSource.items, to: [DiffRow(2), DiffRow(1)])
        dataSource.apply([DiffRow(1), DiffRow(2, 7)])  // same count, new content

        let outcome = dataSource.apply(computedEarlier)

        #expect(outcome == .reloaded(.staleChangeset))
        #expect(tableView.visibleCells.map(\.text) == ["2", "1"])
    }

    @Test func aChangesetComputedFromTheItemsItHoldsAnimates() async {
        let tableView = HeadlessTableView()
        let dataSource = FlatDataSource(items: [DiffRow(1), DiffRow(2)], cellProvider: .text(\.description))
        tableView.currentDataSource = dataSource
        let shown = dataSource.items

        let changeset = await Task.detached { ListDifference(from: shown, to: [DiffRow(2), DiffRow(3)]) }.value
        let outcome = await dataSource.applyAndWait(changeset)

        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.visibleCells.map(\.text) == ["2", "3"])
    }

    @Test func applyCompletesWhenTheViewsAnimationEnds() {
        let tableView = HeadlessTableView()
        let dataSource = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        tableView.currentDataSource = dataSource
        tableView.completesAnimationsImmediately = false
        var completed: UpdateOutcome?

        dataSource.apply(["a", "b"]) { completed = $0 }
        #expect(completed == nil)
        tableView.finishAnimations()

        #expect(completed == .animated(stageCount: 1))
    }
}
