import Foundation
import ListMediatorStore
import Testing

/// Kills a writer with SIGKILL at random moments and checks after each kill that the store
/// opens as it is and holds every page the writer reported committed, each page whole.
///
/// The writer (`store-crash-child`) syncs pages of 20 items from a server through a `ListSync`,
/// each page and the server's cursor beyond it in one transaction, into a list of its own for
/// each run, all in one file. The moment of
/// each kill is set by the writer's progress rather than the clock: a run is killed once the
/// writer has reported a random number of pages committed (none, for one run in eight: a kill
/// during startup, opening or the first write), after a random pause of up to 2 ms that lands
/// it in the middle of a later write. So every run does the same work whatever the machine's
/// load.
struct StoreCrashTests {
    static let kills = 200
    static let pageSize = 20

    @Test(.timeLimit(.minutes(3)))
    func killingTheWriterAtRandomMomentsNeverLosesACommittedPageNorLeavesHalfOfOne() async throws {
        let child = try CrashChild.requiredExecutable()
        let folder = try TemporaryFolder()
        let storeURL = folder.storeURL
        var countsOfEarlierRuns: [String: Int] = [:]
        var runsKilledAfterCommitting = 0

        for run in 0..<Self.kills {
            let name = "run\(run)"
            let pagesToWaitFor = run % 8 == 0 ? 0 : Int.random(in: 1...4)
            // Startup, opening and the first write take tens of milliseconds: a run killed
            // before it commits anything pauses longer, to land in them.
            let pause = Duration.microseconds(Int.random(in: 0...(pagesToWaitFor == 0 ? 40_000 : 2_000)))
            let result = try await CrashChild.run(
                child, arguments: [storeURL.path, name], killAfterCommitting: pagesToWaitFor, then: pause)
            try #require(result.wasKilled, "run \(run): the writer stopped by itself: \(result.standardError)")
            let committed = result.committedPages
            #expect(committed == Array(0..<committed.count), "run \(run) printed unexpected output")
            #expect(committed.count >= pagesToWaitFor, "run \(run) was killed before the commits it waited for")
            if !committed.isEmpty { runsKilledAfterCommitting += 1 }

            var diagnostics: [StoreDiagnostic] = []
            let store = try ListStore(fileURL: storeURL) { diagnostics.append($0) }
            try #require(diagnostics.isEmpty, "run \(run): the file was moved aside: \(diagnostics)")
            let list = try StoredList<CrashItem>(name: name) { .integer(Int64($0.page * Self.pageSize + $0.index)) }

            // Whole pages 0, 1, …: every committed one, perhaps one more whose commit came
            // before the kill but not its line.
            let items = try store.allItems(of: list, pageSize: 64)
            let pageCount = (items.count + Self.pageSize - 1) / Self.pageSize
            let expected = (0..<pageCount).flatMap { page in (0..<Self.pageSize).map { "\(page)-\($0)" } }
            let areWholePages = items.map(\.id) == expected
            try #require(
                areWholePages,
                "run \(run): \(items.count) items are not whole pages 0..<\(pageCount): \(items.map(\.id).suffix(25))")
            #expect(
                (committed.count...committed.count + 1).contains(pageCount),
                "run \(run): \(committed.count) pages reported committed, \(pageCount) stored")

            // The server's cursor was written with its page: it names the page after the last whole one.
            let key = try store.remoteKey(for: .end, of: list)
            if pageCount == 0 {
                #expect(key == nil, "run \(run): a remote key without its page")
            } else {
                #expect(key?.cursor == .text("page-\(pageCount)"), "run \(run): \(String(describing: key))")
            }

            // Earlier runs' lists are as their runs left them.
            for (earlier, count) in countsOfEarlierRuns {
                let earlierList = try StoredList<CrashItem>(name: earlier) { .integer(Int64($0.page)) }
                #expect(try store.count(of: earlierList) == count, "run \(run) changed \(earlier)")
            }
            countsOfEarlierRuns[name] = items.count
        }

        // Every run told to wait for commits was killed after one: 7 in 8.
        #expect(runsKilledAfterCommitting >= Self.kills * 7 / 8)
        let names = try folder.fileNames()
        #expect(names.allSatisfy { !$0.contains(".damaged-") }, "\(names)")
    }
}
