import Foundation
import ListMediator

/// `UICollectionViewCell`.
///
/// Registered cells are made with `init(frame:)`, which is therefore `required` here.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    open var isSelected = false
    /// `contentConfiguration` (iOS 14): what the cell's content view shows.
    open var contentConfiguration: (any UIContentConfiguration)?

    public required init(frame: CGRect) {
        super.init(frame: frame)
    }

    override open func prepareForReuse() {
        isSelected = false
    }

    /// `configurationState` (iOS 14): the state the cell's configuration follows; a subclass
    /// adds its own (an outline cell, whether it is expanded).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        return state
    }

    /// Not UIKit: how many times the cell was asked to update its configuration.
    public private(set) var configurationUpdateRequests = 0

    /// `setNeedsUpdateConfiguration()` (iOS 14): the cell updates its configuration for its
    /// current `configurationState` (UIKit does it before the next layout).
    open func setNeedsUpdateConfiguration() {
        configurationUpdateRequests += 1
        updateConfiguration(using: configurationState)
    }

    /// `updateConfiguration(using:)` (iOS 14).
    open func updateConfiguration(using state: UICellConfigurationState) {}
}

/// `UICollectionViewListCell` (iOS 14): a cell of a list section.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// `accessories`: the accessories beside the cell's content.
    open var accessories: [UICellAccessory] = []
    /// `indentationLevel`: how many indentation widths the cell's content is inset.
    open var indentationLevel = 0

    /// The configuration of a plain list cell, to fill and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
}

/// `UICollectionViewLayout`: the stand-in lays items out as a list, one 44-point row each.
@MainActor
open class UICollectionViewLayout: NSObject {}

/// `UICollectionViewFlowLayout`: items as a list of 44-point rows, and a header and a footer per
/// section when their reference sizes have a height, as UIKit's flow layout asks for them.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
}

/// `UICollectionViewDataSource`.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// UIKit's default: no index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// UIKit's default when the data source gives titles but no index paths: the first item.
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(item: 0, section: 0) }
    /// As UIKit: a layout that asks for supplementary views needs a data source that makes them.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        fatalError(
            "the data source \(type(of: self)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:), "
                + "but the layout asks for a view of kind \(kind) at \(indexPath)")
    }
}

/// `UICollectionViewDataSourcePrefetching`. The stand-in does not prefetch on its own; tests call it.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}

/// `UICollectionViewDelegate`, with UIKit's defaults.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// iOS 16: a tap or Enter on the item, not a selection that follows focus.
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
    }
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}

/// `UICollectionView`, with UIKit's rules and no screen.
///
/// As UIKit does, it treats a reloaded item as a deletion at its index path before the update
/// plus an insertion at the same index path after it, so a reload batched with deletions or
/// insertions before it in the same section breaks the counts — and stops the process with
/// UIKit's message, as an iPhone would crash.
@MainActor
open class UICollectionView: UIScrollView {
    /// Setting it lays the items out anew at the next layout pass, as UIKit's does.
    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { hasLoadedData = false } }
    open weak var delegate: (any UICollectionViewDelegate)?
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// `dragDelegate` (iOS 11): which items a drag takes.
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?
    /// `dropDelegate` (iOS 11): how the collection view takes a drop.
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// `dragInteractionEnabled` (iOS 11): whether items can be dragged; `false` by default, as on
    /// an iPhone (an iPad's default is `true`).
    open var dragInteractionEnabled = false
    /// `hasActiveDrag` (iOS 11): whether a drag of items from this collection view is under way.
    public internal(set) var hasActiveDrag = false
    /// `hasActiveDrop` (iOS 11): whether a drop into this collection view is being performed.
    public internal(set) var hasActiveDrop = false
    /// The view behind the items.
    open var backgroundView: UIView?

    /// Not UIKit: every batch update the view performed, as the list of changes UIKit applies.
    public private(set) var performedBatchUpdates: [BatchUpdate] = []
    /// Not UIKit: how many times the view reloaded all its data.
    public private(set) var reloadCount = 0
    /// Not UIKit: how many cells `reconfigureItems(at:)` updated in place.
    public private(set) var reconfiguredCellCount = 0

    var bookkeeping = BatchBookkeeping()
    var itemCounts: [Int] { bookkeeping.counts }
    var hasLoadedData = false
    var cellPool = CellReusePool<UICollectionViewCell>()
    var displayedCells: [IndexPath: UICollectionViewCell] = [:]
    var supplementaryPool = CellReusePool<UICollectionReusableView>()
    var displayedSupplementaryViews: [ShownSupplementaryView<UICollectionReusableView>] = []
    var selectedItems: Set<IndexPath> = []
    /// Whether a tap selects an item beside the selected ones.
    public var allowsMultipleSelection = false
    /// Whether a tap in edit mode selects an item beside the selected ones.
    public var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is in edit mode.
    public var isEditing = false

    /// Where an item scrolls to when selected from code; the stand-in does not scroll.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }
    static let itemHeight: CGFloat = 44

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    override open func layoutIfNeeded() {
        layOutCells()
    }

    override open func didScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass = cellClass as? UICollectionViewCell.Type else {
            fatalError("\(String(describing: cellClass)) is not a UICollectionViewCell subclass")
        }
        cellPool.register(forCellReuseIdentifier: identifier) {
            let cell = cellClass.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        cellPool.dequeue(withIdentifier: identifier) { $0.prepareForReuse() }
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        guard let viewClass = viewClass as? UICollectionReusableView.Type else {
            fatalError("\(String(describing: viewClass)) is not a UICollectionReusableView subclass")
        }
        supplementaryPool.register(forCellReuseIdentifier: elementKind + "\u{1F}" + identifier) {
            let view = viewClass.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "\u{1F}" + identifier
        guard supplementaryPool.isRegistered(key) else {
            fatalError(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return supplementaryPool.dequeue(withIdentifier: key) { $0.prepareForReuse() }
    }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        layOutCells()
        return displayedSupplementaryViews.first {
            $0.kind == elementKind && IndexPath(item: 0, section: $0.section) == indexPath
        }?.view
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layOutCells()
        return displayedSupplementaryViews.filter { $0.kind == elementKind }.map(\.view)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layOutCells()
        return displayedSupplementaryViews.filter { $0.kind == elementKind }.map {
            IndexPath(item: 0, section: $0.section)
        }
    }

    /// Updates the cells of the shown items at `indexPaths` in place, as UIKit does: the data
    /// source is asked for each item's cell again while dequeuing hands back the cell the item
    /// shows, and must return that cell. Items not on screen are skipped.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        loadDataIfNeeded()
        reconfiguredCellCount += reconfigureCells(
            at: indexPaths, shown: displayedCells, method: "reconfigureItems(at:)",
            handingBack: { cell, indexPath in
                if let cell {
                    cellPool.startReconfiguring(cell, identifier: cell.reuseIdentifier, at: indexPath)
                } else {
                    cellPool.stopReconfiguring()
                }
            }, askDataSource: { dataSource?.collectionView(self, cellForItemAt: $0) })
    }

    /// The titles of the index the collection view shows, as it last asked its data source (on a
    /// reload); `nil` for none. The stand-in's, for tests: UIKit draws them.
    public internal(set) var indexTitlesShown: [String]?

    /// The user touches the index's title at `index`: the collection view asks its data source
    /// for the item's index path and scrolls it to the top, as UIKit's does. Returns the index
    /// path, or `nil` when the index shows no such title. The stand-in's, for tests.
    @discardableResult
    public func tapIndexTitle(at index: Int) -> IndexPath? {
        guard let titles = indexTitlesShown, titles.indices.contains(index), let dataSource else { return nil }
        let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
        if indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section) {
            scrollToItem(at: indexPath, at: .top, animated: false)
        }
        return indexPath
    }

    open func reloadData() {
        reloadCount += 1
        hasLoadedData = true
        indexTitlesShown = dataSource?.indexTitles(for: self)
        bookkeeping.counts = currentItemCounts()
        selectedItems = []
        for (indexPath, cell) in displayedCells { endDisplaying(cell, at: indexPath) }
        displayedCells = [:]
        for shown in displayedSupplementaryViews { endDisplaying(shown) }
        displayedSupplementaryViews = []
        contentSize = CGSize(width: bounds.width, height: contentHeight)
    }

    open var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard itemCounts.indices.contains(section) else {
            fatalError(
                "request for number of items in section \(section) when there are only \(itemCounts.count) sections")
        }
        return itemCounts[section]
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        loadDataIfNeeded()
        let isOutermost = bookkeeping.beginBatch()
        updates?()
        if isOutermost { commit() }
        completion?(true)
    }

    open func insertSections(_ sections: IndexSet) { change { $0.insertedSections += sections } }
    open func deleteSections(_ sections: IndexSet) { change { $0.deletedSections += sections } }
    open func reloadSections(_ sections: IndexSet) { change { $0.reloadedSections += sections } }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        change { $0.movedSections.append(.init(from: section, to: newSection)) }
    }
    open func insertItems(at indexPaths: [IndexPath]) { change { $0.insertedRows += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { change { $0.deletedRows += indexPaths } }
    /// As UIKit: a deletion before the update and an insertion after it, at the same index path.
    open func reloadItems(at indexPaths: [IndexPath]) {
        change {
            $0.deletedRows += indexPaths
            $0.insertedRows += indexPaths
        }
    }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.movedRows.append(.init(from: indexPath, to: newIndexPath)) }
    }

    /// Adds a change to the running batch, or applies it as a batch of its own, as UIKit does.
    func change(_ apply: (inout BatchUpdate) -> Void) {
        loadDataIfNeeded()
        let isOutermost = bookkeeping.beginBatch()
        apply(&bookkeeping.pendingUpdate!)
        if isOutermost { commit() }
    }

    /// Ends the running batch: checked against UIKit's rules, recorded, and the cells moved along.
    func commit() {
        let (update, mapping) = bookkeeping.endBatch(newCounts: currentItemCounts(), in: .collectionView)
        performedBatchUpdates.append(update)
        selectedItems = Set(selectedItems.compactMap(mapping.newIndexPath(for:)))
        displayedCells = BatchBookkeeping.remap(displayedCells, with: mapping, endDisplaying: endDisplaying(_:at:))
        displayedSupplementaryViews = displayedSupplementaryViews.remapped(with: mapping, drop: endDisplaying(_:))
        contentSize = CGSize(width: bounds.width, height: contentHeight)
    }

    func currentItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    func loadDataIfNeeded() {
        if !hasLoadedData { reloadData() }
    }

    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    func endDisplaying(_ shown: ShownSupplementaryView<UICollectionReusableView>) {
        guard let identifier = shown.view.reuseIdentifier else { return }
        supplementaryPool.enqueue(shown.view, identifier: shown.kind + "\u{1F}" + identifier)
    }
}
