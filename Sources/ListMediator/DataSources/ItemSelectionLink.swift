/// Keeps a data source's selection in step with a set of item identities held elsewhere — the
/// value of a SwiftUI selection binding — the identities leading.
///
/// - The identities set from outside (``update(read:write:)`` with a new value) select the rows
///   of the items that have them and deselect the others. An identity no item has waits: the
///   item is selected when an apply or an append brings it.
/// - The user's selection and deselection are written back: the identity added or removed, or —
///   where the list allows one selected row, or the link holds one identity — the selected
///   item's alone (a link that holds one deselects the data source's other rows).
/// - The link's own selecting and deselecting are not written back.
@MainActor
package final class ItemSelectionLink<Item: Identifiable, View: ListView>: SelectionLinking {
    package let dataSource: ItemDataSource<Item, View>
    /// Whether the identities outside are one at most (an optional binding).
    private let holdsOne: Bool
    private var read: () -> Set<Item.ID>
    private var write: (Set<Item.ID>) -> Void
    /// The identities as last read or written, to tell a new value from outside.
    private var known: Set<Item.ID>
    /// Whether the link is selecting or deselecting rows itself.
    private var isShowing = false

    /// Links `dataSource`'s selection to the identities `read` returns and `write` keeps, and
    /// shows them. The data source has one link at a time; this one replaces any other.
    package init(
        _ dataSource: ItemDataSource<Item, View>, holdsOne: Bool = false, read: @escaping () -> Set<Item.ID>,
        write: @escaping (Set<Item.ID>) -> Void
    ) {
        self.dataSource = dataSource
        self.holdsOne = holdsOne
        self.read = read
        self.write = write
        known = read()
        dataSource.selectionListener = SelectionListener(
            owner: ObjectIdentifier(self),
            didSelect: { [weak self] in self?.userDidSelect($0) },
            didDeselect: { [weak self] in self?.userDidDeselect($0) },
            itemsDidChange: { [weak self] in self?.itemsDidChange() })
        show(known, animated: false)
    }

    /// Takes the binding of SwiftUI's latest update, and shows its value if it changed since the
    /// link last read or wrote it.
    package func update(read: @escaping () -> Set<Item.ID>, write: @escaping (Set<Item.ID>) -> Void) {
        self.read = read
        self.write = write
        let identities = read()
        guard identities != known else { return }
        known = identities
        show(identities, animated: true)
    }

    package var dataSourceIdentifier: ObjectIdentifier { ObjectIdentifier(dataSource) }

    /// Stops following the data source's selection, which stays as it is.
    package func detach() {
        guard dataSource.selectionListener?.owner == ObjectIdentifier(self) else { return }
        dataSource.selectionListener = nil
    }

    // MARK: The data source's news

    private func userDidSelect(_ item: Item) {
        guard !isShowing else { return }
        if holdsOne {
            // The list may allow several (another binding holds a set): this one keeps one.
            deselectItems(notIn: [item.id], animated: true)
            written([item.id])
            return
        }
        var identities = read()
        if dataSource.host?.placement(of: dataSource)?.listView.selectable?.allowsSeveralSelectedRows ?? true {
            identities.insert(item.id)
        } else {
            identities = [item.id]
        }
        written(identities)
    }

    private func userDidDeselect(_ item: Item) {
        guard !isShowing else { return }
        var identities = read()
        guard identities.remove(item.id) != nil else { return }
        written(identities)
    }

    private func itemsDidChange() {
        show(read(), animated: false)
    }

    private func written(_ identities: Set<Item.ID>) {
        known = identities
        write(identities)
    }

    /// Selects exactly the rows of the items whose identities are `identities`.
    /// - Complexity: O(*n*) for *n* items, unless nothing is or is to be selected.
    private func show(_ identities: Set<Item.ID>, animated: Bool) {
        deselectItems(notIn: identities, animated: animated)
        guard !identities.isEmpty else { return }
        isShowing = true
        defer { isShowing = false }
        dataSource.selectItems(where: { identities.contains($0.id) }, animated: animated)
    }

    /// Deselects the selected items whose identities are not in `identities`.
    /// - Complexity: O(*k*) for *k* selected items.
    private func deselectItems(notIn identities: Set<Item.ID>, animated: Bool) {
        isShowing = true
        defer { isShowing = false }
        for indexPath in dataSource.indexPathsForSelectedItems where !identities.contains(dataSource[indexPath].id) {
            dataSource.deselectItem(at: indexPath, animated: animated)
        }
    }
}

/// An ``ItemSelectionLink`` whatever its items.
@MainActor
package protocol SelectionLinking: AnyObject {
    /// The linked data source.
    var dataSourceIdentifier: ObjectIdentifier { get }
    /// Stops following the data source's selection.
    func detach()
}
