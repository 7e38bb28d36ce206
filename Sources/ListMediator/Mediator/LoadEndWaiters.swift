/// Tasks waiting for a mediator's load to end, each for the load it started (its attempt).
///
/// A waiter is resumed when the state no longer runs its load — ended, failed, abandoned or
/// dropped — or when its task is cancelled; the load itself runs on.
struct LoadEndWaiters {
    private struct Waiter {
        let id: Int
        let attempt: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private var waiters: [Waiter] = []
    private var nextID = 0

    var isEmpty: Bool { waiters.isEmpty }

    /// A number for the next waiter, known before it waits so that its cancellation can name it.
    mutating func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Keeps `continuation`, numbered `id`, until the load counted `attempt` ends.
    mutating func add(_ continuation: CheckedContinuation<Void, Never>, id: Int, attempt: Int) {
        waiters.append(Waiter(id: id, attempt: attempt, continuation: continuation))
    }

    /// Resumes the waiters whose load `loading` no longer runs.
    mutating func resume(endedIn loading: LoadingStateMachine) {
        let ended = waiters.filter { !loading.isRunning(attempt: $0.attempt) }
        guard !ended.isEmpty else { return }
        waiters.removeAll { !loading.isRunning(attempt: $0.attempt) }
        for waiter in ended { waiter.continuation.resume() }
    }

    /// Resumes the waiter numbered `id`, if it still waits.
    mutating func resume(id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume()
    }
}
