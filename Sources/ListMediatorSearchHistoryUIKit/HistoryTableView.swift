import ListMediatorSearchHistory

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A `UITableView` listing past searches, as the search history mediator's
/// `HistoryView`: a row per term, most recent first, changes animated; selecting a row
/// searches again, swipe to delete removes the term.
///
/// Rows are plain `UITableViewCell`s showing the term, or cells of the app's own class
/// configured by the app (a clock icon, the term's matching part in bold). To list recent
/// searches in the same list as other sections — live results under them — use
/// `HistoryDataSource` in a `CompositeDataSource` instead.
@MainActor
public final class HistoryTableView: NSObject, HistoryView {
    /// The table view listing the terms.
    public let tableView: UITableView
    public weak var historyViewDelegate: (any HistoryViewDelegate)?
    /// The terms shown, most recent first.
    public private(set) var history: [String] = []
    /// Shows a term in a dequeued cell.
    private let configureCell: @MainActor (UITableViewCell, String) -> Void

    static let cellIdentifier = "ListMediator.HistoryTerm"

    /// Makes `tableView` list the history in plain cells showing each term in their text label;
    /// it becomes the table's data source and delegate.
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView, cellClass: UITableViewCell.self) { cell, term in
            cell.textLabel?.text = term
        }
    }

    /// Makes `tableView` list the history in cells of `cellClass`, each shown by
    /// `configureCell`; the table view becomes the table's data source and delegate.
    ///
    /// ```swift
    /// HistoryTableView(tableView: table, cellClass: RecentSearchCell.self) { cell, term in
    ///     cell.show(term)
    /// }
    /// ```
    public init<Cell: UITableViewCell>(
        tableView: UITableView, cellClass: Cell.Type,
        configureCell: @escaping @MainActor (_ cell: Cell, _ term: String) -> Void
    ) {
        self.tableView = tableView
        self.configureCell = { cell, term in
            guard let cell = cell as? Cell else {
                fatalError(
                    "HistoryTableView dequeued a \(type(of: cell)) where it registered \(Cell.self): another class was "
                        + "registered on its table under its reuse identifier \(Self.cellIdentifier)")
            }
            configureCell(cell, term)
        }
        super.init()
        tableView.register(cellClass, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// Asks for the whole history to be cleared, as a "Clear" button does: connect the button
    /// you place (in the table's header, or the search controller's) to it. The table empties
    /// when the repository reports the change.
    public func clearHistory() {
        historyViewDelegate?.historyViewDidRequestClearing(self)
    }

    public var isHidden: Bool {
        get { tableView.isHidden }
        set { tableView.isHidden = newValue }
    }

    /// Shows `history`. While the table is on screen the change is animated — terms that go are
    /// deleted, new ones inserted, the others moved to their places — so typing that narrows the
    /// list, a swipe to delete and a term searched again read as what they are; a hidden table
    /// just reloads.
    public func setHistory(_ history: [String]) {
        guard !tableView.isHidden, let changes = HistoryRowChanges(from: self.history, to: history) else {
            self.history = history
            tableView.reloadData()
            return
        }
        let tableView = tableView
        tableView.performBatchUpdates {
            // Inside the update: a table that has not asked for its rows yet asks before it, and
            // must count the terms it showed, not the new ones.
            self.history = history
            if !changes.deleted.isEmpty { tableView.deleteRows(at: changes.deleted, with: .fade) }
            if !changes.inserted.isEmpty { tableView.insertRows(at: changes.inserted, with: .fade) }
            for move in changes.moved { tableView.moveRow(at: move.from, to: move.to) }
        }
    }
}

/// The rows a change of the listed terms deletes, inserts and moves, in UIKit's batch
/// coordinates (deletions and move sources before, insertions and move destinations after).
/// Terms are matched by their text; a list that repeats a term has no such description, and
/// the table reloads instead.
struct HistoryRowChanges: Equatable {
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []

    /// - Complexity: O(*n*) for *n* terms before and after.
    init?(from old: [String], to new: [String]) {
        var oldRows: [String: Int] = [:]
        for (row, term) in old.enumerated() {
            guard oldRows.updateValue(row, forKey: term) == nil else { return nil }
        }
        var newRows: [String: Int] = [:]
        for (row, term) in new.enumerated() {
            guard newRows.updateValue(row, forKey: term) == nil else { return nil }
        }
        for (row, term) in old.enumerated() where newRows[term] == nil {
            deleted.append(IndexPath(row: row, section: 0))
        }
        for (row, term) in new.enumerated() {
            if let oldRow = oldRows[term] {
                if oldRow != row { moved.append((IndexPath(row: oldRow, section: 0), IndexPath(row: row, section: 0))) }
            } else {
                inserted.append(IndexPath(row: row, section: 0))
            }
        }
    }

    static func == (lhs: HistoryRowChanges, rhs: HistoryRowChanges) -> Bool {
        lhs.deleted == rhs.deleted && lhs.inserted == rhs.inserted
            && lhs.moved.map(\.from) == rhs.moved.map(\.from) && lhs.moved.map(\.to) == rhs.moved.map(\.to)
    }
}

extension HistoryTableView: UITableViewDataSource {
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        history.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        configureCell(cell, history[indexPath.row])
        return cell
    }

    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, history.indices.contains(indexPath.row) else { return }
        historyViewDelegate?.historyView(self, didDeleteTerm: history[indexPath.row])
    }
}

extension HistoryTableView: UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard history.indices.contains(indexPath.row) else { return }
        historyViewDelegate?.historyView(self, didSelectTerm: history[indexPath.row])
    }
}
