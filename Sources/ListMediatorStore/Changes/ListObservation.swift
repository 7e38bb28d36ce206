import Foundation
import ListMediator

/// An observation started by ``ListStore/observeChanges(of:handler:)``: its handler is called
/// until ``cancel()`` or until this object is released, so keep it as long as the changes
/// matter.
public final class ListObservation: Sendable {
    /// Shared with the delivering closure, which checks it before each call; the closure does
    /// not hold this object, so releasing it ends the observation.
    private let isActive: Protected<Bool>
    private let onCancel: @Sendable () -> Void

    init(isActive: Protected<Bool>, onCancel: @escaping @Sendable () -> Void) {
        self.isActive = isActive
        self.onCancel = onCancel
    }

    deinit {
        cancel()
    }

    /// Stops the observation. After this returns the handler is not called again, unless a
    /// call was already running on the store's change queue. Calling it again does nothing.
    public func cancel() {
        let wasActive = isActive.withLock { active in
            defer { active = false }
            return active
        }
        if wasActive { onCancel() }
    }
}
