import Foundation
@_spi(Backends) import ListMediator

// On Apple platforms CGSize is CoreGraphics', and a default argument may use only what its own
// file imports; on Linux Foundation declares it.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A `ListView` with `UITableView`'s semantics and no screen, for tests on any platform.
///
/// It is the project's truth-teller: it keeps its own record of section and row counts as
/// UIKit does, checks every batch update against UIKit's rules and fails with UIKit's
/// message, traps when an unregistered identifier is dequeued, holds its delegate weakly,
/// reuses cells, and works out which rows are visible from row heights and scroll geometry. A bug that would crash an iPhone fails a Linux test.
///
/// ```swift
/// let tableView = HeadlessTableView()
/// tableView.currentDataSource = FlatDataSource(items: ["a", "b"], cellProvider: .text { $0 })
/// #expect(tableView.visibleCells.map(\.text) == ["a", "b"])
/// ```
@MainActor
public final class HeadlessTableView: ScrollableListView, ReconfigurableListView, AnnouncingListView,
    BackgroundShowingListView
{
    public typealias Cell = HeadlessTableViewCell
    public typealias SupplementaryView = HeadlessHeaderFooterView
    public typealias BackgroundView = HeadlessBackgroundView
    public typealias SectionLayout = HeadlessSectionLayout
    public typealias SectionLayoutEnvironment = HeadlessLayoutEnvironment

    /// A height that asks for the default: for a row, the height its cell's content needs
    /// (``HeadlessTableViewCell/fittingHeight``), as `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// The record ``ListView/updateRecord`` returns.
    @_spi(Backends) public let keptUpdateRecord = ListUpdateRecord()

    public weak var delegate: (any ListViewDelegate<HeadlessTableView>)? {
        didSet { delegateDidChange() }
    }
    public var currentDataSource: (any ListViewDataSource<HeadlessTableView>)? {
        didSet { showCurrentDataSource(replacing: oldValue) }
    }
    /// The feature protocols ``currentDataSource`` adopts, found when it is set.
    @_spi(Backends) public var dataSourceFeatures: ListViewDataSourceFeatures<HeadlessTableView>?
    /// The feature protocols ``delegate`` adopts, found when it is set.
    @_spi(Backends) public var delegateFeatures: ListViewDelegateFeatures<HeadlessTableView>?

    /// The height of rows whose delegate gives none, as `UITableView.rowHeight`; 44 by default.
    /// ``automaticDimension`` makes each row as tall as its cell's
    /// ``HeadlessTableViewCell/fittingHeight``, measured when the row comes on screen.
    public var rowHeight: CGFloat = 44 { didSet { invalidateLayout() } }
    /// The height the view lays out an off-screen row at until it comes on screen and is
    /// measured, when its delegate gives no estimate (`UITableView.estimatedRowHeight`).
    ///
    /// 0, the default, estimates nothing: every row's height is asked for as it is laid out,
    /// except a row of ``automaticDimension`` height, which needs its cell and is estimated at 44
    /// points. Unlike UIKit's since iOS 11, whose default estimates every row, so that the
    /// geometry of a test that sets no estimate is exact from the start.
    public var estimatedRowHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// The height of a section header that has a title.
    public var sectionHeaderHeight: CGFloat = 28 { didSet { invalidateLayout() } }
    /// The height of a section footer that has a title.
    public var sectionFooterHeight: CGFloat = 28 { didSet { invalidateLayout() } }
    /// The size of the visible area.
    public var boundsSize: CGSize { didSet { invalidateLayout() } }
    /// Extra scrollable space around the content.
    public var contentInset: ListEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What a batch update holds still on screen when it adds or removes rows above the visible
    /// area: the first row on screen by default (see `ListContentAnchor`); `.contentOffset`
    /// models UIKit's own table view, which keeps its offset.
    public var contentAnchor: ListContentAnchor = .firstVisibleRow

    /// Whether batch update completions run as soon as the update is applied (the default).
    /// Set it to `false` to hold them, like animations still running, until
    /// ``finishAnimations()``: code that waits for an animation can then be tested.
    public var completesAnimationsImmediately = true
    /// Completions of updates whose "animation" has not finished yet, oldest first.
    var runningAnimations: [(Bool) -> Void] = []

    /// Every batch update the view accepted, in order; tests read it to see what was animated.
    public private(set) var performedBatchUpdates: [BatchUpdate] = []
    /// How each of ``performedBatchUpdates`` was asked to animate, in the same order.
    public private(set) var performedAnimations: [ListAnimation] = []
    /// Every row the user moved (``dragRow(from:to:)``), in order: not batch updates, since the
    /// view shows a user's move before its data source learns of it.
    public internal(set) var interactiveMoves: [BatchUpdate.Move<IndexPath>] = []
    /// Every batch update the view rejected, with the reason, in order.
    ///
    /// A rejection does not show: the view reloads from its data source, so the list looks
    /// right. A suite that must notice every rejection checks that this stays empty, or sets
    /// ``trapsOnRejectedBatchUpdate``.
    public private(set) var rejectedBatchUpdates: [RejectedBatchUpdate] = []
    /// Whether a rejected batch update traps with UIKit's exception message, as an iPhone
    /// would crash, instead of throwing; `false` by default.
    public var trapsOnRejectedBatchUpdate = false
    /// How many times the view reloaded all its data.
    public private(set) var reloadCount = 0
    /// How many cells were updated in place (``reconfigureRows(at:)``), each keeping its object.
    public internal(set) var reconfiguredCellCount = 0

    /// How many rows below the screen the view announces to its data source before they come on
    /// it, when the data source prefetches (`ListViewPrefetchingDataSource`), as a table view with
    /// a prefetch data source does; 0, the default, prefetches nothing. The window follows the
    /// screen downwards only, and a batch update or a reload forgets it without cancelling.
    public var prefetchingDistance = 0
    /// Every prefetch and cancellation the view made, in order.
    public internal(set) var prefetchCalls: [HeadlessPrefetchCall] = []
    /// The rows in the prefetch window, announced and not yet shown or cancelled.
    var prefetchedRows: Set<IndexPath> = []

    /// Every VoiceOver announcement made through the view, oldest first
    /// (``announceForAccessibility(_:)``).
    public private(set) var accessibilityAnnouncements: [String] = []
    /// Whether the view takes announcements, as when VoiceOver runs; `true` by default, so tests
    /// see them. Set it to `false` to play a device without VoiceOver.
    public var isAnnouncingForAccessibility = true

    /// The view shown behind the rows, as `UITableView.backgroundView`.
    public private(set) var backgroundView: HeadlessBackgroundView?
    /// Every change of ``backgroundView``, in order: the view shown after it, and whether it
    /// was animated.
    public private(set) var backgroundViewChanges: [(view: HeadlessBackgroundView?, animated: Bool)] = []

    var rowCounts: [Int] = []
    var hasLoadedData = false
    var cellPool = CellReusePool<HeadlessTableViewCell>()
    var contentOffset: CGPoint = .zero
    var layout = HeadlessTableLayout()
    /// The heights rows laid out at an estimate were measured at, by index path; a batch update
    /// moves them with their rows.
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var displayedCells: [(indexPath: IndexPath, cell: HeadlessTableViewCell)] = []
    var supplementaryPool = SupplementaryViewPool<HeadlessHeaderFooterView>()
    var displayedSupplementaryViews: [DisplayedSupplementaryView] = []
    var supplementaryQuery: SupplementaryQuery?
    package var rowSelection = RowSelection()
    /// Whether a tap selects a row beside the selected ones (`false` by default: a tap on
    /// another row deselects the one selected before).
    public var allowsMultipleSelection = false
    /// Whether a tap in edit mode selects a row beside the selected ones.
    public var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in edit mode.
    public var isEditing = false
    var pendingUpdate: BatchUpdate?

    /// Creates an empty table view with the size of an iPhone screen's list area.
    public init(boundsSize: CGSize = CGSize(width: 390, height: 660)) {
        self.boundsSize = boundsSize
    }

    /// As UIKit does for animations cut short, completions still held run with `false`, so
    /// nothing waiting for them (an `await apply`) waits forever.
    isolated deinit {
        for completion in runningAnimations { completion(false) }
    }

    public func register(_ cellClass: HeadlessTableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellPool.register(forCellReuseIdentifier: identifier) {
            cellClass.init(reuseIdentifier: identifier)
        }
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> HeadlessTableViewCell
    {
        cellPool.dequeue(withIdentifier: identifier) { $0.prepareForReuse() }
    }

    /// The number of cells this view has made; reuse keeps it near one screenful.
    public var createdCellCount: Int { cellPool.createdCount }

    public func reloadData() {
        reloadCount += 1
        let countsBefore = hasLoadedData ? rowCounts : nil
        rowCounts = currentRowCounts()
        hasLoadedData = true
        rowSelection.removeAll()
        prefetchedRows = []
        invalidateLayout(discardingCells: true)
        restoreSelection()
        recordReload(rowCountsBefore: countsBefore, rowCountsAfter: rowCounts)
    }

    public var numberOfSections: Int {
        loadDataIfNeeded()
        return rowCounts.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard rowCounts.indices.contains(section) else {
            fatalError("section \(section) is out of range: the table view has \(rowCounts.count) sections")
        }
        return rowCounts[section]
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        loadDataIfNeeded()
        // Taken while the data is still the one the layout shows.
        let place = visiblePlace()
        try performCheckedBatchUpdate(
            update, rowCountsBefore: rowCounts, updateData: updateData,
            rejected: { error in
                rejectedBatchUpdates.append(RejectedBatchUpdate(update: update, error: error))
                if trapsOnRejectedBatchUpdate { Self.terminate(with: error) }
                // Show what the data source now holds, so nothing on screen disagrees with it.
                reloadData()
            },
            show: { checked in show(checked, keeping: place, animated: animated, completion: completion) })
    }

    /// Shows a checked update as UITableView does: surviving rows keep their cells (and their
    /// content) at their new index paths, selection follows its row, and only inserted and
    /// reloaded rows are asked for again — so a change the update does not describe stays
    /// visible as stale. Reconfigured rows keep their cells, which are then updated in place at
    /// the rows' new index paths.
    private func show(
        _ checked: CheckedBatchUpdate, keeping place: VisiblePlace?, animated: ListAnimation,
        completion: ((Bool) -> Void)?
    ) {
        let mapping = checked.makeMapping()
        rowCounts = checked.rowCountsAfter
        performedBatchUpdates.append(checked.update)
        performedAnimations.append(animated)
        rowSelection.move(with: mapping)
        let (kept, replaced) = mapping.moving(displayedCells)
        displayedCells = kept
        if !checked.update.reconfiguredRows.isEmpty {
            reconfigureRows(at: checked.update.reconfiguredRows.compactMap(mapping.newIndexPath(for:)))
        }
        moveDisplayedSupplementaryViews(with: mapping)
        invalidateLayout(after: checked.update, mapping: mapping)
        prefetchedRows = []
        let rowsInsertedBelow = keep(place, after: checked, mapping: mapping)
        // Once the view's own state is consistent, as UIKit reports them: at the index path
        // each cell had before the update.
        for (indexPath, cell) in replaced { endDisplaying(cell, at: indexPath) }
        restoreSelection(after: checked.update)
        if rowsInsertedBelow > 0 {
            delegateFeatures?.scrolling?.listView(self, didInsertRowsBelowVisibleArea: rowsInsertedBelow)
        }
        if let completion { finishAnimation(completion) }
    }

    /// Records `announcement` in ``accessibilityAnnouncements``, as UIKit would speak it.
    public func announceForAccessibility(_ announcement: String) {
        accessibilityAnnouncements.append(announcement)
    }

    public func setBackgroundView(_ view: HeadlessBackgroundView?, animated: Bool) {
        backgroundView = view
        backgroundViewChanges.append((view, animated))
    }

    /// The counts the data source reports now; an absent data source has none.
    func currentRowCounts() -> [Int] {
        dataSource?.rowCounts(in: self) ?? []
    }

    /// UIKit asks its data source the first time it needs counts; so does this view.
    func loadDataIfNeeded() {
        if !hasLoadedData { reloadData() }
    }

    /// Stops the process as UIKit does when a batch update breaks its rules.
    static func terminate(with error: BatchUpdateError) -> Never {
        fatalError(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(error)'")
    }
}

/// A batch update ``HeadlessTableView`` refused, and why.
public struct RejectedBatchUpdate: Hashable, Sendable {
    /// The update as it was handed to the view.
    public var update: BatchUpdate
    /// The rule it broke, in UIKit's words.
    public var error: BatchUpdateError
}

@_spi(Backends) extension HeadlessTableView: FeatureKeepingListView {}
