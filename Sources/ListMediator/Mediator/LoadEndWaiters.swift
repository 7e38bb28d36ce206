/// Tasks waiting for a load to end, each for the load it started (its attempt): a mediator's
/// pull-to-refresh from code, or an observable model's.
///
/// A waiter is resumed when the state no longer runs its load — ended, failed, abandoned,
/// replaced or dropped — or when its task is cancelled; the load itself runs on. The owner
/// calls ``resume(endedIn:)`` whenever its loading state changes.
@MainActor
final class LoadEndWaiters {
    private struct Waiter {
        let id: Int
        let attempt: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private var waiters: [Waiter] = []
    private var nextID = 0

    nonisolated init() {}

    /// Returns when `loading`, as the owner's later ``resume(endedIn:)`` calls give it, no longer
    /// runs the load counted `attempt`, or when the calling task is cancelled.
    func wait(for attempt: Int, in loading: LoadingStateMachine) async {
        nextID += 1
        let id = nextID
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled, loading.isRunning(attempt: attempt) else {
                    continuation.resume()
                    return
                }
                waiters.append(Waiter(id: id, attempt: attempt, continuation: continuation))
            }
        } onCancel: {
            // Runs after the continuation is kept: the main actor is busy keeping it until then.
            Task { @MainActor in self.resume(id: id) }
        }
    }

    /// Resumes the waiters whose load `loading` no longer runs.
    func resume(endedIn loading: LoadingStateMachine) {
        guard !waiters.isEmpty else { return }
        let ended = waiters.filter { !loading.isRunning(attempt: $0.attempt) }
        guard !ended.isEmpty else { return }
        waiters.removeAll { !loading.isRunning(attempt: $0.attempt) }
        for waiter in ended { waiter.continuation.resume() }
    }

    /// Resumes the waiter numbered `id`, if it still waits.
    private func resume(id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume()
    }
}
