import Foundation
@_spi(Backends) import ListMediator

/// A list view that only records what it is told: it keeps the counts it shows and checks each
/// batch update as every backend does (the shared routine), but lays nothing out and makes no
/// cells. What an apply costs on it is the library's own work, without a view's.
@MainActor
final class RecordingListView: SelectableListView, ScrollableListView, ReconfigurableListView {
    final class Cell: TextCell {
        var text: String?
    }

    weak var delegate: (any ListViewDelegate<RecordingListView>)? {
        didSet { delegateDidChange() }
    }
    var currentDataSource: (any ListViewDataSource<RecordingListView>)? {
        didSet { showCurrentDataSource(replacing: oldValue) }
    }
    /// The feature protocols ``currentDataSource`` adopts, found when it is set.
    package var dataSourceFeatures: ListViewDataSourceFeatures<RecordingListView>?
    /// The feature protocols ``delegate`` adopts, found when it is set.
    package var delegateFeatures: ListViewDelegateFeatures<RecordingListView>?

    /// The counts shown, by section.
    private(set) var rowCounts: [Int] = []
    let keptUpdateRecord = ListUpdateRecord()
    /// How many changes the batch updates it was told of made, in all.
    private(set) var recordedChangeCount = 0
    /// How many times it reloaded.
    private(set) var reloadCount = 0
    /// Whether it keeps the user's place through each update as the library's views do
    /// (`ListContentAnchor.firstVisibleRow`), with 20 rows of 44 points on screen from row 1,000
    /// of a flat list: the place-keeping work without a layout's.
    var keepsPlace = false
    /// The content offset keeping the place set last.
    private(set) var keptOffset: CGFloat = 0

    func register(_ cellClass: Cell.Type, forCellReuseIdentifier identifier: String) {}

    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> Cell {
        fatalError("the recording list view makes no cells")
    }

    /// A supplementary view, were one asked for; none is: nothing is laid out.
    final class SupplementaryView {}

    func register(
        _ viewClass: SupplementaryView.Type, forSupplementaryViewOfKind kind: SupplementaryViewKind,
        withReuseIdentifier identifier: String
    ) {}

    func dequeueReusableSupplementaryView(
        ofKind kind: SupplementaryViewKind, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> SupplementaryView {
        fatalError("the recording list view makes no supplementary views")
    }

    func reloadData() {
        reloadCount += 1
        let countsBefore = rowCounts
        rowCounts = dataSource?.rowCounts(in: self) ?? []
        recordReload(rowCountsBefore: countsBefore, rowCountsAfter: rowCounts)
    }

    func performBatchUpdates(
        _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        let place = keepsPlace ? visiblePlace() : nil
        try performCheckedBatchUpdate(
            update, rowCountsBefore: rowCounts, updateData: updateData, rejected: { _ in reloadData() },
            show: { checked in
                rowCounts = checked.rowCountsAfter
                recordedChangeCount &+= checked.update.changeCount
                if let place { keep(place, after: checked.makeMapping()) }
            })
        completion?(true)
    }

    var numberOfSections: Int { rowCounts.count }

    func numberOfRows(inSection section: Int) -> Int { rowCounts[section] }

    var scrollGeometry: ScrollGeometry { ScrollGeometry() }

    var indexPathsForVisibleRows: [IndexPath] { [] }
    func reconfigureRows(at indexPaths: [IndexPath]) {}
    // The benchmarks' view has no visible area to scroll.
    func scrollToRow(at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool) {}

    // Nothing is selected in the benchmarks: a list with no selection, as most are.
    var allowsMultipleSelection = false
    var allowsMultipleSelectionDuringEditing = false
    var isEditing = false
    var indexPathsForSelectedRows: [IndexPath] { [] }
    func selectRow(at indexPath: IndexPath, animated: Bool) {}
    func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

extension RecordingListView {
    static let rowHeight: CGFloat = 44

    /// The geometry of a flat list of 44-point rows scrolled to `offset`, 880 points high.
    private func geometry(offset: CGFloat) -> ScrollGeometry {
        ScrollGeometry(
            contentOffset: CGPoint(x: 0, y: offset),
            contentSize: CGSize(width: 320, height: CGFloat(rowCounts.first ?? 0) * Self.rowHeight),
            boundsSize: CGSize(width: 320, height: 880))
    }

    /// The 20 rows on screen from row 1,000 and their tops, made once: a view reads them from its
    /// layout, which holds them (making an `IndexPath` allocates on Linux).
    private static let rowsOnScreen = (1_000..<1_020).map {
        (indexPath: IndexPath(row: $0, section: 0), minY: CGFloat($0) * rowHeight)
    }

    /// The place of the rows on screen, 10 points above the top.
    private func visiblePlace() -> VisiblePlace? {
        let offset = 1_000 * Self.rowHeight + 10
        return VisiblePlace(
            anchor: .firstVisibleRow, geometry: geometry(offset: offset), rows: Self.rowsOnScreen,
            canAnchor: { _ in true })
    }

    private func keep(_ place: VisiblePlace, after mapping: BatchUpdate.IndexPathMapping) {
        let offset = 1_000 * Self.rowHeight + 10
        keptOffset =
            place.contentOffsetY(after: mapping, in: geometry(offset: offset)) { CGFloat($0.row) * Self.rowHeight }
            ?? keptOffset
    }
}

extension RecordingListView: FeatureKeepingListView {}
