import Foundation

/// A data source that can describe the identities it shows, for a report, as the app asks.
@MainActor
package protocol IdentityDescribing: AnyObject {
    /// The identities shown now, by section; `nil` when the app describes none.
    func describedIdentities() -> [[String]]?
    /// The identities of `sections`, the data the data source held before an apply.
    func describedIdentities(of sections: Any) -> [[String]]?
}
