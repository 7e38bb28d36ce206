import Foundation
import ListMediator

/// `UITableView`, with UIKit's rules and no screen.
///
/// It keeps its own record of section and row counts, as UIKit does, replays every batch update
/// against them with its own model of UIKit's rules (``UIKitBatchModel``, written from Apple's
/// documentation, not ListMediator's validation) and stops the process with UIKit's exception
/// message when UIKit would raise one — as an iPhone would crash. It traps on dequeuing an unregistered identifier, holds its data source and delegate
/// weakly, reuses cells, and lays rows out from the delegate's heights to tell which are visible.
@MainActor
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// `UITableView.RowAnimation`.
    /// Where a row scrolls to: by `scrollToRow(at:at:animated:)`, not when it is selected from
    /// code (the stand-in does not scroll then).
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// `UITableView.automaticDimension`: "the default" for a height.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { hasLoadedData = false } }
    open weak var delegate: (any UITableViewDelegate)?
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// `dragDelegate` (iOS 11): which rows a drag takes.
    open weak var dragDelegate: (any UITableViewDragDelegate)?
    /// `dropDelegate` (iOS 11): how the table takes a drop.
    open weak var dropDelegate: (any UITableViewDropDelegate)?
    /// `dragInteractionEnabled` (iOS 11): whether rows can be dragged; `false` by default, as on
    /// an iPhone (an iPad's default is `true`).
    open var dragInteractionEnabled = false
    /// `hasActiveDrag` (iOS 11): whether a drag of rows from this table is under way.
    public internal(set) var hasActiveDrag = false
    /// `hasActiveDrop` (iOS 11): whether a drop into this table is being performed.
    public internal(set) var hasActiveDrop = false
    /// As in UIKit since iOS 11, `automaticDimension`: cells size themselves (44 points here).
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// As in UIKit since iOS 11, `automaticDimension`: rows are estimated. The stand-in lays every
    /// row out at its final height, so estimates change nothing it shows.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// As in UIKit, `automaticDimension`: a header with a title is 28 points high, one without none.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// As in UIKit, `automaticDimension`: a footer with a title is 28 points high, one without none.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// Not UIKit: every batch update the view performed, with the animations it was asked for.
    public private(set) var performedBatchUpdates: [(update: BatchUpdate, animations: Set<RowAnimation>)] = []
    /// Not UIKit: how many times the view reloaded all its data.
    public private(set) var reloadCount = 0
    /// Not UIKit: how many cells `reconfigureRows(at:)` updated in place.
    public private(set) var reconfiguredCellCount = 0

    var bookkeeping = BatchBookkeeping()
    var rowCounts: [Int] { bookkeeping.counts }
    var hasLoadedData = false
    var cellPool = CellReusePool<UITableViewCell>()
    var displayedCells: [IndexPath: UITableViewCell] = [:]
    var headerFooterPool = CellReusePool<UITableViewHeaderFooterView>()
    /// The header and footer views on screen; kinds are "header" and "footer".
    var displayedHeaderFooterViews: [ShownSupplementaryView<UIView>] = []
    var selectedRows: Set<IndexPath> = []
    /// Whether a tap selects a row beside the selected ones.
    public var allowsMultipleSelection = false
    /// Whether a tap in edit mode selects a row beside the selected ones.
    public var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in edit mode.
    public var isEditing = false
    /// The row animations asked for in the running batch.
    var pendingAnimations: Set<RowAnimation> = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    override open func layoutIfNeeded() {
        layOutCells()
    }

    override open func didScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass = cellClass as? UITableViewCell.Type else {
            fatalError("\(String(describing: cellClass)) is not a UITableViewCell subclass")
        }
        cellPool.register(forCellReuseIdentifier: identifier) {
            cellClass.init(style: .default, reuseIdentifier: identifier)
        }
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        cellPool.dequeue(withIdentifier: identifier) { $0.prepareForReuse() }
    }

    // MARK: Headers and footers

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewClass = aClass as? UITableViewHeaderFooterView.Type else {
            fatalError("\(String(describing: aClass)) is not a UITableViewHeaderFooterView subclass")
        }
        headerFooterPool.register(forCellReuseIdentifier: identifier) { viewClass.init(reuseIdentifier: identifier) }
    }

    /// As UIKit: `nil` for an identifier that was never registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard headerFooterPool.isRegistered(identifier) else { return nil }
        return headerFooterPool.dequeue(withIdentifier: identifier) { $0.prepareForReuse() }
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layOutCells()
        return displayedHeaderFooterViews.first { $0.kind == "header" && $0.section == section }?.view
            as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layOutCells()
        return displayedHeaderFooterViews.first { $0.kind == "footer" && $0.section == section }?.view
            as? UITableViewHeaderFooterView
    }

    /// Updates the cells of the shown rows at `indexPaths` in place, as UIKit does: the data
    /// source is asked for each row's cell again while dequeuing hands back the cell the row
    /// shows, and must return that cell. Rows not on screen are skipped.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        loadDataIfNeeded()
        reconfiguredCellCount += reconfigureCells(
            at: indexPaths, shown: displayedCells, method: "reconfigureRows(at:)",
            handingBack: { cell, indexPath in
                if let cell {
                    cellPool.startReconfiguring(cell, identifier: cell.reuseIdentifier, at: indexPath)
                } else {
                    cellPool.stopReconfiguring()
                }
            }, askDataSource: { dataSource?.tableView(self, cellForRowAt: $0) })
    }

    // MARK: Data

    /// The titles of the section index the table shows, as it last asked its data source (on a
    /// reload and on ``reloadSectionIndexTitles()``); `nil` for none. The stand-in's, for tests:
    /// UIKit draws them.
    public internal(set) var sectionIndexTitlesShown: [String]?

    open func reloadData() {
        reloadCount += 1
        hasLoadedData = true
        reloadSectionIndexTitles()
        bookkeeping.counts = currentRowCounts()
        selectedRows = []
        for (indexPath, cell) in displayedCells { endDisplaying(cell, at: indexPath) }
        displayedCells = [:]
        for shown in displayedHeaderFooterViews { endDisplaying(shown) }
        displayedHeaderFooterViews = []
        _ = rowFrames()  // UIKit's content size follows a reload at once
    }

    open var numberOfSections: Int {
        loadDataIfNeeded()
        return rowCounts.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard rowCounts.indices.contains(section) else {
            fatalError(
                "request for number of rows in section \(section) when there are only \(rowCounts.count) sections")
        }
        return rowCounts[section]
    }

    /// Applies the changes `updates` makes with the calls below as one batch, checked against
    /// UIKit's rules: the process stops with UIKit's message when they break one.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        loadDataIfNeeded()
        let isOutermost = bookkeeping.beginBatch()
        if isOutermost { pendingAnimations = [] }
        updates?()
        if isOutermost { commit() }
        completion?(true)
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.insertedSections += sections }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.deletedSections += sections }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.reloadedSections += sections }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        change(nil) { $0.movedSections.append(.init(from: section, to: newSection)) }
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.insertedRows += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.deletedRows += indexPaths }
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.reloadedRows += indexPaths }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change(nil) { $0.movedRows.append(.init(from: indexPath, to: newIndexPath)) }
    }

    /// Adds a change to the running batch, or applies it as a batch of its own, as UIKit does.
    func change(_ animation: RowAnimation?, _ apply: (inout BatchUpdate) -> Void) {
        loadDataIfNeeded()
        let isOutermost = bookkeeping.beginBatch()
        if isOutermost { pendingAnimations = [] }
        apply(&bookkeeping.pendingUpdate!)
        if let animation { pendingAnimations.insert(animation) }
        if isOutermost { commit() }
    }

    /// Ends the running batch: checked against UIKit's rules, recorded, and the cells moved along.
    func commit() {
        let (update, mapping) = bookkeeping.endBatch(newCounts: currentRowCounts(), in: .tableView)
        performedBatchUpdates.append((update, pendingAnimations))
        selectedRows = Set(selectedRows.compactMap(mapping.newIndexPath(for:)))
        displayedCells = BatchBookkeeping.remap(displayedCells, with: mapping, endDisplaying: endDisplaying(_:at:))
        displayedHeaderFooterViews = displayedHeaderFooterViews.remapped(with: mapping, drop: endDisplaying(_:))
        _ = rowFrames()  // UIKit's content size follows a batch update at once
    }

    func currentRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    func loadDataIfNeeded() {
        if !hasLoadedData { reloadData() }
    }
}
