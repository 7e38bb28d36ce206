import Foundation
import ListMediator
import ListMediatorTesting
import PropertyBased
import Testing

/// The paging controller's random sequences (`PagingModelRandomizedTests`) run against the
/// observable model as a SwiftUI list drives it, and compared after every step with the same
/// model of what the list should show: one load at a time, a stale page changes nothing, the
/// state and the items are the model's, no identity twice, an idle feed showing its end loads
/// its next page; under a memory limit, only pages far from the rows on screen go.
@MainActor
struct PagedItemsRandomizedTests {
    nonisolated static let batches = Array(1...2)
    /// 750 each (1,500 in a deep run, see `RandomizedDepth`).
    static let sequencesPerBatch = RandomizedDepth.sequences(750)

    @Test(arguments: batches)
    func randomOperationsKeepThePagingControllersRulesWithoutAListView(batch: Int) async {
        await propertyCheck(count: Self.sequencesPerBatch, input: PagingOperation.sequences) { operations in
            if let failure = await PagedItemsRun().run(operations) {
                Issue.record("batch \(batch): \(failure)")
            }
        }
    }

    @Test func randomOperationsUnderAMemoryLimitDropOnlyPagesFarFromTheScreen() async {
        var dropped = 0
        await propertyCheck(count: Self.sequencesPerBatch, input: PagingOperation.sequences) { operations in
            let run = PagedItemsRun(maximumLoadedItemCount: 8)
            if let failure = await run.run(operations) {
                Issue.record("memory limit: \(failure)")
            }
            dropped += run.events.pagesDropped
        }
        #expect(dropped > 0, "no sequence made the feed drop a page")
    }

    @Test func randomSequencesReachEveryCaseTheInvariantsAreAbout() async {
        var generator = Xoshiro(seed: (5, 6, 7, 8))
        var events = PagingRunEvents()
        var failures: [String] = []
        for _ in 0..<300 {
            let run = PagedItemsRun()
            if let failure = await run.run(PagingOperation.sequences.run(using: &generator)) {
                failures.append(failure)
            }
            events.add(run.events)
        }
        #expect(failures.first == nil, "\(failures.count) of 300 sequences failed")
        #expect(events.casesNotReached(countingRowTaps: false) == [])
    }
}
