@_spi(Backends) import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

// What the table and the collection view's drag and drop delegates share: the drag items of a
// row, the operation a drop would have, and the drop itself, all on the core's move rules.

extension FeatureKeepingListView {
    /// A drag item for the row at `indexPath`, carrying it as a `ListDraggedRow` and, for other
    /// apps, the data its data source gives; none for a row that cannot move.
    func dragItems(forRowAt indexPath: IndexPath) -> (items: [UIDragItem], row: ListDraggedRow?) {
        guard let row = beginDraggingRow(at: indexPath) else { return ([], nil) }
        let provider = NSItemProvider()
        let dragData = dataSourceFeatures?.dragAndDrop?.listView(self, dragDataForRowAt: indexPath)
        for representation in dragData?.representations ?? [] {
            let data = representation.data
            provider.registerDataRepresentation(forTypeIdentifier: representation.typeIdentifier, visibility: .all) {
                completion in
                completion(data, nil)
                return nil
            }
        }
        let dragItem = UIDragItem(itemProvider: provider)
        dragItem.localObject = row
        return ([dragItem], row)
    }

    /// Whether a drag stays in the app: when it carries no data another app could take.
    func isRestrictedToApp(_ session: any UIDragSession) -> Bool {
        session.items.allSatisfy { $0.itemProvider.registeredTypeIdentifiers.isEmpty }
    }

    /// What a drop of `session` at `destination` would do. A row of the app's lists moves where
    /// the list's rules let it land, is forbidden where they do not, and does nothing where it
    /// is; other data is copied where a data source takes one of its types.
    func dropOperation(for session: any UIDropSession, at destination: IndexPath?) -> UIDropOperation {
        if let row = session.draggedListRow {
            switch dropPlan(for: row, at: destination) {
            case .move, .receive: return .move
            case .staysInPlace: return .cancel
            case .refused: return .forbidden
            }
        }
        guard let receiver = dropReceiver(at: destination),
            session.hasItemsConforming(toTypeIdentifiers: receiver.typeIdentifiers)
        else { return .forbidden }
        return .copy
    }

    /// Drops the coordinator's items at `destination`. A row of the app's lists moves in one
    /// batch update the data sources follow: where it is now, for the coordinator to animate it
    /// there. Other data loads, then its data source inserts the items it makes: `nil`, as for a
    /// drop that changed nothing.
    func performDrop(of dragItems: [UIDragItem], at destination: IndexPath?) -> IndexPath? {
        if dragItems.count == 1, let row = dragItems[0].localObject as? ListDraggedRow {
            return performDrop(of: row, dropPlan(for: row, at: destination))
        }
        guard let receiver = dropReceiver(at: destination) else { return nil }
        let providers = dragItems.map(\.itemProvider)
        Task { @MainActor in
            var dropped: [ListDragData] = []
            for provider in providers {
                guard let type = receiver.typeIdentifiers.first(where: provider.hasItemConformingToTypeIdentifier),
                    let data = await provider.loadedData(forTypeIdentifier: type)
                else { continue }
                dropped.append(ListDragData(typeIdentifier: type, data: data))
            }
            receiver.receive(dropped)
        }
        return nil
    }
}

extension NSItemProvider {
    /// The data of `typeIdentifier`, or `nil` when it cannot be loaded.
    @MainActor
    fileprivate func loadedData(forTypeIdentifier typeIdentifier: String) async -> Data? {
        await withCheckedContinuation { continuation in
            _ = loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, _ in
                continuation.resume(returning: data)
            }
        }
    }
}

extension UIDropSession {
    /// The one row of a list of the app this session drags, if that is what it drags.
    var draggedListRow: ListDraggedRow? {
        guard let items = localDragSession?.items, items.count == 1 else { return nil }
        return items[0].localObject as? ListDraggedRow
    }
}
