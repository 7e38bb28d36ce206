import Observation

/// A SwiftUI view (or `withObservationTracking`) that reads a mediator's loading — ``isLoading``,
/// ``runningRequest``, each end's ``End/loadingRow``, ``background``, ``hasNextPage`` and the rest — is updated
/// when it changes, as with a model made with `@Observable`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ListViewMediator: Observable {}

extension ListViewMediator {
    /// The loading, read by a public property: registered with Observation, so that an observer
    /// of that property hears the loading change. The library's own reads use `loading` itself.
    var observedLoading: LoadingStateMachine {
        observeAccess(to: observedKeyPaths.loading)
        return loading
    }

    /// Registers a read of the background shown, for ``background``.
    func observeShownBackground() {
        observeAccess(to: observedKeyPaths.shownBackground)
    }

    /// Registers a read of the value at `keyPath` with Observation.
    func observeAccess<Member>(to keyPath: KeyPath<ListViewMediator, Member>) {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            observation.registrar?.access(self, keyPath: keyPath)
        }
    }

    /// Tells observers that the value at `keyPath` changed. Called after the change rather than
    /// around it, so that the stored value is still changed in place: the observers SwiftUI
    /// installs read the new value on their next update either way.
    func didChangeObservedValue<Member>(at keyPath: KeyPath<ListViewMediator, Member>) {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *), let registrar = observation.registrar {
            registrar.willSet(self, keyPath: keyPath)
            registrar.didSet(self, keyPath: keyPath)
        }
    }
}

/// The key paths of what observers of a mediator are told about, made once per mediator: a key
/// path into a generic class is made anew, on the heap, each time one is written.
@MainActor
struct MediatorKeyPaths<View: ListView> {
    let loading = \ListViewMediator<View>.loading
    let shownBackground = \ListViewMediator<View>.presenter.shownBackground
    let showsEndOfList = \ListViewMediator<View>.showsEndOfList
}
