import Foundation

/// The feature protocols every item data source adopts — ``FlatDataSource``,
/// ``GroupedDataSource``, ``OutlineDataSource`` — as a data source and as a delegate, which
/// ``ItemDataSource`` answers from the handlers an app gives it (`onDelete`, `onMove`,
/// `onGiveAway`, `dragData`, `onPrefetch`, `swipeActions`, `contextMenu`…).
public typealias ItemDataSourceFeatures =
    ListViewEditingDataSource & ListViewMovingDataSource & ListViewDragAndDropDataSource
    & ListViewPrefetchingDataSource & ListViewRowActionsDelegate & ListViewMultipleSelectionDelegate
    & ListViewMovingDelegate
