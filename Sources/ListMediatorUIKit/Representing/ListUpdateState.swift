/// Whether a list is inside SwiftUI's update of it, where writing a binding is an error
/// ("Modifying state during view update"): a selection link's write made then — a row of
/// another data source deselected while a binding's value is shown — waits for the main
/// actor's next turn.
@MainActor
package final class ListUpdateState {
    package private(set) var isUpdating = false

    package init() {}

    /// Runs `body` as SwiftUI's update of the list.
    package func updating(_ body: () -> Void) {
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        body()
    }

    /// Runs `write` now, or on the main actor's next turn while an update runs.
    package func write(_ write: @escaping @MainActor () -> Void) {
        guard isUpdating else { return write() }
        // A main-actor function is Sendable (SE-0434): the task carries it as it is.
        Task { @MainActor in write() }
    }
}
