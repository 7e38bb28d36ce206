import Foundation

/// The opt-in protocols one data source adopts, found once: as a data source, and as a delegate
/// when it is one.
///
/// A list view and a container ask a data source about a feature — editing, moving, drag and
/// drop, prefetching, the section index, anchoring — only when it adopts the feature's protocol.
/// Finding that out is a cast to a parameterised protocol, which costs about a microsecond, so the
/// library's views and containers make one of these when a data source is attached and read its
/// properties on every call.
@MainActor
public final class ListViewDataSourceFeatures<View: ListView> {
    /// The data source, as an editing data source, or `nil` when it does not adopt the protocol.
    public let editing: (any ListViewEditingDataSource<View>)?
    /// The data source, as a moving data source, or `nil`.
    public let moving: (any ListViewMovingDataSource<View>)?
    /// The data source, as a drag-and-drop data source, or `nil`.
    public let dragAndDrop: (any ListViewDragAndDropDataSource<View>)?
    /// The data source, as a prefetching data source, or `nil`.
    public let prefetching: (any ListViewPrefetchingDataSource<View>)?
    /// The data source, as a section index data source, or `nil`.
    public let sectionIndex: (any ListViewSectionIndexDataSource<View>)?
    /// The data source, as an anchoring data source, or `nil`.
    public let anchoring: (any ListViewAnchoringDataSource<View>)?

    /// The features of the data source as a delegate, or `nil` when it is none.
    public let delegateFeatures: ListViewDelegateFeatures<View>?

    /// Finds the feature protocols `dataSource` adopts, as a data source and as a delegate.
    public init(_ dataSource: any ListViewDataSource<View>) {
        delegateFeatures = (dataSource as? any ListViewDelegate<View>).map { ListViewDelegateFeatures($0) }
        editing = dataSource as? any ListViewEditingDataSource<View>
        moving = dataSource as? any ListViewMovingDataSource<View>
        dragAndDrop = dataSource as? any ListViewDragAndDropDataSource<View>
        prefetching = dataSource as? any ListViewPrefetchingDataSource<View>
        sectionIndex = dataSource as? any ListViewSectionIndexDataSource<View>
        anchoring = dataSource as? any ListViewAnchoringDataSource<View>
    }
}
