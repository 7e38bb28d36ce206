import Foundation

// Rows dragged out to another app carry the data `dragData` gives; data another app's drag
// drops on the rows becomes items `itemFromDroppedData` makes, inserted with an animated update
// of the data source's own, since the view does not show them yet.

extension ItemDataSource {
    /// The data ``dragData`` gives for the row's item.
    public final func listView(_ listView: View, dragDataForRowAt indexPath: IndexPath) -> ListDragData? {
        guard let dragData, let item = item(at: indexPath) else { return nil }
        return dragData(item)
    }

    /// A receiver of ``droppedDataTypes`` that inserts the items ``itemFromDroppedData`` makes,
    /// when both are set and `indexPath` is a place among the rows.
    public final func listView(_ listView: View, dropReceiverAt indexPath: IndexPath) -> ListDropReceiver? {
        guard itemFromDroppedData != nil, !droppedDataTypes.isEmpty, indexPath.count == 2,
            (0..<sectionCount).contains(indexPath.section),
            (0...itemCount(inSection: indexPath.section)).contains(indexPath.row)
        else { return nil }
        return ListDropReceiver(typeIdentifiers: droppedDataTypes) { [weak self] data in
            self?.insertItems(madeFrom: data, at: indexPath)
        }
    }

    /// Inserts the items made from `data` at `place`, or at the nearest place still there.
    private func insertItems(madeFrom data: [ListDragData], at place: IndexPath) {
        guard let itemFromDroppedData, sectionCount > 0 else { return }
        let section = min(place.section, sectionCount - 1)
        let start = min(place.row, itemCount(inSection: section))
        var items: [Item] = []
        for dropped in data {
            guard let made = itemFromDroppedData(dropped), let placed = item(made, placedInSection: section),
                canReceiveItem?(placed, IndexPath(row: start + items.count, section: section)) ?? true
            else { continue }
            items.append(placed)
        }
        guard !items.isEmpty else { return }
        let rows = IndexPath.rows(start..<start + items.count, inSection: section)
        let update = BatchUpdate(insertedRows: rows)
        applyRequests.countRequest()
        selectionFollows(update, sectionCountBefore: sectionCount, sectionCountAfter: sectionCount)
        func insertThem() {
            storage.insert(contentsOf: items, at: start, inSection: section)
            itemsDidChange(inSection: section)
        }
        _ = change(update, as: .insertion, animated: .automatic, updateData: insertThem, completion: nil)
        selectionListener?.itemsDidChange()
        for (item, row) in zip(items, rows) { onReceive?(item, row) }
    }
}
