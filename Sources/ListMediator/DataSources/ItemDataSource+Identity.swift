import Foundation

// Changing items by identity: the app says which item, not where its row is, so a change made
// after the list moved under it — a page arrived above, a row was deleted, the user dragged one —
// still reaches its item. An index path a handler was given is only good until the next change.
//
// What looks an item up by identity is inlinable, so the test of each item's identity runs
// specialised for the app's item type where it is called: generic, it costs a call through the
// type's witnesses a row (94 ns a row for an `Int` identity, 300 for an enum's, in a list of
// 100,000).

extension ItemDataSource where Item: Identifiable {
    /// The index path of the item with identity `id`, in this data source's numbers, or `nil`
    /// when no item has it.
    /// - Complexity: O(*n*) for *n* items.
    @inlinable
    public final func indexPath(ofItemWithID id: Item.ID) -> IndexPath? {
        indexPaths(where: { $0.id == id }).first
    }

    /// Each of `updatedItems` paired with the index path of the item it replaces, the item shown
    /// with its identity; those whose identity no item has are left out.
    /// - Complexity: O(*n* + *k*) for *n* items and *k* updated ones.
    @inlinable
    final func replacements(for updatedItems: [Item]) -> [(indexPath: IndexPath, item: Item)] {
        guard !updatedItems.isEmpty else { return [] }
        // The last of two with one identity wins, as the last assignment would.
        let updated = Dictionary(updatedItems.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        return indexPaths(where: { updated[$0.id] != nil }).map { ($0, updated[self[$0].id]!) }
    }

    /// Removes the items with these identities and their rows, with an animated deletion — a
    /// section's, in a grouped list, when all of its items go — then tells ``onDelete`` of each,
    /// in list order. Identities no item has are ignored.
    ///
    /// What a Delete action of the app's own calls with the item it was made for, rather than with
    /// the index path it was shown at, which a page or another deletion may have moved since.
    /// - Parameters:
    ///   - ids: the identities of the items to remove.
    ///   - animated: whether the view animates the deletion.
    ///   - completion: called with the outcome once the list shows the change.
    /// - Returns: how the change reached the view; ``UpdateOutcome/unchanged`` when no item has
    ///   any of the identities.
    /// - Complexity: O(*n*) for *n* items.
    @inlinable @discardableResult
    public final func deleteItems(
        withIDs ids: some Sequence<Item.ID>, animated: ListAnimation = true,
        completion: ((UpdateOutcome) -> Void)? = nil
    ) -> UpdateOutcome {
        let wanted = Set(ids)
        let found = wanted.isEmpty ? [] : indexPaths(where: { wanted.contains($0.id) })
        let items = found.map { self[$0] }
        guard !found.isEmpty else {
            completion?(.unchanged)
            return .unchanged
        }
        let outcome = removeItems(at: found, animated: animated, completion: completion)
        if let onDelete { items.forEach(onDelete) }
        return outcome
    }
}

extension ItemDataSource {
    /// Removes the items at `indexPaths` (sorted, distinct, rows of this data source) in one
    /// batch: their rows, or the sections they empty where a section goes with its last item.
    @usableFromInline
    func removeItems(
        at indexPaths: [IndexPath], animated: ListAnimation, completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        let bySection = Dictionary(grouping: indexPaths, by: \.section)
        var update = BatchUpdate()
        for (section, rows) in bySection.sorted(by: { $0.key < $1.key }) {
            if rows.count == itemCount(inSection: section), removesSection(at: section) {
                update.deletedSections.append(section)
            } else {
                update.deletedRows += rows
            }
        }
        let emptied = update.deletedSections
        applyRequests.countRequest()
        defer { selectionListener?.itemsDidChange() }
        selectionFollows(
            update, sectionCountBefore: sectionCount, sectionCountAfter: sectionCount - emptied.count)
        func removeThem() {
            // A section's rows in one pass each, then the emptied sections from the last, so each
            // section index still names its section when its turn comes.
            for (section, rows) in Dictionary(grouping: update.deletedRows, by: \.section) {
                storage.removeRows(rows.map(\.row).sorted(), inSection: section)
            }
            for section in emptied.reversed() { removeSection(at: section) }
            for section in Set(update.deletedRows.map(\.section)).sorted() {
                itemsDidChange(inSection: section - emptied.filter { $0 < section }.count)
            }
        }
        return change(update, as: .removal, animated: animated, updateData: removeThem, completion: completion)
    }

    /// Puts each of `replacements` in the place of the item at its index path (rows of this data
    /// source) in one batch that updates their cells in place.
    @usableFromInline
    func replaceItems(
        _ replacements: [(indexPath: IndexPath, item: Item)], animated: ListAnimation,
        completion: ((UpdateOutcome) -> Void)?
    ) -> UpdateOutcome {
        guard !replacements.isEmpty else {
            completion?(.unchanged)
            return .unchanged
        }
        applyRequests.countRequest()
        defer { selectionListener?.itemsDidChange() }
        func replaceThem() {
            for (indexPath, item) in replacements { storage.replace(at: indexPath, with: item) }
            for section in Set(replacements.map(\.indexPath.section)).sorted() { itemsDidChange(inSection: section) }
        }
        let update = BatchUpdate(reconfiguredRows: replacements.map(\.indexPath).sorted())
        return change(update, as: .reconfigure, animated: animated, updateData: replaceThem, completion: completion)
    }
}
