import Foundation

// Drag and drop, as a view with drag and drop delegates plays it: the user lifts a row, carries
// it over this view or another one of the app, and drops it. Unlike a move by the reorder
// control, the view does not show the row at its new place before its data source is told: the
// drop is one checked batch update that moves the row, in which the data source follows. The
// rules are a reorder's — the data source's `canMoveRowAt`, the delegate's
// `targetIndexPathForMoveFromRowAt`, data sources that give and take — except that a drop where
// the row may not go is refused and changes nothing, instead of landing at the nearer end of the
// row's own section, as a reorder control has to.

extension FeatureKeepingListView {
    /// The row the user starts to drag at `indexPath`, or `nil` when its data source does not let
    /// it move (`canMoveRowAt`).
    package func beginDraggingRow(at indexPath: IndexPath) -> ListDraggedRow? {
        guard let moving = dataSourceFeatures?.moving, isRow(indexPath), moving.listView(self, canMoveRowAt: indexPath)
        else { return nil }
        let movedItem = moving.listView(self, itemForRowMovingOutAt: indexPath)
        return ListDraggedRow(
            movedItem: movedItem, sourceIndexPath: indexPath, sourceView: self,
            removeFromSource: { [weak self] indexPath in
                self?.removeRowDraggedOut(at: indexPath, showing: movedItem) ?? false
            })
    }

    /// What a drop of `row` at `proposed` would do: the user's proposed place in this view, `nil`
    /// past the last row (over the empty space below the rows).
    ///
    /// For a row of this view, `proposed` is where the row would be once moved (a row's move
    /// destination, as a reorder's); for one from another view, the place it would be inserted
    /// at (a section's row count is its end).
    package func dropPlan(for row: ListDraggedRow, at proposed: IndexPath?) -> ListDropPlan {
        guard let dataSource, let moving = dataSourceFeatures?.moving, !row.hasLanded else { return .refused }
        let counts = dataSource.rowCounts(in: self)
        guard !counts.isEmpty else { return .refused }
        guard row.sourceView === self else {
            guard let movedItem = row.movedItem, row.sourceView != nil else { return .refused }
            let place = insertionPlace(proposed, rowCounts: counts)
            return moving.listView(self, canInsertMovedItem: movedItem, at: place) ? .receive(at: place) : .refused
        }
        let source = row.sourceIndexPath
        guard isRow(source), moving.listView(self, canMoveRowAt: source) else { return .refused }
        if let movedItem = row.movedItem,
            !Self.sameItem(movedItem, moving.listView(self, itemForRowMovingOutAt: source))
        {
            return .refused  // the row the drag began on shows another item now
        }
        var place = insertionPlace(proposed, rowCounts: counts)
        // Moved within its own section, the row leaves a place behind: the last one is a row less.
        if place.section == source.section { place.row = min(place.row, counts[source.section] - 1) }
        let target =
            delegateFeatures?.moving?.listView(
                self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: place) ?? place
        // The rules send the row elsewhere than where the user dropped it: refused there.
        guard target.section == place.section else { return .refused }
        return target == source ? .staysInPlace : .move(to: target)
    }

    /// Performs the drop `plan` of `row`, which ``dropPlan(for:at:)`` gave, in one checked batch
    /// update of this view (and one of the view the row came from, for a row from another view).
    /// - Returns: where the row is now, or `nil` when the drop changed nothing.
    @discardableResult
    package func performDrop(of row: ListDraggedRow, _ plan: ListDropPlan) -> IndexPath? {
        guard let moving = dataSourceFeatures?.moving, !row.hasLanded else { return nil }
        switch plan {
        case .refused, .staysInPlace:
            return nil
        case .move(let destination):
            let source = row.sourceIndexPath
            row.hasLanded = true
            let moved = performDropUpdate(BatchUpdate(movedRows: [.init(from: source, to: destination)])) {
                moving.listView(self, moveRowAt: source, to: destination)
            }
            return moved ? destination : nil
        case .receive(let destination):
            guard let movedItem = row.movedItem, row.removeFromSource(row.sourceIndexPath) else { return nil }
            row.hasLanded = true
            let inserted = performDropUpdate(BatchUpdate(insertedRows: [destination])) {
                moving.listView(self, insertMovedItem: movedItem, at: destination)
            }
            return inserted ? destination : nil
        }
    }

    /// Takes the row at `indexPath`, dropped in another view, out of this one, as long as it still
    /// shows `movedItem`: whether it did.
    private func removeRowDraggedOut(at indexPath: IndexPath, showing movedItem: MovedItem?) -> Bool {
        guard let moving = dataSourceFeatures?.moving, let movedItem, isRow(indexPath),
            Self.sameItem(movedItem, moving.listView(self, itemForRowMovingOutAt: indexPath))
        else { return false }
        return performDropUpdate(BatchUpdate(deletedRows: [indexPath])) {
            moving.listView(self, removeRowMovedOutAt: indexPath)
        }
    }

    /// Shows `update`, animated, with `updateData` bringing the data sources to it: whether the
    /// view took it (one it rejects reloads the view from the data sources instead).
    private func performDropUpdate(_ update: BatchUpdate, updateData: () -> Void) -> Bool {
        guard let dataSource else { return false }
        do {
            // Recorded as the user's move of a row, as a reorder is.
            try recordingUpdates(askedBy: dataSource, as: .userMove) { () throws(BatchUpdateError) in
                try performBatchUpdates(update, animated: .automatic, updateData: updateData, completion: nil)
            }
            return true
        } catch {
            return false
        }
    }

    /// `proposed` as a place to insert a row at among `rowCounts` (each section's count is its
    /// end), past the last row for `nil`.
    package func insertionPlace(_ proposed: IndexPath?, rowCounts: [Int]) -> IndexPath {
        guard let proposed, proposed.count == 2 else {
            return IndexPath(row: rowCounts[rowCounts.count - 1], section: rowCounts.count - 1)
        }
        let section = min(max(proposed.section, 0), rowCounts.count - 1)
        return IndexPath(row: min(max(proposed.row, 0), rowCounts[section]), section: section)
    }

    private func isRow(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, let dataSource else { return false }
        let counts = dataSource.rowCounts(in: self)
        return counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.row)
    }

    /// Whether the two moved items are the same one: by identity for `Identifiable` items, and
    /// otherwise taken to be (nothing tells them apart).
    private static func sameItem(_ movedItem: MovedItem, _ other: MovedItem?) -> Bool {
        guard let other else { return false }
        guard let identity = movedItem.identity else { return true }
        return identity == other.identity
    }
}

extension FeatureKeepingListView {
    /// What the data sources take where a drag from another app is held: at `proposed`, or past
    /// the last row for `nil`.
    package func dropReceiver(at proposed: IndexPath?) -> ListDropReceiver? {
        guard let dataSource, let dragAndDrop = dataSourceFeatures?.dragAndDrop else { return nil }
        let counts = dataSource.rowCounts(in: self)
        guard !counts.isEmpty else { return nil }
        return dragAndDrop.listView(self, dropReceiverAt: insertionPlace(proposed, rowCounts: counts))
    }
}

/// What a drop would do, as `dropPlan(for:at:)` works it out.
package enum ListDropPlan: Equatable {
    /// The row moves to this place of its own view.
    case move(to: IndexPath)
    /// The row, from another view, is inserted at this place.
    case receive(at: IndexPath)
    /// The row would land where it is: nothing to do.
    case staysInPlace
    /// The list's rules do not let the row land there: nothing changes.
    case refused
}

extension MovedItem {
    /// The item's identity, for an `Identifiable` item.
    var identity: AnyHashable? {
        guard let identifiable = item as? any Identifiable else { return nil }
        return Self.identity(of: identifiable)
    }

    private static func identity<Item: Identifiable>(of item: Item) -> AnyHashable { AnyHashable(item.id) }
}
