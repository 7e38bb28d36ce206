import Foundation

/// A data source with rows that must not hold the user's place when a batch update adds or
/// removes rows above it (see ``ListContentAnchor``).
///
/// Every row of a data source that does not adopt this protocol may hold the place. A
/// ``ListViewMediator``'s loading rows adopt it and say `false`, so the place is the first item's
/// on screen; containers adopt it and ask the data source that owns the row.
@MainActor
public protocol ListViewAnchoringDataSource<View>: ListViewDataSource {
    /// The kind of list view this data source serves; restated so that the type is inferred from this
    /// protocol's methods alone.
    associatedtype View

    /// Whether the row at `indexPath` may hold the user's place when a batch update adds or
    /// removes rows above it.
    func listView(_ listView: View, canAnchorRowAt indexPath: IndexPath) -> Bool
}
