import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

extension UISwipeActionsConfiguration {
    /// UIKit's configuration of the core's `actions`.
    @MainActor
    convenience init(_ actions: ListSwipeActions) {
        self.init(
            actions: actions.actions.map { action in
                UIContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
                    _, _, completion in action.handler(completion)
                }
            })
        performsFirstActionWithFullSwipe = actions.performsFirstActionWithFullSwipe
    }
}

extension TableListView {
    /// The core delegate's leading actions; none by default.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        delegate?.listView(self, swipeActionsFor: .leading, forRowAt: indexPath).map(UISwipeActionsConfiguration.init)
    }

    /// The core delegate's trailing actions, or `nil` for UIKit's Delete on a row that can be deleted.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        delegate?.listView(self, swipeActionsFor: .trailing, forRowAt: indexPath).map(UISwipeActionsConfiguration.init)
    }
}

extension CollectionListView {
    /// The core delegate's actions for the item at `indexPath` swiped from `edge`, for a list
    /// layout's `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider`;
    /// with none on the trailing edge of an item its data source lets be deleted, a Delete — a
    /// collection view has no Delete of its own:
    ///
    /// ```swift
    /// list.trailingSwipeActionsConfigurationProvider = { [weak listView] indexPath in
    ///     listView?.swipeActionsConfiguration(.trailing, forItemAt: indexPath)
    /// }
    /// ```
    public func swipeActionsConfiguration(_ edge: ListSwipeEdge, forItemAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        if let actions = delegate?.listView(self, swipeActionsFor: edge, forRowAt: indexPath) {
            return UISwipeActionsConfiguration(actions)
        }
        guard edge == .trailing, let dataSource, dataSource.listView(self, canEditRowAt: indexPath) else { return nil }
        return UISwipeActionsConfiguration(
            ListSwipeActions([
                ListSwipeAction(title: ListTexts.standard.delete, style: .destructive) { [weak self] completion in
                    guard let self, let dataSource = self.dataSource else { return completion(false) }
                    dataSource.listView(self, commit: .delete, forRowAt: indexPath)
                    completion(true)
                }
            ]))
    }
}
