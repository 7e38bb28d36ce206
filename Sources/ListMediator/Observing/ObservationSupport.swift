import Observation

/// Observation's registrar where the system has Observation (iOS 17, macOS 14 and later, and
/// platforms without availability), and nothing before: a class the library supports on iOS 16
/// can still be `Observable` where SwiftUI observes with Observation.
///
/// The registrar is kept as a value of no declared type, since a stored property cannot have a
/// type newer than its class; ``registrar`` casts it back on the systems that have it.
struct ObservationSupport: Sendable {
    private let storage: (any Sendable)?

    init() {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            storage = ObservationRegistrar()
        } else {
            storage = nil
        }
    }

    /// The registrar, on systems that have Observation.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    var registrar: ObservationRegistrar? { storage as? ObservationRegistrar }
}
