import Foundation

/// The feature protocols every item data source adopts — ``FlatDataSource``,
/// ``GroupedDataSource``, ``OutlineDataSource`` — which ``ItemDataSource`` answers from the
/// handlers an app gives it (`onDelete`, `onMove`, `onGiveAway`, `dragData`, `onPrefetch`…).
public typealias ItemDataSourceFeatures =
    ListViewEditingDataSource & ListViewMovingDataSource & ListViewDragAndDropDataSource
    & ListViewPrefetchingDataSource
