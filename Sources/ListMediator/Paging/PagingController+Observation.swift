import Observation

/// A SwiftUI view that reads a paging controller's ``PagingController/state`` is updated when it
/// changes: the state is its mediator's loading, observed there, and which mediator it drives is
/// observed here.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PagingController: Observable {}

extension PagingController {
    /// The mediator's loading while this controller is its loader, `nil` otherwise; the reads
    /// are registered with Observation, so an observer of ``state`` hears the loading change, the
    /// controller attached, and the mediator given another loader.
    var observedLoading: LoadingStateMachine? {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            observation.registrar?.access(self, keyPath: mediatorKeyPath)
        }
        // Read before the loader test: a change of loader is told as a change of the loading.
        guard let loading = mediator?.observedLoading, mediator?.loader === self else { return nil }
        return loading
    }

    /// Tells observers that the controller drives another mediator.
    func didChangeMediator() {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *), let registrar = observation.registrar {
            registrar.willSet(self, keyPath: mediatorKeyPath)
            registrar.didSet(self, keyPath: mediatorKeyPath)
        }
    }
}
