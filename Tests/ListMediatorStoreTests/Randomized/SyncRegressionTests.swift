import Foundation
import Testing

/// Sequences the randomized suite once shrank a failure to, replayed as they were found.
@MainActor
struct SyncRegressionTests {
    /// A next page the list gave up on (a refresh reloaded it from the store) came back after
    /// another load of the bottom had stored that page and those after it: written, it took the
    /// end's cursor back, and the list, read to the end, said nothing was left while the store's
    /// key said the server had more. (Found in a deep run, seed
    /// 66Mps3e0p6lEtQ2WsGLlqcpjpUfk/o8a/c/LP+LswQ8=.)
    @Test func aPageOfAnEndThatAnotherLoadMovedOnIsNotWritten() async throws {
        let run = try SyncRun(
            SyncRun.Configuration(
                pageSize: 2, serverPageSize: 1, serverItemCount: 3, keepsFreshCache: true, limitsLoadedItems: true))
        let failure = await run.run([
            .holdNextRequest, .loadFirstPage, .holdNextRequest, .release(index: 0), .appMoves(index: 1, rank: 7),
            .refresh, .release(index: 0),
        ])
        #expect(failure == nil, "\(failure ?? "")")
    }
}
