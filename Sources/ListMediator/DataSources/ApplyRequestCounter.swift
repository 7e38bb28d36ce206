/// The applies asked of a ``DiffableDataSource``, counted by the library.
///
/// A data source of an app's own stores one and never changes it:
///
/// ```swift
/// var applyRequests = ApplyRequestCounter()
/// ```
///
/// Every `apply` and ``FlatDataSource/append(contentsOf:animated:completion:)`` adds one as it is
/// asked; an `applyAndWait` whose difference was computed off the main actor compares the count
/// to learn that a newer request came meanwhile, and returns ``UpdateOutcome/superseded``.
/// Other changes to the data need no counting: an `applyAndWait` whose data changed meanwhile
/// computes its difference again from what is shown.
public struct ApplyRequestCounter: Sendable, Equatable {
    /// How many applies were asked.
    package private(set) var count = 0

    /// A counter of no requests yet.
    public init() {}

    /// Counts one more request and returns the new count.
    @discardableResult
    package mutating func countRequest() -> Int {
        count += 1
        return count
    }
}
