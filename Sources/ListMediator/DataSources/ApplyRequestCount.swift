/// The applies asked of a ``DiffableDataSource``, counted by the library: an `applyAndWait`
/// whose difference was computed off the main actor compares the count to learn that a newer
/// request came meanwhile, and returns ``UpdateOutcome/superseded``. Every `apply` and
/// ``FlatDataSource/append(contentsOf:animated:completion:)`` adds one as it is asked. Other
/// changes to the data need no counting: an `applyAndWait` whose data changed meanwhile computes
/// its difference again from what is shown.
package struct ApplyRequestCount: Sendable, Equatable {
    /// How many applies were asked.
    package private(set) var count = 0

    package init() {}

    /// Counts one more request and returns the new count.
    @discardableResult
    package mutating func countRequest() -> Int {
        count += 1
        return count
    }
}

/// The apply requests of diffable data sources an app wrote itself, which have nowhere of the
/// library's to keep them: by object, each held weakly, the entries of data sources that are
/// gone dropped as the table grows.
@MainActor
enum AppDataSourceApplyRequests {
    private struct Entry {
        weak var dataSource: AnyObject?
        var requests = ApplyRequestCount()
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The table's size after the last time it dropped the entries of data sources that are gone.
    private static var sizeAfterPruning = 0

    /// How many applies `dataSource` was asked.
    static func count(of dataSource: AnyObject) -> Int {
        guard let entry = entries[ObjectIdentifier(dataSource)], entry.dataSource === dataSource else { return 0 }
        return entry.requests.count
    }

    /// Counts one more request of `dataSource` and returns the new count.
    static func countRequest(of dataSource: AnyObject) -> Int {
        let key = ObjectIdentifier(dataSource)
        // An entry of a data source that is gone may hold the identifier of a new one.
        var entry = entries[key].flatMap { $0.dataSource === dataSource ? $0 : nil } ?? Entry(dataSource: dataSource)
        let count = entry.requests.countRequest()
        entries[key] = entry
        if entries.count > 2 * max(sizeAfterPruning, 16) {
            entries = entries.filter { $0.value.dataSource != nil }
            sizeAfterPruning = entries.count
        }
        return count
    }
}

extension DiffableDataSource {
    /// How many applies were asked of this data source.
    package var applyRequestCount: Int {
        if let items = self as? ItemDataSource<Item, View> { return items.applyRequests.count }
        return AppDataSourceApplyRequests.count(of: self)
    }

    /// Counts one more apply request and returns the new count.
    @discardableResult
    package func countApplyRequest() -> Int {
        if let items = self as? ItemDataSource<Item, View> { return items.applyRequests.countRequest() }
        return AppDataSourceApplyRequests.countRequest(of: self)
    }
}
