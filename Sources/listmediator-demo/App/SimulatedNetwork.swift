/// The network between the demo's screens and their simulated servers.
enum SimulatedNetwork {
    /// A request's trip: `latency` long, or one turn of the executor when that is zero, so an
    /// instant server still answers later, as a real one does.
    /// - Throws: `CancellationError` when the task is cancelled meanwhile.
    static func trip(taking latency: Duration) async throws {
        if latency > .zero {
            try await Task.sleep(for: latency)
        } else {
            await Task.yield()
        }
        try Task.checkCancellation()
    }
}
