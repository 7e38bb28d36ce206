@_spi(Backends) import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A `ListView` over a `UICollectionView`: the library's data sources, composites,
/// switching data sources and mediators fill the collection view through it, one item per row.
///
/// It becomes the collection view's `dataSource` and `delegate` and translates, as
/// ``TableListView`` does for tables. One difference matters: `UICollectionView` treats a
/// reloaded item as a deletion plus an insertion at the same index path, so a reload batched with
/// other changes before it in its section would refresh the wrong item or crash. The list view
/// therefore performs an update's reloads in a batch of their own, right after the rest, at the
/// items' new index paths.
///
/// Headers, footers and supplementary views of any kind come from the data source that owns
/// the section, as the layout asks for them (`UICollectionViewFlowLayout`'s reference sizes, a
/// compositional layout's boundary items); where it gives none the layout gets an empty view,
/// since UIKit needs one. Section titles are not shown: a collection view has no place for them.
/// After each batch update the supplementary views on screen are asked for again and updated in
/// place, so a header that counts its items stays right.
///
/// The layout can come from the data sources too: ``makeCompositionalLayout(configuration:defaultSection:)``
/// makes a compositional layout whose every section is laid out by the data source that owns it.
@MainActor
public final class CollectionListView: NSObject, SelectableListView, ScrollableListView, ReconfigurableListView,
    AnnouncingListView, BackgroundShowingListView, LoadingSectionLayoutListView
{
    public typealias Cell = UICollectionViewCell
    /// The table's or collection view's `backgroundView`, where a mediator shows its
    /// `ListBackground`.
    public typealias BackgroundView = UIView
    public typealias SupplementaryView = UICollectionReusableView
    /// A section of a compositional layout made by ``makeCompositionalLayout(configuration:defaultSection:)``.
    public typealias SectionLayout = NSCollectionLayoutSection
    public typealias SectionLayoutEnvironment = any NSCollectionLayoutEnvironment

    /// The record ``ListView/updateRecord`` returns.
    @_spi(Backends) public let keptUpdateRecord = ListUpdateRecord()

    /// The collection view this list view drives.
    public let collectionView: UICollectionView

    /// What a batch update holds still on screen when it adds or removes rows above the visible
    /// area: the first item on screen by default, so an older page arriving above a chat or a
    /// live insert above a feed moves nothing the user sees (see `ListContentAnchor`);
    /// `.contentOffset` for UIKit's own behaviour, `.bottom` for a chat that follows new
    /// messages while the user is at the bottom.
    public var contentAnchor: ListContentAnchor = .firstVisibleRow

    public weak var delegate: (any ListViewDelegate<CollectionListView>)? {
        didSet { delegateDidChange() }
    }
    public var currentDataSource: (any ListViewDataSource<CollectionListView>)? {
        didSet { showCurrentDataSource(replacing: oldValue) }
    }
    /// The feature protocols ``currentDataSource`` adopts, found when it is set.
    @_spi(Backends) public var dataSourceFeatures: ListViewDataSourceFeatures<CollectionListView>?
    /// The feature protocols ``delegate`` adopts, found when it is set.
    @_spi(Backends) public var delegateFeatures: ListViewDelegateFeatures<CollectionListView>?

    /// The app's own collection view delegate, told the delegate calls this list view does not
    /// model (flow layout sizes, focus, …) through Objective-C message forwarding. Held weakly.
    ///
    /// The calls the list view models — highlighting, selection, display, scrolling and context
    /// menus — go to its ``delegate`` (the core's), not to this object.
    public weak var forwardingDelegate: (any UICollectionViewDelegate)? {
        didSet {
            // UIKit learns which calls its delegate answers when the delegate is set: set it again.
            collectionView.delegate = nil
            collectionView.delegate = self
        }
    }

    /// The app's own object for the `UICollectionViewDataSource` calls this list view does not
    /// model, handed to it through Objective-C message forwarding. Held weakly. The list view
    /// answers every call of the iOS 17 SDK's protocol itself — the index titles from the data
    /// sources' titles, supplementary views, moving items from the data source that owns the
    /// item — so this object hears only calls a later SDK adds.
    ///
    /// It implements only the optional calls it wants (it need not conform to
    /// `UICollectionViewDataSource`, whose required calls the list view answers). Only data source
    /// calls reach it, and only delegate calls reach ``forwardingDelegate``, so one object may be
    /// both.
    public weak var forwardingDataSource: (any NSObjectProtocol)? {
        didSet {
            // UIKit learns which calls its data source answers when it is set: set it again.
            collectionView.dataSource = nil
            collectionView.dataSource = self
        }
    }

    /// The supplementary view being refreshed in place, handed back by the next dequeue.
    var refreshingSupplementaryView: SupplementaryViewRefresh<UICollectionReusableView>?
    /// The row a drag from this view carries, while its drag items keep it.
    weak var draggedRow: ListDraggedRow?
    /// The element kinds the layout asked for, so refreshing looks for views of those kinds.
    var askedSupplementaryKinds: Set<String> = []
    /// The kinds for which the empty view is registered.
    var placeholderKinds: Set<String> = []

    /// Makes `collectionView` show what this list view's data source provides.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
    }

    public func register(_ cellClass: UICollectionViewCell.Type, forCellReuseIdentifier identifier: String) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// Reloads the collection view, then selects again the items the data sources hold
    /// selected (a reload drops the collection view's selection).
    public func reloadData() {
        collectionView.reloadData()
        restoreSelection()
        // UIKit's counts are not asked for here: that would make it load before it is ready.
        recordReload(rowCountsBefore: nil, rowCountsAfter: dataSource?.rowCounts(in: self) ?? [])
    }

    /// Brings the collection view up to date (laid out, counts read), swaps the data, checks
    /// `update` against the counts the view shows and the data source's new ones, then performs
    /// it: every change but the item reloads in one batch (a reloaded section as its deletion and
    /// insertion), the item reloads in a second one at the items' new places. The animation style
    /// is the collection view's own; `ListAnimation.none` turns animation off.
    ///
    /// The data changes before UIKit's batch, not inside it, for the reason
    /// `TableListView.performBatchUpdates(_:animated:updateData:completion:)` gives.
    public func performBatchUpdates(
        _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        // As in TableListView: laid out and counted while the data is still the old one. For a
        // collection view UIKit's documentation says so itself: a layout that is not up to date
        // when the batch begins may turn it into a reload.
        collectionView.layoutIfNeeded()
        let countsBefore = (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
        let place = visiblePlace()
        try performCheckedBatchUpdate(
            update, rowCountsBefore: countsBefore, updateData: updateData,
            rejected: { _ in reloadData() },
            show: { checked in show(checked, keeping: place, animated: animated, completion: completion) })
    }

    /// Performs every change but the item reloads in one batch, and the item reloads in a second
    /// one at the items' new places; then updates the reconfigured items' cells in place.
    private func show(
        _ checked: CheckedBatchUpdate, keeping place: VisiblePlace?, animated: ListAnimation,
        completion: ((Bool) -> Void)?
    ) {
        let update = checked.update
        var moves = update
        moves.reloadedRows = []
        moves.reloadedSections = []
        moves.reconfiguredRows = []
        // Reloaded items and sections survive the first batch like any other; this is where they land.
        let mapping = BatchUpdate.IndexPathMapping(
            moves, sectionCountBefore: checked.rowCountsBefore.count, sectionCountAfter: checked.rowCountsAfter.count)
        let reloadedItems = update.reloadedRows.compactMap(mapping.newIndexPath(for:))
        // Items changed in place keep their cells, updated once both batches have run.
        let reconfiguredItems = update.reconfiguredRows.compactMap(mapping.newIndexPath(for:))
        // A reloaded section may change its item count, which only the batch that changes it can
        // explain: it goes in the first batch, as the deletion and insertion UIKit takes it for.
        for section in update.reloadedSections {
            guard let newSection = mapping.newSection(for: section) else { continue }
            moves.deletedSections.append(section)
            moves.insertedSections.append(newSection)
        }
        let hasReloads = !reloadedItems.isEmpty
        let perform = {
            if !moves.isEmpty {
                self.collectionView.performBatchUpdates(
                    { self.collectionView.apply(moves) }, completion: hasReloads ? nil : completion)
            }
            if hasReloads {
                self.collectionView.performBatchUpdates(
                    { self.collectionView.reloadItems(at: reloadedItems) }, completion: completion)
            }
            // In the same turn as the batches, before anything is drawn: no jump to see.
            self.keep(place, after: checked)
            if !reconfiguredItems.isEmpty { self.collectionView.reconfigureItems(at: reconfiguredItems) }
            self.refreshVisibleSupplementaryViews()
            self.restoreSelection(after: update)
            if moves.isEmpty && !hasReloads { completion?(true) }
        }
        // Items changing above the place move the offset at once: animated, the items on screen
        // would slide from where the offset left them.
        let keepsStill = place?.isShifted(by: checked.makeMapping()) ?? false
        if animated.isAnimated && !keepsStill { perform() } else { UIView.performWithoutAnimation(perform) }
    }

    public var numberOfSections: Int { collectionView.numberOfSections }

    public func numberOfRows(inSection section: Int) -> Int {
        collectionView.numberOfItems(inSection: section)
    }

    public var scrollGeometry: ScrollGeometry {
        let insets = collectionView.adjustedContentInset
        return ScrollGeometry(
            contentOffset: collectionView.contentOffset, contentSize: collectionView.contentSize,
            boundsSize: collectionView.bounds.size,
            contentInset: ListEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        )
    }

    /// Scrolls the collection view to the item (`scrollToItem(at:at:animated:)`). For
    /// `ListScrollPosition.none`, which a collection view has no position for, the item is
    /// brought to the nearer edge of the visible area when it is not fully visible, and nothing
    /// moves when it is.
    public func scrollToRow(at indexPath: IndexPath, at position: ListScrollPosition, animated: Bool) {
        let scrollPosition: UICollectionView.ScrollPosition
        switch position {
        case .top: scrollPosition = .top
        case .middle: scrollPosition = .centeredVertically
        case .bottom: scrollPosition = .bottom
        case .none:
            collectionView.layoutIfNeeded()
            guard let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else {
                scrollPosition = .top
                break
            }
            let insets = collectionView.adjustedContentInset
            let visibleTop = collectionView.contentOffset.y + insets.top
            let visibleBottom = collectionView.contentOffset.y + collectionView.bounds.height - insets.bottom
            if frame.minY >= visibleTop && frame.maxY <= visibleBottom { return }
            scrollPosition = frame.minY < visibleTop ? .top : .bottom
        }
        collectionView.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Sets the collection view's `backgroundView`, cross-dissolving from the old one when `animated`.
    public func setBackgroundView(_ view: UIView?, animated: Bool) {
        UIView.changeBackground(of: collectionView, animated: animated) { self.collectionView.backgroundView = view }
    }

    /// Posts `announcement` for VoiceOver (`UIAccessibility.Notification.announcement`).
    public func announceForAccessibility(_ announcement: String) {
        UIAccessibility.announce(announcement)
    }

    /// Whether VoiceOver runs (`UIAccessibility.isVoiceOverRunning`) and the list is on screen
    /// (in a window): a list on another tab says nothing.
    public var isAnnouncingForAccessibility: Bool { UIAccessibility.isVoiceOverRunning && collectionView.window != nil }

    public var indexPathsForVisibleRows: [IndexPath] {
        collectionView.indexPathsForVisibleItems.sorted()
    }
}

extension UICollectionView {
    /// Declares `update`'s changes inside a running batch; `update` has no reloads.
    func apply(_ update: BatchUpdate) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections)) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections)) }
        for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
        if !update.deletedRows.isEmpty { deleteItems(at: update.deletedRows) }
        if !update.insertedRows.isEmpty { insertItems(at: update.insertedRows) }
        for move in update.movedRows { moveItem(at: move.source, to: move.destination) }
    }
}

// MARK: Updating cells in place

extension CollectionListView {
    /// Updates the cells of the items at `indexPaths` in place with UIKit's `reconfigureItems(at:)`.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard !indexPaths.isEmpty else { return }
        collectionView.reconfigureItems(at: indexPaths)
    }
}

// MARK: Selection

extension CollectionListView {
    public var allowsMultipleSelection: Bool {
        get { collectionView.allowsMultipleSelection }
        set { collectionView.allowsMultipleSelection = newValue }
    }

    public var allowsMultipleSelectionDuringEditing: Bool {
        get { collectionView.allowsMultipleSelectionDuringEditing }
        set { collectionView.allowsMultipleSelectionDuringEditing = newValue }
    }

    public var isEditing: Bool {
        get { collectionView.isEditing }
        set { collectionView.isEditing = newValue }
    }

    public var indexPathsForSelectedRows: [IndexPath] { collectionView.indexPathsForSelectedItems ?? [] }

    public func selectRow(at indexPath: IndexPath, animated: Bool) {
        collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        collectionView.deselectItem(at: indexPath, animated: animated)
    }
}

@_spi(Backends) extension CollectionListView: FeatureKeepingListView {}
