import Foundation
import ListMediator
import ListMediatorTesting
import Synchronization
import Testing

// Serialized: two tests hold an off-main-actor diff with a semaphore, each blocking a thread of
// the cooperative pool; run side by side on a two-core machine they would block both, and the
// main actor could not run the newer apply that frees them.
@MainActor
@Suite(.serialized)
struct DiffableDataSourceAsyncTests {
    @Test func awaitingApplyReturnsOnlyOnceTheListShowsTheNewItems() async {
        let tableView = HeadlessTableView()
        tableView.completesAnimationsImmediately = false
        let list = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        tableView.currentDataSource = list
        var returned = false

        let applying = Task {
            let outcome = await list.applyAndWait(["a", "b"])
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

    @Test func aNewerApplyWinsOverALargeOneStillBeingDiffedOffTheMainActor() async {
        let tableView = HeadlessTableView()
        let list = FlatDataSource(items: Array(0..<1_000), cellProvider: .text { "\($0)" })
        tableView.currentDataSource = list
        let outcome = await Self.outcomeOfALargeApply(
            to: list,
            whileDiffing: {
                list.apply([1, 2, 3])  // the synchronous form, asked later: the name says so in async code too
            })

        #expect(outcome == .superseded)
        #expect(list.items == [1, 2, 3])
        #expect(tableView.visibleCells.map(\.text) == ["1", "2", "3"])
        #expect(tableView.rejectedBatchUpdates.isEmpty)
    }

    @Test func anAwaitedApplyReturnsWhenTheViewGoesAwayMidAnimation() async {
        var tableView: HeadlessTableView? = HeadlessTableView()
        tableView?.completesAnimationsImmediately = false
        let list = FlatDataSource(items: ["a"], cellProvider: .text { $0 })
        tableView?.currentDataSource = list

        let applying = Task { await list.applyAndWait(["a", "b"]) }
        for _ in 0..<100 where tableView?.runningAnimationCount == 0 { await Task.yield() }
        tableView = nil

        #expect(await applying.value == .animated(stageCount: 1))
    }

    @Test func shortFormsWorkForIdentifiableAndHashableItemsInBothDataSources() async {
        let tableView = HeadlessTableView()
        let grouped = GroupedDataSource(items: Product.samples, sectionKey: \.category, cellProvider: .text { $0.name })
        tableView.currentDataSource = grouped

        let outcome = await grouped.applyAndWait(Array(Product.samples.dropFirst()))

        #expect(outcome == .animated(stageCount: 1))
        #expect(tableView.visibleCells.map(\.text) == ["Atlas", "Novel", "Trowel", "Whisk"])
    }

    @Test func anAppsDataSourceGetsSupersededWhenANewerApplyComesDuringALargeDiff() async {
        let tableView = HeadlessTableView()
        let numbers = AppNumbers(Array(0..<1_000))
        tableView.currentDataSource = numbers
        let outcome = await Self.outcomeOfALargeApply(
            to: numbers,
            whileDiffing: {
                numbers.apply([7, 8], identifiedBy: { $0 }, isContentEqual: ==)
            })

        #expect(outcome == .superseded)
        #expect(numbers.numbers == [7, 8])
        #expect(tableView.visibleCells.map(\.text) == ["7", "8"])
    }

    /// The outcome of an `applyAndWait` of 1,000 numbers to `source`, diffed off the main actor,
    /// during which `newer` runs on the main actor: the first identity asked for off the main
    /// actor holds the diff there until `newer` has run.
    private static func outcomeOfALargeApply<Source: DiffableDataSource>(
        to source: Source, whileDiffing newer: () -> Void
    ) async -> UpdateOutcome where Source.Item == Int, Source.SectionIdentifier: Sendable {
        let offMainDiffStarted = Atomic(false)
        let mayFinish = DispatchSemaphore(value: 0)
        let large = Task {
            await source.applyAndWait(
                Array((500..<1_500).reversed()),
                identifiedBy: { item in
                    if !Thread.isMainThread, !offMainDiffStarted.exchange(true, ordering: .relaxed) {
                        mayFinish.wait()
                    }
                    return item
                }, isContentEqual: { _, _ in true }, offMainActorThreshold: 0)
        }
        // Bounded by time rather than by a count of yields: on a busy machine the diff's thread
        // may wait long for a core.
        let deadline = ContinuousClock.now + .seconds(30)
        while !offMainDiffStarted.load(ordering: .relaxed), ContinuousClock.now < deadline { await Task.yield() }
        let started = offMainDiffStarted.load(ordering: .relaxed)
        #expect(started)
        newer()
        mayFinish.signal()
        return await large.value
    }
}
