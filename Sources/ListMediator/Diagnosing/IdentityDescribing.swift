import Foundation

/// A data source that can describe the identities it shows, for a report, as the app asks.
@MainActor
package protocol IdentityDescribing: AnyObject {
    /// The identities shown now, by section; `nil` when the app describes none.
    func describedIdentities() -> [[String]]?
    /// The identities of `sections`, the data the data source held before an apply.
    func describedIdentities(of sections: Any) -> [[String]]?
}

/// A section's items, whatever its identifier type.
protocol DiffableSectionItems {
    var anyItems: [Any] { get }
}

extension DiffableSection: DiffableSectionItems {
    var anyItems: [Any] { items }
}

extension ItemDataSource: IdentityDescribing {
    package func describedIdentities() -> [[String]]? {
        guard let describe = itemDescriptionInReports else { return nil }
        return (0..<sectionCount).map { items(inSection: $0).map(describe) }
    }

    package func describedIdentities(of sections: Any) -> [[String]]? {
        guard let describe = itemDescriptionInReports, let sections = sections as? [any DiffableSectionItems] else {
            return nil
        }
        return sections.map { $0.anyItems.compactMap { ($0 as? Item).map(describe) } }
    }
}
