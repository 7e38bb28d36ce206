import Foundation

extension FlatDataSource where Item: Identifiable {
    /// Puts each of `updatedItems` in the place of the item with its identity, and updates those
    /// rows' cells in place (as UIKit's `reconfigureRows(at:)`): no diff, no row moves, the
    /// selection kept. A flag toggled, a title edited, a download's progress — one item changed,
    /// without applying the whole list again. Items whose identity no item has are ignored.
    /// - Parameters:
    ///   - updatedItems: the new values of items shown, in any order.
    ///   - animated: whether the view animates the change.
    ///   - completion: called with the outcome once the list shows the change.
    /// - Returns: how the change reached the view; ``UpdateOutcome/unchanged`` when no item has
    ///   the identity of any of them.
    /// - Complexity: O(*n* + *k*) for *n* items and *k* updated ones, plus the cells' setup.
    @inlinable @discardableResult
    public func updateItems(
        _ updatedItems: [Item], animated: ListAnimation = true, completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        replaceItems(replacements(for: updatedItems), animated: animated, completion: completion)
    }
}
