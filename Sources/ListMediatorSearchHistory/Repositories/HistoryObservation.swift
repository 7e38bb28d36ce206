/// A registration made with ``HistoryRepository/observeHistory(_:)``.
///
/// Keep it for as long as you want to hear about changes: releasing it ends the observation,
/// as does ``cancel()``. The repository holds it weakly, so an observer that keeps its own
/// observation never forms a retain cycle with the repository.
@MainActor
public final class HistoryObservation {
    private var handler: (@MainActor ([String]) -> Void)?

    init(handler: @escaping @MainActor ([String]) -> Void) {
        self.handler = handler
    }

    /// Stops the observation; the handler is not called again and is released.
    public func cancel() {
        handler = nil
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { handler == nil }

    func notify(_ history: [String]) {
        handler?(history)
    }
}

/// The observations of one repository, held weakly so that releasing a token is enough to
/// stop it (a main-actor class cannot reach back into the repository from its `deinit`).
///
/// A class, so that a handler may register or cancel observations while being notified
/// without overlapping access to the repository's stored property.
@MainActor
final class HistoryObservers {
    private struct WeakObservation {
        weak var observation: HistoryObservation?
    }

    private var observations: [WeakObservation] = []

    func add(_ handler: @escaping @MainActor ([String]) -> Void) -> HistoryObservation {
        let observation = HistoryObservation(handler: handler)
        observations.removeAll { $0.observation == nil || $0.observation?.isCancelled == true }
        observations.append(WeakObservation(observation: observation))
        return observation
    }

    /// Calls every live handler. Handlers may register or cancel observations; they see the
    /// list as it was when notification started.
    func notify(_ history: [String]) {
        let snapshot = observations
        for entry in snapshot {
            entry.observation?.notify(history)
        }
    }
}
