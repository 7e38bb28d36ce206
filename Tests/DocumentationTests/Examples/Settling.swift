import Testing

/// Waits until `done` holds on two checks in a row, sleeping between checks so that loads on
/// other executors (an actor API client's) run as well as the main actor's, and a next page the
/// mediator scheduled for the main actor's next turn has started; records a failure after a
/// generous while.
@MainActor
func settle(until done: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    var heldOnce = false
    for _ in 0..<20_000 {
        try? await Task.sleep(for: .milliseconds(1))
        if done() {
            if heldOnce { return }
            heldOnce = true
        } else {
            heldOnce = false
        }
    }
    Issue.record("the load did not finish", sourceLocation: sourceLocation)
}

/// Waits until `done`, which may ask an actor, holds, checking between short sleeps; records a
/// failure after a generous while.
@MainActor
func settle(until done: () async -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<20_000 {
        if await done() { return }
        try? await Task.sleep(for: .milliseconds(1))
    }
    Issue.record("the condition never held", sourceLocation: sourceLocation)
}
