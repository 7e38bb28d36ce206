import Foundation

/// What ``FlatDataSource`` and ``GroupedDataSource`` share: items in sections, the cells made for
/// them, and everything an app says about its items — selection, moving, deleting, swipe
/// actions, prefetching and row heights — declared once and answered once for both.
///
/// An app uses the two data sources, not this class: it holds their item-level handlers, so a
/// list switched between flat and grouped keeps its behaviour.
@MainActor
public class ItemDataSource<Item, View: ListView>: ListViewDelegate {
    /// The items, by section; internal so an `apply` can swap them inside a batch update.
    final var storage: SectionedItems<Item>
    final let cellProvider: CellProvider<Item, View>

    /// What shows this data source; set when it is attached to a view or a parent.
    public final weak var host: (any DataSourceHost<View>)?
    /// The applies asked of this data source; see `ApplyRequestCount`.
    package final var applyRequests = ApplyRequestCount()

    /// How an item is named in a ``ListUpdateReport``, or `nil` (the default) to name none: a
    /// report then carries counts and index paths only. Return what identifies the item and
    /// nothing a report should not carry — its `id`, not its text:
    /// `dataSource.itemDescriptionInReports = { "\($0.id)" }`.
    public final var itemDescriptionInReports: ((Item) -> String)?

    /// Called with the item of the row the user selects.
    public final var onSelect: ((Item) -> Void)?
    /// Called with the item of the row the user deselects: by tapping it again in a list that
    /// allows several selected rows, or by selecting another row in one that does not.
    public final var onDeselect: ((Item) -> Void)?
    /// Whether the user can select an item's row, or `nil` (the default) for every row. A row
    /// that cannot be selected does not highlight either.
    public final var canSelectItem: ((Item) -> Bool)?
    /// When set, a two-finger pan that starts on an item that can be selected selects the items
    /// it crosses (UIKit's multiple selection interaction), and this runs as the pan begins: put
    /// the screen in edit mode there — `setEditing(true, animated: true)` — so that the list
    /// allows several selected items (``SelectableListView/allowsMultipleSelectionDuringEditing``).
    public final var onMultipleSelectionInteraction: (() -> Void)?
    /// The selected rows, in this data source's numbers: kept here rather than by the view, so
    /// they follow their items through applies, moves, deletions, reloads and switches.
    final var selectedRows: Set<IndexPath> = []
    /// The library's own listener to the selection, beside the app's handlers: a SwiftUI
    /// selection binding's link.
    package final var selectionListener: SelectionListener<Item>?
    /// Called when the user moved an item's row within this data source: the item, where it was
    /// and where it is now, in this data source's numbers. Set, the rows can be moved; the data
    /// source has already taken the item to its new place, so the owner only records the new
    /// order. A row stays in its section unless the data source lets it change sections (see
    /// `GroupedDataSource.itemMovedToSection`); the item is then the one that call made.
    public final var onMove: ((_ item: Item, _ source: IndexPath, _ destination: IndexPath) -> Void)?
    /// Whether the user may drop `item`, dragged from another data source of the same list (a
    /// composite's, a mediator's), at `destination` in this data source's numbers; `nil` (the
    /// default) takes none. Asked while the user drags: answer without changing anything.
    ///
    /// The other data source must let its rows go (its ``onGiveAway`` is set), and its item must
    /// be this data source's `Item`. In a `GroupedDataSource`, `item` is the one
    /// `itemMovedToSection` made for the destination's section.
    public final var canReceiveItem: ((_ item: Item, _ destination: IndexPath) -> Bool)?
    /// Called when the user dropped another data source's item here: the item and where it is
    /// now, in this data source's numbers. The data source already shows it there (selected if it
    /// was), so the owner only records it — after the giving data source's ``onGiveAway``.
    public final var onReceive: ((_ item: Item, _ destination: IndexPath) -> Void)?
    /// Called when the user dragged one of this data source's items into another data source of
    /// the list: the item and where it was, in this data source's numbers. Set, the rows can be
    /// dragged out to data sources whose ``canReceiveItem`` takes them; the data source has
    /// already removed the item, so the owner only records that it left.
    public final var onGiveAway: ((_ item: Item, _ source: IndexPath) -> Void)?
    /// The data a row's drag carries when the user drags it out to another app (its text for a
    /// note, its link for a browser); `nil` (the default) keeps drags in the app. Read when the
    /// drag begins, on a list view with drag and drop on.
    public final var dragData: ((_ item: Item) -> ListDragData?)?
    /// The uniform type identifiers of the data this data source makes items from when a drag
    /// from another app is dropped on its rows, the most wanted first; with
    /// ``itemFromDroppedData``. None by default.
    public final var droppedDataTypes: [String] = []
    /// Makes the item for data another app's drag dropped on this data source's rows — the
    /// item's data in the first of ``droppedDataTypes`` it has — or `nil` to leave it out. The
    /// items come in as an animated insertion at the place of the drop (the nearest place still
    /// there, since the data loads after the drop), each taken by ``canReceiveItem`` when set and
    /// heard by ``onReceive``; an item whose data fails to load is not dropped, and the other app
    /// keeps it. In a `GroupedDataSource`, the item made is placed in the section by
    /// `itemMovedToSection`, as a moved one is.
    public final var itemFromDroppedData: ((_ data: ListDragData) -> Item?)?
    /// Called with the item whose row the user deleted. Set, the rows can be deleted (a swipe's
    /// Delete, edit mode's button); the data source has already removed the item and its row,
    /// with animation, so the owner only deletes it from its model.
    public final var onDelete: ((_ item: Item) -> Void)?
    /// The actions an item's row shows when swiped from an edge, or `nil` for the view's default
    /// (Delete on the trailing edge when ``onDelete`` is set). Given the item, its index path in
    /// this data source's numbers when the row was swiped, and the edge. ``deleteItem(at:)`` is
    /// what a Delete action of the app's own calls with that index path.
    public final var swipeActions: ((_ item: Item, _ indexPath: IndexPath, _ edge: ListSwipeEdge) -> ListSwipeActions?)?
    /// The menu an item's row shows when the user touches and holds it, or `nil` for none. Given
    /// the item and its index path in this data source's numbers when the menu opened.
    public final var contextMenu: ((_ item: Item, _ indexPath: IndexPath) -> ListContextMenu?)?
    /// Called with the items whose rows will probably come on screen soon, to start loading
    /// what their cells show (images, details); see ``ListViewPrefetchingDataSource/listView(_:prefetchRowsAt:)``.
    public final var onPrefetch: (([Item]) -> Void)?
    /// Called with items ``onPrefetch`` was given whose rows will not come on screen after all,
    /// to cancel that work.
    public final var onCancelPrefetching: (([Item]) -> Void)?

    /// The height of an item's row, or `nil` for the view's: a fixed height, or the view's
    /// automatic dimension for a cell that sizes itself. `nil` (the default) for the view's
    /// row height for every row.
    // Read each time the view asks a row's height: the main actor alone touches it, and a read
    // ends before the closure runs, so accesses never overlap; the dynamic exclusivity check left
    // out here cost 10% of `compose.lookup.switching.delegate`.
    @exclusivity(unchecked) public final var heightForItem: ((Item) -> CGFloat?)?

    /// An estimate of an item's row height, or `nil` for the view's: the view then lays out
    /// off-screen rows at their estimates and measures each row when it comes on screen (see
    /// ``ListViewDelegate/listView(_:estimatedHeightForRowAt:)``). `nil` (the default) for the
    /// view's estimate for every row.
    // As heightForItem: read for every row laid out.
    @exclusivity(unchecked) public final var estimatedHeightForItem: ((Item) -> CGFloat?)?

    init(sections: [[Item]], ownerName: String, cellProvider: CellProvider<Item, View>, onSelect: ((Item) -> Void)?) {
        storage = SectionedItems(sections: sections, ownerName: ownerName)
        self.cellProvider = cellProvider
        self.onSelect = onSelect
    }

    /// The items of the section at `index`, as one array.
    /// - Complexity: O(1), except for the first read after items were inserted at the section's
    ///   start: O(*n*) then, once, to keep them as one array again.
    @usableFromInline
    final func items(inSection index: Int) -> [Item] {
        // Read in place first: the common case, without the mutating access's uniqueness checks.
        storage.sectionsWithHead == 0 ? storage.tails[index] : storage.items(inSection: index)
    }

    /// The number of sections of items.
    @usableFromInline
    final var sectionCount: Int { storage.tails.count }

    /// The number of items in the section at `index`.
    final func itemCount(inSection index: Int) -> Int {
        // The fields read in place, as in `item(at:)`.
        storage.sectionsWithHead == 0
            ? storage.tails[index].count : storage.reversedHeads[index].count + storage.tails[index].count
    }

    /// The item at `indexPath`, or `nil` when the index path is not a row of this list.
    /// - Complexity: O(1).
    public final func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, storage.tails.indices.contains(indexPath.section) else { return nil }
        let row = indexPath.row
        // Each array read once and in place (see `SectionedItems`): every read of a section's
        // array retains it.
        let tail = storage.tails[indexPath.section]
        guard storage.sectionsWithHead > 0 else { return tail.indices.contains(row) ? tail[row] : nil }
        let head = storage.reversedHeads[indexPath.section]
        if row < head.count { return row >= 0 ? head[head.count - 1 - row] : nil }
        return row - head.count < tail.count ? tail[row - head.count] : nil
    }

    /// The item at `indexPath`.
    /// - Precondition: `indexPath` is a row of this list; the message names it and the counts.
    /// - Complexity: O(1).
    public final subscript(indexPath: IndexPath) -> Item {
        guard let item = item(at: indexPath) else {
            fatalError("index path \(indexPath) is out of range: \(storage.ownerName) has \(storage.countsDescription)")
        }
        return item
    }

    // MARK: The data source's answers

    public final func listView(_ listView: View, numberOfRowsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    public final func listView(_ listView: View, cellForRowAt indexPath: IndexPath) -> View.Cell {
        // The item by this data source's own index path; the cell by the view's.
        let viewIndexPath = host?.placement(of: self)?.globalIndexPath(for: indexPath) ?? indexPath
        return cellProvider.makeCell(listView, viewIndexPath, self[indexPath])
    }

    // MARK: The delegate's answers

    public final func listView(_ listView: View, heightForRowAt indexPath: IndexPath) -> CGFloat? {
        heightForItem?(self[indexPath])
    }

    public final func listView(_ listView: View, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat? {
        estimatedHeightForItem?(self[indexPath])
    }

    /// Gives ``onPrefetch`` the items of the rows that are still rows of this data source.
    public final func listView(_ listView: View, prefetchRowsAt indexPaths: [IndexPath]) {
        handOver(indexPaths, as: item(at:), to: onPrefetch)
    }

    /// Gives ``onCancelPrefetching`` the items of the rows that are still rows of this data source.
    public final func listView(_ listView: View, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        handOver(indexPaths, as: item(at:), to: onCancelPrefetching)
    }

    public final func listView(_ listView: View, swipeActionsFor edge: ListSwipeEdge, forRowAt indexPath: IndexPath)
        -> ListSwipeActions?
    {
        swipeActions?(self[indexPath], indexPath, edge)
    }

    public final func listView(_ listView: View, contextMenuForRowAt indexPath: IndexPath) -> ListContextMenu? {
        contextMenu?(self[indexPath], indexPath)
    }

    // MARK: Moving and deleting

    /// Whether the row can be dragged: within this data source (``onMove`` is set) or out of it
    /// (``onGiveAway`` is set).
    public final func listView(_ listView: View, canMoveRowAt indexPath: IndexPath) -> Bool {
        onMove != nil || (onGiveAway != nil && takesMovesAcross)
    }

    /// Keeps the row in its own section unless the data source lets its item go to the proposed
    /// one: dropped where it may not go, it lands at the nearer end of its own section. A row
    /// that can only leave this data source (no ``onMove``) stays where it was.
    public final func listView(
        _ listView: View, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        guard onMove != nil else { return sourceIndexPath }
        let section = sourceIndexPath.section
        let proposedSection = proposedDestinationIndexPath.section
        if proposedSection != section, (0..<sectionCount).contains(proposedSection),
            let item = item(at: sourceIndexPath), self.item(item, placedInSection: proposedSection) != nil
        {
            return proposedDestinationIndexPath
        }
        if proposedSection < section { return IndexPath(row: 0, section: section) }
        if proposedSection > section {
            return IndexPath(row: itemCount(inSection: section) - 1, section: section)
        }
        return proposedDestinationIndexPath
    }

    /// Takes the item to its new place without a batch update (the view shows it there already),
    /// then tells ``onMove``. A section the move leaves empty stays, empty, until the next
    /// `apply`: the view shows it, and it takes drops.
    /// - Precondition: the destination is in the source's section, or in one the data source lets
    ///   the item go to.
    public final func listView(
        _ listView: View, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        var item = self[sourceIndexPath]
        if destinationIndexPath.section != sourceIndexPath.section {
            guard (0..<sectionCount).contains(destinationIndexPath.section),
                let placed = self.item(item, placedInSection: destinationIndexPath.section)
            else {
                fatalError(
                    "a row of \(type(of: self)) was moved from section \(sourceIndexPath.section) to "
                        + "\(destinationIndexPath.section), where its item may not go; "
                        + "targetIndexPathForMoveFromRowAt keeps such a row in its own section")
            }
            item = placed
        }
        selectionFollows(
            BatchUpdate(movedRows: [.init(from: sourceIndexPath, to: destinationIndexPath)]),
            sectionCountBefore: sectionCount,
            sectionCountAfter: sectionCount)
        storage.remove(at: sourceIndexPath)
        storage.insert(item, at: destinationIndexPath)
        itemsDidChange(inSection: sourceIndexPath.section)
        if destinationIndexPath.section != sourceIndexPath.section {
            itemsDidChange(inSection: destinationIndexPath.section)
        }
        onMove?(item, sourceIndexPath, destinationIndexPath)
    }

    public final func listView(_ listView: View, canEditRowAt indexPath: IndexPath) -> Bool { onDelete != nil }

    /// Removes a deleted row's item; see ``deleteItem(at:)``.
    public final func listView(_ listView: View, commit editingStyle: ListEditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { deleteItem(at: indexPath) }
    }

    /// Removes the item at `indexPath` with its row's animated deletion — its section's, when it
    /// was the last of a section that goes with it — then tells ``onDelete``: what a swipe's
    /// Delete does, for a Delete action of the app's own.
    /// - Precondition: `indexPath` is a row of this data source.
    public final func deleteItem(at indexPath: IndexPath) {
        let item = self[indexPath]
        let takesTheSection = itemCount(inSection: indexPath.section) == 1 && removesSection(at: indexPath.section)
        let update =
            takesTheSection ? BatchUpdate(deletedSections: [indexPath.section]) : BatchUpdate(deletedRows: [indexPath])
        applyRequests.countRequest()
        selectionFollows(
            update, sectionCountBefore: sectionCount,
            sectionCountAfter: sectionCount - (takesTheSection ? 1 : 0))
        let removeItem = {
            if takesTheSection {
                self.removeSection(at: indexPath.section)
            } else {
                self.storage.remove(at: indexPath)
                self.itemsDidChange(inSection: indexPath.section)
            }
        }
        _ = change(update, as: .userDeletion, animated: .automatic, updateData: removeItem, completion: nil)
        onDelete?(item)
    }

    // MARK: What each kind decides

    /// Whether the section at `index` goes with its last item: `false` here (a flat list keeps
    /// its one section), `true` where a section is its items' key.
    func removesSection(at index: Int) -> Bool { false }

    /// Removes the section at `index` and what belongs to it.
    func removeSection(at index: Int) {
        storage.removeSection(at: index)
    }

    /// What a tap on the row at `indexPath` does instead of selecting it — for a row that stands
    /// for no item of the app's (an outline's placeholder), or one whose tap the data source
    /// takes (an outline's item that expands on a tap) — or `nil` for a row the user selects:
    /// every row here. Such a row is never selected and never reaches ``onSelect``.
    func tapInsteadOfSelection(at indexPath: IndexPath) -> RowTap? { nil }

    /// Whether items move between this data source and others of the list: `true` here; an
    /// outline's rows change through its tree, so it gives and takes none.
    var takesMovesAcross: Bool { true }

    /// `item` as it belongs in the section at `index`, or `nil` when it may not go there: the
    /// item itself here (a flat list has one section); a grouped data source gives its section's
    /// key. Asked while the user drags.
    func item(_ item: Item, placedInSection index: Int) -> Item? { item }

    /// The items of the section at `index` changed in place (a move, a deletion): what is
    /// derived from them is brought up to date. Nothing here.
    func itemsDidChange(inSection index: Int) {}
}

extension ItemDataSource: ItemCellMaking {
    package func makeCell(for item: Item, at indexPath: IndexPath, in listView: View) -> View.Cell {
        cellProvider.makeCell(listView, indexPath, item)
    }
}

/// What a tap on a row does instead of selecting it.
enum RowTap {
    /// Nothing: the row does not highlight (a loading row).
    case ignored
    /// This, and the row highlights as the user touches it (a failure's row, which retries).
    case performs(() -> Void)
}
