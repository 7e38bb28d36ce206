import Foundation
import ListMediator
import ListMediatorTesting
import Testing

@MainActor
struct ListViewListDifferenceTests {
    private func showing(_ data: DiffSections) -> (HeadlessTableView, DiffSectionsDataSource) {
        let tableView = HeadlessTableView()
        let dataSource = DiffSectionsDataSource(data)
        tableView.currentDataSource = dataSource
        return (tableView, dataSource)
    }

    @Test func performsEachStageWithItsDataInsideTheUpdate() {
        let old = sections([(0, [1, 2]), (1, [3])])
        let new = sections([(1, [3, 1]), (2, [4])])
        let (tableView, dataSource) = showing(old)
        let changeset = ListDifference(from: old, to: new)
        var handedOver: [DiffSections] = []

        let outcome = tableView.performBatchUpdates(stagedBy: changeset, reloadPolicy: .alwaysAnimate) {
            handedOver.append($0)
            dataSource.sections = $0
        }

        #expect(outcome == .animated(stageCount: changeset.stages.count))
        #expect(handedOver == changeset.stages.map(\.sections))
        #expect(tableView.performedBatchUpdates == changeset.stages.map(\.update))
        #expect(dataSource.sections == new)
    }

    @Test func reloadsWithTheFinalDataWhenThereAreTooManyChanges() {
        let (tableView, dataSource) = showing(sections([(0, [1, 2, 3])]))
        let changeset = ListDifference(from: dataSource.sections, to: sections([(0, [4, 5, 6])]))

        let outcome = tableView.performBatchUpdates(
            stagedBy: changeset, reloadPolicy: ReloadPolicy(maximumAnimatedChangeCount: 2)
        ) { dataSource.sections = $0 }

        #expect(outcome == .reloaded(.tooManyChanges(6, limit: 2)))
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 2)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func reloadsWhenTheListIsOffScreen() {
        let (tableView, dataSource) = showing(sections([(0, [1])]))
        let changeset = ListDifference(from: dataSource.sections, to: sections([(0, [2])]))
        let outcome = tableView.performBatchUpdates(
            stagedBy: changeset, reloadPolicy: ReloadPolicy(isListVisible: { false })
        ) { dataSource.sections = $0 }
        #expect(outcome == .reloaded(.listNotVisible))
        #expect(dataSource.sections == sections([(0, [2])]))
    }

    @Test func anEmptyChangesetSwapsTheDataWithoutTouchingTheView() {
        let (tableView, dataSource) = showing(sections([(0, [1])]))
        let changeset = ListDifference(
            from: dataSource.sections, to: [DiffableSection(identifier: 0, items: [DiffRow(1)])])
        let outcome = tableView.performBatchUpdates(stagedBy: changeset) { dataSource.sections = $0 }
        #expect(outcome == .unchanged)
        #expect(tableView.performedBatchUpdates.isEmpty)
        #expect(tableView.reloadCount == 1)
    }

    @Test func aRejectedStageEndsWithTheFinalDataReloaded() {
        let (tableView, dataSource) = showing(sections([(0, [1, 2])]))
        // Computed from other data than the view shows: its deletion does not add up.
        let changeset = ListDifference(from: sections([(0, [1, 2, 3])]), to: sections([(0, [1, 2])]))

        let outcome = tableView.performBatchUpdates(stagedBy: changeset) { dataSource.sections = $0 }

        guard case .reloaded(.batchUpdateRejected) = outcome else {
            Issue.record("expected a rejected batch update, got \(outcome)")
            return
        }
        #expect(dataSource.sections == sections([(0, [1, 2])]))
        #expect(tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func completionWaitsForTheLastStagesAnimationToEnd() {
        let old = sections([(0, [1, 2]), (1, [3])])
        let new = sections([(1, [3, 1]), (2, [4])])
        let (tableView, dataSource) = showing(old)
        tableView.completesAnimationsImmediately = false
        let changeset = ListDifference(from: old, to: new)
        var completions: [UpdateOutcome] = []

        let outcome = tableView.performBatchUpdates(
            stagedBy: changeset, reloadPolicy: .alwaysAnimate, completion: { completions.append($0) }
        ) { dataSource.sections = $0 }

        #expect(changeset.stages.count > 1)
        #expect(completions.isEmpty)
        #expect(tableView.runningAnimationCount == 1)
        tableView.finishAnimations()
        #expect(completions == [outcome])
    }

    @Test func completionOfAReloadRunsAtOnce() {
        let (tableView, dataSource) = showing(sections([(0, [1])]))
        tableView.completesAnimationsImmediately = false
        var completions: [UpdateOutcome] = []

        let outcome = tableView.performBatchUpdates(
            stagedBy: ListDifference(from: sections([(0, [1])]), to: sections([(0, [2])])),
            reloadPolicy: .alwaysReload, completion: { completions.append($0) }
        ) { dataSource.sections = $0 }

        guard case .reloaded = outcome else {
            Issue.record("expected a reload, got \(outcome)")
            return
        }
        #expect(completions == [outcome])
        #expect(tableView.runningAnimationCount == 0)
    }
}
