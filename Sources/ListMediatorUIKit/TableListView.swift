import ListMediator

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
public final class TableListView: NSObject, ListView {
    public typealias Cell = UITableViewCell

    /// The table view this list view drives.
    public let tableView: UITableView

    public weak var dataSource: (any ListViewDataSource<TableListView>)? {
        didSet { dataSourceDidChange(replacing: oldValue) }
    }
    public weak var delegate: (any ListViewDelegate<TableListView>)?
    public var currentDataSource: (any ListViewDataSource<TableListView>)? {
        didSet { showCurrentDataSource(replacing: oldValue) }
    }

    /// The app's own table view delegate, told the calls this list view does not model (editing
    /// actions, context menus, …) through Objective-C message forwarding where the runtime has it.
    /// Held weakly.
    public weak var forwardingDelegate: (any UITableViewDelegate)? {
        didSet {
            // UIKit learns which calls its delegate answers when the delegate is set: set it again.
            tableView.delegate = nil
            tableView.delegate = self
        }
    }

    /// Makes `tableView` show what this list view's data source provides.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        tableView.register(cellClass, forCellReuseIdentifier: identifier)
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    public func reloadData() {
        tableView.reloadData()
    }

    /// Checks `update` against the counts the table shows and the data source's new counts, then
    /// hands it to `performBatchUpdates` with `animated`'s row animation.
    ///
    /// The data changes before UIKit's batch starts: UIKit reads its own record of the old counts
    /// until the batch ends, and nothing lays the table out in between.
    public func performBatchUpdates(
        _ update: BatchUpdate, animated: ListAnimation, updateData: () -> Void, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        let countsBefore = (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:))
        updateData()
        let countsAfter = dataSource?.rowCounts(in: self) ?? []
        do {
            try update.validate(rowCountsBefore: countsBefore, rowCountsAfter: countsAfter)
        } catch {
            tableView.reloadData()
            throw error
        }
        let animation = UITableView.RowAnimation(animated)
        let perform = {
            self.tableView.performBatchUpdates(
                { self.tableView.apply(update, with: animation) }, completion: completion)
        }
        if animated.isAnimated { perform() } else { UIView.performWithoutAnimation(perform) }
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
