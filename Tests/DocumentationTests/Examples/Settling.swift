import Testing

/// Waits until `done` holds, sleeping between checks so that loads on other executors (an actor
/// API client's) run as well as the main actor's; records a failure after a generous while.
@MainActor
func settle(until done: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<5_000 where !done() { try? await Task.sleep(for: .milliseconds(1)) }
    #expect(done(), "the load did not finish", sourceLocation: sourceLocation)
}
