import ListMediatorSearchHistory

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

/// A `UITableView` listing past searches, as the search history mediator's
/// `HistoryView`: a row per term, most recent first; selecting a row
/// searches again, swipe to delete removes the term.
@MainActor
public final class HistoryTableView: NSObject, HistoryView {
    /// The table view listing the terms.
    public let tableView: UITableView
    public weak var historyViewDelegate: (any HistoryViewDelegate)?
    /// The terms shown, most recent first.
    public private(set) var history: [String] = []

    static let cellIdentifier = "ListMediator.HistoryTerm"

    /// Makes `tableView` list the history; it becomes the table's data source and delegate.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    public var isHidden: Bool {
        get { tableView.isHidden }
        set { tableView.isHidden = newValue }
    }

    public func setHistory(_ history: [String]) {
        self.history = history
        tableView.reloadData()
    }
}

extension HistoryTableView: UITableViewDataSource {
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        history.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = history[indexPath.row]
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
