/// A registration made with ``ListUpdateRecord/observe(_:)``.
///
/// Keep it for as long as you want to hear of changes to the record: releasing it ends the
/// observation, as does ``cancel()``. The record holds it weakly, so a screen that keeps its own
/// observation forms no retain cycle with the list.
@MainActor
public final class ListUpdateRecordObservation {
    private var handler: (@MainActor () -> Void)?

    init(handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    /// Stops the observation; the handler is not called again and is released.
    public func cancel() {
        handler = nil
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { handler == nil }

    func notify() {
        handler?()
    }
}

/// The observations of one record, held weakly so that releasing a token is enough to stop it
/// (a main-actor class cannot reach back into the record from its `deinit`).
@MainActor
final class UpdateRecordObservers {
    private struct WeakObservation {
        weak var observation: ListUpdateRecordObservation?
    }

    private var observations: [WeakObservation] = []

    /// Whether no observation is registered: what recording checks, so that it costs nothing more
    /// when no one observes.
    var isEmpty: Bool { observations.isEmpty }

    func add(_ handler: @escaping @MainActor () -> Void) -> ListUpdateRecordObservation {
        let observation = ListUpdateRecordObservation(handler: handler)
        observations.removeAll { $0.observation == nil || $0.observation?.isCancelled == true }
        observations.append(WeakObservation(observation: observation))
        return observation
    }

    /// Calls every live handler; they see the observations as they were when notification
    /// started. Released and cancelled ones are dropped.
    func notify() {
        let snapshot = observations
        for entry in snapshot { entry.observation?.notify() }
        if snapshot.contains(where: { $0.observation == nil || $0.observation?.isCancelled == true }) {
            observations.removeAll { $0.observation == nil || $0.observation?.isCancelled == true }
        }
    }
}
