import ListMediator

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitStandIn
#endif

extension ListSwipeActions {
    /// Actions UIKit describes itself, shown as they are: the escape hatch for what
    /// ``ListSwipeAction`` does not describe. A data source's `swipeActions` may return it for
    /// any item; views other than UIKit's show no actions for it.
    public init(_ configuration: UISwipeActionsConfiguration) {
        self.init(platformConfiguration: configuration)
    }
}

extension UISwipeActionsConfiguration {
    /// UIKit's configuration of the core's `actions`, or the configuration they carry.
    @MainActor
    static func make(_ actions: ListSwipeActions) -> UISwipeActionsConfiguration {
        if let configuration = actions.platformConfiguration as? UISwipeActionsConfiguration { return configuration }
        let configuration = UISwipeActionsConfiguration(actions: actions.actions.map(UIContextualAction.init))
        configuration.performsFirstActionWithFullSwipe = actions.performsFirstActionWithFullSwipe
        return configuration
    }
}

extension UIContextualAction {
    /// UIKit's action for the core's `action`: its title, image, colour and VoiceOver label.
    @MainActor
    convenience init(_ action: ListSwipeAction) {
        self.init(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
            _, _, completion in action.handler(completion)
        }
        if let image = action.image { self.image = UIImage(systemName: image.systemName) }
        if let color = action.backgroundColor { backgroundColor = UIColor.make(color) }
        if let label = action.accessibilityLabel { accessibilityLabel = label }
    }
}

extension UIColor {
    /// UIKit's colour for the core's `color`: the system colour itself (which follows dark mode
    /// and contrast settings), or one of its components.
    static func make(_ color: ListColor) -> UIColor {
        switch color.kind {
        case .components(let red, let green, let blue, let alpha):
            UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .system("systemBlue"): .systemBlue
        case .system("systemGreen"): .systemGreen
        case .system("systemOrange"): .systemOrange
        case .system("systemRed"): .systemRed
        case .system("systemPurple"): .systemPurple
        case .system("systemIndigo"): .systemIndigo
        case .system("systemTeal"): .systemTeal
        case .system("systemYellow"): .systemYellow
        case .system: .systemGray
        }
    }
}

extension TableListView {
    /// The core delegate's leading actions; none by default.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        delegateFeatures?.rowActions?.listView(self, swipeActionsFor: .leading, forRowAt: indexPath).map(
            UISwipeActionsConfiguration.make)
    }

    /// The core delegate's trailing actions, or `nil` for UIKit's Delete on a row that can be deleted.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        delegateFeatures?.rowActions?.listView(self, swipeActionsFor: .trailing, forRowAt: indexPath).map(
            UISwipeActionsConfiguration.make)
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
        if let actions = delegateFeatures?.rowActions?.listView(self, swipeActionsFor: edge, forRowAt: indexPath) {
            return UISwipeActionsConfiguration.make(actions)
        }
        guard edge == .trailing, dataSourceFeatures?.editing?.listView(self, canEditRowAt: indexPath) == true else {
            return nil
        }
        return UISwipeActionsConfiguration.make(
            ListSwipeActions([
                ListSwipeAction(title: ListTexts.standard.delete, style: .destructive) { [weak self] completion in
                    guard let self, let editing = self.dataSourceFeatures?.editing else { return completion(false) }
                    editing.listView(self, commit: .delete, forRowAt: indexPath)
                    completion(true)
                }
            ]))
    }
}
