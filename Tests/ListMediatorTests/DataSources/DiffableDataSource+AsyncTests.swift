import Foundation
import ListMediator
import ListMediatorTesting
import Synchronization
import Testing

@MainActor
struct DiffableDataSourceAsyncTests {
    @Test func awaitingApplyReturnsOnlyOnceTheListShowsTheNewItems() async {
        let tableView = HeadlessTableView()
        tableView.completesAnimationsImmediately = false
        let list = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        tableView.currentDataSource = list
        var returned = false

        let applying = Task {
            let outcome = await list.apply(["a", "b"])
            returned = true
            return outcome
        }
        for _ in 0..<100 where tableView.runningAnimationCount == 0 { await Task.yield() }

        #expect(tableView.runningAnimationCount == 1)
        #expect(returned == false)
        tableView.finishAnimations()
        #expect(await applying.value == .animated(stageCount: 1))
        #expect(returned)
    }

    @Test func aDiffComputedOffTheMainActorIsRecomputedWhenTheDataChangedMeanwhile() async {
        let tableView = HeadlessTableView()
        let list = FlatDataSource(items: Array(0..<1_000), cellProvider: .text { "\($0)" })
        tableView.currentDataSource = list
        let identities = Mutex(0)
        let offMainDiffStarted = Atomic(false)
        let mayFinish = DispatchSemaphore(value: 0)
        let target = Array((500..<1_500).reversed())

        let applying = Task {
            await list.apply(
                target,
                identifiedBy: { item in
                    // The first identity asked for off the main actor holds the diff there until
                    // the test has changed the data.
                    if !Thread.isMainThread, !offMainDiffStarted.exchange(true, ordering: .relaxed) {
                        mayFinish.wait()
                    }
                    identities.withLock { $0 += 1 }
                    return item
                }, isContentEqual: { _, _ in true }, reloadPolicy: .alwaysAnimate, offMainActorThreshold: 0)
        }
        for _ in 0..<100_000 where !offMainDiffStarted.load(ordering: .relaxed) { await Task.yield() }
        let started = offMainDiffStarted.load(ordering: .relaxed)
        #expect(started)
        // Meanwhile the data changes on the main actor, through the synchronous apply.
        func changeMeanwhile() { list.apply([7, 8, 9]) }
        changeMeanwhile()
        mayFinish.signal()

        let outcome = await applying.value

        #expect(outcome == .animated(stageCount: 1))
        #expect(list.items == target)
        #expect(tableView.rejectedBatchUpdates.isEmpty)
        #expect(tableView.numberOfRows(inSection: 0) == 1_000)
        // Diffed twice: off the main actor from the old data, then again from the data shown.
        let expected = (1_000 + 1_000) + (3 + 1_000)
        #expect(identities.withLock { $0 } == expected)
    }

    @Test func shortFormsWorkForIdentifiableAndHashableItemsInBothDataSources() async {
        let tableView = HeadlessTableView()
        let grouped = GroupedDataSource(items: Product.samples, sectionKey: \.category, cellProvider: .text { $0.name })
        tableView.currentDataSource = grouped

        let outcome = await grouped.apply(Array(Product.samples.dropFirst()))

        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Novel", "Trowel", "Whisk"])
    }
}
