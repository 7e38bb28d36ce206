import Foundation

extension GroupedDataSource {
    /// Every item, section by section, in the order shown.
    /// - Complexity: O(*n*) for *n* items.
    public var items: [Item] { sections.flatMap(\.items) }
}

extension GroupedDataSource where Item: Identifiable {
    /// Puts each of `updatedItems` in the place of the item with its identity. Items that keep
    /// their section's key stay where they are and their cells are updated in place (as UIKit's
    /// `reconfigureRows(at:)`); when one has a new key, the items are applied with a diff, so it
    /// moves to its key's section, made if needed, keeping its place in the list's order: first
    /// in a section below its old one, last in one above. Items whose identity no item has are
    /// ignored.
    /// - Parameters:
    ///   - updatedItems: the new values of items shown, in any order.
    ///   - animated: whether the view animates the change.
    ///   - completion: called with the outcome once the list shows the change.
    /// - Returns: how the change reached the view; ``UpdateOutcome/unchanged`` when no item has
    ///   the identity of any of them.
    /// - Complexity: O(*n* + *k*) for *n* items and *k* updated ones, plus the cells' setup; an
    ///   item's new key costs a diff of the list.
    @discardableResult
    public func updateItems(
        _ updatedItems: [Item], animated: ListAnimation = true, completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        let replacements = replacements(for: updatedItems)
        if replacements.allSatisfy({ grouping.key($0.item) == keys[$0.indexPath.section] }) {
            return replaceItems(replacements, animated: animated, completion: completion)
        }
        let updated = Dictionary(replacements.map { ($0.item.id, $0.item) }, uniquingKeysWith: { _, last in last })
        return apply(
            items.map { updated[$0.id] ?? $0 }, identifiedBy: \.id,
            isContentEqual: { _, new in updated[new.id] == nil }, animated: animated, completion: completion)
    }
}
