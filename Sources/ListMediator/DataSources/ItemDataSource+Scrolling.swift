import Foundation

// Scrolling the list to an item of this data source, wherever the data source is shown: the
// data source knows its rows in its own numbers, its placement turns them into the view's.

extension ItemDataSource {
    /// Scrolls the list so the item at `indexPath` is at `position` in the visible area, as far
    /// as the content can scroll, through any composite, switching data source or mediator that
    /// shows this data source.
    /// - Returns: whether the list scrolled to it: `false` while the data source is shown nowhere
    ///   (not attached yet, or a switching data source's hidden child), or on a view that is no
    ///   ``ScrollableListView``.
    /// - Precondition: `indexPath` is a row of this data source.
    /// - Complexity: O(*d* log *c*) to find the data source's place under *d* containers of up to
    ///   *c* children each, plus the view's scrolling.
    @discardableResult
    public final func scrollToItem(at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool = true)
        -> Bool
    {
        _ = self[indexPath]
        guard let placement = host?.placement(of: self), let listView = placement.listView as? any ScrollableListView
        else { return false }
        listView.scrollToRow(at: placement.globalIndexPath(for: indexPath), at: position, animated: animated)
        return true
    }
}

extension ItemDataSource where Item: Identifiable {
    /// Scrolls the list so the item with identity `id` is at `position` in the visible area; see
    /// ``scrollToItem(at:at:animated:)``. With several items of that identity, the first.
    /// - Returns: whether the list scrolled to it: `false` when no item has that identity or the
    ///   data source is shown nowhere.
    /// - Complexity: O(*n*) for *n* items, to find the item.
    @inlinable
    @discardableResult
    public final func scrollToItem(withID id: Item.ID, at position: ListScrollPosition, animated: Bool = true) -> Bool {
        guard let indexPath = indexPaths(where: { $0.id == id }).first else { return false }
        return scrollToItem(at: indexPath, at: position, animated: animated)
    }
}
