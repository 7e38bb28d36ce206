@_spi(Backends) import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A `ListView` over a `UITableView`: the library's data sources, composites,
/// switching data sources and mediators fill the table through it.
///
/// It becomes the table view's `dataSource` and `delegate` and translates: UIKit's questions go
/// to the ``dataSource`` and ``delegate`` set here (usually through ``currentDataSource``), and
/// the core's batch updates become `performBatchUpdates` calls with the caller's row animation.
/// Every update is checked against UIKit's rules before UIKit sees it, so one that would crash
/// the app throws `BatchUpdateError` and reloads instead.
///
/// ```swift
/// let listView = TableListView(tableView: tableView)   // keep it in a property
/// listView.currentDataSource = products
/// ```
///
/// The table view holds its data source and delegate weakly, as always: keep the
/// `TableListView` alive as long as the table shows.
@MainActor
public final class TableListView: NSObject, SelectableListView, ScrollableListView, ReconfigurableListView,
    AnnouncingListView, BackgroundShowingListView
{
    public typealias Cell = UITableViewCell
    /// The table's or collection view's `backgroundView`, where a mediator shows its
    /// `ListBackground`.
    public typealias BackgroundView = UIView
    public typealias SupplementaryView = UITableViewHeaderFooterView

    /// The record ``ListView/updateRecord`` returns.
    @_spi(Backends) public let keptUpdateRecord = ListUpdateRecord()

    /// The table view this list view drives.
    public let tableView: UITableView

    /// What a batch update holds still on screen when it adds or removes rows above the visible
    /// area: the first item on screen by default, so an older page arriving above a chat or a
    /// live insert above a feed moves nothing the user sees (see `ListContentAnchor`);
    /// `.contentOffset` for UIKit's own behaviour, `.bottom` for a chat that follows new
    /// messages while the user is at the bottom.
    public var contentAnchor: ListContentAnchor = .firstVisibleRow

    public weak var delegate: (any ListViewDelegate<TableListView>)? {
        didSet { delegateDidChange() }
    }
    public var currentDataSource: (any ListViewDataSource<TableListView>)? {
        didSet { showCurrentDataSource(replacing: oldValue) }
    }
    /// The feature protocols ``currentDataSource`` adopts, found when it is set.
    @_spi(Backends) public var dataSourceFeatures: ListViewDataSourceFeatures<TableListView>?
    /// The feature protocols ``delegate`` adopts, found when it is set.
    @_spi(Backends) public var delegateFeatures: ListViewDelegateFeatures<TableListView>?

    /// The app's own table view delegate, told the delegate calls this list view does not model
    /// (focus, the accessory button, …) through Objective-C message forwarding. Held weakly.
    ///
    /// The calls the list view models — heights, header and footer views, selection, display,
    /// scrolling, swipe actions, context menus, editing styles and move targets — go to its
    /// ``delegate`` (the core's), not to this object.
    public weak var forwardingDelegate: (any UITableViewDelegate)? {
        didSet {
            // UIKit learns which calls its delegate answers when the delegate is set: set it again.
            tableView.delegate = nil
            tableView.delegate = self
        }
    }

    /// The app's own object for the `UITableViewDataSource` calls this list view does not model,
    /// handed to it through Objective-C message forwarding. Held weakly. The list view answers
    /// every call of the iOS 17 SDK's protocol itself — the section index from the data sources'
    /// titles, deleting and moving rows from the data source that owns the row — so this object
    /// hears only calls a later SDK adds.
    ///
    /// It implements only the optional calls it wants (it need not conform to
    /// `UITableViewDataSource`, whose required calls the list view answers). Only data source calls
    /// reach it, and only delegate calls reach ``forwardingDelegate``, so one object may be both.
    public weak var forwardingDataSource: (any NSObjectProtocol)? {
        didSet {
            // UIKit learns which calls its data source answers when it is set: set it again.
            tableView.dataSource = nil
            tableView.dataSource = self
        }
    }

    /// The header or footer view being refreshed in place, handed back by the next dequeue.
    var refreshingSupplementaryView: SupplementaryViewRefresh<UITableViewHeaderFooterView>?
    /// The row a drag from this view carries, while its drag items keep it.
    weak var draggedRow: ListDraggedRow?

    /// Makes `tableView` show what this list view's data source provides.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        tableView.register(cellClass, forCellReuseIdentifier: identifier)
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// Reloads the table, then selects again the rows the data sources hold selected (a reload
    /// drops the table's selection).
    public func reloadData() {
        tableView.reloadData()
        restoreSelection()
        // UIKit's counts are not asked for here: that would make it load before it is ready.
        recordReload(rowCountsBefore: nil, rowCountsAfter: dataSource?.rowCounts(in: self) ?? [])
    }

    /// Brings the table up to date, swaps the data, checks `update` against the counts the table
    /// shows and the data source's new ones, then hands it to `performBatchUpdates` with
    /// `animated`'s row animation.
    ///
    /// Apple's documentation allows two orders: change the data source inside UIKit's updates
    /// block, or make sure the view is up to date before the block begins. This takes the second,
    /// because only it leaves a way back: an update checked before UIKit sees it becomes a
    /// `BatchUpdateError` and a reload, where one found wrong inside the block could only crash.
    public func performBatchUpdates(
        _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        // Laid out and counted while the data is still the old one: a pending reload or layout
        // then reads the old data now, not the new data inside UIKit's batch. UIKit caches the
        // counts these calls return and checks the batch against that record.
        tableView.layoutIfNeeded()
        let countsBefore = (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:))
        let place = visiblePlace()
        try performCheckedBatchUpdate(
            update, rowCountsBefore: countsBefore, updateData: updateData,
            rejected: { _ in reloadData() },
            show: { checked in
                let animation = UITableView.RowAnimation(animated)
                var batch = checked.update
                batch.reconfiguredRows = []
                // Rows changed in place keep their cells, which UIKit updates once the batch has
                // put every row where it goes (reconfigureRows(at:) outside a batch speaks of the
                // table as it is then).
                let reconfigured =
                    checked.update.reconfiguredRows.isEmpty
                    ? [] : checked.update.reconfiguredRows.compactMap(checked.makeMapping().newIndexPath(for:))
                let perform = {
                    self.tableView.performBatchUpdates(
                        { self.tableView.apply(batch, with: animation) }, completion: completion)
                    // In the same turn as the batch, before anything is drawn: no jump to see.
                    self.keep(place, after: checked)
                    if !reconfigured.isEmpty { self.tableView.reconfigureRows(at: reconfigured) }
                    self.refreshVisibleSupplementaryViews()
                    // The index follows the sections: their titles come from their keys.
                    if checked.update.changesSections { self.tableView.reloadSectionIndexTitles() }
                    self.restoreSelection(after: checked.update)
                }
                // Rows changing above the place move the offset at once: animated, the rows on
                // screen would slide from where the offset left them.
                let keepsStill = place?.isShifted(by: checked.makeMapping()) ?? false
                if animated.isAnimated && !keepsStill { perform() } else { UIView.performWithoutAnimation(perform) }
            })
    }

    public var numberOfSections: Int { tableView.numberOfSections }

    public func numberOfRows(inSection section: Int) -> Int {
        tableView.numberOfRows(inSection: section)
    }

    public var scrollGeometry: ScrollGeometry {
        let insets = tableView.adjustedContentInset
        return ScrollGeometry(
            contentOffset: tableView.contentOffset, contentSize: tableView.contentSize,
            boundsSize: tableView.bounds.size,
            contentInset: ListEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        )
    }

    /// Scrolls the table view to the row (`scrollToRow(at:at:animated:)`).
    public func scrollToRow(at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool) {
        let scrollPosition: UITableView.ScrollPosition =
            switch position {
            case .none: .none
            case .top: .top
            case .middle: .middle
            case .bottom: .bottom
            }
        tableView.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Sets the table view's `backgroundView`, cross-dissolving from the old one when `animated`.
    public func setBackgroundView(_ view: UIView?, animated: Bool) {
        UIView.changeBackground(of: tableView, animated: animated) { self.tableView.backgroundView = view }
    }

    /// Posts `announcement` for VoiceOver (`UIAccessibility.Notification.announcement`).
    public func announceForAccessibility(_ announcement: String) {
        UIAccessibility.announce(announcement)
    }

    /// Whether VoiceOver runs (`UIAccessibility.isVoiceOverRunning`) and the list is on screen
    /// (in a window): a list on another tab says nothing.
    public var isAnnouncingForAccessibility: Bool { UIAccessibility.isVoiceOverRunning && tableView.window != nil }

    public var indexPathsForVisibleRows: [IndexPath] {
        tableView.indexPathsForVisibleRows ?? []
    }
}

extension UITableView {
    /// Declares `update`'s changes inside a running batch.
    func apply(_ update: BatchUpdate, with animation: RowAnimation) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections), with: animation) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections), with: animation) }
        if !update.reloadedSections.isEmpty { reloadSections(IndexSet(update.reloadedSections), with: animation) }
        for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
        if !update.deletedRows.isEmpty { deleteRows(at: update.deletedRows, with: animation) }
        if !update.insertedRows.isEmpty { insertRows(at: update.insertedRows, with: animation) }
        if !update.reloadedRows.isEmpty { reloadRows(at: update.reloadedRows, with: animation) }
        for move in update.movedRows { moveRow(at: move.source, to: move.destination) }
    }
}

extension UITableView.RowAnimation {
    /// UIKit's style for the core's.
    init(_ animation: ListAnimation) {
        switch animation {
        case .automatic: self = .automatic
        case .fade: self = .fade
        case .right: self = .right
        case .left: self = .left
        case .top: self = .top
        case .bottom: self = .bottom
        case .middle: self = .middle
        case .none: self = .none
        }
    }
}

// MARK: Updating cells in place

extension TableListView {
    /// Updates the cells of the rows at `indexPaths` in place with UIKit's `reconfigureRows(at:)`.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard !indexPaths.isEmpty else { return }
        tableView.reconfigureRows(at: indexPaths)
    }
}

// MARK: Selection

extension TableListView {
    public var allowsMultipleSelection: Bool {
        get { tableView.allowsMultipleSelection }
        set { tableView.allowsMultipleSelection = newValue }
    }

    public var allowsMultipleSelectionDuringEditing: Bool {
        get { tableView.allowsMultipleSelectionDuringEditing }
        set { tableView.allowsMultipleSelectionDuringEditing = newValue }
    }

    public var isEditing: Bool {
        get { tableView.isEditing }
        set { tableView.isEditing = newValue }
    }

    public var indexPathsForSelectedRows: [IndexPath] { tableView.indexPathsForSelectedRows ?? [] }

    public func selectRow(at indexPath: IndexPath, animated: Bool) {
        tableView.selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        tableView.deselectRow(at: indexPath, animated: animated)
    }
}

@_spi(Backends) extension TableListView: FeatureKeepingListView {}
