import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A list cell for an `OutlineRow`: indented by the row's depth, with UIKit's
/// outline disclosure on an item that has children, pointing down while they show.
///
/// The cell tells UIKit whether its item is expanded through its `configurationState`
/// (`isExpanded`), which is what the disclosure and VoiceOver read in a list whose data source is
/// not a diffable one. `CellProvider.outline(reuseIdentifier:_:)` makes and fills
/// these cells; a tap on the disclosure expands or collapses the row's item in its outline.
open class OutlineListCell: UICollectionViewListCell {
    /// Whether the row's item shows its children.
    public var isExpanded = false {
        didSet {
            guard isExpanded != oldValue else { return }
            setNeedsUpdateConfiguration()
        }
    }

    override open var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = isExpanded
        return state
    }
}

extension CellProvider where View == CollectionListView {
    /// ``OutlineListCell``s for an outline's rows, registered under `reuseIdentifier`: each
    /// indented by its row's depth, with the outline disclosure on an expandable item (a tap on it
    /// expands or collapses the item), then handed to `configure` with its row to fill in — its
    /// content configuration, and what a placeholder row shows.
    ///
    /// ```swift
    /// cellProvider: .outline { cell, row in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = row.placeholder == nil ? row.item.name : "Loading…"
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    public static func outline<Element: Identifiable & Equatable>(
        reuseIdentifier: String = "ListMediator.OutlineListCell",
        _ configure: @escaping (_ cell: OutlineListCell, _ row: OutlineRow<Element>) -> Void
    ) -> CellProvider where Item == OutlineRow<Element> {
        CellProvider(registration: { $0.register(OutlineListCell.self, forCellReuseIdentifier: reuseIdentifier) }) {
            listView, indexPath, row in
            guard
                let cell = listView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
                    as? OutlineListCell
            else {
                fatalError(
                    "the cell dequeued for \"\(reuseIdentifier)\" is not an OutlineListCell; "
                        + "another class was registered under the same identifier")
            }
            cell.indentationLevel = row.depth
            cell.isExpanded = row.isExpanded
            cell.accessories =
                row.isExpandable
                ? [
                    .outlineDisclosure { [weak listView, weak cell] in
                        guard let listView, let cell else { return }
                        listView.toggleOutlineItem(of: cell, as: Element.self)
                    }
                ] : []
            configure(cell, row)
            return cell
        }
    }
}

extension CollectionListView {
    /// Expands or collapses the item of the outline row `cell` shows, in the outline that holds
    /// it: where the row is now, which updates may have moved since the cell was made.
    func toggleOutlineItem<Element: Identifiable & Equatable>(of cell: UICollectionViewCell, as element: Element.Type) {
        guard let indexPath = collectionView.indexPath(for: cell),
            let (owner, local) = dataSource(owningRowAt: indexPath),
            let outline = owner as? OutlineDataSource<Element, CollectionListView>,
            let row = outline.item(at: local)
        else { return }
        if row.isExpanded {
            outline.collapseItem(at: local)
        } else {
            // A tree that is not one does not expand; `expand` throws its error to a caller.
            _ = try? outline.expandItem(at: local)
        }
    }
}
