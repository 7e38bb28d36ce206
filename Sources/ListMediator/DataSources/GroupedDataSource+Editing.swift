import Foundation

// Moving and deleting rows by the user, item by item. An item's section is its key's, so a
// row moves only within its section; the last item deleted from a section takes the section.

extension GroupedDataSource {
    public func listView(_ listView: View, canMoveRowAt indexPath: IndexPath) -> Bool { onMove != nil }

    /// Keeps the row in its own section: dropped in another, it lands at the nearer end of its own.
    public func listView(
        _ listView: View, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let section = sourceIndexPath.section
        if proposedDestinationIndexPath.section < section { return IndexPath(row: 0, section: section) }
        if proposedDestinationIndexPath.section > section {
            return IndexPath(row: sections[section].items.count - 1, section: section)
        }
        return proposedDestinationIndexPath
    }

    /// Takes the item to its new place in its section without a batch update (the view shows it
    /// there already), then tells ``onMove``.
    /// - Precondition: both index paths are in one section.
    public func listView(_ listView: View, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath.section == destinationIndexPath.section else {
            fatalError(
                "a row of \(type(of: self)) was moved from section \(sourceIndexPath.section) to "
                    + "\(destinationIndexPath.section); an item's section is its key's, so rows move within theirs")
        }
        var items = sections[sourceIndexPath.section].items
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
        var newSections = sections
        newSections[sourceIndexPath.section] = Section(key: sections[sourceIndexPath.section].key, items: items)
        replaceSections(newSections)
        onMove?(item, sourceIndexPath, destinationIndexPath)
    }

    public func listView(_ listView: View, canEditRowAt indexPath: IndexPath) -> Bool { onDelete != nil }

    public func listView(_ listView: View, swipeActionsFor edge: ListSwipeEdge, forRowAt indexPath: IndexPath)
        -> ListSwipeActions?
    {
        swipeActions?(self[indexPath], edge)
    }

    /// Removes the item at `indexPath` with its row's animated deletion — its section's, when it
    /// was the last — then tells ``onDelete``: what a swipe's Delete does, for a Delete action of
    /// the app's own.
    /// - Precondition: `indexPath` is a row of this data source.
    public func deleteItem(at indexPath: IndexPath) {
        let item = self[indexPath]
        var newSections = sections
        var remaining = newSections[indexPath.section].items
        remaining.remove(at: indexPath.row)
        let update: BatchUpdate
        if remaining.isEmpty {
            newSections.remove(at: indexPath.section)
            update = BatchUpdate(deletedSections: [indexPath.section])
        } else {
            newSections[indexPath.section] = Section(key: newSections[indexPath.section].key, items: remaining)
            update = BatchUpdate(deletedRows: [indexPath])
        }
        removeRow(at: indexPath, update: update) { replaceSections(newSections) }
        onDelete?(item)
    }

    /// Removes a deleted row's item; see ``deleteItem(at:)``.
    public func listView(_ listView: View, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { deleteItem(at: indexPath) }
    }
}
