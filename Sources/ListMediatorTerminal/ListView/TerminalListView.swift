import Foundation
@_spi(Backends) import ListMediator

/// A `ListView` that draws its list into a terminal, one line per row, section header and
/// footer, and that a keyboard moves through.
///
/// It keeps UIKit's rules as every backend does: it holds its ``dataSource`` and ``delegate``
/// weakly and retains ``currentDataSource``; it records the row counts it shows and checks
/// every batch update against them with `BatchUpdate.validate(rowCountsBefore:rowCountsAfter:)`,
/// reloading and throwing when an update breaks a rule; it traps when an unregistered identifier
/// is dequeued; and it asks for cells only for the rows on screen, reusing those that leave it.
/// Rows that survive a batch update keep their cells, so a change the update does not describe
/// stays visible, as on an iPhone.
///
/// ```swift
/// let listView = TerminalListView(width: 80, height: 20)
/// listView.currentDataSource = FlatDataSource(items: products, cellProvider: .text(\.name))
/// listView.handle(.down)               // moves the focus, scrolling as needed
/// let lines = listView.drawnLines()    // what the screen shows, styled
/// ```
///
/// Drawing is separate from output: ``drawnLines()`` returns the lines on screen, and the
/// owner puts them in a ``TerminalFrame`` for a ``FrameRenderer``. ``onNeedsDisplay`` says when
/// they may have changed.
///
/// The terminal has no animation: a batch update is shown at once, and its completion runs
/// before `performBatchUpdates` returns. Unlike a table view, which keeps its content offset, the
/// view keeps the focused row on the same screen line through an update (rows inserted above it
/// push the rest up, not it down), so the keyboard's place does not jump away while pages arrive;
/// at the top of the list it stays at the top, so rows inserted there show — unless a loading row
/// is the list's first, as above a chat's older messages. With ``marksChanges``
/// on, the rows an update inserted, moved or reloaded are drawn in green, and those it updated in
/// place in yellow, until ``clearChangeMarks()``, so a person sees what changed and how
/// (``TerminalChangeMark``). Every row, header and footer is one line: the delegate's heights are not asked.
@MainActor
public final class TerminalListView: ScrollableListView, ReconfigurableListView, BackgroundShowingListView {
    public typealias Cell = TerminalCell
    public typealias SupplementaryView = TerminalSupplementaryView
    public typealias BackgroundView = TerminalBackgroundView

    /// The record ``ListView/updateRecord`` returns.
    @_spi(Backends) public let keptUpdateRecord = ListUpdateRecord()

    public weak var delegate: (any ListViewDelegate<TerminalListView>)? {
        didSet { delegateDidChange() }
    }
    public var currentDataSource: (any ListViewDataSource<TerminalListView>)? {
        didSet { showCurrentDataSource(replacing: oldValue) }
    }
    /// The feature protocols ``currentDataSource`` adopts, found when it is set.
    @_spi(Backends) public var dataSourceFeatures: ListViewDataSourceFeatures<TerminalListView>?
    /// The feature protocols ``delegate`` adopts, found when it is set.
    @_spi(Backends) public var delegateFeatures: ListViewDelegateFeatures<TerminalListView>?

    /// The number of columns of every line.
    public var width: Int { didSet { setNeedsDisplay() } }
    /// The number of lines the view takes on screen.
    public var height: Int { didSet { setNeedsLayout() } }
    /// The pull-to-refresh control, drawn as a line above the rows while it refreshes.
    public var refreshControl: TerminalRefreshControl? {
        didSet {
            if oldValue?.listView === self { oldValue?.listView = nil }
            refreshControl?.listView = self
            setNeedsLayout()
        }
    }
    /// Whether the view focuses a row on its own: the first one on screen, until the focus is
    /// moved by a key or from code, and again whenever no row is focused. For a list that is the
    /// only thing the keyboard moves in.
    public var autofocuses = false { didSet { setNeedsLayout() } }
    /// Whether rows a batch update inserted, moved, reloaded or updated in place are drawn marked
    /// until ``clearChangeMarks()``.
    public var marksChanges = false
    /// Called whenever what the view draws may have changed, so the screen's owner schedules a
    /// frame. It may be called several times for one change: schedule, do not draw, in it.
    public var onNeedsDisplay: (() -> Void)?

    /// What the view shows below its headers while it has no rows; see
    /// ``setBackgroundView(_:animated:)``.
    public private(set) var backgroundView: TerminalBackgroundView?

    var rowCounts: [Int] = []
    var hasLoadedData = false
    var cellPool = CellReusePool<TerminalCell>()
    var supplementaryPool = SupplementaryViewPool<TerminalSupplementaryView>()
    var layout = TerminalListLayout()
    var needsLineLayout = true
    var isLayingOut = false
    /// The list's line shown at the top of the rows.
    var topLine = 0
    /// The cells of the rows on screen.
    var displayedCells: [IndexPath: TerminalCell] = [:]
    package var rowSelection = RowSelection()
    /// Whether Enter selects a row beside the selected ones; `false` by default, as in UIKit.
    public var allowsMultipleSelection = false
    /// Whether Enter in edit mode selects a row beside the selected ones.
    public var allowsMultipleSelectionDuringEditing = false
    /// Whether the list is in edit mode, where Enter follows ``allowsMultipleSelectionDuringEditing``.
    public var isEditing = false
    /// The focused row; may point past the rows after an update until the next layout pass.
    var focusedIndexPath: IndexPath?
    /// Whether the focus is the view's own choice (``autofocuses``), to move with the list's top.
    var isFocusAutomatic = false
    /// The line on screen, counted from the top of the rows, where the focused row was before
    /// the updates since the last layout: the next layout scrolls to keep it there.
    var focusAnchor: Int?
    var changeMarks: [IndexPath: TerminalChangeMark] = [:]
    /// The lines of the rows last drawn, by index path, reused while nothing they show changed.
    var drawnRows: [IndexPath: DrawnRow] = [:]

    /// Creates a list view `width` columns wide and `height` lines tall.
    public init(width: Int = 80, height: Int = 24) {
        self.width = width
        self.height = height
    }

    public func register(_ cellClass: TerminalCell.Type, forCellReuseIdentifier identifier: String) {
        cellPool.register(forCellReuseIdentifier: identifier) { cellClass.init(reuseIdentifier: identifier) }
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TerminalCell {
        cellPool.dequeue(withIdentifier: identifier) { $0.prepareForReuse() }
    }

    /// The number of cells this view has made; reuse keeps it near one screenful.
    public var createdCellCount: Int { cellPool.createdCount }

    /// Asks the data source for everything again. Change marks are cleared, as a table view
    /// clears them, and so is the selection, before the rows the data sources hold selected are
    /// selected again; the focus stays on the same index path, or the nearest row.
    public func reloadData() {
        let countsBefore = hasLoadedData ? rowCounts : nil
        rowCounts = dataSource?.rowCounts(in: self) ?? []
        hasLoadedData = true
        rowSelection.removeAll()
        changeMarks = [:]
        let discarded = displayedCells
        displayedCells = [:]
        for (indexPath, cell) in discarded { endDisplaying(cell, at: indexPath) }
        setNeedsLayout()
        restoreSelection()
        recordReload(rowCountsBefore: countsBefore, rowCountsAfter: rowCounts)
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        // Laid out while the data still matches the counts, to see where the focused row is.
        layoutLinesIfNeeded()
        if focusAnchor == nil { focusAnchor = focusedRowScreenLine }
        try performCheckedBatchUpdate(
            update, rowCountsBefore: rowCounts, updateData: updateData,
            rejected: { _ in
                // Show what the data source now holds, so nothing on screen disagrees with it.
                focusAnchor = nil
                reloadData()
            },
            show: show(_:))
        completion?(true)  // no animation: the update is shown once applied
    }

    /// Shows a checked update as UITableView does: surviving rows keep their cells (and their
    /// content) at their new index paths, selection and focus follow their row, and only inserted
    /// and reloaded rows are asked for again; reconfigured rows keep their cells, updated in place.
    private func show(_ checked: CheckedBatchUpdate) {
        let mapping = checked.makeMapping()
        let sectionCountBefore = rowCounts.count
        rowCounts = checked.rowCountsAfter
        rowSelection.move(with: mapping)
        if let focused = focusedIndexPath {
            // A deleted row's focus goes to the row that takes its place, fixed at the next layout.
            focusedIndexPath = mapping.newIndexPath(for: focused) ?? focused
        }
        markChanges(of: checked.update, mapping: mapping, sectionCountBefore: sectionCountBefore)
        let (kept, replaced) = mapping.moving(displayedCells.map { (indexPath: $0.key, cell: $0.value) })
        displayedCells = Dictionary(kept, uniquingKeysWith: { _, later in later })
        // Rows changed in place keep their cells, which show the new content from now on.
        updateShownCells(at: checked.update.reconfiguredRows.compactMap(mapping.newIndexPath(for:)))
        // Once the view's own state is consistent, as UIKit reports them: where each cell was.
        for (indexPath, cell) in replaced { endDisplaying(cell, at: indexPath) }
        setNeedsLayout()
        restoreSelection(after: checked.update)
    }

    public var numberOfSections: Int {
        loadDataIfNeeded()
        return rowCounts.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard rowCounts.indices.contains(section) else {
            fatalError("section \(section) is out of range: the list view has \(rowCounts.count) sections")
        }
        return rowCounts[section]
    }

    /// UIKit asks its data source the first time it needs counts; so does this view.
    func loadDataIfNeeded() {
        if !hasLoadedData { reloadData() }
    }

    /// Tells the delegate that `cell`, shown at `indexPath`, left the screen, then makes it
    /// reusable: in that order, so the delegate sees the cell still showing its row.
    func endDisplaying(_ cell: TerminalCell, at indexPath: IndexPath) {
        delegate?.listView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Records the rows `update` inserted, moved, reloaded or reconfigured, and moves the earlier marks with
    /// their rows.
    func markChanges(
        of update: BatchUpdate, mapping: BatchUpdate.IndexPathMapping, sectionCountBefore: Int
    ) {
        guard marksChanges else { return }
        var marks: [IndexPath: TerminalChangeMark] = [:]
        for (indexPath, mark) in changeMarks {
            if let moved = mapping.newIndexPath(for: indexPath) { marks[moved] = mark }
        }
        for indexPath in update.insertedRows + update.movedRows.map(\.destination) { marks[indexPath] = .replaced }
        // Last, so a row that moved and changed shows as what it is: the same cell, updated.
        for indexPath in update.reconfiguredRows.compactMap(mapping.newIndexPath(for:)) {
            marks[indexPath] = .updatedInPlace
        }
        if !update.reloadedRows.isEmpty {
            // A reloaded row lands where it would if it were kept.
            var keeping = update
            keeping.reloadedRows = []
            let keptMapping = BatchUpdate.IndexPathMapping(
                keeping, sectionCountBefore: sectionCountBefore, sectionCountAfter: rowCounts.count)
            for indexPath in update.reloadedRows.compactMap(keptMapping.newIndexPath(for:)) {
                marks[indexPath] = .replaced
            }
        }
        changeMarks = marks
    }

    /// Shows `view` below the headers while the list has no rows. The terminal does not animate:
    /// the new view is drawn in the next frame.
    public func setBackgroundView(_ view: TerminalBackgroundView?, animated: Bool) {
        backgroundView = view
        setNeedsDisplay()
    }

    /// Whether the view shows no rows at all, so its background view shows.
    var showsNoRows: Bool { rowCounts.allSatisfy { $0 == 0 } }

    /// Forgets which rows the last updates changed, so they are drawn as usual again.
    public func clearChangeMarks() {
        guard !changeMarks.isEmpty else { return }
        changeMarks = [:]
        setNeedsDisplay()
    }

    /// The rows drawn as changed.
    public var markedIndexPaths: Set<IndexPath> { Set(changeMarks.keys) }

    /// How the last updates changed the row at `indexPath`, or `nil` when it is drawn as usual.
    public func changeMark(at indexPath: IndexPath) -> TerminalChangeMark? {
        changeMarks[indexPath]
    }
}

@_spi(Backends) extension TerminalListView: FeatureKeepingListView {}
