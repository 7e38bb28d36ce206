import Foundation

/// One named step of the store's schema. Steps run in order, each in its own transaction that
/// also sets `PRAGMA user_version` to the step's number, so a file is always at the version of
/// its last whole step, whatever stopped the app.
struct Migration: Sendable {
    /// The step's name, for errors.
    let name: String
    /// Changes the schema; runs inside the step's transaction on the writer.
    let apply: @Sendable (Connection) throws(StoreError) -> Void
}
