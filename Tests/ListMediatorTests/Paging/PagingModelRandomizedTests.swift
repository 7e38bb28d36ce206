import Foundation
import ListMediator
import ListMediatorTesting
import PropertyBased
import Testing

/// Random sequences of what happens to a paged list — scrolls, pulls, pages answered, failed,
/// retried, abandoned pages arriving late, programmatic refreshes, the owner's own applies —
/// run against a `ListViewMediator` driven by a `PagingController`, and compared after every
/// step with a model of what the list should show (`PagingModel`).
///
/// After every step: (1) one load at a time, (2) a stale page changes nothing, (3) the loading
/// row follows the state and hides during a pull, (4) the rows are the model's items, (5) the
/// view rejects no batch update, (6) no identity shows twice, (7) an idle list near either end
/// loads the page beyond it, (8) a previous page leaves the first item on screen where it was
/// (wherever the content is long enough for any view to keep it), (9) under a memory limit, only
/// whole pages far from the screen went, from the end away from the page just shown, each one
/// its neighbour can load again, and no more stay than the limit when one more could go. A
/// failure names the step and the steps before it; the property checker shrinks the sequence
/// and prints the seed that replays it (`.fixedSeed(...)`).
@MainActor
struct PagingModelRandomizedTests {
    /// Four batches of 1,000 sequences (2,000 in a deep run, see `RandomizedDepth`). They share
    /// the main actor, so they do not run faster than one; each reports its own shrunk failure,
    /// so one bug does not hide another. The paging machine (`PagingMachine`) is shared with
    /// `PagedItems`, whose suite runs more of the same sequences.
    nonisolated static let batches = Array(1...4)
    static let sequencesPerBatch = RandomizedDepth.sequences(1_000)

    @Test(arguments: batches)
    func randomOperationsShowTheLoadedPagesOneLoadAtATimeAndDropStalePages(batch: Int) async {
        await propertyCheck(count: Self.sequencesPerBatch, input: PagingOperation.sequences) { operations in
            // Odd batches show the loading row as a footer: paging must behave the same.
            let run = PagingRun(showsLoadingFooter: batch % 2 == 1)
            // The view recorded every page, refresh and loading row: a fresh view replays them.
            if let failure = await run.run(operations) ?? run.tableView.replayMismatch() {
                Issue.record("batch \(batch): \(failure)")
            }
        }
    }

    /// The same sequences paging into sections: a grouped list must keep every rule a flat one
    /// keeps, each page's items joining the sections of their keys.
    @Test(arguments: batches)
    func randomOperationsPagingIntoSectionsKeepTheSameRules(batch: Int) async {
        await propertyCheck(count: Self.sequencesPerBatch / 4, input: PagingOperation.sequences) { operations in
            let run = PagingRun(showsLoadingFooter: batch % 2 == 1, grouped: true)
            if let failure = await run.run(operations) ?? run.tableView.replayMismatch() {
                Issue.record("grouped, batch \(batch): \(failure)")
            }
        }
    }

    /// The same sequences with a memory limit of 8 items (pages hold up to 8, the screen shows
    /// about 5 rows), flat and grouped: pages far from the screen go and load again.
    @Test(arguments: batches)
    func randomOperationsUnderAMemoryLimitDropOnlyPagesFarFromTheScreen(batch: Int) async {
        await propertyCheck(count: Self.sequencesPerBatch / 2, input: PagingOperation.sequences) { operations in
            let run = PagingRun(showsLoadingFooter: batch % 2 == 1, grouped: batch > 2, maximumLoadedItemCount: 8)
            if let failure = await run.run(operations) {
                Issue.record("memory limit, batch \(batch): \(failure)")
            }
        }
    }

    @Test func randomSequencesUnderAMemoryLimitDropPages() async {
        var generator = Xoshiro(seed: (5, 6, 7, 8))
        var dropped = 0
        for _ in 0..<300 {
            let run = PagingRun(maximumLoadedItemCount: 8)
            let failure = await run.run(PagingOperation.sequences.run(using: &generator))
            #expect(failure == nil)
            dropped += run.events.pagesDropped
        }
        #expect(dropped > 0, "no sequence of 300 made the controller drop a page")
    }

    @Test func randomSequencesReachEveryCaseTheInvariantsAreAbout() async {
        // From one fixed seed, so the count cannot drop to zero on an unlucky run.
        var generator = Xoshiro(seed: (1, 2, 3, 4))
        var events = PagingRunEvents()
        var failures: [String] = []
        for _ in 0..<300 {
            let run = PagingRun()
            if let failure = await run.run(PagingOperation.sequences.run(using: &generator)) {
                failures.append(failure)
            }
            events.add(run.events)
        }
        #expect(failures.first == nil, "\(failures.count) of 300 sequences failed")
        #expect(events.casesNotReached() == [])
    }
}
