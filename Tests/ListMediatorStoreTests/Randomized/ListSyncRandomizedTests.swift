import Foundation
import ListMediator
import PropertyBased
import Testing

/// Random sequences of what happens to an app showing a synced list from a real database file
/// — the user paging at both ends, opening at an item, refreshing and retrying; the app's own
/// writes; a server that changes its list, goes offline and answers late, after a refresh or
/// after the app has closed; restarts on the same file, at the start or the saved reading place;
/// limits that trim the list — compared after every step with a model of what the store and the
/// sync should say (`SyncModel`).
///
/// After every step, once the app has settled: (1) the database holds the model's items and
/// remote keys — a refresh's page alone, pages added at the ends, the app's writes, and nothing
/// of a page asked for before a refresh or by a closed app; (2) the list shows a contiguous run
/// of the store's order, as stored, each identity once, reaching the store's end wherever it
/// has no page left there; (3) the view rejected no batch update; (4) the sync's state for the
/// refresh and each end is the model's; (5) the list's own state at each end agrees with the
/// server's; (6) the paging controller's facts agree. Reading through to an end, online, must
/// reach it. A failure names the step and the steps before it; the property checker shrinks
/// the sequence and prints the seed that replays it (`.fixedSeed(...)`).
@MainActor
struct ListSyncRandomizedTests {
    /// Each sequence opens a database file of its own, so a sequence costs more than the core's.
    static let sequenceCount = RandomizedDepth.sequences(300)

    @Test func randomSessionsKeepTheStoreTheListAndTheSyncStatesInStepWithTheModel() async {
        await propertyCheck(count: Self.sequenceCount, input: SyncRun.Configuration.generator, SyncOperation.sequences)
        {
            configuration, operations in
            do {
                let run = try SyncRun(configuration)
                if let failure = await run.run(operations) { Issue.record("\(failure)") }
            } catch {
                Issue.record("the run could not start: \(error)")
            }
        }
    }

    @Test func randomSessionsReachEveryCaseTheInvariantsAreAbout() async throws {
        // From one fixed seed, so the count cannot drop to zero on an unlucky run.
        var generator = Xoshiro(seed: (1, 2, 3, 4))
        var events = SyncRunEvents()
        var failures: [String] = []
        for _ in 0..<150 {
            let run = try SyncRun(SyncRun.Configuration.generator.run(using: &generator))
            if let failure = await run.run(SyncOperation.sequences.run(using: &generator)) { failures.append(failure) }
            events.add(run.events)
        }
        #expect(failures.first == nil, "\(failures.count) of 150 sequences failed")
        #expect(events.casesNotReached() == [])
    }
}
