import Foundation

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
